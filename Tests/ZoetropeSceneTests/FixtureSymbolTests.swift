import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// SF Symbols named in a fixture: the app's picture from its `"symbols"` folder, else a
/// stand-in that is visibly not the symbol, listed so that it is seen.
@Suite struct FixtureSymbolTests {
    final class Folder {
        let path = NSTemporaryDirectory() + "zoetrope-symbols-" + UUID().uuidString
        init() throws {
            try FileManager.default.createDirectory(atPath: path + "/Symbols", withIntermediateDirectories: true)
            try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z"/></svg>"##.utf8)
                .write(to: URL(fileURLWithPath: path + "/Symbols/star.fill.svg"))
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func load(_ items: String, symbols: Bool = true) throws(FixtureError) -> Scene {
            let text = #"{"version": 1, "viewport": {"width": 320, "height": 480}, "# + (symbols ? #""symbols": "Symbols", "# : "")
                + #""sections": [{"id": "s", "items": [\#(items)]}]}"#
            FileManager.default.createFile(atPath: path + "/f.json", contents: Data(text.utf8))
            return try FixtureDocument.load(path: path + "/f.json").scene
        }
    }

    @Test func aSymbolWithAPictureIsDrawnFromItAndTheOthersAsStandInsThatAreListed() throws {
        let folder = try Folder()
        let scene = try folder.load(#"{"id": "a", "image": {"systemName": "star.fill"}}, {"id": "b", "image": {"systemName": "chevron.right", "weight": "bold"}}, {"id": "c", "image": {"systemName": "chevron.right", "tint": "systemRed"}}"#)
        let items = scene.snapshot.sections[0].items
        let star = try #require(items[0].content.image)
        #expect(star.asset.name == "Symbols/star.fill.svg")
        #expect(star.mode == .aspectFit && star.tint == SystemColor.systemBlue.color(in: .standard))
        let bold = try #require(items[1].content.image), regular = try #require(items[2].content.image)
        #expect(bold.asset.format == .svg && bold.asset.name.hasPrefix("the stand-in for an SF Symbol"))
        // Heavier for a heavier weight; tinted as asked.
        #expect(bold.asset.data != regular.asset.data)
        #expect(regular.tint == SystemColor.systemRed.color(in: .standard))
        #expect(scene.symbolStandIns == ["chevron.right"])
    }

    @Test func withoutAFolderEverySymbolIsAStandIn() throws {
        let folder = try Folder()
        let scene = try folder.load(#"{"id": "a", "image": {"systemName": "star.fill"}}"#, symbols: false)
        #expect(scene.symbolStandIns == ["star.fill"])
    }

    @Test func aPictureIsOneSourceAndAWeightIsASymbols() throws {
        let folder = try Folder()
        #expect(throws: FixtureError.self) { try folder.load(#"{"id": "a", "image": {"systemName": "star", "file": "a.png"}}"#) }
        let weight = #expect(throws: FixtureError.self) { try folder.load(#"{"id": "a", "image": {"file": "a.png", "weight": "bold"}}"#) }
        #expect(weight?.description.contains("give it with \"systemName\"") == true)
        let unknown = #expect(throws: FixtureError.self) { try folder.load(#"{"id": "a", "image": {"systemName": "star", "weight": "bolder"}}"#) }
        #expect(unknown?.description.contains("$.sections[0].items[0].image.weight") == true)
    }

    /// A symbol's name is letters, digits and dots: a name with a control character, a path or
    /// a leading dot names no symbol (UIImage(systemName:) gives nil) and is refused where it is
    /// written, rather than listed (escaped) among the stand-ins.
    @Test func aSymbolNameOfAnythingButLettersDigitsAndDotsIsRefused() throws {
        let folder = try Folder()
        for name in [#"star\u001b[2J\n.fill"#, "../f", "a/b", ".hidden", "", String(repeating: "x", count: 201)] {
            let error = #expect(throws: FixtureError.self) { try folder.load(#"{"id": "a", "image": {"systemName": "\#(name)"}}"#) }
            #expect(error?.description.contains(#"$.sections[0].items[0].image.systemName: expected an SF Symbol's name"#) == true, "\(name)")
        }
        #expect(try folder.load(#"{"id": "a", "image": {"systemName": "arrow.up.right.circle.fill"}}"#).symbolStandIns == ["arrow.up.right.circle.fill"])
    }
}
