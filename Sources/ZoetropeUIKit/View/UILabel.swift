/// A label: UIKit's `UILabel`. The first label in a cell's content view is drawn as the
/// cell's text, centred vertically, aligned by `textAlignment`, wrapping when
/// `numberOfLines` is not 1.
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
