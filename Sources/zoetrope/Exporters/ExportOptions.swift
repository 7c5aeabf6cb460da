#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore

/// The options every exporter reads: how frames are sampled and drawn, how an animation
/// loops, and the options of single formats (stills, WebP's quality).
struct ExportOptions: ParsableArguments {
    @Option(help: "Pixels per point, 1, 2 or 3 (default: the fixture's viewport scale for PNG, MP4 and WebM; 1 for GIF, APNG and WebP).")
    var scale: Int?

    @Option(help: "Frames per second, 1 to 240 (default: the fixture's animation fps; for GIF at most 50, default 25).")
    var fps: Int?

    @Option(help: "Seconds the last frame of an animated file (SVG, GIF, APNG, WebP) stays before it plays again (0 to 60).")
    var hold: Double = 1

    @Flag(name: .customLong("no-loop"), help: "Play the SVG, GIF, APNG and WebP once and stop on the last frame.")
    var noLoop = false

    @Option(help: "Frames drawn at once, one per thread (default: one per core).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Write only these moments, as PNG stills NAME.at-Ts.png: seconds or percentages of the animation, comma-separated (0.25,0.5 or 50%).",
                               valueName: "moments"))
    var at: String?

    @Option(help: "WebP only: lossy, at this quality from 0 to 100, instead of lossless.")
    var quality: Int?

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3; found \(scale).") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be from 1 to 240; found \(fps).") }
        guard (0...60).contains(hold) else { throw ValidationError("--hold must be from 0 to 60 seconds; found \(hold).") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be from 1 to 256; found \(jobs).") }
        if let at { _ = try Moment.parseList(at) }
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality must be from 0 to 100; found \(quality).") }
    }

    /// The moments `--at` names (checked in `validate()`).
    var moments: [Moment]? { at.flatMap { try? Moment.parseList($0) } }
}
#endif
