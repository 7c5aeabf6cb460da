#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeCore
import ZoetropePlayer
import ZoetropePreview
import ZoetropeScene
import ZoetropeTesting
import ZoetropeTestSupport

/// The preview page in real headless Chromium: the inspector against `zoetrope dump`'s values,
/// a save seen on the page with the time kept, an error shown over the last good animation and
/// gone when fixed, and the HTML export played from disk with no request at all.
///
/// The server is `zoetrope preview` in a process of its own, as a user runs it: inside this
/// test process, the other browser suites' blocking tests hold the thread pool that libraries
/// under the server (NIO's `completeWithTask` for the WebSocket upgrade) start tasks on.
@Suite(.serialized) struct PreviewPageTests {
    nonisolated(unsafe) static var sharedBrowser: HeadlessBrowser?
    static let sharing = NSLock()

    /// One Chromium for every suite of this target (PlayerScriptTests, PreviewCompareTests too).
    static func browser() throws -> HeadlessBrowser {
        sharing.lock()
        defer { sharing.unlock() }
        if let sharedBrowser { return sharedBrowser }
        let browser = try HeadlessBrowser()
        sharedBrowser = browser
        return browser
    }

    /// Until the page has shown its first document (and, live, connected its socket). Asked
    /// by polling, with room for a machine loaded by the other browser suites.
    static func waitUntilReady(_ tab: HeadlessBrowser.Tab) throws {
        try tab.evaluate("(window.zoetropeReady = false, zoetrope.ready.then(() => { window.zoetropeReady = true }), true)")
        try tab.wait(until: "window.zoetropeReady === true", timeout: 120)
    }

    /// A number as the page writes it: rounded to thousandths, JavaScript's shortest form.
    static func shown(_ value: Double) -> String {
        JSONWriter.format((value * 1000).rounded() / 1000)
    }

    @Test func theInspectorShowsWhatDumpSaysAtTheMomentShown() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand()
        let tab = try Self.browser().openTab(URL(string: address)!)
        try Self.waitUntilReady(tab)
        let document = try FixtureDocument.load(path: folder.path + "/small.json")
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let state = try #require(try tab.evaluate("zoetrope.state()") as? [String: Any])
        #expect(state["name"] as? String == "small")
        #expect(state["elements"] as? Int == timeline.lifetimes.count)
        #expect(state["marks"] as? [String] == timeline.segments.map(\.label))
        #expect(try tab.evaluate("document.querySelectorAll('#chart .row').length") as? Int == timeline.lifetimes.count)

