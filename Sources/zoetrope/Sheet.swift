#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeComparison
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

    @Option(parsing: .unconditional, help: "Frames, evenly spread over the animation, first and last included.", transform: NumericOption.whole(1...200))
    var count: Int?

    @Option(parsing: .unconditional, help: "Seconds between frames, from 0 to the end.", transform: NumericOption.decimal(0.001...86_400))
    var every: Double?

    @Option(help: ArgumentHelp("The moments to show: seconds or percentages of the animation, comma-separated (0,0.5,1 or 0,50%,100%).",
                               valueName: "t1,t2,…"))
    var at: String?

    @Option(parsing: .unconditional, help: "Frames per row (default 4; a filmstrip has one row).", transform: NumericOption.whole(1...50))
    var columns: Int = 4

    @Option(parsing: .unconditional, help: "Each frame's width on the sheet, in points.", transform: NumericOption.decimal(16...2000))
    var width: Double = 160

    @Option(parsing: .unconditional, help: "Pixels per point of the sheet, 1, 2 or 3.", transform: NumericOption.whole(1...3))
    var scale: Int = 1

    @Flag(help: "One row of frames (NAME.strip.png) instead of a grid.")
    var strip = false

    @Flag(name: .customLong("no-title"), help: "Leave out the title (the fixture's summary or name).")
    var noTitle = false

    @OptionGroup(title: "Limits") var limits: RenderLimits

    @OptionGroup var warnings: WarningOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var appearance: AppearanceOption

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        let chosen = [count != nil, every != nil, at != nil].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("Choose the frames one way: --count, --every or --at.") }
        // Each number's range is checked as it is read (NumericOption).
        if let at { _ = try Self.moments(at) }
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
        let loaded = try LoadedFixture.loadAll(paths, limits: limits.fixture.fixtureLimits, warningsAsErrors: warnings.warningsAsErrors,
                                               appearances: appearance.appearances(), assets: assets.catalog())
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
            folder = try OutputFolder(path: out, inputs: loaded.map { ReplaceableFolder.Input("the fixture", $0.document.file) })
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
    }
}
#endif
