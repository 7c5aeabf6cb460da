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
}
