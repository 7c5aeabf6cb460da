import CCairo
import CPango
import CHarfBuzz
import Synchronization
import ZoetropeCore

/// Sets a line of text the way every backend draws it: in DejaVu Sans when that font has every
/// character and the text reads left to right (Cairo's own text calls, as Zoetrope always has,
/// so such text is unchanged to the byte); otherwise through Pango, which finds a fallback
/// font for each character DejaVu Sans lacks (Noto CJK, Noto Color Emoji, Noto Sans Arabic…
/// through fontconfig), orders right-to-left text and shapes scripts whose letters join.
///
/// The measurer, the renderer and the SVG outliner all ask this one shaper, so a self-sized
/// cell fits exactly the glyphs drawn in the frames and outlined in the SVG. Pango is not
/// thread-safe: its context and fonts are used only under the lock; the Cairo scaled fonts
/// handed out are (Cairo locks them itself).
final class TextShaper: Sendable {
    static let shared = TextShaper()

    struct State: @unchecked Sendable {
        /// For DejaVu Sans through Cairo's own calls (coverage and the fast path).
        let toy = CairoTextContext(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!)
        let fontMap: OpaquePointer
        let context: OpaquePointer
        var lines: [Key: ShapedLine] = [:]
        var fonts: [String: OpaquePointer] = [:]
        var pictures: [String: ColorPicture] = [:]
        /// An app's font files by the name shaped glyphs give them (see `FontFileEntry`).
        var fontFiles: [String: FontFileEntry] = [:]
        var fontFileUses = 0

        init() {
            fontMap = pango_cairo_font_map_new()!
            context = pango_font_map_create_context(fontMap)!
            let options = FrameRenderer.makeTextFontOptions()
            pango_cairo_context_set_font_options(context, UnsafeRawPointer(options))
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
        }
    }

    struct Key: Hashable {
        var text: String
        var font: Font
    }

    let state = Mutex(State())

    /// Whether `text` needs Pango: a character DejaVu Sans does not have, or a right-to-left
    /// character (DejaVu has Hebrew and Arabic letters, but Cairo's own calls neither join nor
    /// order them).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    /// The glyphs of one line of `text` in `font`, and its advance.
    func shape(_ text: String, font: Font) -> ShapedLine {
        state.withLock { state in
            let key = Key(text: text, font: font)
            if let line = state.lines[key] { return line }
            let line = font.family != nil ? Self.fileLine(text, font: font, state: &state) : Self.defaultLine(text, font: font, state: &state)
            if state.lines.count > 20_000 { state.lines.removeAll(keepingCapacity: true) }
            state.lines[key] = line
            return line
        }
    }

    /// The line in DejaVu Sans: through Cairo's own calls when they can set it, else Pango.
    static func defaultLine(_ text: String, font: Font, state: inout State) -> ShapedLine {
        toyLine(text, font: font, in: state.toy.cr) ?? pangoLine(text, font: font, state: &state)
    }

    /// The line through Cairo's own text calls and DejaVu Sans, or nil when it needs Pango.
    private static func toyLine(_ text: String, font: Font, in cr: OpaquePointer) -> ShapedLine? {
        if text.unicodeScalars.contains(where: isRightToLeft) { return nil }
        FrameRenderer.selectFont(cr, Label(text: "", fontSize: font.size, weight: font.weight))
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        guard let scaled = cairo_get_scaled_font(cr) else { return nil }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(scaled, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { if let glyphs { cairo_glyph_free(glyphs) } }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return ShapedLine(glyphs: [], advance: extents.x_advance) }
        var shaped: [ShapedGlyph] = []
        shaped.reserveCapacity(Int(count))
        for k in 0..<Int(count) {
            // Glyph 0 is the font's "missing glyph" box: a character DejaVu Sans lacks.
            guard glyphs[k].index != 0 else { return nil }
            shaped.append(ShapedGlyph(index: UInt32(glyphs[k].index), x: glyphs[k].x))
        }
        return ShapedLine(glyphs: shaped, advance: extents.x_advance)
    }

