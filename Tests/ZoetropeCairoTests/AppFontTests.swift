import CCairo
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTestSupport

/// Labels in an app's own font files: shaped by HarfBuzz from the file (kerning, every weight
/// of a variable font), drawn by Cairo from the same file, with DejaVu Sans and the fallback
/// fonts for what the file lacks, and metrics the core read that FreeType agrees with.
@Suite struct AppFontTests {
    static func file(_ name: String) -> FontFile {
        try! FontFile(name: name, data: [UInt8](FileManager.default.contents(atPath: packageRoot + "/Fixtures/fonts/" + name)!))
    }

    static let inter = FontFamily(name: "Inter", files: [file("Inter-Variable.ttf")])
    static let interStatic = FontFamily(name: "Inter Static", files: [file("Inter-Regular.otf"), file("Inter-Bold.otf")])
    let outliner = CairoTextOutliner()
    let measurer = CairoTextMeasurer()

    func font(_ weight: FontWeight = .regular, family: FontFamily? = inter) -> Font { Font(size: 17, weight: weight, family: family) }

    @Test func theCoresMetricsAreFreeTypesAscenderAndDescender() throws {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        for file in Self.inter.files + Self.interStatic.files {
            var face: FT_Face?
            try file.data.withUnsafeBufferPointer { bytes in
                #expect(FT_New_Memory_Face(library, bytes.baseAddress, FT_Long(bytes.count), 0, &face) == 0)
                let loaded = try #require(face)
                defer { FT_Done_Face(loaded) }
                let em = Double(loaded.pointee.units_per_EM)
                #expect(Double(loaded.pointee.ascender) / em == file.metrics.ascent, "\(file.name)")
                #expect(Double(-loaded.pointee.descender) / em == file.metrics.descent, "\(file.name)")
            }
        }
    }

    @Test func theFontsKerningIsApplied() {
        // Inter kerns "AV" and "To"; DejaVu Sans is set at plain advances, as it always was.
        for pair in ["AV", "To", "Ty"] {
            let first = String(pair.prefix(1)), second = String(pair.suffix(1))
            #expect(measurer.width(of: pair, font: font()) < measurer.width(of: first, font: font()) + measurer.width(of: second, font: font()) - 0.1, "\(pair)")
            let dejaVu = Font(size: 17)
            #expect(abs(measurer.width(of: pair, font: dejaVu) - measurer.width(of: first, font: dejaVu) - measurer.width(of: second, font: dejaVu)) < 1e-9)
        }
    }

    @Test func everyWeightOfTheVariableFontIsItsOwn() {
        let text = "Quick brown fox"
        let widths = FontWeight.allCases.map { measurer.width(of: text, font: font($0)) }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(widths)")
        let outlines = FontWeight.allCases.map { weight -> String in
            let glyph = outliner.shape("a", font: font(weight)).glyphs[0]
            return outliner.outline(of: glyph, weight: weight, size: 100)
        }
        #expect(Set(outlines).count == 9 && outlines.allSatisfy { !$0.isEmpty })
        // Not DejaVu Sans's "a".
        let dejaVu = outliner.shape("a", font: Font(size: 17)).glyphs[0]
        #expect(!outlines.contains(outliner.outline(of: dejaVu, weight: .regular, size: 100)))
        // Two static files: semibold is the bold file, light the regular one.
        let semibold = outliner.shape("a", font: font(.semibold, family: Self.interStatic)).glyphs[0]
        let bold = outliner.shape("a", font: font(.bold, family: Self.interStatic)).glyphs[0]
        let light = outliner.shape("a", font: font(.light, family: Self.interStatic)).glyphs[0]
        #expect(semibold.face == bold.face && light.face != bold.face)
        #expect(outliner.outline(of: semibold, weight: .semibold, size: 100) == outliner.outline(of: bold, weight: .bold, size: 100))
    }

