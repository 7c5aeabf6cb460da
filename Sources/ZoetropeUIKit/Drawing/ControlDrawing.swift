import ZoetropeCore

/// The pieces UIKit draws its controls from (iOS 17, light appearance): capsules and rounded
/// tracks, round white knobs with their soft shadow, and centred titles, recorded into a
/// control's drawing like anything a view draws itself.
enum ControlDrawing {
    /// The shadow under a knob (a switch's, a slider's) and a selected segment.
    static let knobShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.15), offset: Point(x: 0, y: 3), radius: 8)
    /// How far past a control's bounds its knob's shadow reaches (its farthest side).
    static var knobShadowReach: CGFloat {
        let extent = knobShadow.extent
        return CGFloat(Swift.max(extent.top, extent.left, extent.bottom, extent.right))
    }

    static func rounded(_ rect: CGRect, radius: CGFloat) -> CGPath {
        UIBezierPath(roundedRect: rect, cornerRadius: Swift.min(radius, Swift.min(rect.width, rect.height) / 2)).cgPath
    }

    static func capsule(_ rect: CGRect) -> CGPath {
        rounded(rect, radius: Swift.min(rect.width, rect.height) / 2)
    }

    static func fill(_ path: CGPath, _ color: UIColor, in ctx: CGContext) {
        ctx.setFillColor(color.cgColor)
        ctx.addPath(path)
        ctx.fillPath()
    }

    /// A shape over the knob's shadow: white unless `color` says otherwise.
    static func raised(_ path: CGPath, _ color: UIColor, in ctx: CGContext) {
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: knobShadow.offset.x, height: knobShadow.offset.y), blur: CGFloat(knobShadow.radius),
                      color: UIColor(white: 0, alpha: CGFloat(knobShadow.color.alpha)).cgColor)
        ctx.castShadow(of: CGContext.vectorPath(path), evenOdd: false)
        ctx.restoreGState()
        fill(path, color, in: ctx)
    }

    static func knob(center: CGPoint, diameter: CGFloat, color: UIColor, in ctx: CGContext) {
        let r = diameter / 2
        raised(UIBezierPath(ovalIn: CGRect(x: center.x - r, y: center.y - r, width: diameter, height: diameter)).cgPath, color, in: ctx)
    }

    /// One line of text centred in `rect`, set as labels are.
    static func title(_ text: String, font: UIFont, color: UIColor, centredIn rect: CGRect, in ctx: CGContext) {
        guard !text.isEmpty else { return }
        let lineHeight = CGFloat(AutoLayoutEngine.font(font).lineHeight)
        GraphicsContextStack.with(ctx) {
            TextDrawing.draw(text, at: CGPoint(x: rect.midX, y: rect.midY - lineHeight / 2), anchor: 0.5,
                             attributes: [.font: font, .foregroundColor: color])
        }
    }

    /// A straight line, `width` thick with round ends.
    static func line(from start: CGPoint, to end: CGPoint, width: CGFloat, color: UIColor, in ctx: CGContext) {
        ctx.saveGState()
        ctx.setStrokeColor(color.cgColor)
        ctx.setLineWidth(width)
        ctx.setLineCap(.round)
        ctx.move(to: start)
        ctx.addLine(to: end)
        ctx.strokePath()
        ctx.restoreGState()
    }
}
