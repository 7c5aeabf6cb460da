import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeTestSupport
import ZoetropeTesting

@Suite struct AnimationGoldensTests {
    static let root = packageRoot

    func timeline(_ fixture: String) throws -> Timeline {
        try FixtureDocument.load(path: Self.root + "/Fixtures/\(fixture).json").makeTimeline()
    }

    let folder = NSTemporaryDirectory() + "zoetrope-goldens-" + UUID().uuidString

    @Test func recordingFailsOnPurposeThenTheSameFramesPassAndOthersFail() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let swatches = try timeline("color-swatches-boring")
        let times = AnimationGoldens.Times.times([0, 0.5, 1.45])
        #expect(throws: AnimationGoldens.Recorded.self) {
            try AnimationGoldens(directory: folder, record: true).check(swatches, named: "swatches", at: times)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/swatches/t0000.500.png"))
        let goldens = AnimationGoldens(directory: folder, record: false)
        let passed = try goldens.check(swatches, named: "swatches", at: times)
        #expect(passed.frames.count == 3 && passed.matches)

        // The custom animations differ from the default ones once the first step has begun.
        let custom = try timeline("color-swatches")
        do {
            try goldens.check(custom, named: "swatches", at: times)
            Issue.record("a different animation passed")
        } catch let mismatch as AnimationGoldens.Mismatch {
            let text = mismatch.description
            #expect(text.contains("swatches: "))
            #expect(text.contains("frames differ from the goldens in \(folder)/swatches"))
            #expect(text.contains("t0001.450.png (t = 1.45 s): differs — "), "\(text)")
            #expect(text.contains("report: "))
            let report = try #require(mismatch.reportPath)
            #expect(FileManager.default.fileExists(atPath: report))
        }
    }

    @Test func eachAppearanceKeepsGoldensOfItsOwn() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = Self.root + "/Fixtures/settings-list.json"
        let times = AnimationGoldens.Times.times([0.5])
        for style in Appearance.Style.allCases {
            let appearance = Appearance(style: style)
            let timeline = try FixtureDocument.load(path: path, appearance: appearance).makeTimeline()
            #expect(throws: AnimationGoldens.Recorded.self) {
                try AnimationGoldens(directory: folder, record: true).check(timeline, named: "settings", in: appearance, at: times)
            }
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/settings-light/t0000.500.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/settings-dark/t0000.500.png"))
        let dark = try FixtureDocument.load(path: path, appearance: Appearance(style: .dark)).makeTimeline()
        let goldens = AnimationGoldens(directory: folder, record: false)
        #expect(try goldens.check(dark, named: "settings", in: Appearance(style: .dark), at: times).matches)
        // Dark frames are not the light goldens.
        #expect(throws: AnimationGoldens.Mismatch.self) {
            try goldens.check(dark, named: "settings", in: Appearance(style: .light), at: times)
        }
    }

    @Test func withoutGoldensTheCheckFailsAndSaysHowToRecord() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = #expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(try timeline("color-swatches-boring"), named: "none", at: .times([0]))
        }
        #expect(error?.description.contains("there are no goldens at \(folder)/none") == true)
        #expect(error?.description.contains("ZOETROPE_RECORD=1") == true)
    }

    /// A 200 × 100 image of one colour, with `changed` pixels of the first row another.
    func image(width: Int = 200, height: Int = 100, changed: Int = 0) throws -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += y == 0 && x < changed ? [255, 59, 48, 255] : [52, 199, 89, 255] }
        }
        return try RasterImage(width: width, height: height, rgba: bytes)
    }

    @Test func anImageIsRecordedOnPurposeThenMatchesAndAChangedOneFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: AnimationGoldens.Recorded.self) {
            try AnimationGoldens(directory: folder, record: true).check(try image(), named: "strip")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/strip.png"))
        let goldens = AnimationGoldens(directory: folder, record: false)
        #expect(try goldens.check(try image(), named: "strip").matches)
        let mismatch = #expect(throws: AnimationGoldens.Mismatch.self) {
            try goldens.check(try image(changed: 40), named: "strip")
        }
        #expect(mismatch?.description.contains("1 of 1 frames differ from the goldens in \(folder)/strip.png") == true, "\(String(describing: mismatch))")
        #expect(mismatch?.reportPath.map { FileManager.default.fileExists(atPath: $0) } == true)
        let resized = #expect(throws: AnimationGoldens.Mismatch.self) {
            try goldens.check(try image(height: 101), named: "strip")
        }
        #expect(resized?.description.contains("the actual frame is 200×101, the expected 200×100") == true, "\(String(describing: resized))")
    }

    @Test func aGoldenImageAllowsNoDifferingPixelUnlessTheTestSays() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try? AnimationGoldens(directory: folder, record: true).check(try image(), named: "strip")
        #expect(throws: AnimationGoldens.Mismatch.self) { try AnimationGoldens(directory: folder, record: false).check(try image(changed: 1), named: "strip") }
        // 0.01 % of 20,000 pixels is 2.
        let tolerant = AnimationGoldens(directory: folder, options: FrameSetComparison.Options(maximumDifferingRatio: 0.0001), record: false)
        #expect(try tolerant.check(try image(changed: 2), named: "strip").matches)
        #expect(throws: AnimationGoldens.Mismatch.self) { try tolerant.check(try image(changed: 3), named: "strip") }
    }

    /// The defaults catch a half-point shift, a 0.02 colour change and a 10 % longer step, and
    /// pass the animation as recorded.
    @Test func theDefaultsCatchTheSmallChangesThatMatter() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func timeline(_ json: String) throws -> Timeline {
            try FixtureDocument.decode(Array(json.utf8), file: "strictness.json").makeTimeline(textMeasurer: CairoTextMeasurer())
        }
        let times = AnimationGoldens.Times.times(StrictnessCases.times)
        _ = try? AnimationGoldens(directory: folder, record: true).check(try timeline(StrictnessCases.base), named: "case", at: times)
        let goldens = AnimationGoldens(directory: folder, record: false)
        #expect(try goldens.check(try timeline(StrictnessCases.base), named: "case", at: times).matches)
        for (change, fixture) in StrictnessCases.changes {
            #expect(throws: AnimationGoldens.Mismatch.self, "\(change) passed the goldens") {
                try goldens.check(try timeline(fixture), named: "case", at: times)
            }
        }
    }

    /// A grid whose inset grew by two thirds of a point changes, at rest, only pixels along the
    /// tiles' edges, which pixelmatch excuses as anti-aliasing: its frames pass. The geometry
    /// kept beside them does not, at every scale, and says which element moved, when and by
    /// how much.
    @Test func aSubPointShiftAtRestFailsOnItsGeometryThoughItsPixelsPass() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func grid(inset: Double, grey: String = "#8E8E93") throws -> Timeline {
            try FixtureDocument.decode(Array(StrictnessCases.fixture(leftInset: inset, grey: grey).utf8), file: "grid.json")
                .makeTimeline(textMeasurer: CairoTextMeasurer())
        }
        let atRest = AnimationGoldens.Times.times([0.5])
        #expect(throws: AnimationGoldens.Recorded.self) {
            try AnimationGoldens(directory: folder, record: true).check(try grid(inset: 8), named: "grid", at: atRest)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/grid/geometry.json"))
        let shifted = try grid(inset: 8 + 2.0 / 3)
        // Pixels alone: every differing pixel is on an edge.
        #expect(try AnimationGoldens(directory: folder, record: false, geometryTolerance: nil).check(shifted, named: "grid", at: atRest).matches)
        let goldens = AnimationGoldens(directory: folder, record: false)
        let mismatch = try #require(#expect(throws: AnimationGoldens.Mismatch.self) {
            try goldens.check(shifted, named: "grid", at: atRest)
        })
        let text = mismatch.description
        #expect(text.hasPrefix("grid: the geometry differs from the goldens' (\(folder)/grid/geometry.json) in 2 places\n"), "\(text)")
        #expect(text.contains("\n  t = 0.5 s: item b: frame (8.6667, 10, 60, 60), the goldens' (8, 10, 60, 60): an edge is 0.6667 pt off (tolerance 0.01 pt)\n"), "\(text)")
        #expect(text.contains("every frame's pixels match the goldens within the threshold; only the geometry moved"), "\(text)")
        // What the check left can be recorded as it is (`zoetrope compare --record`): frames and geometry.
        let kept = (try #require(mismatch.comparison)).actual
        #expect(FileManager.default.fileExists(atPath: kept + "/geometry.json"), "\(kept)")
        // The same geometry in another colour (2/255) passes: pixels keep their threshold.
        #expect(try goldens.check(try grid(inset: 8, grey: "#909095"), named: "grid", at: atRest).matches)
        #expect(try goldens.check(try grid(inset: 8.005), named: "grid", at: atRest).matches, "within 0.01 pt")
        // At @2x and @3x too.
        for scale in [2, 3] {
            _ = try? AnimationGoldens(directory: folder, scale: scale, record: true).check(try grid(inset: 8), named: "grid\(scale)", at: atRest)
            #expect(throws: AnimationGoldens.Mismatch.self, "@\(scale)x") {
                try AnimationGoldens(directory: folder, scale: scale, record: false).check(try grid(inset: 8.25), named: "grid\(scale)", at: atRest)
            }
        }
    }

    /// Goldens recorded before geometry was kept still load, and are checked by their pixels.
    @Test func goldensWithoutGeometryAreCheckedByTheirPixels() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let swatches = try timeline("color-swatches-boring")
        _ = try? AnimationGoldens(directory: folder, record: true).check(swatches, named: "s", at: .times([0, 1]))
        try FileManager.default.removeItem(atPath: folder + "/s/geometry.json")
        #expect(try AnimationGoldens(directory: folder, record: false).check(swatches, named: "s", at: .times([0, 1])).matches)
        #expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(try timeline("color-swatches"), named: "s", at: .times([0, 1.45]))
        }
        try "{\"zoetrope\": \"geometry 1\", \"moments\": [{\"time\": 0}]}".write(toFile: folder + "/s/geometry.json", atomically: true, encoding: .utf8)
        let unreadable = #expect(throws: GoldenGeometry.UnreadableFile.self) {
            try AnimationGoldens(directory: folder, record: false).check(swatches, named: "s", at: .times([0, 1]))
        }
        #expect(unreadable?.description == "\(folder)/s/geometry.json: not a geometry file Zoetrope can read ($.moments[0].contentOffset is not [x, y]); record the goldens again on purpose")
    }

    /// Recording stores what decides the pixels beside the goldens; a failure against goldens
    /// drawn elsewhere says so before anything else.
    @Test func goldensKnowWhereTheyWereRecorded() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let swatches = try timeline("color-swatches-boring")
        _ = try? AnimationGoldens(directory: folder, record: true).check(swatches, named: "swatches", at: .times([0, 1.45]))
        let stored = try #require(RenderingFingerprint(contentsOf: folder + "/swatches/fingerprint.json"))
        #expect(stored.cairo == RenderingFingerprint.current.cairo && stored.scale == 1)
        _ = try? AnimationGoldens(directory: folder, record: true).check(try image(), named: "strip")
        #expect(FileManager.default.fileExists(atPath: folder + "/strip.fingerprint.json"))

        var elsewhere = stored
        elsewhere.cairo = "1.18.0"
        try elsewhere.json.write(toFile: folder + "/swatches/fingerprint.json", atomically: true, encoding: .utf8)
        let mismatch = try #require(#expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(try timeline("color-swatches"), named: "swatches", at: .times([0, 1.45]))
        })
        #expect(mismatch.description.hasPrefix("swatches: the goldens were recorded where pixels are drawn differently — Cairo 1.18.0 (this machine has \(stored.cairo))"),
                "\(mismatch.description)")
    }

    /// A failing check leaves its files in the failing test's own folder, and every path its
    /// report and message give exists after the check.
    @Test func aFailureIsKeptInTheFailingTestsFolderWithPathsThatExist() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try? AnimationGoldens(directory: folder, record: true).check(try image(), named: "strip")
        let mismatch = try #require(#expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(try image(changed: 40), named: "strip")
        })
        let report = try #require(mismatch.reportPath)
        #expect(report.contains("/AnimationGoldensTests.aFailureIsKeptInTheFailingTestsFolderWithPathsThatExist__/strip/report/"), "\(report)")
        let comparison = try #require(mismatch.comparison)
        #expect(FileManager.default.fileExists(atPath: comparison.actual), "\(comparison.actual)")
        let summary = try String(contentsOfFile: (report as NSString).deletingLastPathComponent + "/summary.json", encoding: .utf8)
        #expect(!summary.contains("zoetrope-check-"), "the summary names the scratch folder: \(summary)")
        let frames = (try? FileManager.default.contentsOfDirectory(atPath: (report as NSString).deletingLastPathComponent + "/frames")) ?? []
        for role in ["expected", "actual", "diff"] {
            #expect(frames.contains { $0.hasSuffix(".\(role).png") }, "no \(role) image in \(frames)")
        }
    }

    @Test func withoutAGoldenImageTheCheckFailsAndSaysHowToRecord() throws {
        let error = #expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(try image(), named: "none")
        }
        #expect(error?.description.contains("there is no golden at \(folder)/none.png") == true)
        #expect(error?.description.contains("ZOETROPE_RECORD=1") == true)
    }

    @Test func aMissingFrameIsNamed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let swatches = try timeline("color-swatches-boring")
        _ = try? AnimationGoldens(directory: folder, record: true).check(swatches, named: "s", at: .times([0, 1]))
        let error = #expect(throws: AnimationGoldens.Mismatch.self) {
            try AnimationGoldens(directory: folder, record: false).check(swatches, named: "s", at: .times([0]))
        }
        #expect(error?.description.contains("t0001.000.png: missing") == true, "\(error?.description ?? "")")
    }
}

