import Foundation
import Testing
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeCore

/// A test suite's golden frames of animations, and the one call that checks an animation (or
/// one image, such as a strip of frames) against them.
///
/// ```swift
/// let goldens = AnimationGoldens(besides: #filePath)      // Tests/MyTests/__Goldens__/
///
/// @Test func theFeedAnimatesAsBefore() throws {            // XCTest: func test…() throws
///     let timeline = try FixtureDocument.load(path: "Fixtures/feed.json").makeTimeline()
///     try goldens.check(timeline, named: "feed", at: .times([0, 0.25, 0.5, 1]))
/// }
/// ```
///
/// `check(_:named:)` with a `RasterImage` compares that image with `__Goldens__/NAME.png` the
/// same way. `check` throws when a frame differs, is missing or is extra; the error lists each frame
/// with its time and how many pixels differ, and points to an HTML report (expected, actual
/// and diff side by side) in the failures folder. Both Swift Testing and XCTest report a thrown
/// error as the test's failure, with that text, so no framework is needed here.
///
/// Goldens are recorded only on purpose: with `record: true` or `ZOETROPE_RECORD=1` the frames
/// are written as the goldens and `check` throws `Recorded`, so a run that records never
/// passes. When the `CI` environment variable is set, `ZOETROPE_RECORD` is ignored: CI
/// compares with the goldens committed.
public struct AnimationGoldens: Sendable {
    /// The folder holding one folder of frames per animation name.
    public var directory: String
    /// How close a frame must be: pixelmatch's threshold, and how many pixels may differ.
    public var options: FrameSetComparison.Options
    /// Pixels per point of the frames.
    public var scale: Int
    public var record: Bool
    /// How far an element's geometry may be from the goldens' (`geometry.json`, see
    /// `GoldenGeometry`): by default 0.01 pt for its corners and frame, 0.001 for alpha. Nil
    /// checks pixels alone.
    public var geometryTolerance: Trajectory.Tolerance?

    /// The default tolerance, the same in every entry point (`compare`, the snapshot strategies,
    /// `preview --against`): the colour threshold tuned for Zoetrope's deterministic frames
    /// (0.01, `FrameSetComparison.Options.zoetropeThreshold`), anti-aliased pixels not counted,
    /// and no pixel allowed to differ. A test that allows some says so.
    public static let defaultOptions = FrameSetComparison.Options()

    public init(directory: String, options: FrameSetComparison.Options = AnimationGoldens.defaultOptions, scale: Int = 1,
                record: Bool = RecordingEnvironment.recordingRequested, geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) {
        precondition((1...3).contains(scale), "Scale must be 1, 2 or 3")
        self.directory = directory
        self.options = options
        self.scale = scale
        self.record = record
        self.geometryTolerance = geometryTolerance
    }

    /// Goldens in `__Goldens__` next to the test file (pass `#filePath`).
    public init(besides testFile: String, options: FrameSetComparison.Options = AnimationGoldens.defaultOptions, scale: Int = 1,
                record: Bool = RecordingEnvironment.recordingRequested, geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) {
        self.init(directory: (testFile as NSString).deletingLastPathComponent + "/__Goldens__", options: options, scale: scale, record: record,
                  geometryTolerance: geometryTolerance)
    }

    /// Which frames to check.
    public enum Times: Sendable, Equatable {
        /// Every frame at this rate, from 0 to the end inclusive, as `zoetrope render` makes them.
        case all(fps: Double)
        /// Just these times, in seconds.
        case times([Double])

        func resolved(for timeline: Timeline) -> [Double] {
            switch self {
            case .all(let fps): return timeline.frameTimes(fps: fps)
            case .times(let times): return times
            }
        }
    }

    /// The frames differ from the goldens (or there are none yet).
    public struct Mismatch: Error, Sendable, CustomStringConvertible {
        public var description: String
        /// The comparison, when there were goldens to compare with.
        public var comparison: FrameSetComparison?
        /// The HTML report, when one was written.
        public var reportPath: String?
    }

    /// The frames were recorded as the goldens, on request; the test fails on purpose.
    public struct Recorded: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Checks `timeline`, recorded or loaded in `appearance`, against goldens of its own:
    /// `name-APPEARANCE` (`cards-dark`, `cards-light-ax5`), as `zoetrope render --appearance`
    /// names its outputs, so a matrix of appearances keeps one golden per combination.
    @discardableResult
    public func check(_ timeline: Timeline, named name: String, in appearance: Appearance,
                      at times: Times = .all(fps: 10)) throws -> FrameSetComparison {
        try check(timeline, named: name + "-" + appearance.description, at: times)
    }

