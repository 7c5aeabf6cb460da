/// Scaling for Dynamic Type: UIKit's `UIFontMetrics`. Zoetrope lays out at the default size
/// (Large), where scaling changes nothing.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        super.init()
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