@Suite struct TrajectoryTests {
    func timeline() throws -> Timeline {
        try FixtureDocument.load(path: AnimationGoldensTests.root + "/Fixtures/flow-parameters.json").makeTimeline()
    }

    @Test func anElementWhereTheLayoutPutsItPasses() throws {
        let a2 = Trajectory(item: "a2", in: try timeline())
        try a2.expect(at: 0, frame: Rect(x: 112, y: 44, width: 70, height: 70), alpha: 1, transform: .identity)
        try a2.expect(at: 0, center: Point(x: 147, y: 79))
        try a2.expect(at: 0.2, frame: Rect(x: 112.2, y: 44, width: 70, height: 70), tolerance: .init(points: 0.5))
    }

    @Test func aWrongValueFailsWithWhatWasExpectedAndFound() throws {
        let a2 = Trajectory(item: "a2", in: try timeline())
        let error = #expect(throws: Trajectory.Mismatch.self) {
            try a2.expect(at: 0, frame: Rect(x: 113, y: 44, width: 70, height: 70), alpha: 0.5)
        }
        #expect(error?.description == "item a2 at 0 s: frame is (112.0, 44.0, 70.0, 70.0), expected (113.0, 44.0, 70.0, 70.0): an edge is 1 pt off (tolerance 0.01 pt); alpha is 1, expected 0.5 (tolerance 0.001)")
    }

    @Test func absenceIsCheckedToo() throws {
        let ghost = Trajectory(item: "ghost", in: try timeline())
        try ghost.expectAbsent(at: 1)
        let error = #expect(throws: Trajectory.Mismatch.self) { try ghost.expect(at: 1, alpha: 1) }
        #expect(error?.description == "item ghost at 1 s: not shown (it is not in the frame at that time)")
        #expect(throws: Trajectory.Mismatch.self) { try Trajectory(item: "a1", in: try timeline()).expectAbsent(at: 1) }
    }

    @Test func onCIARecordingRequestIsIgnoredWithAWarning() {
        #expect(RecordingEnvironment.decide(["ZOETROPE_RECORD": "1"]) == (true, nil))
        let onCI = RecordingEnvironment.decide(["ZOETROPE_RECORD": "1", "CI": "true"])
        #expect(!onCI.records && onCI.warning?.contains("ZOETROPE_RECORD is set, but so is CI") == true)
        #expect(RecordingEnvironment.decide(["CI": "true"]) == (false, nil))
        #expect(RecordingEnvironment.decide(["ZOETROPE_RECORD": "0"]) == (false, nil))
    }

    @Test func failureFoldersOfOldRunsArePruned() throws {
        let root = NSTemporaryDirectory() + "zoetrope-prune-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for run in ["run-20261101-100000-1", "run-20261102-100000-2", "run-20261103-100000-3", "run-20261104-100000-4"] {
            try FileManager.default.createDirectory(atPath: root + "/" + run + "/x", withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: root + "/not-a-run", withIntermediateDirectories: true)
        FailureFolder.prune(root, keeping: 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["not-a-run", "run-20261103-100000-3", "run-20261104-100000-4"])
    }
}
