import ArgumentParser
import Foundation
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeSVG

/// `zoetrope render`: fixtures to PNG frames and animated SVG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render fixtures to PNG frames, an animated SVG and an animated GIF.",
        discussion: """
            Writes OUT/NAME/frame_NNNN.png (frame k shows time k / fps, from 0 to the end of the \
            last step inclusive), OUT/NAME.svg (the whole animation, SMIL, plays in an <img>) \
            and, when asked, OUT/NAME.gif (loops; the last frame held for a second). \
            Everything is rendered into a staging folder inside OUT and moved into place only \
            when every fixture has succeeded; earlier output of other fixtures is left alone.

            On a terminal a progress bar shows, then one line per fixture and a summary. \
            Elsewhere (a pipe, a CI log), or with --plain, each file written is one \
            tab-separated line: fixture, format, path, and frames (png) or bytes (svg, gif).

            Examples:
              zoetrope render Fixtures/color-swatches.json
              zoetrope render Fixtures --out Output --format svg
              zoetrope render Fixtures/self-sizing-feed.json --format gif --scale 1 --fps 25
              zoetrope render Fixtures --shard 2/4 --jobs 4      # the 2nd of 4 CI jobs
            """
    )

    /// What to write: a comma-separated list of png, svg and gif, or all.
    struct Formats: Equatable {
        var png = false, svg = false, gif = false

        init(png: Bool, svg: Bool, gif: Bool) {
            self.png = png; self.svg = svg; self.gif = gif
        }

        /// The formats of a list, or what is wrong with it, naming the word it does not know.
        /// Strict: "png,,svg" or a trailing comma is a typo, not a shorter list.
        static func parse(_ argument: String) throws(ValidationError) -> Formats {
            var formats = Formats(png: false, svg: false, gif: false)
            for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
                let name = word.trimmingCharacters(in: .whitespaces).lowercased()
                switch name {
                case "png": formats.png = true
                case "svg": formats.svg = true
                case "gif": formats.gif = true
                case "all": formats = Formats(png: true, svg: true, gif: true)
                case "": throw ValidationError("--format takes png, svg, gif or all, separated by commas; \"\(argument)\" has an empty entry.")
                default: throw ValidationError("--format takes png, svg, gif or all, separated by commas; \"\(name)\" is not one of them.")
                }
            }
            return formats
        }
    }

    @OptionGroup var inputs: FixtureInputs

    @Option(help: "The output folder.")
    var out: String = "Output"

    @Option(name: .customLong("format"), help: ArgumentHelp("What to write: png, svg, gif, a comma-separated list of them, or all.", valueName: "formats"))
    var formatList: String = "png,svg"

    /// The formats `--format` names (checked in `validate()`).
    var format: Formats { (try? Formats.parse(formatList)) ?? Formats(png: true, svg: true, gif: false) }

    @Option(help: "Pixels per point, 1, 2 or 3 (default: the fixture's viewport scale for PNG; 1 for GIF).")
    var scale: Int?

    @Option(help: "Frames per second, 1 to 240 (default: the fixture's animation fps; for GIF at most 50, default 25).")
    var fps: Int?

    @Option(help: "Seconds the last frame of the SVG and the GIF stays before the animation plays again (0 to 60).")
    var hold: Double = 1

    @Flag(name: .customLong("no-loop"), help: "Play the SVG and the GIF once and stop on the last frame.")
    var noLoop = false

    @Option(help: "Frames drawn at once, one per thread (default: one per core).")
    var jobs: Int?

    @OptionGroup(title: "Limits") var limits: RenderLimits

    @OptionGroup var warnings: WarningOptions

    @Flag(help: "One tab-separated line per file written, even on a terminal; no progress bar.")
    var plain = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors (no progress bar, no summary).")
    var quiet = false

    @Flag(name: .customLong("keep-going"), help: "Render every valid fixture and report the invalid ones (exit 2), instead of rendering nothing when one is invalid.")
    var keepGoing = false

    func validate() throws {
        _ = try Formats.parse(formatList)
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3; found \(scale).") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be from 1 to 240; found \(fps).") }
        if let fps, format.gif, fps > AnimatedGIFWriter.maximumFPS {
            throw ValidationError("--fps must be at most \(AnimatedGIFWriter.maximumFPS) for a GIF (its delays are whole hundredths of a second); found \(fps).")
        }
        guard (0...60).contains(hold) else { throw ValidationError("--hold must be from 0 to 60 seconds; found \(hold).") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256; found \(jobs).") }
    }

    /// One file written, for the summary lines.
    struct Written {
        var fixture: String, format: String, path: String, amount: Int
        var human: String
    }

    func run() throws {
        let started = Date()
        // All or nothing by default; with --keep-going, the valid fixtures are rendered and
        // the invalid ones (unreadable, or over a limit) reported and counted.
        var (loaded, invalid) = try LoadedFixture.loadEach(try inputs.paths(), limits: limits.fixture.fixtureLimits,
                                                          warningsAsErrors: warnings.warningsAsErrors)
        if invalid > 0 && !keepGoing { throw ExitStatus.invalidInput }
        let overLimits = refusedByLimits(loaded)
        if !overLimits.isEmpty && !keepGoing { throw ExitStatus.invalidInput }
        loaded = loaded.enumerated().filter { !overLimits.contains($0.offset) }.map(\.element)
        invalid += overLimits.count
        if loaded.isEmpty {
            printError("error: no fixture is valid; nothing was rendered")
            throw ExitStatus.invalidInput
        }
        let folder: OutputFolder
        do {
            folder = try OutputFolder(path: out)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
        let style = OutputStyle(quiet: quiet, plain: plain)
        do {
            var written: [[Written]] = []
            for fixture in loaded {
                written.append(try render(fixture, into: folder, style: style))
            }
            try folder.publish()
            switch style {
            case .quiet:
                break
            case .plain:
                for file in written.joined() { print([file.fixture, file.format, file.path, String(file.amount)].joined(separator: "\t")) }
            case .terminal:
                for (fixture, files) in zip(loaded, written) {
                    print("\(fixture.scene.name): \(files.map(\.human).joined(separator: ", ")) (\(JSONWriter.format((fixture.timeline.duration * 100).rounded() / 100)) s)")
                }
                let frames = written.joined().filter { $0.format == "png" }.reduce(0) { $0 + $1.amount }
                let elapsed = Date().timeIntervalSince(started)
                let seconds = String(format: "%.1f", elapsed)
                let speed = frames > 0 && elapsed > 0 ? String(format: " (%.0f frames a second)", Double(frames) / elapsed) : ""
                print("rendered \(loaded.count) fixture\(loaded.count == 1 ? "" : "s")\(frames > 0 ? ", \(frames) frames" : "") into \(out) in \(seconds) s\(speed)")
            }
            if invalid > 0 {
                printError("error: \(invalid) invalid fixture\(invalid == 1 ? " was" : "s were") not rendered (see above); the other \(loaded.count) \(loaded.count == 1 ? "was" : "were")")
            }
        } catch {
            folder.discard()
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
        if invalid > 0 { throw ExitStatus.invalidInput }
    }

    /// The fixtures (by position) that would go over a limit, found before any work; each
    /// one's problems are printed.
    private func refusedByLimits(_ loaded: [LoadedFixture]) -> Set<Int> {
        var refused = Set<Int>()
        for (index, fixture) in loaded.enumerated() {
            var problems: [String] = []
            if format.png || format.svg,
               let problem = limits.problem(with: fixture.timeline, fps: format.png ? Double(fps ?? fixture.scene.animation.fps) : nil,
                                            scale: format.png ? scale ?? fixture.scene.viewport.scale : nil, svg: format.svg) {
                problems.append(problem)
            }
            if format.gif, let problem = limits.problem(with: fixture.timeline, fps: Double(Swift.min(fps ?? 25, AnimatedGIFWriter.maximumFPS)),
                                                          scale: scale ?? 1, svg: false) {
                problems.append("as a GIF, " + problem)
            }
            for problem in problems {
                printError("error: \(fixture.document.file): \(problem)")
                refused.insert(index)
            }
        }
        return refused
    }

    private func render(_ fixture: LoadedFixture, into folder: OutputFolder, style: OutputStyle) throws -> [Written] {
        let name = fixture.scene.name
        let timeline = fixture.timeline
        var written: [Written] = []
        let path = { (file: String) in (out as NSString).appendingPathComponent(file) }
        if format.png {
            let fps = Double(self.fps ?? fixture.scene.animation.fps)
            let scale = self.scale ?? fixture.scene.viewport.scale
            let frames = try folder.stageDirectory(name)
            let times = timeline.frameTimes(fps: fps)
            let digits = Swift.max(4, String(times.count - 1).count)
            // As many frames at once as the memory limit allows.
            let writer = FrameSequenceWriter(scale: scale, jobs: limits.jobs(jobs ?? FrameSequenceWriter.defaultJobs, for: timeline, scale: scale))
            let bar = ProgressBar(label: name, enabled: style == .terminal && isatty(STDERR_FILENO) != 0)
            defer { bar.finish() }
            _ = try writer.write(timeline, times: times, to: { index in
                let number = String(index)
                return frames + "/frame_" + String(repeating: "0", count: digits - number.count) + number + ".png"
            }, progress: { bar.update($0, of: $1) })
            written.append(Written(fixture: name, format: "png", path: path(name), amount: times.count,
                                   human: "\(times.count) frames at \(Int(fps)) fps, scale \(scale)"))
        }
        if format.svg {
            let svg = SVGWriter(title: fixture.scene.summary ?? name, textOutliner: CairoTextOutliner(), hold: hold, loops: !noLoop).document(for: timeline)
            try folder.stageFile(name + ".svg", contents: svg)
            written.append(Written(fixture: name, format: "svg", path: path(name + ".svg"), amount: svg.utf8.count,
                                   human: "SVG \((svg.utf8.count + 1023) / 1024) KB"))
        }
        if format.gif {
            let fps = Double(Swift.min(self.fps ?? 25, AnimatedGIFWriter.maximumFPS))
            let scale = self.scale ?? 1
            let bar = ProgressBar(label: name + ".gif", enabled: style == .terminal && isatty(STDERR_FILENO) != 0)
            defer { bar.finish() }
            let times = timeline.frameTimes(fps: fps)
            let gifJobs = limits.jobs(jobs ?? FrameSequenceWriter.defaultJobs, for: timeline, scale: scale)
            let gif = try AnimatedGIFWriter(scale: scale, hold: hold, loops: !noLoop).gif(of: timeline, times: times, jobs: gifJobs) { bar.update($0, of: $1) }
            try folder.stageFile(name + ".gif", bytes: gif)
            written.append(Written(fixture: name, format: "gif", path: path(name + ".gif"), amount: gif.count,
                                   human: "GIF \((gif.count + 1023) / 1024) KB at \(Int(fps)) fps, scale \(scale)"))
        }
        return written
    }
}
