#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCairo
import ZoetropeScene

/// `zoetrope sheet`: an animation as one still picture, for docs, reviews and pull requests.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a contact sheet (frames in a grid, each with its time) or a filmstrip (one row) of each fixture.",
        discussion: """
            Writes OUT/NAME.sheet.png, or OUT/NAME.strip.png with --strip. The frames are taken \
            at --count times evenly spread from the start to the end (both included, rounded to 0.01 s), every \
            --every seconds, or at the moments listed with --at (seconds or percentages, as \
            render's --at takes them). Each is drawn at the fixture's \
            scale and shrunk to --width points; the sheet is drawn at --scale pixels per point.

            Examples:
              zoetrope sheet Fixtures/color-swatches.json
              zoetrope sheet Fixtures --out Output --count 8 --columns 4
              zoetrope sheet Fixtures/self-sizing-feed.json --strip --at 0,0.2,0.4,0.6 --width 120
              zoetrope sheet Fixtures/color-swatches.json --strip --at 0,25%,50%,100%
              zoetrope sheet Fixtures/dashboard.json --every 0.25 --scale 2
            """
    )

    @OptionGroup var inputs: FixtureInputs

    @Option(help: "The output folder.")
    var out: String = "Output"

    @Option(help: "Frames, evenly spread over the animation, first and last included.")
    var count: Int?

    @Option(help: "Seconds between frames, from 0 to the end.")
    var every: Double?

    @Option(help: ArgumentHelp("The moments to show: seconds or percentages of the animation, comma-separated (0,0.5,1 or 0,50%,100%).",
                               valueName: "t1,t2,…"))
    var at: String?

    @Option(help: "Frames per row (default 4; a filmstrip has one row).")
    var columns: Int = 4

    @Option(help: "Each frame's width on the sheet, in points.")
    var width: Double = 160

    @Option(help: "Pixels per point of the sheet, 1, 2 or 3.")
    var scale: Int = 1

    @Flag(help: "One row of frames (NAME.strip.png) instead of a grid.")
    var strip = false

    @Flag(name: .customLong("no-title"), help: "Leave out the title (the fixture's summary or name).")
    var noTitle = false

    @OptionGroup(title: "Limits") var limits: RenderLimits

    @OptionGroup var warnings: WarningOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        let chosen = [count != nil, every != nil, at != nil].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("Choose the frames one way: --count, --every or --at.") }
        if let count, !(1...200).contains(count) { throw ValidationError("--count must be from 1 to 200; found \(count).") }
        if let every, !(every > 0) { throw ValidationError("--every must be more than 0 seconds; found \(every).") }
        if let at { _ = try Self.moments(at) }
        guard (1...50).contains(columns) else { throw ValidationError("--columns must be from 1 to 50; found \(columns).") }
        guard width >= 16 && width <= 2000 else { throw ValidationError("--width must be from 16 to 2000 points; found \(width).") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3; found \(scale).") }
    }

    /// The most frames one sheet shows, however they are chosen.
    static let maximumFrames = 1000

    /// `--every` asks for more frames than a sheet shows.
    struct SheetTooLong: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The moments `--at` lists, in render's grammar, at most as many as a sheet shows.
    static func moments(_ list: String) throws -> [Moment] {
        let moments = try Moment.parseList(list)
        guard moments.count <= maximumFrames else { throw ValidationError("--at gives \(moments.count) times; a sheet shows at most \(maximumFrames).") }
        return moments
    }

    /// The times shown for an animation of `duration` seconds.
    ///
    /// - Throws: `MomentError` for a moment of `--at` after the end; `SheetTooLong`.
    func times(for duration: Double) throws -> [Double] {
        if let at { return try Self.moments(at).map { moment in try moment.time(in: duration).get() } }
        if let every {
            let steps = (duration / every + 1e-9).rounded(.down)
            guard steps < Double(Self.maximumFrames) else {
                throw SheetTooLong(message: "--every \(JSONWriter.format(every)) would show \(RenderLimits.format(steps + 1)) frames of the \(JSONWriter.format((duration * 1000).rounded() / 1000)) s animation; a sheet shows at most \(Self.maximumFrames)")
            }
            return (0...Int(steps)).map { Double($0) * every }
        }
        return ContactSheetPainter.evenlySpreadTimes(count: count ?? 8, duration: duration)
    }

    /// The painter for a sheet of `count` frames.
    func painter(count: Int, title: String?) -> ContactSheetPainter {
        // The title's height is all a sheet's size needs of it; any text stands in for it.
        ContactSheetPainter(columns: strip ? count : columns, tileWidth: width, scale: scale, title: title ?? (noTitle ? nil : ""))
    }

    func run() throws {
        let paths = try inputs.paths()
        if inputs.isEmptyShard(paths) { return }
        let loaded = try LoadedFixture.loadAll(paths, limits: limits.fixture.fixtureLimits, warningsAsErrors: warnings.warningsAsErrors)
        let style = output.style
        for fixture in loaded {
            if let problem = limits.problem(with: fixture.timeline, fps: nil, scale: nil, svg: false) {
                printError("error: \(fixture.document.file): \(problem)")
                throw ExitStatus.invalidInput
            }
            // Each frame is drawn at the fixture's scale, then shrunk onto the sheet.
            if let problem = limits.frameProblem(with: fixture.timeline, scale: fixture.scene.viewport.scale) {
                printError("error: \(fixture.document.file): \(problem)")
                throw ExitStatus.invalidInput
            }
            let count: Int
            do {
                count = try times(for: fixture.timeline.duration).count
            } catch let error as SheetTooLong {
                printError("error: \(fixture.document.file): \(error)")
                throw ExitStatus.invalidInput
            } catch let error as MomentError {
                printError("error: \(fixture.document.file): \(error)")
                throw ExitStatus.invalidInput
            }
            let frame = RenderLimits.pixelSize(of: fixture.timeline.canvasSize, scale: fixture.scene.viewport.scale)
            let sheet = painter(count: count, title: nil).pixelSize(count: count, frameWidth: frame.width, frameHeight: frame.height)
            if Double(sheet.width) * Double(sheet.height) > limits.maxFramePixels {
                printError("error: \(fixture.document.file): the sheet of \(count) frames would be \(sheet.width)×\(sheet.height) pixels, more than the limit of \(RenderLimits.format(limits.maxFramePixels)) (--max-frame-pixels); show fewer frames (--count, --every), lower --width or --scale, or raise the limit")
                throw ExitStatus.invalidInput
            }
        }
        let folder: OutputFolder
        do {
            folder = try OutputFolder(path: out)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
        do {
            var lines: [String] = []
            for fixture in loaded {
                let times = try self.times(for: fixture.timeline.duration)
                let painter = painter(count: times.count, title: noTitle ? nil : fixture.scene.summary ?? fixture.scene.name)
                let name = fixture.scene.name + (strip ? ".strip.png" : ".sheet.png")
                let image = try painter.paint(fixture.timeline, times: times, frameScale: fixture.scene.viewport.scale)
                let bytes = PNGEncoder(level: 9).withEncoded(image, opaque: true) { Array($0) }
                try folder.stageFile(name, bytes: bytes)
                let path = (out as NSString).appendingPathComponent(name)
                lines.append(style == .plain
                             ? [fixture.scene.name, strip ? "strip" : "sheet", path, String(times.count)].joined(separator: "\t")
                             : "\(fixture.scene.name): \(path), \(times.count) frames, \(image.width)×\(image.height) px")
            }
            try folder.publish()
            if style != .quiet { lines.forEach { print($0) } }
        } catch {
            folder.discard()
            printError("error: \(error)")
            throw ExitStatus.outputFailure
        }
    }
}
#endif
