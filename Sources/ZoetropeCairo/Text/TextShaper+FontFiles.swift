import CCairo
import CPango
import CHarfBuzz
import ZoetropeCore

/// Lines set in an app's own font files.
///
/// The line is split into runs of one direction (Pango's bidirectional algorithm, the same as
/// for DejaVu Sans), and each run into the stretches the app's font has glyphs for and those it
/// lacks. The first are shaped by HarfBuzz from the font file itself, with its kerning and
/// ligatures on, as Core Text sets text on iOS; the second fall back to what DejaVu Sans's
/// label would show (DejaVu, or Pango's fallback fonts), so no character is lost.
extension TextShaper {
    /// How a shaped glyph names a face loaded from a font file (a Pango description never
    /// starts so): the prefix, the file's fingerprint in hex, `@`, the weight drawn.
    static let fileFacePrefix = "file:"

    static func fileLine(_ text: String, font: Font, state: inout State) -> ShapedLine {
        guard let family = font.family else { return defaultLine(text, font: font, state: &state) }
        let (file, weight) = family.face(for: font.weight)
        guard !text.isEmpty, let loaded = loadedFile(file, state: &state) else { return defaultLine(text, font: font, state: &state) }
        let hbFont = loaded.shapingFont(weight: weight)
        let face = loaded.key + "@" + DecimalText.string(weight)
        let fallbackFace = font.weight.usesBoldFace ? FontMetrics.familyName + " Bold" : FontMetrics.familyName
        let unitsToPoints = font.size / Double(loaded.unitsPerEm * LoadedFontFile.subunits)

        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        var missing = 0
        let utf8 = Array(text.utf8)
        // The paragraph's direction is its first strong character's, as Pango's layouts find it.
        let firstStrong = text.unicodeScalars.first { isRightToLeft($0) || $0.properties.isAlphabetic }
        let runs = directionRuns(utf8, rightToLeft: firstStrong.map(isRightToLeft) ?? false, context: state.context)
        for run in runs.runs {
            let runText = String(decoding: utf8[run.range], as: UTF8.self)
            // Stretches the font covers or lacks, in reading order, then placed in visual order.
            var stretches: [(text: String, covered: Bool)] = []
            for character in runText {
                let covered = character.unicodeScalars.allSatisfy { isIgnorable($0) || loaded.covers($0, font: hbFont) }
                if let last = stretches.last, last.covered == covered {
                    stretches[stretches.count - 1].text.append(character)
                } else {
                    stretches.append((String(character), covered))
                }
            }
            if run.isRightToLeft { stretches.reverse() }
            for stretch in stretches {
                if stretch.covered {
                    let buffer = hb_buffer_create()!
                    defer { hb_buffer_destroy(buffer) }
                    hb_buffer_add_utf8(buffer, stretch.text, -1, 0, -1)
                    hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                    hb_buffer_guess_segment_properties(buffer)
                    hb_shape(hbFont, buffer, nil, 0)
                    var count: UInt32 = 0
                    let infos = hb_buffer_get_glyph_infos(buffer, &count)!
                    let positions = hb_buffer_get_glyph_positions(buffer, nil)!
                    for k in 0..<Int(count) {
                        let glyph = infos[k].codepoint, position = positions[k]
                        if glyph == 0 {
                            missing += 1
                        } else {
                            glyphs.append(ShapedGlyph(index: glyph, x: pen + Double(position.x_offset) * unitsToPoints,
                                                      y: -Double(position.y_offset) * unitsToPoints, face: face))
                        }
                        pen += Double(position.x_advance) * unitsToPoints
                    }
                } else {
                    let fallback = defaultLine(stretch.text, font: Font(size: font.size, weight: font.weight), state: &state)
                    for var glyph in fallback.glyphs {
                        glyph.x += pen
                        glyph.face = glyph.face ?? fallbackFace
                        glyphs.append(glyph)
                    }
                    pen += fallback.advance
                    missing += fallback.missingCharacters
                }
            }
        }
        return ShapedLine(glyphs: glyphs, advance: pen, isRightToLeft: runs.isRightToLeft, missingCharacters: missing)
    }

