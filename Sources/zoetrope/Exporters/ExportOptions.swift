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

/// A moment of an animation `--at` names: a time in seconds, or a share of the duration.
enum Moment: Equatable {
    case seconds(Double)
    case percent(Double)

    /// The moments of "0.25,0.5,50%", or what is wrong with the list.
    static func parseList(_ argument: String) throws(ValidationError) -> [Moment] {
        var moments: [Moment] = []
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = word.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, (0...100).contains(value) {
                moments.append(.percent(value))
            } else if let value = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), value.isFinite, value >= 0, !text.hasSuffix("%") {
                moments.append(.seconds(value))
            } else {
                throw ValidationError("--at takes seconds (0.25) or percentages of the animation (50%), separated by commas; \"\(text)\" is neither\(text.hasSuffix("%") ? " (a percentage is from 0 to 100)" : "").")
            }
        }
        return moments
    }

    /// The time of this moment in an animation `duration` seconds long, or why there is none.
    func time(in duration: Double) -> Result<Double, MomentError> {
        switch self {
        case .percent(let share): return .success(duration * share / 100)
        case .seconds(let seconds):
            // A moment a hair past the end (rounding in the duration) is the end.
            if seconds > duration + 1e-9 { return .failure(MomentError(seconds: seconds, duration: duration)) }
            return .success(Swift.min(seconds, duration))
        }
    }
}

/// A moment after the end of the animation.
struct MomentError: Error, CustomStringConvertible {
    var seconds: Double
    var duration: Double
    var description: String {
        "--at \(DecimalText.string(seconds))s is after the end of the animation, which lasts \(DecimalText.string(duration)) s; use a time up to that, or a percentage"
    }
}
