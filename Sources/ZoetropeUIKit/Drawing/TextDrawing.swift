import ZoetropeCore

/// Text drawn into the current context, with the font, colour and shadow of its attributes
/// (UIKit's defaults, 12-point system in black, when they name none), measured and set by the
/// same measurer and shaper as labels.
enum TextDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font {
        AutoLayoutEngine.font(attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12))
    }

    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> Color {
        ViewContent.color(attributes?[.foregroundColor] as? UIColor ?? .black)
    }

    /// One line (or one per line break) whose first line's top is at `point`, `anchor` of its
    /// advance before it (0: starting there; 0.5: centred there; 1: ending there).
    static func draw(_ text: String, at point: CGPoint, anchor: Double = 0, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        (attributes?[.shadow] as? NSShadow)?.set(on: context)
        let font = font(attributes), color = color(attributes)
        let ascent = font.metrics.ascent * font.size
        for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            context.recordText(String(line), font: font, color: color,
                               origin: CGPoint(x: point.x, y: point.y + CGFloat(ascent + Double(k) * font.lineHeight)), anchor: anchor)
        }
    }

    /// Wrapped at the rectangle's width, lines from its top down while they fit in its height
    /// (the first always), aligned as the paragraph style says (left when none).
    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        (attributes?[.shadow] as? NSShadow)?.set(on: context)
        let font = font(attributes), color = color(attributes)
        let measurer = UILabel.textMeasurer
        let r = rect.standardized
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextLayout.lines(of: String($0), font: font, width: Double(r.width), measurer: measurer) }
        let alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .left
        let ascent = font.metrics.ascent * font.size
        for (k, line) in lines.enumerated() {
            let top = Double(r.minY) + Double(k) * font.lineHeight
            if k > 0 && top + font.lineHeight > Double(r.maxY) + 0.5 { break }
            guard !line.isEmpty else { continue }
            // Placed by the advance the backend shapes it with, not by the measurer's.
            let (x, anchor): (CGFloat, Double) = switch alignment {
            case .center: (r.midX, 0.5)
            case .right: (r.maxX, 1)
            default: (r.minX, 0)
            }
            context.recordText(line, font: font, color: color, origin: CGPoint(x: x, y: CGFloat(top + ascent)), anchor: anchor)
        }
    }
}

extension NSString {
    /// Draws the text with its first line's top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self as String, at: point, attributes: attrs)
    }

    /// Draws the text wrapped inside `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(self as String, in: rect, attributes: attrs)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            TextDrawing.draw(self as String, in: rect, attributes: attributes)
        } else {
            TextDrawing.draw(self as String, at: CGPoint(x: rect.minX, y: rect.minY), attributes: attributes)
        }
    }
}

extension StringProtocol {
    /// As `NSString.draw(at:withAttributes:)` (Swift on Linux does not bridge `String` to
    /// `NSString`'s methods).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(self), at: point, attributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextDrawing.draw(String(self), in: rect, attributes: attrs)
    }
}

extension NSAttributedString {
    /// Draws the string in the attributes of its first character.
    public func draw(at point: CGPoint) {
        TextDrawing.draw(string, at: point, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }

    public func draw(in rect: CGRect) {
        TextDrawing.draw(string, in: rect, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }
}
