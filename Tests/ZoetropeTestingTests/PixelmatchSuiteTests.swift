import Foundation
import Testing
import ZoetropePNG
import ZoetropeTesting

/// pixelmatch's own test suite (mapbox/pixelmatch, ISC licence), run through Zoetrope: each
/// case's pair of fixture images compared with the case's options must give pixelmatch's count
/// and, pixel for pixel, pixelmatch's diff image.
///
/// The cases and their expected counts are pixelmatch's `test/test.js`, at its release 7.2.0
/// (YIQ) and at its main branch's commit c6fee35 (OKLab, windows), where the counts and diff
/// images changed. The fixture images are not kept in this repository: `scripts/pixelmatch-suite`
/// takes them from a pixelmatch checkout and runs this suite with `PIXELMATCH_SUITE` set to the
/// folder it made (`7.2.0/` and `c6fee35/`, each pixelmatch's `test/fixtures`). Without it,
/// the fixture cases are skipped; the cases without fixtures always run.
@Suite struct PixelmatchSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var version: String
        var first: String
        var second: String
        var diff: String
        var expected: Int
        var threshold: Double = 0.05
        var alpha: Double = 0.1
        var antialiasingColour: PixelMatch.Colour?
        var differenceColour: PixelMatch.Colour?
        var darkerDifferenceColour: PixelMatch.Colour?
        var mask = false

        var testDescription: String { "\(version): \(first) against \(second) → \(diff) (\(expected))" }

        var matcher: PixelMatch {
            var matcher = PixelMatch(threshold: threshold)
            matcher.metric = version == "7.2.0" ? .yiq : .oklab
            matcher.fadedOpacity = alpha
            if let antialiasingColour { matcher.antialiasingColour = antialiasingColour }
            if let differenceColour { matcher.differenceColour = differenceColour }
            matcher.darkerDifferenceColour = darkerDifferenceColour
            matcher.drawsMask = mask
            return matcher
        }
    }

    static func cases(_ version: String, _ counts: [Int]) -> [Case] {
        let magenta = PixelMatch.Colour(red: 255, green: 0, blue: 255), green = PixelMatch.Colour(red: 0, green: 192, blue: 0)
        return [
            Case(version: version, first: "1a", second: "1b", diff: "1diff", expected: counts[0]),
            Case(version: version, first: "1a", second: "1b", diff: "1diffdefaultthreshold", expected: counts[1], threshold: 0.1),
            Case(version: version, first: "1a", second: "1b", diff: "1diffmask", expected: counts[2], mask: true),
            Case(version: version, first: "1a", second: "1a", diff: "1emptydiffmask", expected: counts[3], threshold: 0, mask: true),
            Case(version: version, first: "2a", second: "2b", diff: "2diff", expected: counts[4], alpha: 0.5,
                 antialiasingColour: green, differenceColour: magenta),
            Case(version: version, first: "3a", second: "3b", diff: "3diff", expected: counts[5]),
            Case(version: version, first: "4a", second: "4b", diff: "4diff", expected: counts[6]),
            Case(version: version, first: "5a", second: "5b", diff: "5diff", expected: counts[7]),
            Case(version: version, first: "6a", second: "6b", diff: "6diff", expected: counts[8]),
            Case(version: version, first: "6a", second: "6a", diff: "6empty", expected: counts[9], threshold: 0),
            Case(version: version, first: "7a", second: "7b", diff: "7diff", expected: counts[10], threshold: 0.1,
                 darkerDifferenceColour: PixelMatch.Colour(red: 0, green: 255, blue: 0)),
            Case(version: version, first: "8a", second: "5b", diff: "8diff", expected: counts[11]),
        ]
    }

    static let allCases = cases("7.2.0", [143, 106, 143, 0, 12437, 212, 36049, 6, 51, 0, 2448, 32896])
        + cases("c6fee35", [154, 120, 154, 0, 12821, 220, 36563, 0, 51, 0, 2440, 32896])

    static let fixtures = ProcessInfo.processInfo.environment["PIXELMATCH_SUITE"]

    static func image(_ version: String, _ name: String) throws -> DecodedPNG {
        let path = "\(fixtures!)/\(version)/\(name).png"
        guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        return try DecodedPNG(decoding: [UInt8](data))
    }

    @Test(.enabled(if: fixtures != nil, "PIXELMATCH_SUITE names no folder of pixelmatch's fixtures (scripts/pixelmatch-suite)"),
          arguments: allCases)
    func eachCaseGivesPixelmatchsCountAndDiffImage(_ suiteCase: Case) throws {
        let first = try Self.image(suiteCase.version, suiteCase.first), second = try Self.image(suiteCase.version, suiteCase.second)
        let expectedDiff = try Self.image(suiteCase.version, suiteCase.diff)
        let result = suiteCase.matcher.compare(actual: first.rgba, expected: second.rgba, width: first.width, height: first.height)
        #expect(result.differingPixels == suiteCase.expected, "the number of differing pixels")
        // Counted without drawing, the same.
        #expect(suiteCase.matcher.compare(actual: first.rgba, expected: second.rgba, width: first.width, height: first.height,
                                          drawingDiff: false).differingPixels == suiteCase.expected)
        let mismatched = stride(from: 0, to: result.diff.count, by: 4).filter { result.diff[$0..<$0 + 4] != expectedDiff.rgba[$0..<$0 + 4] }
        #expect(mismatched.isEmpty, "\(mismatched.count) diff pixels differ from pixelmatch's, the first at pixel \(mismatched.first.map { $0 / 4 } ?? 0)")
    }

    /// The same pairs through `compare`'s own path (files read, decoded, compared), which
    /// passes a frame whose count is within `--max-count`.
    @Test(.enabled(if: fixtures != nil, "PIXELMATCH_SUITE names no folder of pixelmatch's fixtures (scripts/pixelmatch-suite)"),
          arguments: allCases.filter { $0.first != $0.second })
    func compareCountsEachPairAsPixelmatchDoes(_ suiteCase: Case) throws {
        var options = FrameSetComparison.Options(threshold: suiteCase.threshold, maximumDifferingPixels: suiteCase.expected)
        options.matcher = suiteCase.matcher
        let folder = "\(Self.fixtures!)/\(suiteCase.version)"
        let comparison = try FrameSetComparison.compare(actual: "\(folder)/\(suiteCase.first).png", expected: "\(folder)/\(suiteCase.second).png", options: options)
        #expect(comparison.frames.first?.match?.differingPixels == suiteCase.expected)
        #expect(comparison.matches)
        options.maximumDifferingPixels = suiteCase.expected - 1
        let failing = try FrameSetComparison.compare(actual: "\(folder)/\(suiteCase.first).png", expected: "\(folder)/\(suiteCase.second).png", options: options)
        #expect(!failing.matches || suiteCase.expected == 0)
        if suiteCase.expected > 0, let png = failing.frames.first?.diffPNG {
            #expect(try DecodedPNG(decoding: png).rgba == Self.image(suiteCase.version, suiteCase.diff).rgba, "compare's diff image is pixelmatch's")
        }
    }

    /// pixelmatch's main branch's window test on a real pair: 6a against 6b has 51 differing
    /// pixels, 29 in the densest 32 × 32 window and 6 in the densest 8 × 8.
    @Test(.enabled(if: fixtures != nil, "PIXELMATCH_SUITE names no folder of pixelmatch's fixtures (scripts/pixelmatch-suite)"))
    func windowsOnARealPairGivePixelmatchsCounts() throws {
        let first = try Self.image("c6fee35", "6a"), second = try Self.image("c6fee35", "6b")
        var matcher = PixelMatch(threshold: 0.05)
        matcher.metric = .oklab
        for (size, expected) in [(256, 51), (100_000, 51), (32, 29), (8, 6)] {
            matcher.windowSize = size
            let result = matcher.compare(actual: first.rgba, expected: second.rgba, width: first.width, height: first.height, drawingDiff: false)
            #expect(result.countedPixels == expected, "window \(size)")
        }
    }

    // pixelmatch's cases that need no fixture images.

    func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> [UInt8] { [r, g, b, a] }

    @Test(arguments: [PixelMatch.Metric.yiq, .oklab])
    func halfTransparentBlackIsGreyOverWhiteButNotOverTheCheckerboard(_ metric: PixelMatch.Metric) {
        var matcher = PixelMatch()
        matcher.metric = metric
        #expect(matcher.compare(actual: pixel(0, 0, 0, 128), expected: pixel(127, 127, 127), width: 1, height: 1).differingPixels == 1)
        matcher.blendsOverCheckerboard = false
        #expect(matcher.compare(actual: pixel(0, 0, 0, 128), expected: pixel(127, 127, 127), width: 1, height: 1).differingPixels == 0)
    }

    @Test func oklabsToeSeparatesNearBlackGreysAsPixelmatchDoes() {
        var matcher = PixelMatch()
        matcher.metric = .oklab
        #expect(matcher.compare(actual: pixel(0, 0, 0), expected: pixel(13, 13, 13), width: 1, height: 1).differingPixels == 0)
        #expect(matcher.compare(actual: pixel(0, 0, 0), expected: pixel(23, 23, 23), width: 1, height: 1).differingPixels == 1)
    }

    /// The colour pairs of pixelmatch's issue 127, which YIQ scored alike and OKLab tells apart.
    @Test func oklabSeparatesPixelmatchsIssue127Pairs() {
        var matcher = PixelMatch()
        matcher.metric = .oklab
        func count(_ first: [UInt8], _ second: [UInt8]) -> Int {
            matcher.compare(actual: first, expected: second, width: 1, height: 1).differingPixels
        }
        #expect(count(pixel(41, 56, 157), pixel(41, 56, 0)) == 1, "very different")
        #expect(count(pixel(39, 44, 92), pixel(39, 44, 14)) == 1, "clearly different")
        #expect(count(pixel(0, 254, 252), pixel(94, 254, 252)) == 0, "nearly identical")
        #expect(count(pixel(0, 254, 252), pixel(47, 254, 252)) == 0, "imperceptible")
    }

    @Test func theDensestWindowCountsABlockWhole() {
        let white = [UInt8](repeating: 255, count: 10 * 10 * 4)
        var block = white
        for y in 2..<5 { for x in 2..<5 { let p = (y * 10 + x) * 4; block[p] = 0; block[p + 1] = 0; block[p + 2] = 0 } }
        var matcher = PixelMatch(countsAntialiasing: true)
        matcher.metric = .oklab
        for (size, expected) in [(nil, 9), (3, 9), (2, 4), (100, 9)] as [(Int?, Int)] {
            matcher.windowSize = size
            #expect(matcher.compare(actual: white, expected: block, width: 10, height: 10).countedPixels == expected, "window \(String(describing: size))")
        }
        matcher.windowSize = 3
        #expect(matcher.compare(actual: white, expected: white, width: 10, height: 10).countedPixels == 0)
    }
}