    /// Renders `timeline` at `times` and compares each frame with the golden of the same
    /// name in `directory/name/`, and each element's geometry at those times with the goldens'
    /// `geometry.json` (see `GoldenGeometry`) where they have one. Returns the comparison when
    /// every frame matches.
    ///
    /// The geometry is checked first: an element moved by a fraction of a point changes only
    /// pixels that pixelmatch excuses as anti-aliasing, so the frames alone would pass.
    @discardableResult
    public func check(_ timeline: Timeline, named name: String, at times: Times = .all(fps: 10)) throws -> FrameSetComparison {
        let resolved = times.resolved(for: timeline)
        guard !resolved.isEmpty else { throw Mismatch(description: "\(name): no times to check") }
        let names = resolved.map(Self.frameName(for:))
        let goldens = directory + "/" + name
        let manager = FileManager.default
        let scratch = try Scratch(name: name)
        defer { scratch.remove() }
        let actual = scratch.actual
        _ = try FrameSequenceWriter(scale: scale).write(timeline, times: resolved, to: { actual + "/" + names[$0] })
        // Kept with the actual frames, so that `zoetrope compare --record` takes it along.
        let geometry = GoldenGeometry(of: timeline, at: resolved)
        try geometry.json.write(toFile: actual + "/" + GoldenGeometry.fileName, atomically: true, encoding: .utf8)

        if record {
            // Only goldens are replaced: a folder holding anything else is refused, untouched.
            do {
                try ReplaceableFolder.check(goldens, kind: .goldens)
            } catch let refusal as ReplaceableFolder.Refusal {
                throw Mismatch(description: "\(name): \(refusal)")
            }
            try? manager.removeItem(atPath: goldens)
            try manager.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            for file in names + [GoldenGeometry.fileName] { try manager.copyItem(atPath: scratch.actual + "/" + file, toPath: goldens + "/" + file) }
            try recordFingerprint(besideGolden: goldens)
            throw Recorded(description: "\(name): recorded \(names.count) golden frame\(names.count == 1 ? "" : "s") and their geometry into \(goldens); this run fails so that recording is never silent: run again without ZOETROPE_RECORD and commit them")
        }
        guard manager.fileExists(atPath: goldens) else {
            let kept = scratch.keep()
            throw Mismatch(description: "\(name): there are no goldens at \(goldens); the frames rendered now are in \(kept)/actual. Record them on purpose with ZOETROPE_RECORD=1 and commit them")
        }
        var moved: [GoldenGeometry.Difference] = []
        if let tolerance = geometryTolerance, let golden = try GoldenGeometry(besideGoldenFrames: goldens) {
            moved = geometry.differences(from: golden, tolerance: tolerance)
        }
        let comparison = try FrameSetComparison.compare(actual: scratch.actual, expected: goldens, options: options)
        guard comparison.matches, moved.isEmpty else {
            let timeOfName = Dictionary(zip(names, resolved), uniquingKeysWith: { first, _ in first })
            throw fail(comparison, name: name, goldens: goldens, scratch: scratch, moved: moved) { frame in
                timeOfName[frame].map { "t = \(Trajectory.seconds($0))" }
            }
        }
        return comparison
    }

    /// Compares `image` with the golden `directory/name.png` (a strip of frames, a contact
    /// sheet, a still). Recording writes it there, compressed as kept files are (libdeflate
    /// level 9), and throws `Recorded`.
    @discardableResult
    public func check(_ image: RasterImage, named name: String) throws -> FrameSetComparison {
        let golden = directory + "/" + name + ".png"
        let manager = FileManager.default
        if record {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try image.writePNG(to: golden, compression: .libdeflate(level: 9))
            try recordFingerprint(besideGolden: golden)
            throw Recorded(description: "\(name): recorded the golden image \(golden); this run fails so that recording is never silent: run again without ZOETROPE_RECORD and commit it")
        }
        let scratch = try Scratch(name: name)
        defer { scratch.remove() }
        let actual = scratch.actual + "/" + name + ".png"
        try image.writePNG(to: actual)
        guard manager.fileExists(atPath: golden) else {
            let kept = scratch.keep()
            throw Mismatch(description: "\(name): there is no golden at \(golden); the image rendered now is \(kept)/actual/\(name).png. Record it on purpose with ZOETROPE_RECORD=1 and commit it")
        }
        let comparison = try FrameSetComparison.compare(actual: actual, expected: golden, options: options)
        guard comparison.matches else {
            throw fail(comparison, name: name, goldens: golden, scratch: scratch) { _ in nil }
        }
        return comparison
    }

    /// Stores what decides the pixels here beside a golden just recorded, so that a failure
    /// elsewhere can say when it was drawn differently (see `RenderingFingerprint`).
    private func recordFingerprint(besideGolden golden: String) throws {
        var fingerprint = RenderingFingerprint.current
        fingerprint.scale = scale
        try fingerprint.json.write(toFile: RenderingFingerprint.path(besideGolden: golden), atomically: true, encoding: .utf8)
    }

    /// The folder a check renders into: kept in the run's failure folder (see `FailureFolder`)
    /// only when the check fails, removed otherwise.
    final class Scratch {
        let temporary = NSTemporaryDirectory() + "zoetrope-check-" + UUID().uuidString
        let name: String
        /// Where the folder is now: the temporary one, or the kept one after `keep()`.
        private(set) var path: String

