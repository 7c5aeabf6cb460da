#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeComparison
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeSVG

/// `zoetrope render`: fixtures to every format an `Exporter` writes (see `ExporterRegistry`).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render fixtures to PNG frames, stills, an animated SVG, GIF, APNG or WebP, or video.",
        discussion: """
            Formats (--format; png,svg when not given):
            \(ExporterRegistry.all.map { "  " + $0.name.padding(toLength: 6, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

            Frame k shows time k / fps, from 0 to the end of the last step inclusive; an \
            animated file loops with the last frame held for --hold seconds (1 by default). \
            Everything is rendered into a staging folder inside OUT and moved into place only \
            when every fixture has succeeded; earlier output of other fixtures is left alone.

            On a terminal a progress bar shows, then one line per fixture and a summary. \
            Elsewhere (a pipe, a CI log), or with --plain, each file written is one \
            tab-separated line: fixture, format, path, and frames (png) or bytes (the others).

            Examples:
              zoetrope render Fixtures/color-swatches.json
              zoetrope render Fixtures --out Output --format svg
              zoetrope render Fixtures/self-sizing-feed.json --format gif --scale 1 --fps 25
              zoetrope render Fixtures/color-swatches.json --format apng --scale 2
              zoetrope render Fixtures/color-swatches.json --at 0,50%,1.5   # three stills
              zoetrope render Fixtures --shard 2/4 --jobs 4      # the 2nd of 4 CI jobs
            """
    )

    @OptionGroup var inputs: FixtureInputs

    @Option(help: "The output folder.")
    var out: String = "Output"

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "What to write: " + ExporterRegistry.all.map { $0.name }.joined(separator: ", ") + ", a comma-separated list of them, or all (every one but video).",
        valueName: "formats"))
    var formatList: String?

    @OptionGroup var export: ExportOptions

    @OptionGroup(title: "Limits") var limits: RenderLimits

    @OptionGroup var warnings: WarningOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var appearance: AppearanceOption

    @OptionGroup var assets: AssetsOption

    @Flag(name: .customLong("keep-going"), help: "Render every valid fixture and report the invalid ones (exit 2), instead of rendering nothing when one is invalid.")
    var keepGoing = false

    /// What `--format` says, or its default: png and svg, or png alone with `--at`.
    private var requestedFormats: String {
        formatList ?? (export.at == nil ? ExporterRegistry.defaultList : PNGFramesExporter.name)
    }

    /// The exporters `--format` names (checked in `validate()`).
    var exporters: [any Exporter.Type] {
        (try? ExporterRegistry.parse(requestedFormats)) ?? []
    }

    func validate() throws {
        let exporters = try ExporterRegistry.parse(requestedFormats)
        if export.at != nil, exporters.contains(where: { $0.name != PNGFramesExporter.name }) {
            throw ValidationError("--at writes PNG stills only; leave out --format, or make it png.")
        }
        if export.quality != nil, !exporters.contains(where: { $0.name == WebPExporter.name }) {
            throw ValidationError("--quality sets the WebP's lossy quality; add webp to --format, or leave --quality out.")
        }
        for exporter in exporters {
            if let problem = exporter.problem(with: export) { throw ValidationError(problem) }
        }
    }

    func run() throws {
        let started = Date()
        // All or nothing by default; with --keep-going, the valid fixtures are rendered and
        // the invalid ones (unreadable, or over a limit) reported and counted.
        let paths = try inputs.paths()
        if inputs.isEmptyShard(paths) { return }
        var (loaded, invalid) = try LoadedFixture.loadEach(paths, limits: limits.fixture.fixtureLimits,
                                                          warningsAsErrors: warnings.warningsAsErrors, appearances: appearance.appearances(),
                                                          assets: assets.catalog())
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
            folder = try OutputFolder(path: out, inputs: loaded.map { ReplaceableFolder.Input("the fixture", $0.document.file) })
        } catch {
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
        let style = output.style
        do {
            var written: [[ExportedFile]] = []
            for fixture in loaded {
                written.append(try render(fixture, into: folder, style: style))
            }
            try folder.publish()
            switch style {
            case .quiet:
                break
            case .plain:
                for (fixture, files) in zip(loaded, written) {
                    for file in files {
                        print([fixture.scene.name, file.format, (out as NSString).appendingPathComponent(file.name), String(file.amount)].joined(separator: "\t"))
                    }
                }
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
        } catch let refusal as ReplaceableFolder.Refusal {
            // Refused before anything was replaced: the output asked for is not Zoetrope's to replace.
            folder.discard()
            printError("error: \(refusal)")
            throw ExitStatus.invalidInput
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
        let settings = ExportSettings(options: export, limits: limits)
        for (index, fixture) in loaded.enumerated() {
            var problems: [String] = []
            for type in exporters {
                let exporter = type.init(settings: settings)
                let prefix = type.name == PNGFramesExporter.name ? "" : "as \(type.name.uppercased()), "
                if let sampling = exporter.sampling(of: fixture) {
                    let problem: String?
                    if let times = sampling.times {
                        problem = limits.frameProblem(with: fixture.timeline, scale: sampling.scale)
                            ?? (times.count > limits.maxFrames ? "--at names \(times.count) moments, more than the limit of \(limits.maxFrames) frames (--max-frames)" : nil)
                    } else {
                        problem = limits.problem(with: fixture.timeline, fps: sampling.fps, scale: sampling.scale, svg: false)
                    }
                    if let problem, !problems.contains(where: { $0.hasSuffix(problem) }) { problems.append(prefix + problem) }
                }
                if let problem = exporter.extraProblem(with: fixture, limits: limits), !problems.contains(where: { $0.hasSuffix(problem) }) {
                    problems.append(problem)
                }
            }
            for problem in problems {
                printError("error: \(fixture.document.file): \(problem)")
                refused.insert(index)
            }
        }
        return refused
    }

    private func render(_ fixture: LoadedFixture, into folder: OutputFolder, style: OutputStyle) throws -> [ExportedFile] {
        let settings = ExportSettings(options: export, limits: limits)
        var written: [ExportedFile] = []
        for type in exporters {
            let exporter = type.init(settings: settings)
            let label = fixture.scene.name + (type.name == PNGFramesExporter.name ? "" : "." + type.name)
            let bar = ProgressBar(label: label, enabled: style == .terminal && isatty(STDERR_FILENO) != 0)
            defer { bar.finish() }
            written += try exporter.export(fixture, into: folder, progress: bar)
        }
        return written
    }
}
#endif
