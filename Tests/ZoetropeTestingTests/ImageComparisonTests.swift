import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTesting

@Suite struct ImageComparisonTests {
    func image(_ width: Int, _ height: Int, _ paint: (Int, Int) -> [UInt8] = { _, _ in [10, 20, 30, 255] }) throws -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += paint(x, y) } }
        return try RasterImage(width: width, height: height, rgba: bytes)
    }

    @Test func identicalImagesMatch() throws {
        let comparison = ImageComparison(actual: try image(10, 10), expected: try image(10, 10), tolerance: .exact)
        #expect(comparison.matches && comparison.differingPixels == 0)
    }

    @Test func smallChannelDifferencesWithinTheToleranceDoNotCount() throws {
        let shifted = try image(10, 10) { _, _ in [13, 20, 30, 255] }
        #expect(ImageComparison(actual: shifted, expected: try image(10, 10), tolerance: ImageTolerance(channel: 4, differingFraction: 0)).matches)
        #expect(!ImageComparison(actual: shifted, expected: try image(10, 10), tolerance: ImageTolerance(channel: 2, differingFraction: 0)).matches)
    }

    @Test func theFractionOfDifferingPixelsDecides() throws {
        let onePixel = try image(10, 10) { x, y in x == 3 && y == 4 ? [255, 255, 255, 255] : [10, 20, 30, 255] }
        let comparison = ImageComparison(actual: onePixel, expected: try image(10, 10), tolerance: ImageTolerance(channel: 4, differingFraction: 0.01))
        #expect(comparison.differingPixels == 1 && comparison.largestChannelDifference == 245)
        #expect(comparison.matches)
        #expect(!ImageComparison(actual: onePixel, expected: try image(10, 10), tolerance: ImageTolerance(channel: 4, differingFraction: 0.005)).matches)
    }

    @Test func imagesOfDifferentSizesNeverMatch() throws {
        let comparison = ImageComparison(actual: try image(10, 11), expected: try image(10, 10), tolerance: ImageTolerance(channel: 255, differingFraction: 1))
        #expect(!comparison.matches)
        #expect(comparison.description == "sizes differ: expected 10×10, got 10×11")
    }

    @Test func aGoldenIsWrittenOnlyWhenRecordingAndRecordingNeverPasses() throws {
        let path = NSTemporaryDirectory() + "zoetrope-golden-\(ProcessInfo.processInfo.processIdentifier)/g.png"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let golden = GoldenImage(path: path)
        let missing = golden.check(try image(4, 4), record: false)
        #expect(!missing.passed && !FileManager.default.fileExists(atPath: path))
        let recorded = golden.check(try image(4, 4), record: true)
        #expect(!recorded.passed && FileManager.default.fileExists(atPath: path))
        #expect(golden.check(try image(4, 4), record: false).passed)
        #expect(!golden.check(try image(4, 4) { _, _ in [200, 0, 0, 255] }, record: false).passed)
    }
}