    @Test func whatTheFontLacksFallsBackAndNothingIsLost() {
        let line = outliner.shape("Inter 你好 👍 ok", font: font())
        #expect(line.missingCharacters == 0)
        let faces = line.glyphs.map { $0.face ?? "" }
        #expect(faces.filter { $0.hasPrefix("file:") }.count == 10, "\(faces)")  // "Inter", "ok" and the three spaces
        #expect(faces.contains { $0.contains("CJK") })
        #expect(line.glyphs.contains { $0.isColor })
        #expect(line.glyphs.map(\.x) == line.glyphs.map(\.x).sorted())
        #expect(abs(line.advance - measurer.width(of: "Inter 你好 👍 ok", font: font())) < 1e-12)
    }

    @Test func rightToLeftWordsInALineKeepTheirPlace() {
        // The subset has no Hebrew: the Hebrew word falls back, between the Latin words, in
        // reading order of the left-to-right paragraph.
        let mixed = outliner.shape("abc שלום def", font: font())
        #expect(!mixed.isRightToLeft && mixed.missingCharacters == 0)
        let kinds = mixed.glyphs.map { $0.face?.hasPrefix("file:") == true }
        #expect(kinds.prefix(3).allSatisfy { $0 } && kinds.suffix(3).allSatisfy { $0 } && kinds.contains(false))
        #expect(mixed.glyphs.map(\.x) == mixed.glyphs.map(\.x).sorted())
        #expect(outliner.shape("שלום abc", font: font()).isRightToLeft)
    }

    @Test func theFrameDrawsTheShapedGlyphsWhereTheLayoutPutThem() throws {
        func render(_ label: Label) throws -> [UInt8] {
            let element = FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                                       attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 300, height: 60)),
                                       content: ElementContent(fill: .white, label: label))
            return try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 300, height: 60), contentOffset: .zero,
                                                            background: .white, elements: [element])).rgbaPixels()
        }
        let label = Label(text: "AVATAR Toyota", fontSize: 24, weight: .bold, family: Self.inter)
        let pixels = try render(label)
        #expect(pixels != (try render(Label(text: "AVATAR Toyota", fontSize: 24, weight: .bold))))
        // The ink lies within the shaped line: from its start to its advance, and within the
        // font's ascent and descent around the baseline.
        let line = outliner.shape(label.text, font: label.font)
        let start = LabelGeometry.singleLinePosition(label, advance: line.advance, elementSize: Size(width: 300, height: 60))
        var minX = 300, maxX = 0, minY = 60, maxY = 0
        for y in 0..<60 {
            for x in 0..<300 where pixels[(y * 300 + x) * 4] < 200 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let left = 150 + start.x, baseline = 30 + start.y
        #expect(Double(minX) >= left - 1 && Double(minX) <= left + 4, "ink starts at \(minX), line at \(left)")
        #expect(Double(maxX) <= left + line.advance + 1 && Double(maxX) >= left + line.advance - 4, "ink ends at \(maxX), advance to \(left + line.advance)")
        #expect(Double(minY) >= baseline - label.font.metrics.ascent * 24 - 1 && Double(maxY) <= baseline + label.font.metrics.descent * 24 + 1)
    }

    @Test func manyFontFilesKeepFlatMemoryAndEveryGlyphStillDraws() throws {
        // 40 different files (the same font with bytes appended), more than the shaper keeps
        // loaded: the first is unloaded on the way and loaded again when its glyph is drawn.
        let base = Self.interStatic.files[0].data
        let families = try (0..<40).map { k in
            FontFamily(name: "F\(k)", files: [try FontFile(name: "f\(k).otf", data: base + [UInt8](repeating: UInt8(k), count: k + 1))])
        }
        let glyphs = families.map { outliner.shape("a", font: Font(size: 17, family: $0)).glyphs[0] }
        #expect(Set(glyphs.map { $0.face ?? "" }).count == 40)
        let expected = outliner.outline(of: outliner.shape("a", font: font(family: Self.interStatic)).glyphs[0], weight: .regular, size: 99)
        #expect(!expected.isEmpty)
        // Sizes the outliner has not cached, so the face is asked for again.
        #expect(outliner.outline(of: glyphs[0], weight: .regular, size: 99) == expected)
        #expect(outliner.outline(of: glyphs[39], weight: .regular, size: 99) == expected)
    }
}
