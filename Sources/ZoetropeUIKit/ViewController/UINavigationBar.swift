/// A navigation bar: UIKit's `UINavigationBar`, kept for the code that styles it; not drawn.
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
