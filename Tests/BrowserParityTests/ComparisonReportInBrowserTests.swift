#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTesting
import ZoetropeTestSupport

/// The HTML report of `zoetrope compare` opens from disk in a browser, with no server, every
/// image loaded and no error.
@Suite struct ComparisonReportInBrowserTests {
    @Test func theReportOpensInChromiumWithEveryImageAndNoError() throws {
        let root = NSTemporaryDirectory() + "zoetrope-report-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["actual", "expected"] { try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        func frame(_ shade: UInt8, dot: Bool = false) throws -> RasterImage {
            var bytes: [UInt8] = []
            for y in 0..<40 { for x in 0..<60 { bytes += dot && (20...30).contains(x) && (10...20).contains(y) ? [255, 0, 0, 255] : [shade, shade, 255, 255] } }
            return try RasterImage(width: 60, height: 40, rgba: bytes)
        }
        // Names with spaces and a '#' must still load from the page.
        try frame(100).writePNG(to: root + "/actual/frame 0000.png")
        try frame(100).writePNG(to: root + "/expected/frame 0000.png")
        try frame(120, dot: true).writePNG(to: root + "/actual/frame#0001.png")
        try frame(120).writePNG(to: root + "/expected/frame#0001.png")
        try frame(140).writePNG(to: root + "/expected/frame_0002.png")

        let comparison = try FrameSetComparison.compare(actual: root + "/actual", expected: root + "/expected")
        #expect(comparison.frames.map(\.status) == [.matched, .differed, .missing])
        try manager.createDirectory(atPath: root + "/report", withIntermediateDirectories: true)
        try ComparisonReport(comparison: comparison).write(to: root + "/report")

        let browser = try HeadlessBrowser()
        let page = try browser.load(URL(fileURLWithPath: root + "/report/index.html"), evaluating: """
            JSON.stringify({
              images: document.images.length,
              broken: [...document.images].filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src')),
              sections: document.querySelectorAll('section').length,
              title: document.querySelector('h1').textContent,
              links: [...document.querySelectorAll('.strip a[href]')].filter(a => !document.querySelector(a.getAttribute('href'))).length,
              viewers: document.querySelectorAll('.viewer').length,
              swipe: (() => {
                const viewer = document.querySelector('.viewer'), range = viewer.querySelector('input[type=range]'), over = viewer.querySelector('.over');
                range.value = 30; range.dispatchEvent(new Event('input'));
                const swiped = over.style.width;
                viewer.querySelector('input[value=onion]').click();
                range.value = 80; range.dispatchEvent(new Event('input'));
                return [swiped, over.style.width, over.style.opacity];
              })()
            })
            """)
        #expect(page.errors.isEmpty, "\(page.errors)")
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(((page.value as? String) ?? "{}").utf8)) as? [String: Any])
        #expect(facts["title"] as? String == "2 of 3 frames differ.")
        // Filmstrip 3 + the differing frame's expected, actual, the two in its swipe view, and
        // diff + the missing frame's expected.
        #expect(facts["images"] as? Int == 9)
        // The swipe uncovers the actual frame from the left; the onion skin fades it in.
        #expect(facts["viewers"] as? Int == 1)
        #expect(facts["swipe"] as? [String] == ["30%", "100%", "0.8"], "\(facts["swipe"] ?? "")")
        #expect((facts["broken"] as? [String])?.isEmpty == true, "\(facts["broken"] ?? "")")
        #expect(facts["sections"] as? Int == 2)
        #expect(facts["links"] as? Int == 0, "every red thumbnail leads to its frame's section")
    }

    @Test func theCheckSeesAMissingImage() throws {
        // The test above would pass on a report with a broken image if this did not fail.
        let root = NSTemporaryDirectory() + "zoetrope-report-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "<!doctype html><title>x</title><img src=\"nowhere.png\">".write(toFile: root + "/index.html", atomically: true, encoding: .utf8)
        let page = try HeadlessBrowser().load(URL(fileURLWithPath: root + "/index.html"),
                                              evaluating: "[...document.images].filter(i => i.naturalWidth > 0).length")
        #expect(page.value as? Int == 0)
        #expect(!page.errors.isEmpty)
    }
}
#endif
