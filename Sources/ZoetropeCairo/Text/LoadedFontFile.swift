import CCairo
import CPango
import CHarfBuzz
import ZoetropeCore

/// An app's font file, loaded for drawing and shaping: FreeType's face for Cairo to draw from,
/// and HarfBuzz's face (its own OpenType code, not FreeType's, so the two never share a face
/// across threads) to shape with. Both read one copy of the bytes, kept for the object's life.
///
/// Made and used by `TextShaper` under its lock; the Cairo scaled fonts it hands out are
/// thread-safe (Cairo locks its FreeType face itself).
final class LoadedFontFile: @unchecked Sendable {
    let file: FontFile
    /// The face's name in shaped glyphs: `TextShaper.fileFacePrefix`, the fingerprint, the weight.
    let key: String
    let cairoFace: OpaquePointer
    private let hbBlob: OpaquePointer
    private let hbFace: OpaquePointer
    /// HarfBuzz fonts by drawn weight (one for a static font).
    private var hbFonts: [Double: OpaquePointer] = [:]
    private var scaledFonts: [String: OpaquePointer] = [:]
    let unitsPerEm: Int32

    /// Loads `file`; nil when FreeType cannot read it (the core has already checked its
    /// tables, so this is a damaged outline table or an unusual format).
    ///
    /// The FreeType face, its own FreeType library and the bytes belong to Cairo's font face
    /// and are freed when Cairo drops it, which may be after this object is gone (a scaled
    /// font still drawing on another thread, or in Cairo's cache). A library per file keeps
    /// that release, on whatever thread, from racing another file's loading.
    init?(file: FontFile) {
        self.file = file
        key = Self.key(for: file)
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(file.data.count, 1), alignment: 16)
        file.data.withUnsafeBytes { bytes.copyMemory(from: $0) }
        var library: FT_Library?
        var face: FT_Face?
        guard FT_Init_FreeType(&library) == 0, let library else {
            bytes.deallocate()
            return nil
        }
        guard FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.data.count), 0, &face) == 0,
              let face else {
            FT_Done_FreeType(library)
            bytes.deallocate()
            return nil
        }
        let owned = OwnedFace(library: library, face: face, bytes: bytes)
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)!
        let attached = cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
            && cairo_font_face_set_user_data(cairoFace, &LoadedFontFile.ownerKey, Unmanaged.passRetained(owned).toOpaque(), { pointer in
                Unmanaged<OwnedFace>.fromOpaque(pointer!).release()
            }) == CAIRO_STATUS_SUCCESS
        guard attached else {
            cairo_font_face_destroy(cairoFace)
            return nil  // `owned` goes with this scope and frees the face
        }
        self.cairoFace = cairoFace
        unitsPerEm = Int32(face.pointee.units_per_EM)
        hbBlob = hb_blob_create(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(file.data.count), HB_MEMORY_MODE_READONLY, nil, nil)
        hbFace = hb_face_create(hbBlob, 0)
    }

    deinit {
        for font in hbFonts.values { hb_font_destroy(font) }
        for font in scaledFonts.values { cairo_scaled_font_destroy(font) }
        hb_face_destroy(hbFace)
        hb_blob_destroy(hbBlob)
        // Last: the bytes HarfBuzz read go with Cairo's face, once nothing draws with it.
        cairo_font_face_destroy(cairoFace)
    }

    /// What Cairo's font face owns: FreeType's face and library, and the bytes they read;
    /// freed when the last reference goes.
    private final class OwnedFace {
        let library: FT_Library
        let face: FT_Face
        let bytes: UnsafeMutableRawBufferPointer

        init(library: FT_Library, face: FT_Face, bytes: UnsafeMutableRawBufferPointer) {
            self.library = library
            self.face = face
            self.bytes = bytes
        }

        deinit {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            bytes.deallocate()
        }
    }

    nonisolated(unsafe) private static var ownerKey = cairo_user_data_key_t()

    /// The name glyphs give the file's face: the prefix, the fingerprint and the size in bytes.
    static func key(for file: FontFile) -> String {
        TextShaper.fileFacePrefix + String(file.fingerprint, radix: 16) + "-" + String(file.data.count)
    }

    /// Sub-unit precision for HarfBuzz's integer positions.
    static let subunits: Int32 = 64

    /// HarfBuzz's font at `weight`, its scale the em in 64ths of a unit.
    func shapingFont(weight: Double) -> OpaquePointer {
        if let font = hbFonts[weight] { return font }
        let font = hb_font_create(hbFace)!
        hb_font_set_scale(font, unitsPerEm * Self.subunits, unitsPerEm * Self.subunits)
        if file.weightAxis != nil {
            var variation = hb_variation_t(tag: Self.tag("wght"), value: Float(weight))
            hb_font_set_variations(font, &variation, 1)
        }
        hb_font_make_immutable(font)
        hbFonts[weight] = font
        return font
    }

    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar, font: OpaquePointer) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Cairo's font at `size` points and `weight`, referenced for the caller (who destroys it),
    /// set up as every label is drawn: greyscale antialiasing, no hinting.
    func scaledFont(size: Double, weight: Double) -> OpaquePointer? {
        let cacheKey = "\(size) \(weight)"
        if let font = scaledFonts[cacheKey] { return cairo_scaled_font_reference(font) }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, size, size)
        cairo_matrix_init_identity(&identity)
        let options = FrameRenderer.makeTextFontOptions()
        defer { cairo_font_options_destroy(options) }
        if file.weightAxis != nil { cairo_font_options_set_variations(options, "wght=\(weight)") }
        guard let font = cairo_scaled_font_create(cairoFace, &matrix, &identity, options),
              cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else { return nil }
        scaledFonts[cacheKey] = font
        return cairo_scaled_font_reference(font)
    }

    static func tag(_ text: StaticString) -> hb_tag_t {
        text.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | hb_tag_t($1) } }
    }
}
