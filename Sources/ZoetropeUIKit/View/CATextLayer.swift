import ZoetropeCore

/// A layer that shows text: Core Animation's `CATextLayer`, its `string` (a `String`, or an
/// `NSAttributedString` in the attributes of its first character) set in its font at
/// `fontSize` and `foregroundColor`, from the top of its bounds, wrapped at their width when
/// `isWrapped`, aligned by `alignmentMode`, and cut to its bounds. Text is set by the same
/// measurer and shaper as labels; a font named by a string is the system font, as any font
/// without its file is.
open class CATextLayer: CALayer {
    open var string: Any? { didSet { layerDidChange() } }
    /// A `UIFont` (its weight is kept, its size is `fontSize`'s) or a font's name.
    open var font: Any? { didSet { layerDidChange() } }
    /// 36 points, as Core Animation's default.
    open var fontSize: CGFloat = 36 { didSet { layerDidChange() } }
    /// White, as Core Animation's default.
    open var foregroundColor: CGColor? = UIColor.white.cgColor { didSet { layerDidChange() } }
    open var isWrapped = false { didSet { layerDidChange() } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { layerDidChange() } }
    /// Kept: a line too long for the bounds is cut at their edge, not ended with an ellipsis.
    open var truncationMode: CATextLayerTruncationMode = .none
    open var allowsFontSubpixelQuantization = false

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        let box = bounds
        guard box.width > 0, box.height > 0 else { return }
        var attributes: [NSAttributedString.Key: Any]
        let text: String
        if let attributed = string as? NSAttributedString {
            text = attributed.string
            attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
        } else if let plain = string as? String {
            text = plain
            let base = font as? UIFont ?? .systemFont(ofSize: fontSize)
            attributes = [.font: base.withSize(fontSize), .foregroundColor: UIColor(cgColor: foregroundColor ?? UIColor.white.cgColor)]
        } else {
            return
        }
        guard !text.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        default: .left
        }
        attributes[.paragraphStyle] = style
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: box)
        GraphicsContextStack.with(ctx) {
            if isWrapped {
                TextDrawing.draw(text, in: box, attributes: attributes)
            } else {
                // One line per line break, each placed by the alignment, however long.
                let (x, anchor): (CGFloat, Double) = switch alignmentMode {
                case .center: (box.midX, 0.5)
                case .right: (box.maxX, 1)
                default: (box.minX, 0)
                }
                TextDrawing.draw(text, at: CGPoint(x: x, y: box.minY), anchor: anchor, attributes: attributes)
            }
        }
    }
}
