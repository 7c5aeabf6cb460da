import ArgumentParser
import Foundation
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeSVG

/// `zoetrope render`: fixtures to PNG frames and animated SVG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render fixtures to PNG frames (OUT/NAME/frame_NNNN.png) and an animated SVG (OUT/NAME.svg).",
        discussion: """
            Frame k shows time k / fps, from 0 to the end of the last step inclusive. \
            Everything is rendered into a staging folder inside OUT and moved into place only \
            when every fixture has succeeded; earlier output of other fixtures is left alone.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, svg, all
    }

    @Argument(help: "Fixture files (.json).")
    var fixtures: [String]

    @Option(help: "The output folder.")
    var out: String = "Output"

    @Option(help: "What to write: png, svg or all.")
    var format: Format = .all

    @Option(help: "Pixels per point, 1, 2 or 3 (default: the fixture's viewport scale).")
    var scale: Int?

    @Option(help: "Frames per second, 1 to 240 (default: the fixture's animation fps).")
    var fps: Int?

    @Option(help: "Frames drawn at once, one per thread (default: one per core).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors (no progress bar, no summary).")
    var quiet = false

    func validate() throws {
        guard !fixtures.isEmpty else { throw ValidationError("Name at least one fixture file.") }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3; found \(scale).") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be from 1 to 240; found \(fps).") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256; found \(jobs).") }
    }

    func run() throws {
        let loaded = try LoadedFixture.loadAll(fixtures)
        let folder: OutputFolder
        do {
            folder = try OutputFolder(path: out)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
        do {
            var reports: [String] = []
            for fixture in loaded {
                reports.append(try render(fixture, into: folder))
            }
            try folder.publish()
            if !quiet { reports.forEach { print($0) } }
        } catch {
            folder.discard()
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
    }

    private func render(_ fixture: LoadedFixture, into folder: OutputFolder) throws -> String {
        let name = fixture.scene.name
        let timeline = fixture.timeline
        var parts: [String] = []
        if format != .svg {
            let fps = Double(self.fps ?? fixture.scene.animation.fps)
            let scale = self.scale ?? fixture.scene.viewport.scale
            let frames = try folder.stageDirectory(name)
            let times = timeline.frameTimes(fps: fps)
            let digits = Swift.max(4, String(times.count - 1).count)
            let writer = FrameSequenceWriter(scale: scale, jobs: jobs ?? FrameSequenceWriter.defaultJobs)
            let bar = ProgressBar(label: name, enabled: !quiet && isatty(STDERR_FILENO) != 0)
            defer { bar.finish() }
            _ = try writer.write(timeline, times: times, to: { index in
                let number = String(index)
                return frames + "/frame_" + String(repeating: "0", count: digits - number.count) + number + ".png"
            }, progress: { bar.update($0, of: $1) })
            parts.append("\(times.count) frames at \(Int(fps)) fps, scale \(scale)")
        }
        if format != .png {
            let svg = SVGWriter(title: fixture.scene.summary ?? name, textOutliner: CairoTextOutliner()).document(for: timeline)
            try folder.stageFile(name + ".svg", contents: svg)
            parts.append("SVG \((svg.utf8.count + 1023) / 1024) KB")
        }
        return "\(name): \(parts.joined(separator: ", ")) (\(JSONWriter.format((timeline.duration * 100).rounded() / 100)) s)"
    }
}
