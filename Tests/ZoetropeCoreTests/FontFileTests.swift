import Foundation
import Testing
import ZoetropeCore

/// An app's font files read by the core: family, weight, axis and metrics from the file's own
/// tables, the face a label's weight is drawn with, and every way bytes can fail to be a font.
@Suite struct FontFileTests {
    static let fonts: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fixtures/fonts/"
    }()

    static func bytes(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: fonts + name)!) }

    static let variable = try! FontFile(name: "Inter-Variable.ttf", data: bytes("Inter-Variable.ttf"))
    static let regular = try! FontFile(name: "Inter-Regular.otf", data: bytes("Inter-Regular.otf"))
    static let bold = try! FontFile(name: "Inter-Bold.otf", data: bytes("Inter-Bold.otf"))

    /// The big-endian 16-bit number at `offset` of table `tag` in `data`.
    static func tableValue(_ data: [UInt8], _ tag: String, at offset: Int) -> Int {
        let count = Int(data[4]) << 8 | Int(data[5])
        for k in 0..<count {
            let record = 12 + 16 * k
            guard String(decoding: data[record..<record + 4], as: UTF8.self) == tag else { continue }
            let start = Int(data[record + 8]) << 24 | Int(data[record + 9]) << 16 | Int(data[record + 10]) << 8 | Int(data[record + 11])
            return Int(data[start + offset]) << 8 | Int(data[start + offset + 1])
        }
        return -1
    }

    @Test func aFileTellsItsFamilyWeightAndAxis() {
        #expect(Self.variable.familyName == "Inter" && Self.regular.familyName == "Inter" && Self.bold.familyName == "Inter")
        #expect(Self.variable.weightAxis == 100...900 && Self.variable.weight == 400)
        #expect(Self.regular.weightAxis == nil && Self.regular.weight == 400)
        #expect(Self.bold.weightAxis == nil && Self.bold.weight == 700)
        #expect(!Self.regular.isItalic && !Self.bold.isItalic)
    }

    @Test func metricsAreTheHheaAscenderAndDescenderPerEm() {
        for file in [Self.variable, Self.regular, Self.bold] {
            let data = file.data
            let unitsPerEm = Double(Self.tableValue(data, "head", at: 18))
            let ascender = Double(Self.tableValue(data, "hhea", at: 4))
            let descender = Double(0x10000 - Self.tableValue(data, "hhea", at: 6))
            #expect(file.metrics == FontMetrics(ascent: ascender / unitsPerEm, descent: descender / unitsPerEm), "\(file.name)")
        }
        // Not DejaVu Sans's: a label in Inter sits on its own baseline and lines are its own height.
        let family = FontFamily(name: "Inter", files: [Self.variable])
        let label = Label(text: "x", fontSize: 20, wraps: true, family: family)
        #expect(label.font.lineHeight == (Self.variable.metrics.ascent + Self.variable.metrics.descent) * 20)
        #expect(label.font.lineHeight != Label(text: "x", fontSize: 20).font.lineHeight)
        let top = LabelGeometry.wrappedLinePosition(label, line: 0, advance: 0, elementSize: Size(width: 100, height: 100))
        #expect(abs(top.y - (-50 + 12 + Self.variable.metrics.ascent * 20)) < 1e-12)
    }

    @Test func aWeightIsDrawnWithTheNearestFileAsCSSMatchesIt() {
        let two = FontFamily(name: "Two", files: [Self.regular, Self.bold])
        let drawn = FontWeight.allCases.map { two.face(for: $0).file.weight }
        // ultraLight…medium are nearer 400; semibold (600) and up are nearer 700.
        #expect(drawn == [400, 400, 400, 400, 400, 700, 700, 700, 700])
        // Order does not matter.
        let reversed = FontFamily(name: "Two", files: [Self.bold, Self.regular])
        #expect(FontWeight.allCases.map { reversed.face(for: $0).file.weight } == drawn)
        // A variable font draws each weight exactly.
        let variable = FontFamily(name: "V", files: [Self.variable])
        #expect(FontWeight.allCases.map { variable.face(for: $0).weight } == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        // One static file draws every weight as it is: no synthesised bold.
        let one = FontFamily(name: "One", files: [Self.regular])
        #expect(one.face(for: .black).file === Self.regular && one.face(for: .black).weight == 400)
    }

    @Test func uprightFilesAreChosenOverItalicOnes() throws {
        var italicBytes = Self.bytes("Inter-Bold.otf")
        // Set fsSelection's italic bit (OS/2, offset 62).
        let count = Int(italicBytes[4]) << 8 | Int(italicBytes[5])
        for k in 0..<count where String(decoding: italicBytes[12 + 16 * k..<16 + 16 * k], as: UTF8.self) == "OS/2" {
            let record = 12 + 16 * k
            let start = Int(italicBytes[record + 8]) << 24 | Int(italicBytes[record + 9]) << 16 | Int(italicBytes[record + 10]) << 8 | Int(italicBytes[record + 11])
            italicBytes[start + 63] |= 1
        }
        let italic = try FontFile(name: "Italic.otf", data: italicBytes)
        #expect(italic.isItalic)
        let family = FontFamily(name: "F", files: [italic, Self.regular])
        #expect(family.face(for: .bold).file === Self.regular)
        // With only italic files, italic it is.
        #expect(FontFamily(name: "I", files: [italic]).face(for: .regular).file === italic)
    }

    @Test(arguments: [
        ([UInt8](), "it is 0 bytes long, too short for a font file"),
        (Array("wOFF0000000000000000".utf8), "it is a web font (WOFF); use the TrueType or OpenType file (.ttf or .otf) it was made from"),
        (Array("ttcf0000000000000000".utf8), "it is a font collection (.ttc); name one font file (.ttf or .otf) of it"),
        (Array("\u{89}PNG\r\n\u{1A}\n00000000".utf8), "it is not a TrueType or OpenType font file (.ttf or .otf)"),
    ])
    func bytesThatAreNotAFontSaySo(bytes: [UInt8], message: String) {
        #expect(throws: FontFileError(message)) { try FontFile(name: "f", data: bytes) }
    }

    @Test func aFileCutShortAnywhereIsAnErrorNotACrash() {
        let whole = Self.bytes("Inter-Regular.otf")
        var errors = 0
        // Every cut within the table directory and the small tables, then coarser.
        for length in Array(stride(from: 12, to: 600, by: 1)) + Array(stride(from: 600, to: whole.count, by: 997)) {
            do {
                _ = try FontFile(name: "cut.otf", data: Array(whole.prefix(length)))
            } catch {
                errors += 1
            }
        }
        // A cut file fails as soon as a table reaches past its end, which every table of this file does near the start.
        #expect(errors > 500)
        // A table missing its outlines is named.
        var noOutlines = whole
        let count = Int(whole[4]) << 8 | Int(whole[5])
        for k in 0..<count where String(decoding: whole[12 + 16 * k..<16 + 16 * k], as: UTF8.self) == "CFF " {
            noOutlines.replaceSubrange(12 + 16 * k..<16 + 16 * k, with: Array("XXXX".utf8))
        }
        #expect(throws: FontFileError("it has no outlines (no 'glyf', 'CFF ' or 'CFF2' table); bitmap-only fonts cannot be drawn at any size")) {
            try FontFile(name: "f", data: noOutlines)
        }
    }

    @Test func filesAreEqualByNameAndBytes() throws {
        let again = try FontFile(name: "Inter-Regular.otf", data: Self.bytes("Inter-Regular.otf"))
        #expect(again == Self.regular && again.fingerprint == Self.regular.fingerprint)
        #expect(Self.regular != Self.bold && Self.regular.fingerprint != Self.bold.fingerprint)
    }
}
