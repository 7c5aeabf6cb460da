#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore

/// The options every exporter reads: how frames are sampled and drawn, how an animation
/// loops, and the options of single formats (stills, WebP's quality).
struct ExportOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point, 1, 2 or 3 (default: the fixture's viewport scale for PNG, MP4 and WebM; 1 for GIF, APNG and WebP).", transform: NumericOption.whole(1...3))
    var scale: Int?

    @Option(parsing: .unconditional, help: "Frames per second, 1 to 240 (default: the fixture's animation fps; for GIF at most 50, default 25).", transform: NumericOption.whole(1...240))
    var fps: Int?

    @Option(parsing: .unconditional, help: "Seconds the last frame of an animated file (SVG, GIF, APNG, WebP) stays before it plays again (0 to 60).", transform: NumericOption.decimal(0...60))
    var hold: Double = 1

    @Flag(name: .customLong("no-loop"), help: "Play the SVG, GIF, APNG and WebP once and stop on the last frame.")
    var noLoop = false

    @Option(parsing: .unconditional, help: "Frames drawn at once, one per thread (default: one per core).", transform: NumericOption.whole(1...256))
    var jobs: Int?

    @Option(help: ArgumentHelp("Write only these moments, as PNG stills NAME.at-Ts.png: seconds or percentages of the animation, comma-separated (0.25,0.5 or 50%).",
                               valueName: "moments"))
    var at: String?

    @Option(parsing: .unconditional, help: "WebP only: lossy, at this quality from 0 to 100, instead of lossless.", transform: NumericOption.whole(0...100))
    var quality: Int?

    func validate() throws {
        // Each number's range is checked as it is read (NumericOption).
        if let at { _ = try Moment.parseList(at) }
    }

    /// The moments `--at` names (checked in `validate()`).
    var moments: [Moment]? { at.flatMap { try? Moment.parseList($0) } }
}
#endif
