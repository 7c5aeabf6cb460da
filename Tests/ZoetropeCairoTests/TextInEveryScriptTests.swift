import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// Labels in any script and emoji draw real glyphs — from DejaVu Sans where it has them, from
/// fallback fonts (Noto) where it does not — in the frames and in the SVG alike, and text that
/// reads right to left is laid out from the right. Needs the fonts `scripts/install-dependencies`
/// installs.
@Suite struct TextInEveryScriptTests {
    let outliner = CairoTextOutliner()
    let font = Font(size: 17)

    /// Every label of the shipped fixture that shows the scripts.
    func labels() throws -> [String] {
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/scripts.json")
        return document.scene.snapshot.sections.flatMap(\.items).compactMap { $0.content.label?.text }
    }

    @Test func noCharacterOfAnyScriptIsLeftWithoutAGlyph() throws {
        let texts = try labels()
        #expect(texts.count >= 9)
        for text in texts {
            let line = outliner.shape(text, font: font)
            #expect(line.missingCharacters == 0, "\(text): \(line.missingCharacters) characters have no glyph")
            let drawn = text.unicodeScalars.filter { !$0.properties.isWhitespace && $0.value != 0xFE0F }.count
            #expect(line.glyphs.count >= Swift.min(drawn, 1) && line.advance > 0, "\(text)")
        }
        // A character no font has (a private-use code point) is counted, not drawn as a box.
        let nowhere = outliner.shape("a\u{E000}b", font: font)
        #expect(nowhere.missingCharacters == 1)
    }

    @Test func latinStaysInDejaVuSansAndOtherScriptsFallBack() throws {
        #expect(outliner.shape("Hello, world", font: font).glyphs.allSatisfy { $0.face == nil })
        let chinese = outliner.shape("你好，世界", font: font)
        #expect(chinese.glyphs.allSatisfy { $0.face != nil && !$0.isColor })
        #expect(chinese.glyphs.contains { $0.face!.contains("CJK") }, "\(chinese.glyphs.map(\.face))")
        let emoji = outliner.shape("👍", font: font)
        #expect(emoji.glyphs.count == 1 && emoji.glyphs[0].isColor)
        #expect(outliner.colorGlyph(emoji.glyphs[0], size: 17).map { $0.png.count > 100 && $0.box.width > 10 } == true)
        // Outlines of fallback glyphs exist for the SVG.
        #expect(!outliner.outline(of: chinese.glyphs[0], weight: .regular, size: 100).isEmpty)
    }

    /// The stand-in measurer a recording uses unless given the backend's sets Chinese, Japanese
    /// and Korean characters a full em wide, as their fallback font draws them: a label centred
    /// in a cell by its measured width is then centred where it is drawn (it was measured at
    /// 0.6 em a character, so CJK text sat right of centre).
    @Test func theStandInMeasurerSetsWideCharactersAsWideAsTheyAreDrawn() throws {
        let exact = CairoTextMeasurer()
        let approximate = ApproximateTextMeasurer()
        for text in ["测试内容", "こんにちは", "안녕하세요", "全角ＡＢＣ"] {
            let drawn = exact.width(of: text, font: font), measured = approximate.width(of: text, font: font)
            #expect(abs(measured - drawn) <= 0.1 * drawn, "\(text): measured \(measured), drawn \(drawn)")
        }
        // Latin keeps its average.
        #expect(approximate.width(of: "Test", font: font) == 4 * 17 * 0.6)
    }

    @Test func rightToLeftTextReadsFromTheRight() throws {
        let arabic = outliner.shape("مرحبا بالعالم", font: font)
        #expect(arabic.isRightToLeft)
        // Joined letters: fewer glyphs than the isolated forms would need is not guaranteed,
        // but the glyphs run right to left in logical order, so the pen positions, drawn left
        // to right, hold the last word first.
        #expect(arabic.glyphs.map(\.x) == arabic.glyphs.map(\.x).sorted())
        // A leading-aligned line in an element 200 wide ends at the right inset.
        let label = Label(text: "مرحبا", fontSize: 17, alignment: .leading, insets: EdgeInsets(all: 12))
        let line = outliner.shape(label.text, font: label.font)
        let start = LabelGeometry.singleLinePosition(label, advance: line.advance, elementSize: Size(width: 200, height: 44), rightToLeft: line.isRightToLeft)
        #expect(abs(start.x + line.advance - (100 - 12)) < 1e-9)
        #expect(!outliner.shape("Hello", font: font).isRightToLeft)
    }

    @Test func anEmojiIsDrawnInColourInTheFrames() throws {
        let element = FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 60, height: 40)),
                                   content: ElementContent(fill: .white, label: Label(text: "👍", fontSize: 24)))
        let image = try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 60, height: 40), contentOffset: .zero,
                                                             background: .white, elements: [element]))
        let pixels = image.rgbaPixels()
        // The thumb is yellow: some pixel is far from grey.
        let colourful = stride(from: 0, to: pixels.count, by: 4).contains { o in
            let r = Int(pixels[o]), g = Int(pixels[o + 1]), b = Int(pixels[o + 2])
            return Swift.max(r, g, b) - Swift.min(r, g, b) > 100
        }
        #expect(colourful)
    }
}
