#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeComparison

/// `zoetrope compare`: two PNG files or two folders of frames, compared as people see them.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare rendered frames with expected ones: two PNG files, or two folders of frames.",
        discussion: """
            Pixels are compared as pixelmatch 7.2.0 does, count for count and diff image for diff \
            image: colour distance in YIQ space against --threshold (translucent pixels over \
            pixelmatch's checkerboard), and pixels on anti-aliased edges recognised and not \
            counted; every pixelmatch option is a flag, and --metric oklab and --window-size \
            follow pixelmatch's main branch (c6fee35). The default \
            threshold, 0.01, is tuned for frames Zoetrope rendered (the same bytes on every run): \
            it catches a change of about 3 levels of grey, or a brand colour's #34C759 → #30D158 \
            (0.027), which pixelmatch's default 0.1 lets pass; --pixelmatch uses pixelmatch's \
            default for images from elsewhere. Each differing frame reports its largest colour \
            difference. With --fixture, frames are labelled by their time and step. A frame \
            matches when its differing pixels are within --max-count or --max-ratio (by default \
            none may differ). Every file's size and PNG header are checked against the limits \
            before any image is decoded, and each image is checked whole as it is decoded. \
            In folders, frames pair by file name; a frame on one side only is \
            a difference. Exit status, like cmp and diff: 0 everything matches, 1 something \
            differs, 2 invalid input, 3 the report could not be written.

            Examples:
              zoetrope compare Output/color-swatches Goldens/color-swatches
              zoetrope compare actual.png expected.png --threshold 0.05 --max-ratio 0.001
              zoetrope compare Output/self-sizing-feed Goldens/self-sizing-feed --report Reports/feed --json > feed.json
              zoetrope compare Output/self-sizing-feed Goldens/self-sizing-feed --record    # make the actual frames the goldens

            --record (or ZOETROPE_RECORD=1) copies the actual frames over the expected ones \
            (removing expected frames that are no longer made, and taking along the geometry.json \
            a failed golden check leaves beside them) and then fails, so that recording is always \
            deliberate and never passes unnoticed; it is refused when CI is set.
            """
    )

    @Argument(help: "The frames to check: a PNG file, or a folder of them.")
    var actual: String

    @Argument(help: "The frames they should be: a PNG file, or a folder of them.")
    var expected: String

    @Option(parsing: .unconditional, help: "Colour threshold from 0 (exact) to 1 (default 0.01, tuned for Zoetrope's frames; 0.1 with --pixelmatch).", transform: NumericOption.decimal(0...1))
    var threshold: Double?

    @Flag(help: "Use pixelmatch's defaults (threshold 0.1; every other default already is pixelmatch 7.2.0's), for images that are not Zoetrope's deterministic frames.")
    var pixelmatch = false

    @Option(help: ArgumentHelp("The colour distance: yiq (pixelmatch 7.2.0's, the default) or oklab (OKLab HyAB, pixelmatch's unreleased main branch at c6fee35).", valueName: "yiq|oklab"),
            transform: Compare.metric)
    var metric: PixelMatch.Metric = .yiq

    @Option(name: .customLong("window-size"), parsing: .unconditional,
            help: ArgumentHelp("Judge each frame by the most differing pixels in any N×N window instead of all of them (pixelmatch main's windowSize): --max-count applies to the window, --max-ratio to its share of it.", valueName: "N"),
            transform: NumericOption.whole(1...1_000_000))
    var windowSize: Int?

    @Flag(name: .customLong("no-checkerboard"), help: "Blend translucent pixels over white before comparing, as pixelmatch 6 did, instead of over pixelmatch 7's checkerboard (which keeps transparent from passing for white).")
    var overWhite = false

    @Option(parsing: .unconditional, help: "Opacity of the faded actual frame under the diff image, 0 to 1 (pixelmatch's alpha; default 0.1).", transform: NumericOption.decimal(0...1))
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels in the diff image (default 255,255,0).", valueName: "R,G,B|#RRGGBB"), transform: Compare.colour)
    var antialiasingColour = PixelMatch.Colour(red: 255, green: 255, blue: 0)

    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels in the diff image (default 255,0,0).", valueName: "R,G,B|#RRGGBB"), transform: Compare.colour)
    var differenceColour = PixelMatch.Colour(red: 255, green: 0, blue: 0)

    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("Colour of differing pixels where the expected frame is the darker (default: --diff-color), to tell what was added from what was removed.", valueName: "R,G,B|#RRGGBB"), transform: Compare.colour)
    var darkerDifferenceColour: PixelMatch.Colour?

    @Flag(name: .customLong("diff-mask"), help: "Draw the diff image as a mask: differences on transparent pixels, without the faded frame or anti-aliased pixels.")
    var diffMask = false

    @Option(help: ArgumentHelp("The fixture the frames were rendered from: frames are labelled by time and step.", valueName: "fixture.json"))
    var fixture: String?

    @Option(parsing: .unconditional, help: "The frames per second the frames were rendered at (default: the fixture's).", transform: NumericOption.whole(1...240))
    var fps: Int?

    @Option(name: .customLong("max-count"), parsing: .unconditional, help: "Differing pixels a frame may have and still match.", transform: NumericOption.whole(0...1_000_000_000_000_000))
    var maxCount: Int = 0

    @Option(name: .customLong("max-ratio"), parsing: .unconditional, help: "Share of differing pixels (0 to 1) a frame may have and still match.", transform: NumericOption.decimal(0...1))
    var maxRatio: Double = 0

    @Flag(name: .customLong("include-aa"), help: "Count pixels on anti-aliased edges too.")
    var includeAntialiasing = false

    @Option(help: "Write an HTML report (index.html, summary.json, images) into this folder.")
    var report: String?

    @Flag(help: "Print the summary as JSON on standard output instead of lines.")
    var json = false

    @Option(help: ArgumentHelp("Write the result as JUnit XML (one test case, named by --name; a failure listing each differing frame) for CI to show.", valueName: "file.xml"))
    var junit: String?

    @Option(help: ArgumentHelp("The JUnit test case's name (default: the fixture's file name, else the actual folder's or file's).", valueName: "name"))
    var name: String?

    @Flag(help: "Copy the actual frames over the expected ones, then exit 1.")
    var record = false

    @OptionGroup var quietness: QuietOption
    var quiet: Bool { quietness.quiet }

    @Option(name: .customLong("max-image-pixels"), parsing: .unconditional, help: ArgumentHelp("The most pixels one image may have.", valueName: "pixels"), transform: NumericOption.decimal(0...1e15, aboveLowerBound: true))
    var maxImagePixels: Double = FrameSetComparison.Limits().maximumImagePixels

    @Option(name: .customLong("max-total-pixels"), parsing: .unconditional, help: ArgumentHelp("The most pixels all images together may have.", valueName: "pixels"), transform: NumericOption.decimal(0...1e18, aboveLowerBound: true))
    var maxTotalPixels: Double = FrameSetComparison.Limits().maximumPixels

    /// The name `--max-total-pixels` had, which render's `--max-pixels` (one fixture's frames)
    /// also has: still read, with a warning.
    @Option(name: .customLong("max-pixels"), parsing: .unconditional, help: .hidden, transform: NumericOption.decimal(0...1e18, aboveLowerBound: true))
    var formerMaxPixels: Double?

    /// The limit on all images together, by either name.
    var maxPixels: Double { formerMaxPixels ?? maxTotalPixels }

    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp("The largest PNG file, in megabytes.", valueName: "MB"), transform: NumericOption.whole(1...1_048_576))
    var maxFileSize: Int = FrameSetComparison.Limits().maximumFileSize >> 20

    @Option(name: .customLong("max-memory"), parsing: .unconditional, help: ArgumentHelp("Megabytes the pairs compared at once may take (about 16 bytes a pixel a pair); fewer pairs run at once to fit.", valueName: "MB"), transform: NumericOption.whole(1...1_048_576))
    var maxMemory: Int = Int(FrameSetComparison.Limits().maximumMemory / 1_048_576)

    func validate() throws {
        // Each number's range is checked as it is read (NumericOption).
        if fps != nil && fixture == nil { throw ValidationError("--fps goes with --fixture (it labels frames by time).") }
    }

    func run() throws {
        if formerMaxPixels != nil {
            printError("warning: compare's --max-pixels is now --max-total-pixels (all images together); render's --max-pixels is one fixture's frames")
        }
        try checkWhatIsWritten()
        if record || RecordingEnvironment.recordingAsked {
            try recordGoldens(onCI: RecordingEnvironment.isOnCI)
        }
        let threshold = self.threshold ?? (pixelmatch ? FrameSetComparison.Options.pixelmatchThreshold : FrameSetComparison.Options.zoetropeThreshold)
        let labels = try frameLabels()
        var options = FrameSetComparison.Options(threshold: threshold, countsAntialiasing: includeAntialiasing,
                                                 maximumDifferingPixels: maxCount, maximumDifferingRatio: maxRatio)
        options.matcher.metric = metric
        options.matcher.windowSize = windowSize
        options.matcher.blendsOverCheckerboard = !overWhite
        options.matcher.fadedOpacity = alpha
        options.matcher.antialiasingColour = antialiasingColour
        options.matcher.differenceColour = differenceColour
        options.matcher.darkerDifferenceColour = darkerDifferenceColour
        options.matcher.drawsMask = diffMask
        let comparison: FrameSetComparison
        let started = Date()
        do {
            let limits = FrameSetComparison.Limits(maximumImagePixels: maxImagePixels, maximumPixels: maxPixels,
                                                   maximumFileSize: maxFileSize << 20, maximumMemory: Double(maxMemory) * 1_048_576)
            comparison = try FrameSetComparison.compare(actual: actual, expected: expected, options: options, limits: limits)
                .labelled(by: labels)
        } catch {
            printError("error: \(error)")
            if let junit { try writeJUnit(JUnitReport.errorXML(name: testName, message: "\(error)"), to: junit) }
            throw ExitStatus.invalidInput
        }
        let seconds = Date().timeIntervalSince(started)
        if let junit {
            try writeJUnit(JUnitReport(comparison: comparison, name: testName, seconds: seconds, reportPath: report).xml, to: junit)
        }
        if let report {
            do {
                try writeReport(comparison, to: report)
            } catch {
                printError("error: cannot write the report to \(report): \(error)")
                throw ExitStatus.outputFailure
            }
        }
        if json {
            // With a report, its summary: every frame's images, the report's copies and diffs too.
            let summary = try report.map { try ComparisonReport.summaryJSON(ofReportIn: $0) } ?? ComparisonReport(comparison: comparison).summaryJSON()
            FileHandle.standardOutput.write(summary)
            print("")
        } else if !quiet {
            if !comparison.matches, let note = fingerprintNote() { print(TerminalText.escapedKeepingLines("note: the expected frames were \(note)")) }
            for group in comparison.differingGroups { print(FrameSetComparison.summary(of: group)) }
            let differing = comparison.differing.count
            let count = comparison.frames.count
            print(differing == 0 ? (count == 1 ? "1 frame matches" : "\(count) frames match")
                  : "\(differing) of \(count) frame\(count == 1 ? "" : "s") \(differing == 1 ? "differs" : "differ")")
            if differing > 0 && report == nil { print("(--report DIR writes the expected, actual and diff images of each)") }
        }
        if !comparison.matches { throw ExitCode(1) }
    }

    /// What this command reads, as its messages name it.
    private var inputs: [ReplaceableFolder.Input] {
        var inputs = [ReplaceableFolder.Input("the actual frames", actual), ReplaceableFolder.Input("the expected frames", expected)]
        if let fixture { inputs.append(ReplaceableFolder.Input("the fixture", fixture)) }
        return inputs
    }

    /// Before any work: the report folder, the JUnit file and, when recording, the expected
    /// frames may be written where they are asked to (`ReplaceableFolder`); a refusal is
    /// invalid input (exit 2) and nothing is deleted.
    private func checkWhatIsWritten() throws {
        do {
            if let report { try ReplaceableFolder.check(report, kind: .report, inputs: inputs) }
            if let junit { try ReplaceableFolder.checkFile(junit, inputs: inputs) }
            if record || RecordingEnvironment.recordingAsked {
                // The expected frames are replaced on purpose; the actual ones never.
                let actualFrames = ReplaceableFolder.Input("the actual frames", actual)
                try ReplaceableFolder.checkRecording(into: expected, from: actualFrames)
            }
        } catch let refusal as ReplaceableFolder.Refusal {
            printError("error: \(refusal)")
            throw ExitStatus.invalidInput
        }
    }

    /// How the fingerprint stored with the expected frames differs from the actual frames'
    /// (their own, or this machine's), in a sentence; nil when they agree or none is stored.
    private func fingerprintNote() -> String? {
        RenderingFingerprint.note(forGolden: expected, drawn: RenderingFingerprint(contentsOf: RenderingFingerprint.path(besideGolden: actual)))
    }

    /// Labels frames `frame_NNNN.png` by what they show, from `--fixture`: "0.5 s, step 2:
    /// delete item [0, 1]". Without a fixture, no labels.
    private func frameLabels() throws -> (String) -> String? {
        guard let fixture else { return { _ in nil } }
        guard let loaded = try LoadedFixture.loadAll([fixture], limits: .standard).first else { return { _ in nil } }
        let fps = Double(self.fps ?? loaded.scene.animation.fps)
        let timeline = loaded.timeline
        return { name in
            guard name.hasPrefix("frame_"), name.hasSuffix(".png"), let number = Int(name.dropFirst(6).dropLast(4)) else { return nil }
            let time = Double(number) / fps
            let step = timeline.segments.lastIndex { $0.start <= time + 1e-9 } ?? 0
            return "\(JSONWriter.format((time * 1000).rounded() / 1000)) s, step \(step): \(timeline.segments[step].label)"
        }
    }

    private func writeReport(_ comparison: FrameSetComparison, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let folder = try OutputFolder(path: parent, inputs: inputs)
        do {
            let staged = try folder.stageDirectory(url.lastPathComponent, kind: .report)
            try ComparisonReport(comparison: comparison).write(to: staged)
            try folder.publish()
        } catch {
            folder.discard()
            throw error
        }
        if !quiet && !json { print("report: \(path)/index.html") }
    }

    /// The JUnit test case's name: the fixture's file name with `--fixture`, else the actual
    /// folder's (or file's) name.
    private var testName: String {
        if let name, !name.isEmpty { return name }
        let source = fixture ?? actual
        let stem = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem.isEmpty ? "compare" : stem
    }

    /// Writes `xml` to `path` whole or not at all: into a temporary file beside it, then moved.
    private func writeJUnit(_ xml: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(xml.utf8).write(to: temporary)
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(at: url) }
            try FileManager.default.moveItem(at: temporary, to: url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            printError("error: cannot write the JUnit file \(path): \(error)")
            throw ExitStatus.outputFailure
        }
    }

    /// `--metric`'s value.
    @Sendable static func metric(_ text: String) throws -> PixelMatch.Metric {
        guard let metric = PixelMatch.Metric(rawValue: text.lowercased()) else {
            throw NumericOption.Refusal(description: "yiq or oklab is expected")
        }
        return metric
    }

    /// A colour option's value: "255,0,0" (pixelmatch's [R, G, B]) or "#ff0000".
    @Sendable static func colour(_ text: String) throws -> PixelMatch.Colour {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var channels: [UInt8]?
        if trimmed.hasPrefix("#"), trimmed.count == 7, let value = UInt32(trimmed.dropFirst(), radix: 16) {
            channels = [UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        } else {
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 3, parts.allSatisfy({ $0 != nil }) { channels = parts.map { $0! } }
        }
        guard let channels else {
            throw NumericOption.Refusal(description: "a colour as R,G,B (each 0 to 255, such as 255,0,0) or #RRGGBB is expected")
        }
        return PixelMatch.Colour(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// The actual frames become the expected ones; then the run fails.
    private func recordGoldens(onCI: Bool) throws {
        guard !onCI else {
            printError("error: recording goldens is refused on CI (the CI variable is set); record on your machine and commit them")
            throw ExitStatus.invalidInput
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: actual, isDirectory: &isDirectory) else {
            printError("error: \(actual): no such file or folder (the actual frames)")
            throw ExitStatus.invalidInput
        }
        var count = 0
        do {
            // What decides the pixels where the actual frames were drawn: their own fingerprint
            // when they carry one (frames downloaded from CI), else this machine's.
            let fingerprint = RenderingFingerprint(contentsOf: RenderingFingerprint.path(besideGolden: actual)) ?? .current
            defer { try? fingerprint.json.write(toFile: RenderingFingerprint.path(besideGolden: expected), atomically: true, encoding: .utf8) }
            if isDirectory.boolValue {
                try manager.createDirectory(atPath: expected, withIntermediateDirectories: true)
                let names = try manager.contentsOfDirectory(atPath: actual).filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
                for old in try manager.contentsOfDirectory(atPath: expected) where old.lowercased().hasSuffix(".png") && !names.contains(old) {
                    try manager.removeItem(atPath: expected + "/" + old)
                }
                for name in names {
                    try? manager.removeItem(atPath: expected + "/" + name)
                    try manager.copyItem(atPath: actual + "/" + name, toPath: expected + "/" + name)
                    count += 1
                }
                // The elements' geometry that AnimationGoldens keeps beside the frames
                // (ZoetropeTesting's `GoldenGeometry.fileName`) comes along; frames that carry
                // none leave none behind, rather than a stale one.
                let geometry = "/geometry.json"
                try? manager.removeItem(atPath: expected + geometry)
                if manager.fileExists(atPath: actual + geometry) {
                    try manager.copyItem(atPath: actual + geometry, toPath: expected + geometry)
                }
            } else {
                try? manager.removeItem(atPath: expected)
                try manager.copyItem(atPath: actual, toPath: expected)
                count = 1
            }
        } catch {
            printError("error: cannot record into \(expected): \(error.localizedDescription)")
            throw ExitStatus.outputFailure
        }
        printError("recorded \(count) frame\(count == 1 ? "" : "s") into \(expected); this run fails so that recording is never silent: run again without --record (or ZOETROPE_RECORD) and commit them")
        throw ExitCode(1)
    }
}
#endif
