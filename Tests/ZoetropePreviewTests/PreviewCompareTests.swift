#if Preview  // the Preview trait (Package.swift): the server
import Foundation
import Testing
import ZoetropeCairo
import ZoetropePreview
import ZoetropeScene
import ZoetropeTesting
import ZoetropeTestSupport

/// `preview --against`: a fixture against another, or against golden frames — which frames
/// differ, the golden frames served by index only, and the page showing both in sync.
@Suite(.serialized) struct PreviewCompareTests {
    /// The small fixture with the inserted item "e" in another colour: the same until it shows.
    static let recoloured = smallFixture().replacingOccurrences(of: #"{"id": "e", "label": "E"}"#, with: ##"{"id": "e", "label": "E", "color": "#FF3B30"}"##)

    static func differing(_ library: PreviewLibrary) async throws -> [Int]? {
        for _ in 0..<600 {
            if let json = await library.compareJSON(), !json.contains("\"differing\":null") {
                let list = json.components(separatedBy: "\"differing\":[").last?.prefix { $0 != "]" } ?? ""
                return list.isEmpty ? [] : list.split(separator: ",").compactMap { Int($0) }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    @Test func aFixtureIsComparedWithAnotherFrameByFrame() async throws {
        let folder = try PreviewFixtureFolder(files: ["a.json": smallFixture(), "b.json": Self.recoloured, "same.json": smallFixture()])
        let library = PreviewLibrary(paths: [folder.path + "/a.json"], against: .fixture(folder.path + "/b.json"))
        await library.compare()
        // 5 frames (0.4 s at 10 fps); "e" fades in from nothing: at frame 0 it is not drawn, at
        // frame 1 its alpha is 0.13, where red and blue over white are 283 apart in pixelmatch's
        // YIQ distance, over Zoetrope's threshold (0.01: 3.5) though under pixelmatch's (0.1:
        // 352). From frame 1 they differ.
        let found = try await Self.differing(library)
        #expect(found == [1, 2, 3, 4], "\(String(describing: found))")
        let same = PreviewLibrary(paths: [folder.path + "/a.json"], against: .fixture(folder.path + "/same.json"))
        await same.compare()
        #expect(try await Self.differing(same) == [])
        // Saving the other side compares again.
        try folder.write("b.json", smallFixture())
        #expect(await library.poll() == [PreviewLibrary.againstKey])
        #expect(try await Self.differing(library) == [])
    }

    /// `--against` with its defaults marks the frames where a half-point shift, a 0.02 colour
    /// change and a 10 % longer step show, and none for the animation against itself.
    @Test func theDefaultsCatchTheSmallChangesThatMatter() async throws {
        var files = ["base.json": StrictnessCases.base]
        for (index, change) in StrictnessCases.changes.enumerated() { files["change\(index).json"] = change.fixture }
        let folder = try PreviewFixtureFolder(files: files)
        let same = PreviewLibrary(paths: [folder.path + "/base.json"], against: .fixture(folder.path + "/base.json"))
        await same.compare()
        #expect(try await Self.differing(same) == [])
        for (index, change) in StrictnessCases.changes.enumerated() {
            let library = PreviewLibrary(paths: [folder.path + "/change\(index).json"], against: .fixture(folder.path + "/base.json"))
            await library.compare()
            let found = try await Self.differing(library)
            #expect(found.map { !$0.isEmpty } == true, "\(change.name): \(String(describing: found))")
        }
    }

    @Test func goldenFramesAreComparedAndServedByIndexOnly() async throws {
        let folder = try PreviewFixtureFolder(files: ["a.json": smallFixture()])
        try FileManager.default.createDirectory(atPath: folder.path + "/goldens", withIntermediateDirectories: true)
        let document = try FixtureDocument.load(path: folder.path + "/a.json")
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        for (index, time) in timeline.frameTimes(fps: 10).enumerated() {
            var frame = timeline.frame(at: time)
            if index == 2 { frame.background = .black }
            try FrameRenderer(scale: 1).render(frame).writePNG(to: folder.path + "/goldens/frame_000\(index).png")
        }
        let library = PreviewLibrary(paths: [folder.path + "/a.json"], against: .frames(folder.path + "/goldens"))
        let server = PreviewServer(library: library)
        let task = server.start()
        defer { server.stop(); task.cancel() }
        while server.port == nil { try await Task.sleep(for: .milliseconds(10)) }
        let port = server.port!
        #expect(try await Self.differing(library) == [2])
        let frame = try RawHTTP.get(port: port, "/api/against/frames/0", host: "127.0.0.1:\(port)")
        #expect(frame.status == 200 && frame.headers["content-type"] == "image/png" && frame.body.contains("PNG"))
        for target in ["/api/against/frames/5", "/api/against/frames/-1", "/api/against/frames/..%2f..%2fa.json", "/api/against/frames/frame_0000.png"] {
            #expect(try RawHTTP.get(port: port, target, host: "127.0.0.1:\(port)").status == 404, "\(target)")
        }
        let compare = try RawHTTP.get(port: port, "/api/compare", host: "127.0.0.1:\(port)")
        #expect(compare.body.contains("\"mode\":\"frames\"") && compare.body.contains("\"frameCount\":5") && compare.body.contains("\"label\":\"goldens\""))
    }

    @Test func thePageShowsBothSidesInSyncWithTheDifferingFramesMarked() throws {
        let folder = try PreviewFixtureFolder(files: ["a.json": smallFixture()])
        try Self.recoloured.write(toFile: folder.path + "/b.fixture", atomically: true, encoding: .utf8)
        let address = try folder.startCommand(["--against", folder.path + "/b.fixture"])
        let tab = try PreviewPageTests.browser().openTab(URL(string: address)!)
        try PreviewPageTests.waitUntilReady(tab)
        try tab.wait(until: "zoetrope.state().compare && zoetrope.state().compare.differing !== null", timeout: 120)
        #expect(try tab.evaluate("JSON.stringify(zoetrope.state().compare.differing)") as? String == "[1,2,3,4]")
        #expect(try tab.evaluate("document.querySelectorAll('#differing-marks span').length") as? Int == 4)
        #expect(try tab.evaluate("document.querySelectorAll('#stage svg, #against-stage svg').length") as? Int == 2)
        try tab.evaluate("zoetrope.seek(0.3)")
        let other = try #require(try tab.evaluate("zoetrope.state().compare.against") as? Double)
        #expect(abs(other - 0.3) < 1e-6)
        try tab.evaluate("zoetrope.compareMode('onion', 30)")
        #expect(try tab.evaluate("getComputedStyle(document.querySelector('#against-stage')).opacity") as? String == "0.3")
        try tab.evaluate("zoetrope.compareMode('swipe', 40)")
        #expect((try tab.evaluate("document.querySelector('#against-stage').style.clipPath") as? String)?.contains("40%") == true)
    }

    /// Each side says what it is, the slider says what it does in each mode, and a swipe
    /// draws its line where the sides meet.
    @Test func theCompareViewLabelsItsSidesTheSliderAndTheSwipeLine() throws {
        let folder = try PreviewFixtureFolder(files: ["a.json": smallFixture()])
        try Self.recoloured.write(toFile: folder.path + "/b.fixture", atomically: true, encoding: .utf8)
        let address = try folder.startCommand(["--against", folder.path + "/b.fixture"])
        let tab = try PreviewPageTests.browser().openTab(URL(string: address)!)
        try PreviewPageTests.waitUntilReady(tab)
        try tab.wait(until: "zoetrope.state().compare !== null", timeout: 120)
        func labels() throws -> [String: Any] { try #require(try tab.evaluate("zoetrope.compareLabels()") as? [String: Any]) }
        let side = try labels()
        #expect(side["mine"] as? String == "a" && side["theirs"] as? String == "b.fixture" && side["swipeLine"] is NSNull)
        #expect(try tab.evaluate("!document.querySelector('#side-labels').hidden") as? Bool == true)
        try tab.evaluate("zoetrope.compareMode('onion', 30)")
        #expect(try labels()["slider"] as? String == "Opacity of b.fixture")
        try tab.evaluate("zoetrope.compareMode('swipe', 40)")
        let swipe = try labels()
        #expect(swipe["slider"] as? String == "Swipe: b.fixture from" && swipe["swipeLine"] as? String == "40%")
        // The line is drawn where the other side's clip begins: 40 % across the stage.
        let offset = try #require(try tab.evaluate("(() => { const w = document.querySelector('#stage-wrap').getBoundingClientRect(), l = document.querySelector('#swipe-line').getBoundingClientRect(); return (l.left + l.width / 2 - w.left) / w.width; })()") as? Double)
        #expect(abs(offset - 0.4) < 0.01)
    }
}
#endif
