import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// A fixture's own fonts: the `fonts` object, labels that name a family (directly or through
/// the style), and every way a font reference can be wrong, each reported at its JSON path.
@Suite struct FixtureFontTests {
    static let regular = readFile(packageRoot + "/Fixtures/fonts/Inter-Regular.otf")!
    static let bold = readFile(packageRoot + "/Fixtures/fonts/Inter-Bold.otf")!

    func decode(_ text: String, files: [String: [UInt8]] = ["r.otf": regular, "b.otf": bold]) throws(FixtureError) -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: "f.json", readResource: { (path: String) throws(FixtureResourceProblem) -> [UInt8] in
            guard let bytes = files[path] else { throw FixtureResourceProblem("no such file") }
            return bytes
        })
    }

    func error(_ text: String, files: [String: [UInt8]] = ["r.otf": regular, "b.otf": bold]) -> String? {
        do { _ = try decode(text, files: files); return nil } catch { return error.description }
    }

    /// A fixture with `fonts` and one item whose label is `label`.
    func fixture(fonts: String = ##"{"Brand": ["r.otf", "b.otf"]}"##, label: String) -> String {
        ##"{"version": 1, "viewport": {"width": 320, "height": 480}, "fonts": \##(fonts), "sections": [{"id": "s", "items": [{"id": "a", "label": \##(label)}]}]}"##
    }

    @Test func aLabelNamesAFamilyOfTheFixturesFonts() throws {
        let label = try #require(try decode(fixture(label: ##"{"text": "Hi", "family": "Brand", "weight": "bold"}"##)).scene.snapshot.sections[0].items[0].content.label)
        let family = try #require(label.family)
        #expect(family.name == "Brand" && family.files.map(\.name) == ["r.otf", "b.otf"])
        #expect(family.face(for: label.weight).file.weight == 700)
        // Without "family", DejaVu Sans; naming it is the same.
        #expect(try decode(fixture(label: ##""Hi""##)).scene.snapshot.sections[0].items[0].content.label?.family == nil)
        #expect(try decode(fixture(label: ##"{"text": "Hi", "family": "DejaVu Sans"}"##)).scene.snapshot.sections[0].items[0].content.label?.family == nil)
    }

    @Test func theShippedFixtureSetsEveryLabelInItsFamilies() throws {
        let scene = try FixtureDocument.load(path: packageRoot + "/Fixtures/app-fonts.json").scene
        let items = scene.snapshot.sections.flatMap(\.items)
        #expect(items.allSatisfy { $0.content.label?.family?.name == "Inter" })
        // Text accessories and secondary text follow the label's family; headers take the style's.
        #expect(items.flatMap(\.content.accessories).filter { $0.text.first?.isNumber == true }.allSatisfy { $0.family?.name == "Inter" })
        let kerning = try #require(items.first { $0.id == "kerning" })
        #expect(kerning.content.secondaryLabel?.family?.name == "Inter")
        let headers = scene.snapshot.sections.compactMap { $0.supplementaryContent[.sectionHeader] }
        #expect(!headers.isEmpty && headers.allSatisfy { $0.label?.family?.name == "Inter Static" })
        #expect(scene.snapshot.sections.flatMap(\.items).first?.content.label?.family?.files.first?.weightAxis == 100...900)
    }

    @Test(arguments: [
        (##"{"Brand": "r.otf"}"##, ##"{"text": "x", "family": "Brnd"}"##,
         ##"unknown font family "Brnd"; expected one of: DejaVu Sans, Brand (did you mean "Brand"?)"##),
        (##"{"Brand": "r.otf"}"##, ##"{"text": "x", "family": 3}"##, "expected font family (one of: DejaVu Sans, Brand), found the number 3"),
        ("{}", ##"{"text": "x", "family": "Inter"}"##,
         ##"unknown font family "Inter": the fixture names no fonts; add "fonts": {"Inter": "fonts/Inter.ttf"} to use an app's typeface"##),
    ])
    func anUnknownFamilyIsAnErrorWithTheKnownOnes(fonts: String, label: String, message: String) throws {
        let found = try #require(error(fixture(fonts: fonts, label: label)))
        #expect(found.hasSuffix("$.sections[0].items[0].label.family: \(message)"), "\(found)")
    }

    @Test func anUnknownFamilyAmongThousandsListsAFewAndCountsTheRest() throws {
        let names = (0..<2_000).map { "Family \($0)" }
        let fonts = "{" + names.map { ##""\##($0)": "r.otf""## }.joined(separator: ", ") + "}"
        let found = try #require(error(fixture(fonts: fonts, label: ##"{"text": "x", "family": "Family 2000x"}"##)))
        #expect(found.hasSuffix(##"unknown font family "Family 2000x"; expected one of: DejaVu Sans, Family 0, Family 1, Family 2, Family 3, Family 4, Family 5, Family 6, Family 7, Family 8, Family 9, Family 10 and 1989 more (did you mean "Family 200"?)"##),
                "\(found)")
        #expect(found.count < 400)
    }

    @Test(arguments: [
        (##"{"Brand": "../r.otf"}"##, "fonts.Brand",
         ##"expected a font file's path relative to the fixture's folder, without "..", such as "fonts/Inter.ttf"; found "../r.otf""##),
        (##"{"Brand": "/usr/share/fonts/x.ttf"}"##, "fonts.Brand",
         ##"expected a font file's path relative to the fixture's folder, without "..", such as "fonts/Inter.ttf"; found "/usr/share/fonts/x.ttf""##),
        (##"{"Brand": "r.woff2"}"##, "fonts.Brand", ##"font files are TrueType or OpenType files (.ttf or .otf); found "r.woff2""##),
        (##"{"Brand": "missing.ttf"}"##, "fonts.Brand", ##"cannot read the font file "missing.ttf": no such file"##),
        (##"{"Brand": ["r.otf", "text.ttf"]}"##, "fonts.Brand[1]",
         ##"the font file "text.ttf": it is not a TrueType or OpenType font file (.ttf or .otf)"##),
        (##"{"Brand": "cut.otf"}"##, "fonts.Brand", ##"the font file "cut.otf": it is cut short or damaged (a table points past the end of the file)"##),
        (##"{"Brand": []}"##, "fonts.Brand", "expected 1 to 32 font files, found 0"),
        (##"{"Brand": 7}"##, "fonts.Brand", "expected a font file's path, or an array of them (one per weight), found the number 7"),
        (##"{"DejaVu Sans": "r.otf"}"##, ##"fonts["DejaVu Sans"]"##, ##""DejaVu Sans" is Zoetrope's bundled default typeface; give the app's family another name"##),
        (##"["r.otf"]"##, "fonts", ##"expected an object naming font families: {"Inter": "fonts/Inter.ttf"} or {"Brand": ["fonts/Brand-Regular.otf", "fonts/Brand-Bold.otf"]}, found an array"##),
    ])
    func aBadFontReferenceIsAnErrorAtItsPath(fonts: String, path: String, message: String) throws {
        let files = ["r.otf": Self.regular, "text.ttf": Array("hello, not a font".utf8), "cut.otf": Array(Self.regular.prefix(300))]
        let found = try #require(error(fixture(fonts: fonts, label: ##""x""##), files: files))
        #expect(found.hasSuffix("$.\(path): \(message)"), "\(found)")
    }

    @Test func aFontLinkOutOfTheFixturesFolderIsRefused() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-font-links-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/outside.otf", contents: Data(Self.regular))
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/link.otf", withDestinationPath: folder + "/outside.otf")
        _ = FileManager.default.createFile(atPath: folder + "/inside/f.json", contents: Data(fixture(fonts: ##"{"B": "link.otf"}"##, label: ##""x""##).utf8))
        do {
            _ = try FixtureDocument.load(path: folder + "/inside/f.json")
            Issue.record("a link out of the folder was followed")
        } catch {
            #expect(error.message.contains("leads outside the fixture's folder"), "\(error.message)")
        }
    }
}