    /// The line through Pango: fallback fonts, bidirectional order, shaping.
    private static func pangoLine(_ text: String, font: Font, state: inout State) -> ShapedLine {
        let layout = pango_layout_new(state.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = Self.description(family: FontMetrics.familyName, bold: font.weight.usesBoldFace, size: font.size)
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return ShapedLine(glyphs: [], advance: 0) }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let unit = Double(PANGO_SCALE)
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        var missing = 0
        var runs = line.pointee.runs
        while let node = runs {
            defer { runs = node.pointee.next }
            guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let string = run.pointee.glyphs else { continue }
            let runFont = item.pointee.analysis.font
            let face = runFont.map { Self.faceName(of: $0) }
            let isColor = runFont.map { zoetrope_hb_font_is_color(pango_font_get_hb_font($0).map(OpaquePointer.init)) != 0 } ?? false
            for k in 0..<Int(string.pointee.num_glyphs) {
                let info = zoetrope_glyph_info(string, Int32(k))
                let glyph = info.glyph
                // Empty glyphs (zero-width marks of formatting) and characters no font has
                // (Pango's hex box) advance the pen and draw nothing.
                if glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { missing += 1 }
                if glyph != PANGO_GLYPH_EMPTY && glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, let face {
                    glyphs.append(ShapedGlyph(index: glyph, x: (pen + Double(info.geometry.x_offset)) / unit,
                                              y: Double(info.geometry.y_offset) / unit, face: face, isColor: isColor))
                }
                pen += Double(info.geometry.width)
            }
        }
        return ShapedLine(glyphs: glyphs, advance: Double(logical.width) / unit,
                          isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue, missingCharacters: missing)
    }

    private static func description(family: String, bold: Bool, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }

    /// A font's description without its size ("Noto Sans CJK JP Bold"): enough to load the
    /// same face again at any size.
    private static func faceName(of font: OpaquePointer) -> String {
        let description = pango_font_describe(font)!
        defer { pango_font_description_free(description) }
        pango_font_description_unset_fields(description, PANGO_FONT_MASK_SIZE)
        let text = pango_font_description_to_string(description)!
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The Cairo font of `face` (a name from a shaped glyph) at `size` points, referenced for the
    /// caller, who destroys it.
    func scaledFont(face: String, size: Double) -> OpaquePointer? {
        state.withLock { state -> OpaquePointer? in
            if face.hasPrefix(Self.fileFacePrefix) {
                guard let at = face.lastIndex(of: "@"), let weight = Double(face[face.index(after: at)...]),
                      let file = state.fontFiles[String(face[..<at])]?.source,
                      let loaded = Self.loadedFile(file, state: &state) else { return nil }
                return loaded.scaledFont(size: size, weight: weight)
            }
            let key = "\(face)@\(size)"
            var font = state.fonts[key]
            if font == nil {
                let description = pango_font_description_from_string(face)!
                defer { pango_font_description_free(description) }
                pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
                guard let loaded = pango_font_map_load_font(state.fontMap, state.context, description) else { return nil }
                font = loaded
                state.fonts[key] = font
            }
            // A Pango font from a Cairo font map is a PangoCairoFont, and its scaled font a Cairo one.
            guard let font, let scaled = pango_cairo_font_get_scaled_font(UnsafeMutableRawPointer(font)) else { return nil }
            return cairo_scaled_font_reference(OpaquePointer(scaled))
        }
    }

    /// A colour glyph drawn once as a picture, and its box in points from the pen position.
    struct ColorPicture: @unchecked Sendable {
        let image: RasterImage
        let box: Rect
    }

    /// Pixels per point of a colour glyph's picture: the frames paint it scaled down, and the
    /// SVG embeds it, so both show the same pixels (and a document zoomed in stays sharp).
    static let colorPictureScale = 4.0

    /// The colour glyph `glyph` of `face` at `size` points as a picture, made once.
    func colorPicture(face: String, glyph: UInt32, size: Double) -> ColorPicture? {
        let key = "\(face) \(glyph) \(size)"
        if let cached = state.withLock({ $0.pictures[key] }) { return cached }
        guard let font = scaledFont(face: face, size: size) else { return nil }
        defer { cairo_scaled_font_destroy(font) }
        var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &cairoGlyph, 1, &extents)
        guard extents.width > 0, extents.height > 0 else { return nil }
        let scale = Self.colorPictureScale
        let left = (extents.x_bearing * scale).rounded(.down), top = (extents.y_bearing * scale).rounded(.down)
        let right = ((extents.x_bearing + extents.width) * scale).rounded(.up), bottom = ((extents.y_bearing + extents.height) * scale).rounded(.up)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)) else { return nil }
        let image = RasterImage(surface: surface)  // owns the surface
        let cr = cairo_create(surface)!
        cairo_translate(cr, -left, -top)
        cairo_scale(cr, scale, scale)
        cairo_set_scaled_font(cr, font)
        cairo_show_glyphs(cr, &cairoGlyph, 1)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let picture = ColorPicture(image: image, box: Rect(x: left / scale, y: top / scale, width: (right - left) / scale, height: (bottom - top) / scale))
        state.withLock { $0.pictures[key] = picture }
        return picture
    }
}
