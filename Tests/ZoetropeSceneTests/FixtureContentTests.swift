import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// Gradients, shadows, pictures and label options from fixtures, and every way a picture
/// reference can be wrong.
@Suite struct FixtureContentTests {
    /// A fixture with one item whose content keys are `item` (JSON members, no braces).
    func fixture(item: String) -> String {
        """
        {"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"id": "s", "items": [{"id": "a", \(item)}]}]}
        """
    }

    /// The bytes of a real PNG (240×160) from the repository.
    static let png: [UInt8] = [UInt8](FileManager.default.contents(atPath: packageRoot + "/Fixtures/images/landscape.png")!)

    func decode(_ text: String, files: [String: [UInt8]] = [:]) throws(FixtureError) -> FixtureDocument {
        try FixtureDocument.decode(Array(text.utf8), file: "f.json", readResource: { (path: String) throws(FixtureResourceProblem) -> [UInt8] in
            guard let bytes = files[path] else { throw FixtureResourceProblem("no such file") }
            return bytes
        })
    }

    func error(_ text: String, files: [String: [UInt8]] = [:]) -> String? {
        do { _ = try decode(text, files: files); return nil } catch { return error.description }
    }

    func content(_ text: String, files: [String: [UInt8]] = [:]) throws -> ElementContent {
        try decode(text, files: files).scene.snapshot.sections[0].items[0].content
    }