    /// Formatting characters HarfBuzz hides (joiners, variation selectors, direction marks):
    /// they never split a stretch.
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x1F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    /// The line's runs of one direction in visual order (byte ranges of `utf8`) in a paragraph
    /// whose base direction is `rightToLeft`, and that direction.
    private static func directionRuns(_ utf8: [UInt8], rightToLeft: Bool, context: OpaquePointer) -> (runs: [(range: Range<Int>, isRightToLeft: Bool)], isRightToLeft: Bool) {
        utf8.withUnsafeBufferPointer { buffer -> (runs: [(range: Range<Int>, isRightToLeft: Bool)], isRightToLeft: Bool) in
            let text = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
            let base = rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
            let attributes = pango_attr_list_new()
            defer { pango_attr_list_unref(attributes) }
            guard let items = pango_itemize_with_base_dir(context, base, text, 0, Int32(buffer.count), attributes, nil) else {
                return ([(0..<buffer.count, base == PANGO_DIRECTION_RTL)], base == PANGO_DIRECTION_RTL)
            }
            let visual = pango_reorder_items(items)
            var runs: [(range: Range<Int>, isRightToLeft: Bool)] = []
            var node = visual
            while let current = node {
                if let item = current.pointee.data?.assumingMemoryBound(to: PangoItem.self) {
                    let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
                    let rightToLeft = item.pointee.analysis.level % 2 == 1
                    // Neighbouring items of one direction (split by Pango for fonts or scripts) are one run.
                    if let last = runs.last, last.isRightToLeft == rightToLeft,
                       rightToLeft ? last.range.lowerBound == end : last.range.upperBound == start {
                        runs[runs.count - 1].range = rightToLeft ? start..<last.range.upperBound : last.range.lowerBound..<end
                    } else {
                        runs.append((start..<end, rightToLeft))
                    }
                }
                node = current.pointee.next
            }
            g_list_free(visual)
            var logical: UnsafeMutablePointer<GList>? = items
            while let current = logical {
                if let item = current.pointee.data?.assumingMemoryBound(to: PangoItem.self) { pango_item_free(item) }
                logical = current.pointee.next
            }
            g_list_free(items)
            return (runs, base == PANGO_DIRECTION_RTL)
        }
    }

    /// Font files loaded at once, at most: a long-lived process (a preview server reloading
    /// fixtures) keeps flat memory, however many files it has seen.
    static let maximumLoadedFontFiles = 32

    /// `file` loaded, from the cache or anew; nil when FreeType cannot read it.
    static func loadedFile(_ file: FontFile, state: inout State) -> LoadedFontFile? {
        let key = LoadedFontFile.key(for: file)
        state.fontFileUses += 1
        if let loaded = state.fontFiles[key]?.loaded {
            state.fontFiles[key]?.lastUse = state.fontFileUses
            if state.fontFiles[key]?.source == nil { state.fontFiles[key]?.source = file }
            return loaded
        }
        guard let loaded = LoadedFontFile(file: file) else { return nil }
        state.fontFiles[key] = FontFileEntry(source: file, loaded: loaded, lastUse: state.fontFileUses)
        evictFontFiles(keeping: key, state: &state)
        return loaded
    }

    /// Forgets files no label can name any more (their `FontFile` is gone), then unloads the
    /// least recently used beyond the limit (they load again if asked for).
    private static func evictFontFiles(keeping key: String, state: inout State) {
        state.fontFiles = state.fontFiles.filter { $0.value.source != nil }
        let loaded = state.fontFiles.filter { $0.value.loaded != nil }
        guard loaded.count > maximumLoadedFontFiles else { return }
        for (oldKey, _) in loaded.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(loaded.count - maximumLoadedFontFiles) where oldKey != key {
            state.fontFiles[oldKey]?.loaded = nil
        }
    }
}
