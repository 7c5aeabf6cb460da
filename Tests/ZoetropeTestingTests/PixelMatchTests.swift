import Foundation
import Testing
import ZoetropeTesting

@Suite struct PixelMatchTests {
    /// A `width` × `height` RGBA image painted pixel by pixel.
    func pixels(_ width: Int, _ height: Int, _ paint: (Int, Int) -> [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height { for x in 0..<width { bytes += paint(x, y) } }
        return bytes
    }

    let grey: [UInt8] = [200, 200, 200, 255]

    @Test func identicalImagesHaveNoDifferingPixels() {
        let image = pixels(16, 16) { x, y in [UInt8(x * 10), UInt8(y * 10), 90, 255] }
        let result = PixelMatch().compare(actual: image, expected: image, width: 16, height: 16)
        #expect(result.differingPixels == 0 && result.antialiasedPixels == 0)
    }

    @Test func aOnePixelColourChangeBeyondTheThresholdIsCounted() {
        let expected = pixels(20, 20) { _, _ in grey }
        let actual = pixels(20, 20) { x, y in x == 7 && y == 11 ? [200, 60, 60, 255] : grey }
        let result = PixelMatch(threshold: 0.1).compare(actual: actual, expected: expected, width: 20, height: 20)
        #expect(result.differingPixels == 1)
        // The diff image marks it in red, at its place.
        let offset = (11 * 20 + 7) * 4
        #expect(Array(result.diff[offset..<offset + 4]) == [255, 0, 0, 255])
    }

    @Test func aColourChangeWithinTheThresholdIsNot() {
        let expected = pixels(20, 20) { _, _ in grey }
        let actual = pixels(20, 20) { x, y in x == 7 && y == 11 ? [203, 199, 200, 255] : grey }
        #expect(PixelMatch(threshold: 0.1).compare(actual: actual, expected: expected, width: 20, height: 20).differingPixels == 0)
        // …but it is one with no threshold at all.
        #expect(PixelMatch(threshold: 0).compare(actual: actual, expected: expected, width: 20, height: 20).differingPixels == 1)
    }

    /// A black bar on white whose right edge is one column of grey, as an anti-aliased edge is;
    /// the two images cover that column by different amounts.
    func edge(coverage: UInt8) -> [UInt8] {
        pixels(24, 24) { x, _ in
            switch x {
            case 6...11: return [0, 0, 0, 255]
            case 12: return [255 - coverage, 255 - coverage, 255 - coverage, 255]
            default: return [255, 255, 255, 255]
            }
        }
    }

    @Test func antialiasingNoiseOnAnEdgeIsRecognisedAndNotCounted() {
        let result = PixelMatch(threshold: 0.1).compare(actual: edge(coverage: 90), expected: edge(coverage: 170), width: 24, height: 24)
        #expect(result.differingPixels == 0)
        #expect(result.antialiasedPixels == 24)
        // Marked yellow in the diff image.
        let offset = (5 * 24 + 12) * 4
        #expect(Array(result.diff[offset..<offset + 4]) == [255, 255, 0, 255])
        // Counted when asked to.
        #expect(PixelMatch(threshold: 0.1, countsAntialiasing: true).compare(actual: edge(coverage: 90), expected: edge(coverage: 170), width: 24, height: 24).differingPixels == 24)
    }

    @Test func theSameChangeAwayFromAnEdgeIsCounted() {
        // The same grey in the middle of the white, with no dark and bright neighbours to be an edge between.
        let expected = pixels(24, 24) { x, y in x == 18 && y == 5 ? [85, 85, 85, 255] : [255, 255, 255, 255] }
        let actual = pixels(24, 24) { x, y in x == 18 && y == 5 ? [165, 165, 165, 255] : [255, 255, 255, 255] }
        #expect(PixelMatch(threshold: 0.1).compare(actual: actual, expected: expected, width: 24, height: 24).differingPixels == 1)
    }

    @Test func unchangedPixelsAreAFadedGreyInTheDiffImage() {
        let image = pixels(4, 4) { _, _ in [0, 0, 255, 255] }
        let result = PixelMatch().compare(actual: image, expected: image, width: 4, height: 4)
        let first = Array(result.diff[0..<4])
        #expect(first[0] == first[1] && first[1] == first[2], "grey, not coloured: \(first)")
        #expect(first[0] > 200, "faded towards white: \(first)")
    }

    @Test func transparentPixelsAreNotTakenForWhite() {
        // pixelmatch 7 blends translucent pixels over a checkerboard, so a transparent image
        // differs from an opaque white one (its suite's 8a against 5b: every pixel).
        let clear = pixels(4, 4) { _, _ in [0, 0, 0, 0] }
        let white = pixels(4, 4) { _, _ in [255, 255, 255, 255] }
        #expect(PixelMatch(threshold: 0).compare(actual: clear, expected: white, width: 4, height: 4).differingPixels == 16)
        // Over white (pixelmatch 6, or --no-checkerboard) they are the same.
        var overWhite = PixelMatch(threshold: 0)
        overWhite.blendsOverCheckerboard = false
        #expect(overWhite.compare(actual: clear, expected: white, width: 4, height: 4).differingPixels == 0)
    }

    @Test func theDiffImageTakesEachOptionsColoursAndCanBeAMask() {
        let expected = pixels(20, 20) { _, _ in grey }
        // One pixel darker than the expected one, one lighter.
        let actual = pixels(20, 20) { x, y in x == 3 && y == 4 ? [20, 20, 20, 255] : (x == 15 && y == 9 ? [255, 255, 255, 255] : grey) }
        var matcher = PixelMatch(threshold: 0.05)
        matcher.differenceColour = .init(red: 1, green: 2, blue: 3)
        matcher.darkerDifferenceColour = .init(red: 4, green: 5, blue: 6)
        matcher.fadedOpacity = 1
        let result = matcher.compare(actual: actual, expected: expected, width: 20, height: 20)
        let darker = (4 * 20 + 3) * 4, lighter = (9 * 20 + 15) * 4
        #expect(Array(result.diff[darker..<darker + 4]) == [1, 2, 3, 255], "the actual is the darker: the difference colour")
        #expect(Array(result.diff[lighter..<lighter + 4]) == [4, 5, 6, 255], "the expected is the darker: the alternative colour")
        // Fading at full opacity keeps the unchanged pixels' own brightness.
        #expect(Array(result.diff[0..<4]) == [200, 200, 200, 255])
        matcher.drawsMask = true
        let mask = matcher.compare(actual: actual, expected: expected, width: 20, height: 20)
        #expect(Array(mask.diff[0..<4]) == [0, 0, 0, 0], "a mask is transparent where nothing differs")
        #expect(Array(mask.diff[darker..<darker + 4]) == [1, 2, 3, 255])
    }

    /// The default for Zoetrope's own frames catches a brand colour's change that
    /// pixelmatch's default lets pass, and the largest difference says by how much.
    @Test func theDefaultThresholdCatchesABrandColourChangeThatPixelmatchsLetsPass() {
        let green = [UInt8](repeating: 0, count: 64 * 4).enumerated().map { [UInt8(0x34), 0xC7, 0x59, 0xFF][$0.offset % 4] }
        let newGreen = [UInt8](repeating: 0, count: 64 * 4).enumerated().map { [UInt8(0x30), 0xD1, 0x58, 0xFF][$0.offset % 4] }
        let tuned = PixelMatch(threshold: FrameSetComparison.Options.zoetropeThreshold).compare(actual: newGreen, expected: green, width: 8, height: 8)
        #expect(tuned.differingPixels == 64)
        #expect(abs(tuned.largestDifference - 0.0268) < 0.0005)
        let pixelmatch = PixelMatch(threshold: FrameSetComparison.Options.pixelmatchThreshold).compare(actual: newGreen, expected: green, width: 8, height: 8)
        #expect(pixelmatch.differingPixels == 0, "pixelmatch's 0.1 lets it pass, as seen")
        #expect(FrameSetComparison.Options().threshold == 0.01)
        #expect(PixelMatch().threshold == 0.1, "PixelMatch itself keeps pixelmatch's default")
    }
}