        // Mid-step: "b" is moving right to make room for "e".
        try tab.evaluate("zoetrope.seek(0.2)")
        try tab.wait(until: "zoetrope.momentReady()")
        let dump = FrameDump.json(scene: "small", timeline: timeline, moment: FrameDump.Moment(time: 0.2, step: timeline.segmentIndex(at: 0.2) ?? 0))
        guard case .object(let members) = dump, case .array(let elements)? = members.first(where: { $0.0 == "elements" })?.1 else {
            Issue.record("no elements in the dump")
            return
        }
        let b = try #require(elements.first { JSONWriter.write($0).contains("\"item\": \"b\"") })
        guard case .object(let fields) = b else { return }
        func number(_ object: String, _ key: String) -> Double {
            guard case .object(let inner)? = fields.first(where: { $0.0 == object })?.1, case .number(let value)? = inner.first(where: { $0.0 == key })?.1 else { return .nan }
            return value
        }
        let identity = try tab.evaluate("zoetrope.selectAt(\(number("center", "x")), \(number("center", "y")))") as? String
        #expect(identity == "item b")
        let inspector = try #require(try tab.evaluate("zoetrope.inspector()") as? [String: String])
        #expect(inspector["identity"] == "item b" && inspector["category"] == "cell")
        #expect(inspector["frame"] == "\(Self.shown(number("frame", "x"))), \(Self.shown(number("frame", "y"))), \(Self.shown(number("frame", "width"))) × \(Self.shown(number("frame", "height")))")
        #expect(inspector["center"] == "\(Self.shown(number("center", "x"))), \(Self.shown(number("center", "y")))")
        #expect(inspector["indexPath"] == "[0, 2]" && inspector["before"] == "[0, 1]" && inspector["after"] == "[0, 2]")
        #expect(inspector["alpha"] == "1" && inspector["role"] == "moving (shifted)")
        let motions = try #require(try tab.evaluate("zoetrope.motions()") as? [String])
        #expect(motions.count == 1 && motions[0].contains("moving (shifted): easeInEaseOut, delay 0 s, duration 0.4 s; position"), "\(motions)")
        // The inserted item, fading in at its place.
        let e = try #require(elements.first { JSONWriter.write($0).contains("\"item\": \"e\"") })
        guard case .object(let eFields) = e, case .number(let alpha)? = eFields.first(where: { $0.0 == "alpha" })?.1 else { return }
        try tab.evaluate("zoetrope.select(zoetrope.state().elements - 1)")
        #expect((try tab.evaluate("zoetrope.inspector()") as? [String: String])?["alpha"] == Self.shown(alpha))
    }

    @Test func aSaveShowsOnThePageKeepingTheTimeAndAnErrorShowsOverTheLastGoodAnimation() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand()
        let tab = try Self.browser().openTab(URL(string: address)!)
        try Self.waitUntilReady(tab)
        try tab.evaluate("zoetrope.seek(0.3)")
        #expect(try tab.evaluate("document.querySelector('#stage svg').innerHTML.toLowerCase().includes('ff3b30')") as? Bool == false)
        try folder.write("small.json", smallFixture(color: "#FF3B30"))
        try tab.wait(until: "zoetrope.state().version === 2", timeout: 60)
        #expect(try tab.evaluate("zoetrope.state().time") as? Double == 0.3)
        #expect(try tab.evaluate("document.querySelector('#stage svg').innerHTML.toLowerCase().includes('ff3b30')") as? Bool == true)

        try folder.write("small.json", smallFixture().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"))
        try tab.wait(until: "zoetrope.state().error !== null")
        let error = try #require(try tab.evaluate("document.querySelector('#error-text').textContent") as? String)
        #expect(error.hasSuffix("small.json:9:41: $.animation.fps: expected frames per second from 1 to 240, found 0"), "\(error)")
        #expect(try tab.evaluate("!document.querySelector('#error').hidden && !!document.querySelector('#stage svg')") as? Bool == true)

        try folder.write("small.json", smallFixture())
        try tab.wait(until: "zoetrope.state().error === null")
        #expect(try tab.evaluate("document.querySelector('#error').hidden") as? Bool == true)
    }

    @Test func theAppearanceMenuRedrawsTheFixtureInItKeepingTheTimeAndFollowingSaves() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture(color: "systemBlue")])
        let address = try folder.startCommand()
        let tab = try Self.browser().openTab(URL(string: address)!)
        try Self.waitUntilReady(tab)
        let shows = { (hex: String) in "document.querySelector('#stage svg').innerHTML.toLowerCase().includes('\(hex)')" }
        #expect(try tab.evaluate(shows("007aff")) as? Bool == true)
        try tab.evaluate("zoetrope.seek(0.3)")
        try tab.evaluate("(document.querySelector('#appearance').value = 'dark', document.querySelector('#appearance').dispatchEvent(new Event('change')), true)")
        try tab.wait(until: shows("0a84ff"), timeout: 60)
        #expect(try tab.evaluate("zoetrope.state().appearance") as? String == "dark")
        #expect(try tab.evaluate("zoetrope.state().time") as? Double == 0.3)
        // A save is shown in the appearance chosen.
        try folder.write("small.json", smallFixture(color: "systemRed"))
        try tab.wait(until: "zoetrope.state().version === 2", timeout: 60)
        #expect(try tab.evaluate(shows("ff453a")) as? Bool == true)
        try tab.evaluate("zoetrope.appearance('')")
        try tab.wait(until: shows("ff3b30"), timeout: 60)
    }

    /// Any page the user visits could otherwise open the preview's WebSocket and listen to the
    /// fixtures' names and saves: the server opens it only for its own page. Tried from the
    /// page itself (opens), from the same server under another name (`localhost`, another
    /// origin: refused) and from a `data:` page (origin `null`: refused).
    @Test func theWebSocketOpensOnlyForThePagesOwnOrigin() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand()
        let socketURL = address.replacingOccurrences(of: "http://", with: "ws://") + "ws"
        let attempt = """
            (window.socketResult = 'pending', (() => { const s = new WebSocket('\(socketURL)');
              s.onopen = () => { window.socketResult = 'open'; s.close(); };
              s.onerror = () => { window.socketResult = 'refused'; }; })(), true)
            """
        func result(from page: URL) throws -> String? {
            let tab = try Self.browser().openTab(page)
            try tab.evaluate(attempt)
            try tab.wait(until: "window.socketResult !== 'pending'", timeout: 60)
            return try tab.evaluate("window.socketResult") as? String
        }
        #expect(try result(from: URL(string: address)!) == "open")
        #expect(try result(from: URL(string: address.replacingOccurrences(of: "127.0.0.1", with: "localhost"))!) == "refused")
        #expect(try result(from: URL(string: "data:text/html,<title>elsewhere</title>")!) == "refused")
    }

    @Test func theHTMLExportPlaysFromDiskWithNoRequest() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let document = try FixtureDocument.load(path: folder.path + "/small.json")
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let html = PlayerPage.standalone(documents: [PlayerDocument(document: document, timeline: timeline).json], title: "small </script><script>window.bad = 1</script>")
        let file = folder.path + "/small.html"
        try html.write(toFile: file, atomically: true, encoding: .utf8)
        let tab = try Self.browser().openTab(URL(fileURLWithPath: file))
        try Self.waitUntilReady(tab)
        let state = try #require(try tab.evaluate("zoetrope.state()") as? [String: Any])
        #expect(state["elements"] as? Int == timeline.lifetimes.count && state["error"] is NSNull)
        try tab.evaluate("zoetrope.seek(0.2)")
        let shownTime = try #require(try tab.evaluate("document.querySelector('#stage svg').getCurrentTime()") as? Double)
        #expect(abs(shownTime - 0.2) < 1e-6)  // SMIL's clock is single precision
        try tab.evaluate("zoetrope.select(1)")
        #expect((try tab.evaluate("zoetrope.motions()") as? [String])?.isEmpty == false)
        // Nothing was fetched, and the fixture's markup and the title stayed text.
        #expect(try tab.evaluate("performance.getEntriesByType('resource').length") as? Int == 0)
        #expect(try tab.evaluate("document.querySelector('#summary b') === null && document.querySelector('#summary').textContent.includes('<b>and</b>')") as? Bool == true)
        #expect(try tab.evaluate("window.bad === undefined && document.querySelectorAll('script').length === 2") as? Bool == true)
        // Playing moves time on.
        try tab.evaluate("zoetrope.play()")
        try tab.wait(until: "zoetrope.state().time > 0.25")
    }

    /// The small fixture as the HTML export, open in a tab.
    func exportedPage() throws -> (PreviewFixtureFolder, HeadlessBrowser.Tab) {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let document = try FixtureDocument.load(path: folder.path + "/small.json")
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let html = PlayerPage.standalone(documents: [PlayerDocument(document: document, timeline: timeline).json], title: "small")
        try html.write(toFile: folder.path + "/small.html", atomically: true, encoding: .utf8)
        let tab = try Self.browser().openTab(URL(fileURLWithPath: folder.path + "/small.html"))
        try Self.waitUntilReady(tab)
        return (folder, tab)
    }

    /// An inserted element had no index path before its step, and says so; a moved one shows
    /// both.
    @Test func theInspectorSaysAnInsertedElementHadNoPlaceBefore() throws {
        let (_, tab) = try exportedPage()
        try tab.evaluate("zoetrope.seek(0.2)")
        let rows = try #require(try tab.evaluate("[...document.querySelectorAll('#chart .row text')].map(t => t.textContent)") as? [String])
        let e = try #require(rows.firstIndex(of: "item e"), "\(rows)")
        try tab.evaluate("zoetrope.select(\(e))")
        let inserted = try #require(try tab.evaluate("zoetrope.inspector()") as? [String: String])
        #expect(inserted["before"] == "none: it is inserted in this step" && inserted["after"] == "[0, 1]", "\(inserted)")
        let b = try #require(rows.firstIndex(of: "item b"))
        try tab.evaluate("zoetrope.select(\(b))")
        let moved = try #require(try tab.evaluate("zoetrope.inspector()") as? [String: String])
        #expect(moved["before"] == "[0, 1]" && moved["after"] == "[0, 2]", "\(moved)")
    }

    /// With Loop off, Play at the end plays again from the start.
    @Test func playAtTheEndWithLoopOffStartsAgain() throws {
        let (_, tab) = try exportedPage()
        try tab.evaluate("document.querySelector('#loop').click()")
        try tab.evaluate("zoetrope.play()")
        try tab.wait(until: "!zoetrope.state().playing && zoetrope.state().time === zoetrope.state().duration")
        try tab.evaluate("document.querySelector('#play').click()")
        #expect(try tab.evaluate("zoetrope.state().playing && zoetrope.state().time < 0.2") as? Bool == true)
    }

    /// A click on the scrubber right above a time on the chart's axis shows that time: the
    /// chart and the scrubber share one axis.
    @Test func theTimingChartsAxisLinesUpWithTheScrubber() throws {
        let (_, tab) = try exportedPage()
        let duration = try #require(try tab.evaluate("zoetrope.state().duration") as? Double)
        let trackWidth = try #require(try tab.evaluate("document.querySelector('#scrubber').getBoundingClientRect().width - 14") as? Double)
        for share in [0.1, 0.5, 0.9] {
            try tab.evaluate("zoetrope.seek(\(share * duration))")
            let point = try #require(try tab.evaluate("""
                (() => { const p = document.querySelector('#chart .playhead'), svg = p.ownerSVGElement.getBoundingClientRect(),
                               s = document.querySelector('#scrubber').getBoundingClientRect();
                         return [svg.left + Number(p.getAttribute('x1')), s.top + s.height / 2]; })()
                """) as? [Double])
            try tab.evaluate("zoetrope.seek(0)")
            try tab.click(x: point[0], y: point[1])
            let shown = try #require(try tab.evaluate("zoetrope.state().time") as? Double)
            // Within a pixel of the scrubber's track, and its 0.001 s step.
            #expect(abs(shown - share * duration) <= duration / trackWidth + 0.001, "\(share): the chart's \(share * duration) s is the scrubber's \(shown) s")
        }
    }

    /// The error banner lies over the animation: the picture stays where it was.
    @Test func anErrorLiesOverTheAnimationWithoutMovingIt() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand()
        let tab = try Self.browser().openTab(URL(string: address)!)
        try Self.waitUntilReady(tab)
        let before = try #require(try tab.evaluate("document.querySelector('#stage svg').getBoundingClientRect().top") as? Double)
        try folder.write("small.json", smallFixture().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"))
        try tab.wait(until: "zoetrope.state().error !== null", timeout: 60)
        let after = try #require(try tab.evaluate("document.querySelector('#stage svg').getBoundingClientRect().top") as? Double)
        #expect(abs(after - before) < 0.5, "the animation moved from \(before) to \(after)")
        let overlaps = try tab.evaluate("""
            (() => { const e = document.querySelector('#error').getBoundingClientRect(), s = document.querySelector('#stage svg').getBoundingClientRect();
                     return e.top < s.bottom && e.bottom > s.top && e.height > 0; })()
            """) as? Bool
        #expect(overlaps == true)
    }

    /// The picture in docs/preview.md: the app-fonts fixture mid-step, an element inspected.
    /// Written only when recording (`ZOETROPE_RECORD=1`); otherwise made and checked.
    @Test func thePageAsTheDocumentationShowsIt() throws {
        let folder = try PreviewFixtureFolder(copying: ["app-fonts.json", "settings-list.json"])
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/fonts", toPath: folder.path + "/fonts")
        let address = try folder.startCommand()
        let tab = try Self.browser().openTab(URL(string: address)!, width: 1360, height: 1000)
        try Self.waitUntilReady(tab)
        try tab.evaluate("zoetrope.seek(1.45)")
        try tab.wait(until: "zoetrope.momentReady()")
        #expect(try tab.evaluate("zoetrope.selectAt(120, 400)") as? String != nil)
        try tab.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        let png = try tab.screenshot()
        let image = try RasterImage(pngData: png)
        #expect(image.width == 1360 && image.height == 1000)
        if RecordingEnvironment.recordingRequested {
            try Data(png).write(to: URL(fileURLWithPath: packageRoot + "/docs/images/preview.png"))
        }
    }
}
#endif
