import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Each sentence of the testing docs that states a default is there, word for word, and says
/// what the code does: change either and this fails.
@Suite struct DocumentedDefaultsTests {
    /// The page's text with every run of white space one space, so a sentence is found across
    /// its line breaks.
    static func text(_ page: String) throws -> String {
        let raw = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
        return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static let testing = "docs/testing.md"
    static let article = "Sources/ZoetropeTesting/ZoetropeTesting.docc/GettingStarted.md"

    @Test func theComparisonsDefaultsAreTheOnesTheDocsState() throws {
        let options = FrameSetComparison.Options()
        let page = try Self.text(Self.testing)
        #expect(page.contains("`threshold` (pixelmatch's colour threshold, 0 to 1, default 0.01"))
        #expect(options.threshold == 0.01 && FrameSetComparison.Options.zoetropeThreshold == 0.01)
        #expect(page.contains("`maximumDifferingPixels` and `maximumDifferingRatio` (both 0 by default: no pixel may differ)"))
        #expect(options.maximumDifferingPixels == 0 && options.maximumDifferingRatio == 0)
        #expect(page.contains("Images are compared as everywhere in Zoetrope (threshold 0.01, no pixel may differ;"))
        let article = try Self.text(Self.article)
        #expect(article.contains("a threshold of 0.01, anti-aliased pixels not counted, and no pixel allowed to differ"))
        let goldens = AnimationGoldens.defaultOptions
        #expect(goldens.threshold == 0.01 && !goldens.countsAntialiasing && goldens.maximumDifferingPixels == 0 && goldens.maximumDifferingRatio == 0)
    }

    @Test func theTolerancesAreTheOnesTheDocsState() throws {
        let page = try Self.text(Self.testing)
        #expect(page.contains("The default tolerance is 0.01 pt for frames and centres, 0.001 for alpha and 0.0001 for each transform component"))
        #expect(Trajectory.Tolerance() == Trajectory.Tolerance(points: 0.01, alpha: 0.001, transform: 0.0001))
        #expect(page.contains("`check` compares that first, with `Trajectory.Tolerance()` — 0.01 pt for a corner or an edge, 0.001 for alpha"))
        #expect(AnimationGoldens(directory: "unused").geometryTolerance == Trajectory.Tolerance())
        let article = try Self.text(Self.article)
        #expect(article.contains("checks it within 0.01 pt"))
    }

    @Test func theFailureFolderKeepsTheRunsTheDocsState() throws {
        let page = try Self.text(Self.testing)
        #expect(page.contains("under `$ZOETROPE_FAILURES` (by default `$TMPDIR/zoetrope-failures`)"))
        #expect(page.contains("all but the last `$ZOETROPE_KEEP_FAILURES` runs' folders (5 by default)"))
        if ProcessInfo.processInfo.environment["ZOETROPE_KEEP_FAILURES"] == nil {
            #expect(FailureFolder.keptRuns == 5)
        }
        if (ProcessInfo.processInfo.environment["ZOETROPE_FAILURES"] ?? "").isEmpty {
            #expect(FailureFolder.root == NSTemporaryDirectory() + "zoetrope-failures")
        }
    }
}