    @Test func aGradientIsReadAsCAGradientLayerWritesIt() throws {
        let fill = try content(fixture(item: ##""gradient": {"colors": ["#FF0000", "#00FF00", "#0000FF"], "locations": [0, 0.2, 1], "start": {"x": 0}, "end": {"x": 1, "y": 0}}"##)).fill
        #expect(fill == .linearGradient(LinearGradient(stops: [
            GradientStop(location: 0, color: Color(red: 1, green: 0, blue: 0)),
            GradientStop(location: 0.2, color: Color(red: 0, green: 1, blue: 0)),
            GradientStop(location: 1, color: Color(red: 0, green: 0, blue: 1)),
        ], start: Point(x: 0, y: 0), end: Point(x: 1, y: 0))))
        let evenly = try content(fixture(item: ##""gradient": {"colors": ["#000", "#FFF"]}"##)).fill
        #expect(evenly == .linearGradient(LinearGradient(colors: [.black, .white])))
    }

    @Test func aGradientIsCheckedWhereItIsWritten() {
        #expect(error(fixture(item: ##""color": "#FFF", "gradient": {"colors": ["#000", "#FFF"]}"##))
                == ##"f.json:1:135: $.sections[0].items[0].gradient: give "color" or "gradient", not both: a gradient fills the element on its own"##)
        #expect(error(fixture(item: ##""gradient": {"colors": ["#000"]}"##))
                == "f.json:1:129: $.sections[0].items[0].gradient.colors: expected 2 to 64 colours, found 1")
        #expect(error(fixture(item: ##""gradient": {"colors": ["#000", "#FFF"], "locations": [0.5]}"##))
                == "f.json:1:160: $.sections[0].items[0].gradient.locations: expected one location per colour (2), found 1")
        #expect(error(fixture(item: ##""gradient": {"colors": ["#000", "#FFF"], "locations": [1, 0]}"##))
                == "f.json:1:160: $.sections[0].items[0].gradient.locations: expected locations in increasing order")
    }

    @Test func aShadowTakesItsDefaultsForWhatItDoesNotSay() throws {
        let shadow = try content(fixture(item: ##""shadow": {"radius": 10}"##)).shadow
        #expect(shadow == Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), offset: Point(x: 0, y: 2), radius: 10))
        #expect(error(fixture(item: ##""shadow": {"radius": -1}"##))
                == "f.json:1:127: $.sections[0].items[0].shadow.radius: expected a blur radius in points from 0 to 200, found -1")
    }

    @Test func cornersTakeACurveAndTheCornersTheyRound() throws {
        #expect(try content(fixture(item: ##""cornerRadius": 20"##)).cornerShape == .circular)
        let sheet = try content(fixture(item: ##""cornerRadius": 20, "cornerCurve": "continuous", "roundedCorners": ["topLeft", "topRight"]"##))
        #expect(sheet.cornerShape == CornerShape(curve: .continuous, rounded: [.topLeft, .topRight]))
        // The style's curve and the item's corners combine, key by key.
        let styled = try decode(##"{"version": 1, "viewport": {"width": 320, "height": 480}, "style": {"cell": {"cornerRadius": 12, "cornerCurve": "continuous"}}, "sections": [{"id": "s", "items": [{"id": "a", "roundedCorners": ["bottomRight"]}]}]}"##)
            .scene.snapshot.sections[0].items[0].content
        #expect(styled.cornerShape == CornerShape(curve: .continuous, rounded: [.bottomRight]))
    }

    @Test func aCornerIsCheckedWhereItIsWritten() {
        #expect(error(fixture(item: ##""cornerCurve": "squircle""##))?.contains(
            ##"$.sections[0].items[0].cornerCurve: unknown corner curve "squircle"; expected one of: circular, continuous"##) == true)
        #expect(error(fixture(item: ##""roundedCorners": ["topLeft", "top"]"##))?.contains(
            ##"$.sections[0].items[0].roundedCorners[1]: unknown corner "top"; expected one of: topLeft, topRight, bottomLeft, bottomRight"##) == true)
        #expect(error(fixture(item: ##""roundedCorners": ["topLeft", "topLeft"]"##))?.contains(
            ##"$.sections[0].items[0].roundedCorners[1]: this corner is already named"##) == true)
        #expect(error(fixture(item: ##""roundedCorners": "topLeft""##))?.contains("expected an array") == true)
    }

    @Test func labelsTakeAlignmentAndALineLimit() throws {
        let label = try #require(try content(fixture(item: ##""label": {"text": "t", "alignment": "trailing", "wraps": true, "maxLines": 2}"##)).label)
        #expect(label.alignment == .trailing && label.maximumLines == 2 && label.wraps)
        #expect(try content(fixture(item: ##""label": "t""##)).label?.alignment == nil)
    }

    @Test func aPictureIsReadOnceAndSharedWithItsPixelSize() throws {
        let text = """
            {"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"id": "s", "items": [
              {"id": "a", "image": "images/p.png"}, {"id": "b", "image": {"file": "images/p.png", "mode": "aspectFit"}}]}]}
            """
        let items = try decode(text, files: ["images/p.png": Self.png]).scene.snapshot.sections[0].items
        let a = try #require(items[0].content.image), b = try #require(items[1].content.image)
        #expect(a.asset === b.asset)
        #expect(a.asset.pixelWidth == 240 && a.asset.pixelHeight == 160)
        #expect(a.mode == .aspectFill && b.mode == .aspectFit)
    }

    @Test func aJPEGPhotoIsDecodedOnceIntoThePNGBothOutputsDraw() throws {
        let text = """
            {"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"id": "s", "items": [
              {"id": "a", "image": "photos/beach.jpg"}, {"id": "b", "image": {"file": "photos/beach.jpg", "mode": "aspectFit"}}]}]}
            """
        let photo = try TestCatalogue.jpeg(width: 64, height: 48, left: (250, 200, 40), right: (30, 60, 200))
        let items = try decode(text, files: ["photos/beach.jpg": photo]).scene.snapshot.sections[0].items
        let a = try #require(items[0].content.image), b = try #require(items[1].content.image)
        #expect(a.asset === b.asset)
        #expect(a.asset.format == .png && a.asset.pixelWidth == 64 && a.asset.pixelHeight == 48)
        #expect(a.asset.pngData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test(arguments: [
        ("../secret.png", ##"expected a picture's path relative to the fixture's folder, without "..", such as "images/cat.png"; found "../secret.png""##),
        ("/etc/passwd.png", ##"expected a picture's path relative to the fixture's folder, without "..", such as "images/cat.png"; found "/etc/passwd.png""##),
        ("images/cat.gif", ##"pictures are PNG (.png), JPEG (.jpg, .jpeg) or SVG (.svg) files; found "images/cat.gif""##),
        ("missing.png", ##"cannot read the picture "missing.png": no such file"##),
        ("text.png", ##"the picture "text.png": not a PNG file (it does not start with PNG's signature)"##),
        ("cut.png", ##"the picture "cut.png": the PNG file is cut short"##),
        ("flipped.png", ##"the picture "flipped.png": corrupt PNG: its IDAT chunk: its checksum does not match"##),
        ("photo.jpg", ##"the picture "photo.jpg": not a JPEG file (it does not start with the JPEG marker FF D8 FF)"##),
        ("cut.jpeg", ##"the picture "cut.jpeg": its header cannot be read: "##),
    ])
    func aBadPictureIsAnErrorAtItsPath(path: String, message: String) {
        var flipped = Self.png
        flipped[60] ^= 0xFF  // inside the IDAT chunk
        let files = ["text.png": Array("hello".utf8), "cut.png": Array(Self.png.prefix(100)), "flipped.png": flipped,
                     "photo.jpg": Array("hello".utf8), "cut.jpeg": [0xFF, 0xD8, 0xFF, 0xE0, 0x00]]
        let found = error(fixture(item: "\"image\": \"\(path)\""), files: files)
        // libjpeg-turbo's own words follow the prefix for a photo it cannot read.
        let expected = "f.json:1:115: $.sections[0].items[0].image: \(message)"
        #expect(message.hasSuffix(": ") ? found?.hasPrefix(expected) == true : found == expected, "\(found ?? "no error")")
    }

    /// An SVG picture's own size, as librsvg reads it at CSS's 96 pixels an inch: only its
    /// aspect ratio matters, since the picture is fitted to its element.
    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"/>"#, 24.0, 12.0),
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="-5 -5 30 40"/>"#, 30.0, 40.0),
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>"#, 30.0, 20.0),
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="72pt" viewBox="0 0 1 2"/>"#, 96.0, 96.0),
    ])
    func anSVGPictureIsReadWithItsIntrinsicSize(svg: String, width: Double, height: Double) throws {
        let image = try #require(try content(fixture(item: ##""image": "icons/i.svg""##), files: ["icons/i.svg": Array(svg.utf8)]).image)
        #expect(image.asset.format == .svg)
        #expect(image.asset.data == Array(svg.utf8))
        #expect(abs(image.asset.width - width) < 1e-9 && abs(image.asset.height - height) < 1e-9)
    }

    @Test(arguments: [
        ("empty.svg", "the file is empty"),
        ("text.svg", "librsvg cannot read it as SVG: XML parse error"),
        ("cut.svg", "librsvg cannot read it as SVG: XML parse error"),
        ("sizeless.svg", "its size is unknown: give its <svg> element a width and a height in px (or in, cm, mm, pt, pc), or a viewBox"),
        ("flat.svg", "its size is 30.0×0.0 px; both sides must be greater than 0"),
        ("thin.svg", "its size is 2000.0×1.0 px; one side may be at most 1000 times the other"),
        ("laughs.svg", "librsvg cannot read it as SVG"),
        ("copies.svg", "librsvg cannot draw it"),
    ])
    func aBadSVGPictureIsAnErrorAtItsPath(path: String, message: String) throws {
        var laughs = #"<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaaaaaaaa">"#
        for level in 1...9 { laughs += "<!ENTITY \(Character(UnicodeScalar(97 + level)!)) \"" + String(repeating: "&\(Character(UnicodeScalar(96 + level)!));", count: 16) + "\">" }
        laughs += #"]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&j;</text></svg>"#
        // Ten levels of ten copies each: ten billion rectangles, past librsvg's limit on references.
        var copies = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="9" height="9"><defs><rect id="c0" width="1" height="1"/>"#
        for level in 1...10 { copies += "<g id=\"c\(level)\">" + String(repeating: "<use xlink:href=\"#c\(level - 1)\"/>", count: 10) + "</g>" }
        copies += ##"</defs><use xlink:href="#c10"/></svg>"##
        let files: [String: [UInt8]] = [
            "empty.svg": [],
            "text.svg": Array("hello".utf8),
            "cut.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect"#.utf8),
            "sizeless.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>"#.utf8),
            "flat.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="0"/>"#.utf8),
            "thin.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2000 1"/>"#.utf8),
            "laughs.svg": Array(laughs.utf8),
            "copies.svg": Array(copies.utf8),
        ]
        let found = try #require(error(fixture(item: "\"image\": \"\(path)\""), files: files))
        #expect(found.hasPrefix("f.json:1:115: $.sections[0].items[0].image: the picture \"\(path)\": \(message)"), "\(found)")
    }

    @Test func aFixtureNotReadFromAFileCannotReferToPictures() {
        do {
            _ = try FixtureDocument.decode(Array(fixture(item: ##""image": "a.png""##).utf8), file: "f.json")
            Issue.record("decoded")
        } catch {
            #expect(error.message == "a fixture that is not read from a file cannot refer to pictures")
        }
    }

    @Test func aLinkOutOfTheFixturesFolderIsRefused() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-links-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/outside.png", contents: Data(Self.png))
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/link.png", withDestinationPath: folder + "/outside.png")
        _ = FileManager.default.createFile(atPath: folder + "/inside/f.json", contents: Data(fixture(item: ##""image": "link.png""##).utf8))
        #expect(throws: FixtureError.self) { try FixtureDocument.load(path: folder + "/inside/f.json") }
        do {
            _ = try FixtureDocument.load(path: folder + "/inside/f.json")
        } catch {
            #expect(error.message.contains("leads outside the fixture's folder"))
        }
    }
}
