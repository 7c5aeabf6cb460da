import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTesting

@Suite struct FrameSetComparisonTests {
    let root = NSTemporaryDirectory() + "zoetrope-compare-" + UUID().uuidString

    func write(_ folder: String, _ name: String, width: Int = 8, height: Int = 8, dot: (x: Int, y: Int)? = nil) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += dot.map { $0.x == x && $0.y == y } == true ? [255, 0, 0, 255] : [240, 240, 240, 255] } }
        try RasterImage(width: width, height: height, rgba: bytes).writePNG(to: "\(root)/\(folder)/\(name)")
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    @Test func foldersPairByNameAndNameMissingAndExtraFrames() throws {
        defer { cleanUp() }
        for name in ["frame_0000.png", "frame_0001.png", "frame_0002.png"] { try write("expected", name) }
        try write("actual", "frame_0000.png")
        try write("actual", "frame_0001.png", dot: (3, 3))
        try write("actual", "frame_0003.png")
        let comparison = try FrameSetComparison.compare(actual: root + "/actual", expected: root + "/expected")
        #expect(!comparison.matches)
        #expect(comparison.frames.map(\.name) == ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_0003.png"])
        #expect(comparison.frames.map(\.status) == [.matched, .differed, .missing, .extra])
        #expect(comparison.frames[1].match?.differingPixels == 1)
        #expect(comparison.frames[1].summary == "frame_0001.png: differs — 1 of 64 pixels (1.562 %); largest colour difference 0.773")
        #expect(comparison.frames[2].summary.contains("missing"))
    }

    @Test func aFrameWithinTheAllowedCountOrRatioMatches() throws {
        defer { cleanUp() }
        try write("a", "f.png", dot: (1, 1))
        try write("e", "f.png")
        let a = root + "/a/f.png", e = root + "/e/f.png"
        #expect(try !FrameSetComparison.compare(actual: a, expected: e).matches)
        #expect(try FrameSetComparison.compare(actual: a, expected: e, options: .init(maximumDifferingPixels: 1)).matches)
        #expect(try FrameSetComparison.compare(actual: a, expected: e, options: .init(maximumDifferingRatio: 0.02)).matches)
        #expect(try !FrameSetComparison.compare(actual: a, expected: e, options: .init(maximumDifferingRatio: 0.01)).matches)
    }

    @Test func framesOfDifferentSizesDiffer() throws {
        defer { cleanUp() }
        try write("a", "f.png", width: 8)
        try write("e", "f.png", width: 9)
        let comparison = try FrameSetComparison.compare(actual: root + "/a", expected: root + "/e")
        #expect(comparison.frames.map(\.status) == [.sizeMismatch])
        #expect(comparison.frames[0].summary == "f.png: differs — the actual frame is 8×8, the expected 9×8")
    }

    @Test func invalidInputIsAnErrorThatSaysWhat() throws {
        defer { cleanUp() }
        try write("a", "f.png")
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/a/broken.png", contents: Data("not a png".utf8))
        func message(_ actual: String, _ expected: String) -> String {
            do {
                _ = try FrameSetComparison.compare(actual: root + "/" + actual, expected: root + "/" + expected)
                return "no error"
            } catch {
                return error.description.replacingOccurrences(of: root + "/", with: "")
            }
        }
        #expect(message("nowhere", "a") == "nowhere: no such file or folder (the actual frames)")
        #expect(message("a/f.png", "a") == "compare two PNG files or two folders of frames; a/f.png is a file and a a folder")
        #expect(message("empty", "empty") == "neither empty nor empty holds any .png file")
        #expect(message("a/broken.png", "a/f.png") == "a/broken.png: not a PNG file (it does not start with PNG's signature)")
    }

    @Test func framesThatDifferTheSameWayAreOneEntry() throws {
        defer { cleanUp() }
        for k in 0..<5 { try write("expected", "frame_000\(k).png") }
        // The same dot in frames 1, 2 and 4; another in frame 3.
        try write("actual", "frame_0000.png")
        for k in [1, 2, 4] { try write("actual", "frame_000\(k).png", dot: (3, 3)) }
        try write("actual", "frame_0003.png", dot: (5, 1))
        let comparison = try FrameSetComparison.compare(actual: root + "/actual", expected: root + "/expected")
        let groups = comparison.differingGroups
        #expect(groups.map { $0.map(\.name) } == [["frame_0001.png", "frame_0002.png", "frame_0004.png"], ["frame_0003.png"]])
        #expect(FrameSetComparison.summary(of: groups[0])
                == "frame_0001.png: differs — 1 of 64 pixels (1.562 %); largest colour difference 0.773 — and the same way in 2 other frames: frame_0002.png, frame_0004.png")
        // The report shows each way once, and says which frames are the same as which.
        try ComparisonReport(comparison: comparison).write(to: root + "/report")
        let html = try String(contentsOfFile: root + "/report/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<section ").count - 1 == 2)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/report/summary.json"))) as? [String: Any])
        let frames = try #require(summary["frames"] as? [[String: Any]])
        #expect(frames.map { $0["sameAs"] as? String } == [nil, nil, "frame_0001.png", nil, "frame_0001.png"])
    }

    @Test func aFolderNamedLikeAPlaceInThePageIsWrittenAsItIs() throws {
        defer { cleanUp() }
        // The page is a template whose places are `{{name}}`; a folder may be named so too.
        try write("{{sections}}", "frame.png", dot: (2, 2))
        try write("expected", "frame.png")
        let comparison = try FrameSetComparison.compare(actual: root + "/{{sections}}", expected: root + "/expected")
        try ComparisonReport(comparison: comparison).write(to: root + "/report")
        let html = try String(contentsOfFile: root + "/report/index.html", encoding: .utf8)
        #expect(html.contains("Actual <code>\(root)/{{sections}}</code>"))
        #expect(html.components(separatedBy: "<section ").count - 1 == 1)
        #expect(!html.contains("{{verdict}}") && html.contains("<title>Zoetrope comparison: 1 of 1 frame differs.</title>"))
    }
}
