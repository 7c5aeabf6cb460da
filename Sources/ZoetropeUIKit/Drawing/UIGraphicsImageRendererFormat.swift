import ZoetropeCore

/// The format of an image renderer: its scale and whether it is opaque.
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange: Range = .automatic

    public override init() {
        super.init()
    }

    /// The screen's scale, as UIKit's default format has.
    public class func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return format
    }

    public class func `default`() -> UIGraphicsImageRendererFormat { preferred() }

    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
}