        init(name: String) throws {
            self.name = name
            path = temporary
            try FileManager.default.createDirectory(atPath: temporary + "/actual", withIntermediateDirectories: true)
        }

        /// The rendered images: while the check runs, in the temporary folder.
        var actual: String { temporary + "/actual" }

        /// Moves the folder into the failing test's folder (see `FailureFolder.forCurrentTest`),
        /// as a folder named after the check; returns where it is.
        @discardableResult
        func keep() -> String {
            let kept = (FailureFolder.forCurrentTest() ?? FailureFolder.current) + "/" + ComparisonReport.safeName(name)
            try? FileManager.default.removeItem(atPath: kept)
            if (try? FileManager.default.moveItem(atPath: temporary, toPath: kept)) != nil { path = kept }
            return path
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// The error for a comparison that failed: the scratch folder kept with an HTML report
    /// beside the renderings, a line for each way the frames differ (labelled by `label`), and
    /// the same attached to the current test.
    private func fail(_ failed: FrameSetComparison, name: String, goldens: String, scratch: Scratch,
                      moved: [GoldenGeometry.Difference] = [], label: (String) -> String?) -> Mismatch {
        var comparison = failed
        let kept = scratch.keep()
        // Every path the report and the message give is where the files are after the run.
        comparison.actual = comparison.actual.replacingOccurrences(of: scratch.temporary, with: kept)
        for index in comparison.frames.indices {
            comparison.frames[index].actualPath = comparison.frames[index].actualPath?.replacingOccurrences(of: scratch.temporary, with: kept)
        }
        let report = kept + "/report"
        try? FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        let wrote = (try? ComparisonReport(comparison: comparison).write(to: report)) != nil
        let labelled = comparison.labelled(by: label)
        // Frames that differ the same way are one line.
        let lines = labelled.differingGroups.map { "  " + FrameSetComparison.summary(of: $0) }
        // Where the goldens were drawn differently, that comes first: it may explain the pixels.
        var text = comparison.matches ? "" : RenderingFingerprint.note(forGolden: goldens, scale: scale).map { "\(name): the goldens were \($0)\n" } ?? ""
        if !moved.isEmpty {
            text += "\(name): the geometry differs from the goldens' (\(goldens)/\(GoldenGeometry.fileName)) in \(moved.count) place\(moved.count == 1 ? "" : "s")\n"
            text += moved.prefix(Self.listedGeometryDifferences).map { "  \($0)" }.joined(separator: "\n")
            if moved.count > Self.listedGeometryDifferences { text += "\n  … and \(moved.count - Self.listedGeometryDifferences) more" }
            text += "\n"
        }
        if !comparison.matches {
            text += "\(name): \(comparison.differing.count) of \(comparison.frames.count) frames differ from the goldens in \(goldens)"
            text += " (threshold \(options.threshold), at most \(options.maximumDifferingPixels) pixels or \(Trajectory.number(options.maximumDifferingRatio * 100)) % may differ)\n"
            text += lines.joined(separator: "\n")
        } else {
            text += "\(name): every frame's pixels match the goldens within the threshold; only the geometry moved"
        }
        if wrote { text += "\nreport: \(report)/index.html" }
        Self.attach(text, comparison: comparison, name: name)
        return Mismatch(description: text, comparison: comparison, reportPath: wrote ? report + "/index.html" : nil)
    }

    /// Under Swift Testing, attaches what a failure leaves to the current test (the message,
    /// `summary.json`, and the actual and diff images of the first frame of each way the frames
    /// differ, ten at most), so that `swift test --attachments-path DIR` and IDEs keep them with
    /// the result. XCTest on Linux has no attachments; the failure folder holds everything.
    static func attach(_ message: String, comparison: FrameSetComparison, name: String) {
        guard Test.current != nil else { return }
        Attachment.record(message, named: "\(name)-failure.txt")
        if let summary = try? ComparisonReport(comparison: comparison).summaryJSON() {
            Attachment.record([UInt8](summary), named: "\(name)-summary.json")
        }
        for group in comparison.differingGroups.prefix(10) {
            let frame = group[0]
            let stem = "\(name)-" + ComparisonReport.safeName(frame.name)
            if let path = frame.actualPath, let bytes = FileManager.default.contents(atPath: path) {
                Attachment.record([UInt8](bytes), named: stem + ".actual.png")
            }
            if let diff = frame.diffPNG { Attachment.record(diff, named: stem + ".diff.png") }
        }
    }

    /// How many geometry differences a failure lists (the rest are counted).
    static let listedGeometryDifferences = 20

    /// A frame's file name from its time: `t0.250.png` (milliseconds, so that names sort by
    /// time and stay the same when other times are added).
    static func frameName(for time: Double) -> String {
        String(format: "t%08.3f.png", time)
    }
}
