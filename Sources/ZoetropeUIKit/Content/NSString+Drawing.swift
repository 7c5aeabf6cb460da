import ZoetropeCore

/// Text attributes UIKit defines on Foundation's keys: the font and colour text is measured
/// and drawn with.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// The size of text, as a layout measures a label before it has one: measured by the same
/// measurer that places the recording's labels (`record(…, textMeasurer:)`; DejaVu Sans's
/// average advance without one), so a size computed here is the size drawn.
enum TextSizing {
    /// One line of `text` (or as many as its line breaks make) in the attributes' font (UIKit's
    /// default, 12-point system, when they name none); wrapped at `width` when given.
    static func size(of text: String, attributes: [NSAttributedString.Key: Any]?, wrappingAt width: CGFloat?) -> CGSize {
        let font = AutoLayoutEngine.font(attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12))
        let measurer = UILabel.textMeasurer
        let lines: [String]
        if let width {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { TextLayout.lines(of: String($0), font: font, width: Double(width), measurer: measurer) }
        } else {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: CGFloat(widest), height: CGFloat(Double(Swift.max(1, lines.count)) * font.lineHeight))
    }
}

extension NSString {
    /// The text's size on one line in `attrs`' font, as UIKit measures it (not rounded).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextSizing.size(of: self as String, attributes: attrs, wrappingAt: nil)
    }

    /// The text's box when it wraps at `size.width` (with `.usesLineFragmentOrigin`, as a cell
    /// that sizes itself asks), else on one line; from the origin.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < 1e7
        let measured = TextSizing.size(of: self as String, attributes: attributes, wrappingAt: wraps ? size.width : nil)
        return CGRect(origin: .zero, size: measured)
    }
}

extension StringProtocol {
    /// As `NSString.size(withAttributes:)`: Swift on Linux does not bridge `String` to
    /// `NSString`'s methods as it does on Apple's platforms.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextSizing.size(of: String(self), attributes: attrs, wrappingAt: nil)
    }

    /// As `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (String(self) as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
