/// What a cell's content shows: UIKit's `UIContentConfiguration`. A cell given one makes its
/// content view with `makeContentView()`, as UIKit does, and draws it through its view tree
/// (its labels, image views and coloured views where its constraints or `layoutSubviews()`
/// put them); a later configuration the view `supports(_:)` is handed to it instead.
/// `UIListContentConfiguration` is drawn as a list row.
public protocol UIContentConfiguration {
    /// The view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it looks in `state`; by default, unchanged.
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
