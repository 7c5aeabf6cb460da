/// A view that shows a content configuration: UIKit's `UIContentView`.
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell then hands it over rather than
    /// making a new view); by default, when it is of the same type as the one shown.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
