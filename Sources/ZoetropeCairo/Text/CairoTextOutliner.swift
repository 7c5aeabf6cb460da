import CCairo
import Synchronization
import ZoetropeCore

/// Glyphs and their outlines from the font `FrameRenderer` draws labels with, for the SVG.
///
/// Outlines are taken on a recording surface, which has no bounds: on a small image surface
/// Cairo 1.16 silently drops the glyphs that fall outside it. Hinting is off, as when drawing,
/// so an outline at one size is the outline at any other, scaled. Outlines are cached; a
/// `Mutex` serialises the Cairo calls, which are few.
public final class CairoTextOutliner: TextOutlining {
    private struct Context: @unchecked Sendable {
        let text = CairoTextContext(surface: cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)!)
        var outlines: [String: String] = [:]
    }

    private let context = Mutex(Context())

    public init() {}

    public func shape(_ text: String, font: Font) -> ShapedLine {
        TextShaper.shared.shape(text, font: font)
    }

    public func outline(of glyph: ShapedGlyph, weight: FontWeight, size: Double) -> String {
        guard let face = glyph.face else { return outline(of: glyph.index, weight: weight, size: size) }
        let key = "\(face) \(glyph.index) \(size)"
        return context.withLock { context in
            if let cached = context.outlines[key] { return cached }
            guard let font = TextShaper.shared.scaledFont(face: face, size: size) else { return "" }
            defer { cairo_scaled_font_destroy(font) }
            let cr = context.text.cr
            cairo_save(cr)
            cairo_set_scaled_font(cr, font)
            cairo_new_path(cr)
            var cairoGlyph = cairo_glyph_t(index: UInt(glyph.index), x: 0, y: 0)
            cairo_glyph_path(cr, &cairoGlyph, 1)
            let path = Self.pathData(cr)
            cairo_new_path(cr)
            cairo_restore(cr)
            context.outlines[key] = path
            return path
        }
    }

    public func colorGlyph(_ glyph: ShapedGlyph, size: Double) -> GlyphPicture? {
        guard glyph.isColor, let face = glyph.face, let picture = TextShaper.shared.colorPicture(face: face, glyph: glyph.index, size: size) else { return nil }
        return GlyphPicture(png: PNGEncoder(level: 9).encode(picture.image, opaque: false), box: picture.box)
    }

    public func outline(of glyph: UInt32, weight: FontWeight, size: Double) -> String {
        let key = "\(weight.face.rawValue) \(glyph) \(size)"
        return context.withLock { context in
            if let cached = context.outlines[key] { return cached }
            let cr = context.text.cr
            FrameRenderer.selectFont(cr, Label(text: "", fontSize: size, weight: weight))
            cairo_new_path(cr)
            var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &cairoGlyph, 1)
            let path = Self.pathData(cr)
            cairo_new_path(cr)
            context.outlines[key] = path
            return path
        }
    }

    /// The current path of `cr` as SVG path data, coordinates to a hundredth.
    static func pathData(_ cr: OpaquePointer) -> String {
        guard let path = cairo_copy_path(cr) else { return "" }
        defer { cairo_path_destroy(path) }
        var text = ""
        func number(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            if hundredths == 0 { return "0" }
            var digits = String(abs(hundredths))
            while digits.count < 3 { digits = "0" + digits }
            var result = String(digits.dropLast(2))
            let fraction = String(digits.suffix(2))
            if fraction != "00" { result += "." + (fraction.hasSuffix("0") ? String(fraction.prefix(1)) : fraction) }
            return hundredths < 0 ? "-" + result : result
        }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, path.pointee.num_data > 0, let data = path.pointee.data else { return "" }
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let points = Int(header.length)
            func point(_ k: Int) -> String { "\(number(data[i + k].point.x)) \(number(data[i + k].point.y))" }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: text += "M" + point(1)
            case CAIRO_PATH_LINE_TO: text += "L" + point(1)
            case CAIRO_PATH_CURVE_TO: text += "C" + point(1) + " " + point(2) + " " + point(3)
            case CAIRO_PATH_CLOSE_PATH: text += "Z"
            default: break
            }
            i += points
        }
        return text
    }
}
