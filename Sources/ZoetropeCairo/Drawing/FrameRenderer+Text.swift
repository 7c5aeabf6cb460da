import CCairo
import ZoetropeCore

/// Text as the frames draw it: Cairo's font options, fonts chosen by weight and size, and lines
/// filled through masks made at eighth-pixel phases.
extension FrameRenderer {
    static func configureText(_ cr: OpaquePointer) {
        let options = makeTextFontOptions()
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// How every label's font is set up, whichever way it is loaded (Cairo's own calls, Pango,
    /// an app's font file): greyscale antialiasing, no hinting, unhinted metrics, so glyphs sit
    /// at fractions of a pixel as the SVG and UIKit put them. The caller destroys the options.
    static func makeTextFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return options
    }

    static func selectFont(_ cr: OpaquePointer, _ label: Label) {
        selectFont(cr, weight: label.weight, size: label.fontSize)
    }

    static func selectFont(_ cr: OpaquePointer, weight: FontWeight, size: Double) {
        cairo_select_font_face(cr, FontMetrics.familyName, CAIRO_FONT_SLANT_NORMAL,
                               weight.usesBoldFace ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
    }

    /// Phases a pixel across and down at which a line's mask is made.
    ///
    /// Eighths: a letter then sits within a sixteenth of a pixel of where it belongs, which keeps
    /// the PNG frames within the browser parity rule of the SVG (quarters put too many glyph
    /// edges more than 32 levels off in text-heavy frames: 0.19 % of the pixels where the rule
    /// allows 0.1 %).
    static let maskPhases = 8

    /// Draws a line of text whose pen starts at `position`, in `font` (already the current one)
    /// and the current colour.
    ///
    /// Where the element is only moved (its transform is a translation, the common case), the
    /// line is filled through a mask: its outlines filled once into an 8-bit surface with the
    /// pen at a phase of eighths of a pixel, kept in `cache`, and laid on the frame at whole pixels.
    /// Filling outlines was half of a frame's drawing (every label, every frame, as each moving
    /// cell lands on new fractions of a pixel); a mask costs a copy. The pen is put on the
    /// nearest eighth of a pixel across and down, so a letter sits within a sixteenth of a
    /// pixel of where the SVG puts it, and moves in steps of an eighth. The mask is made the same
    /// way whether or not it is in the cache, so the pixels do not depend on what a worker drew
    /// before. A transform that scales, rotates or skews the element, colour glyphs (emoji) and
    /// a mask Cairo cannot make fill the outlines in place.
    func fillLine(_ text: String, _ shaped: ShapedLine, at position: Point, font: Font, in cr: OpaquePointer,
                          cache: inout DrawingCache) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let s = Double(scale)
        guard matrix.xx == s, matrix.yy == s, matrix.xy == 0, matrix.yx == 0,
              !shaped.glyphs.contains(where: \.isColor) else {
            Self.fill(text, shaped, at: position, size: font.size, in: cr)
            return
        }
        var x = position.x, y = position.y
        cairo_user_to_device(cr, &x, &y)
        guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else {
            Self.fill(text, shaped, at: position, size: font.size, in: cr)
            return
        }
        let phases = Self.maskPhases
        let stepX = Int((x * Double(phases)).rounded()), stepY = Int((y * Double(phases)).rounded())
        // Whole pixels and phase of the pen, flooring for negative positions too.
        let wholeX = stepX >= 0 ? stepX / phases : -((-stepX + phases - 1) / phases)
        let wholeY = stepY >= 0 ? stepY / phases : -((-stepY + phases - 1) / phases)
        let key = DrawingCache.MaskKey(text: text, font: font, scale: scale, phaseX: stepX - wholeX * phases, phaseY: stepY - wholeY * phases)
        let drawn = cache.withMask(for: key, make: { makeMask(text, shaped, font: font, phaseX: key.phaseX, phaseY: key.phaseY) }) { mask, left, top in
            guard let mask else { return }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask, Double(wholeX + left), Double(wholeY + top))
            cairo_restore(cr)
        }
        if !drawn { Self.fill(text, shaped, at: position, size: font.size, in: cr) }
    }

    /// A line's coverage in an 8-bit surface, with the pen `phaseX` and `phaseY` eighths of a
    /// pixel past the whole pixel `(-left, -top)` of it; big enough for everything `placement`
    /// counts the line as reaching (a font size either side, the ascent and descent and a
    /// point above and below). Nil if Cairo cannot make it.
    func makeMask(_ text: String, _ shaped: ShapedLine, font: Font, phaseX: Int, phaseY: Int) -> (surface: OpaquePointer, left: Int, top: Int)? {
        let s = Double(scale), size = font.size, metrics = font.metrics
        let left = Int((-size * s).rounded(.down)) - 1
        let top = Int((-(metrics.ascent * size + 1) * s).rounded(.down)) - 1
        let right = Int(((shaped.advance + size) * s).rounded(.up)) + 2
        let bottom = Int(((metrics.descent * size + 1) * s).rounded(.up)) + 2
        guard right > left, bottom > top, (right - left) * (bottom - top) <= 1 << 24,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        Self.configureText(mcr)
        cairo_scale(mcr, s, s)
        Self.selectFont(mcr, weight: font.weight, size: size)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        let phases = Double(Self.maskPhases)
        let pen = Point(x: (Double(-left) + Double(phaseX) / phases) / s, y: (Double(-top) + Double(phaseY) / phases) / s)
        Self.fill(text, shaped, at: pen, size: size, in: mcr)
        let status = cairo_status(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return (surface, left, top)
    }

    /// Draws a line of text whose pen starts at `position`, in the current font and colour:
    /// DejaVu Sans's outlines through Cairo's own text calls when the shaper set it so (the
    /// path every Latin label takes, unchanged), otherwise each glyph from its own font —
    /// outlines filled, colour glyphs (emoji) painted as the font draws them.
    static func fill(_ text: String, _ shaped: ShapedLine, at position: Point, size: Double, in cr: OpaquePointer) {
        guard shaped.glyphs.contains(where: { $0.face != nil }) else {
            cairo_move_to(cr, position.x, position.y)
            cairo_text_path(cr, text); cairo_fill(cr)
            return
        }
        cairo_save(cr)
        var k = 0
        let glyphs = shaped.glyphs
        while k < glyphs.count {
            // A run of glyphs of one font and kind.
            var end = k + 1
            while end < glyphs.count, glyphs[end].face == glyphs[k].face, glyphs[end].isColor == glyphs[k].isColor { end += 1 }
            if let face = glyphs[k].face, let font = TextShaper.shared.scaledFont(face: face, size: size) {
                cairo_set_scaled_font(cr, font)
                cairo_scaled_font_destroy(font)
                var run = glyphs[k..<end].map { cairo_glyph_t(index: UInt($0.index), x: position.x + $0.x, y: position.y + $0.y) }
                if glyphs[k].isColor {
                    // The glyph's picture, as the SVG embeds it, scaled down.
                    for glyph in glyphs[k..<end] {
                        guard let picture = TextShaper.shared.colorPicture(face: face, glyph: glyph.index, size: size) else { continue }
                        cairo_save(cr)
                        cairo_translate(cr, position.x + glyph.x + picture.box.minX, position.y + glyph.y + picture.box.minY)
                        cairo_scale(cr, 1 / TextShaper.colorPictureScale, 1 / TextShaper.colorPictureScale)
                        cairo_set_source_surface(cr, picture.image.surface, 0, 0)
                        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                        cairo_paint(cr)
                        cairo_restore(cr)
                    }
                } else {
                    cairo_new_path(cr)
                    cairo_glyph_path(cr, &run, Int32(run.count))
                    cairo_fill(cr)
                }
            }
            k = end
        }
        cairo_restore(cr)
    }
}
