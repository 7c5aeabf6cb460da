#if SnapshotTesting  // the SnapshotTesting trait (Package.swift)
import Foundation
import SnapshotTesting
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSnapshotTesting
import ZoetropeTestSupport
import ZoetropeTesting

/// The strategies against snapshots recorded on purpose (swift-snapshot-testing's
/// `__Snapshots__`; ZOETROPE_RECORD=1 re-records them, and that run fails), and the image
/// diffing's tolerance both ways.
@Suite struct ZoetropeSnapshottingTests {
    static let root = packageRoot

    func timeline(_ fixture: String) throws -> Timeline {
        try FixtureDocument.load(path: Self.root + "/Fixtures/\(fixture).json").makeTimeline(textMeasurer: CairoTextMeasurer())
    }

    @Test func theSwatchesAnimateAsRecorded() throws {
        let timeline = try timeline("color-swatches-boring")
        withSnapshotTesting(record: RecordingEnvironment.recordingRequested ? .all : .never) {
            assertSnapshot(of: timeline, as: .filmstrip(at: [0, 0.35, 0.6, 1.45]))
            assertSnapshot(of: timeline, as: .attributes(at: [0.35, 1.45]))
        }
    }

    @Test func theImageDiffingToleratesNoiseAndCatchesAChange() throws {
        func image(_ paint: (Int, Int) -> [UInt8]) throws -> RasterImage {
            var bytes: [UInt8] = []
            for y in 0..<20 { for x in 0..<20 { bytes += paint(x, y) } }
            return try RasterImage(width: 20, height: 20, rgba: bytes)
        }
        let base = try image { _, _ in [200, 200, 200, 255] }
        let nearly = try image { _, _ in [201, 200, 199, 255] }
        let dotted = try image { x, y in x == 3 && y == 3 ? [255, 0, 0, 255] : [200, 200, 200, 255] }
        let diffing = Diffing<RasterImage>.image(threshold: 0.1, maximumDifferingRatio: 0)
        #expect(diffing.diffV2(base, nearly) == nil)
        let failure = try #require(diffing.diffV2(base, dotted))
        #expect(failure.0.hasPrefix("1 of 400 pixels (0.250 %) differ beyond threshold 0.1; at most 0 % may differ\n"), "\(failure.0)")
        // The expected, actual and diff images are written in the failing test's folder, named.
        let folder = try #require(failure.0.components(separatedBy: "snapshot), are in ").last)
        #expect(folder.hasPrefix(FailureFolder.root) && folder.contains("ZoetropeSnapshottingTests.theImageDiffingToleratesNoiseAndCatchesAChange"), "\(folder)")
        for role in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(role).png"), "\(folder)/\(role).png")
        }
        #expect(failure.1.count == 1, "the diff image is attached")
        #expect(Diffing<RasterImage>.image(maximumDifferingRatio: 0.01).diffV2(base, dotted) == nil)
        // The defaults are Zoetrope's: threshold 0.01, no pixel may differ. A level or two is
        // the same colour; five levels of grey (0.02) is not.
        #expect(Diffing<RasterImage>.image().diffV2(base, nearly) == nil)
        #expect(Diffing<RasterImage>.image().diffV2(base, try image { _, _ in [205, 205, 205, 255] }) != nil)
        // Through the PNG bytes and back, an image is itself.
        let data = diffing.toData(dotted)
        #expect(diffing.diffV2(dotted, diffing.fromData(data)) == nil)
    }

    /// A filmstrip keeps, inside its PNG file, the fingerprint of where it was drawn and every
    /// element's geometry: a sub-point shift at rest, whose pixels pass, fails on the geometry,
    /// and a pixel failure against a snapshot drawn elsewhere says so first.
    @Test func aFilmstripKeepsItsGeometryAndFingerprintAndChecksTheGeometryFirst() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-snapshot-geometry-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func grid(inset: Double) throws -> Timeline {
            try FixtureDocument.decode(Array(StrictnessCases.fixture(leftInset: inset).utf8), file: "grid.json").makeTimeline(textMeasurer: CairoTextMeasurer())
        }
        let strip = Snapshotting<Timeline, SnapshotImage>.filmstrip(at: [0.5])
        _ = verifySnapshot(of: try grid(inset: 8), as: strip, named: "grid", record: .all, snapshotDirectory: folder)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".png") })
        let kept = SnapshotImage(image: try RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        let read = strip.diffing.fromData(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
        #expect(read.fingerprint == kept.fingerprint && read.geometry?.moments.first?.elements.count == 3, "\(String(describing: read.geometry))")
        let shifted = try grid(inset: 8 + 2.0 / 3)
        let pixelsOnly = Snapshotting<Timeline, SnapshotImage>.filmstrip(at: [0.5], geometryTolerance: nil)
        #expect(verifySnapshot(of: shifted, as: pixelsOnly, named: "grid", record: .never, snapshotDirectory: folder) == nil)
        let failure = try #require(verifySnapshot(of: shifted, as: strip, named: "grid", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("the geometry differs from the snapshot's in 2 places\n  t = 0.5 s: item b: frame (8.6667, 10, 60, 60), the goldens' (8, 10, 60, 60)"),
                "\(failure)")
        #expect(failure.contains("only the geometry moved"), "\(failure)")

        var elsewhere = read
        elsewhere.fingerprint?.cairo = "1.18.0"
        var moved: SnapshotImage?
        strip.snapshot(try grid(inset: 12)).run { moved = $0 }
        let movedStrip = try #require(moved)
        let drawnElsewhere = try #require(strip.diffing.diffV2(elsewhere, movedStrip))
        #expect(drawnElsewhere.0.hasPrefix("the snapshot was recorded where pixels are drawn differently — Cairo 1.18.0 (this machine has "), "\(drawnElsewhere.0)")
    }

    /// The filmstrip's defaults catch a half-point shift, a 0.02 colour change and a 10 %
    /// longer step, and pass the animation as recorded.
    @Test func theFilmstripDefaultsCatchTheSmallChangesThatMatter() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-strictness-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func timeline(_ json: String) throws -> Timeline {
            try FixtureDocument.decode(Array(json.utf8), file: "strictness.json").makeTimeline(textMeasurer: CairoTextMeasurer())
        }
        let strip = Snapshotting<Timeline, SnapshotImage>.filmstrip(at: StrictnessCases.times)
        let base = try timeline(StrictnessCases.base)
        _ = verifySnapshot(of: base, as: strip, named: "case", record: .all, snapshotDirectory: folder)
        #expect(verifySnapshot(of: base, as: strip, named: "case", record: .never, snapshotDirectory: folder) == nil)
        for (change, fixture) in StrictnessCases.changes {
            let failure = verifySnapshot(of: try timeline(fixture), as: strip, named: "case", record: .never, snapshotDirectory: folder)
            #expect(failure != nil, "\(change) passed the filmstrip snapshot")
        }
    }

    /// The settings list in each appearance of a matrix, one snapshot per appearance named
    /// after it (`….light.png`, `….dark-rtl.png`), recorded on purpose like the others.
    @Test func eachAppearanceOfAMatrixKeepsASnapshotOfItsOwn() throws {
        let settings = AppearanceMatrix { appearance in
            try FixtureDocument.load(path: Self.root + "/Fixtures/settings-list.json", appearance: appearance)
                .makeTimeline(textMeasurer: CairoTextMeasurer())
        }
        let appearances = [Appearance.standard, Appearance(style: .dark, direction: .rightToLeft)]
        let strategies = [String: Snapshotting<AppearanceMatrix, SnapshotImage>].filmstrips(at: [0, 0.6], in: appearances)
        #expect(strategies.keys.sorted() == ["dark-rtl", "light"])
        withSnapshotTesting(record: RecordingEnvironment.recordingRequested ? .all : .never) {
            assertSnapshots(of: settings, as: strategies)
        }
        // Each is made in its own appearance: dark, and its rows' text reading from the right.
        let dark = try settings.timeline(appearances[1])
        #expect(dark.background == .black)
        let row = dark.frame(at: 0).elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) }
        #expect(row?.content.label?.layoutDirection == .rightToLeft)
        #expect(try settings.timeline(.standard).background != .black)
    }
}
#endif
