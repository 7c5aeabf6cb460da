import ArgumentParser
import Foundation
import ZoetropeCore
import ZoetropeScene

/// How much one fixture may ask a render to do, checked before any work starts, so that a
/// fixture written by mistake (a pause of ten minutes at 240 fps and scale 3) is refused in
/// a second with a clear message instead of filling the disk or the memory. Each limit has a
/// flag to raise it.
struct RenderLimits: ParsableArguments {
    @Option(name: .customLong("max-frames"), help: "The most frames one fixture may render.")
    var maxFrames: Int = 100_000

    @Option(name: .customLong("max-pixels"), help: "The most pixels one fixture may draw, all frames together (frames × width × height).")
    var maxPixels: Double = 5e10

    @Option(name: .customLong("max-elements"), help: "The most elements (cells, headers, footers, decorations) one fixture's animation may show.")
    var maxElements: Int = 100_000

    @Option(name: .customLong("max-keyframes"), help: "The most keyframes one fixture's SVG may need (about 10 per element per step it takes part in).")
    var maxKeyframes: Int = 2_000_000

    func validate() throws {
        guard maxFrames > 0, maxPixels > 0, maxElements > 0, maxKeyframes > 0 else {
            throw ValidationError("Limits (--max-frames, --max-pixels, --max-elements, --max-keyframes) must be more than 0.")
        }
    }

    /// The keyframes the SVG would need: about 10 (five animated values, two keys each) per
    /// element per step it takes part in.
    static func keyframeEstimate(_ timeline: Timeline) -> Int {
        timeline.lifetimes.reduce(0) { $0 + 10 * ($1.lastSegment - $1.firstSegment + 1) }
    }

    /// Why rendering `timeline` would go over a limit, or nil when it would not.
    func problem(with timeline: Timeline, fps: Double?, scale: Int?, svg: Bool) -> String? {
        if timeline.lifetimes.count > maxElements {
            return "the animation shows \(timeline.lifetimes.count) elements, more than the limit of \(maxElements) (--max-elements)"
        }
        if let fps, let scale {
            let frames = timeline.frameCount(fps: fps)
            if frames > Double(maxFrames) {
                return "the render would make \(Self.format(frames)) frames (\(Self.format(timeline.duration)) s at \(Int(fps)) fps), more than the limit of \(maxFrames) (--max-frames); lower --fps, or raise the limit"
            }
            let pixels = frames * (timeline.canvasSize.width * Double(scale)).rounded() * (timeline.canvasSize.height * Double(scale)).rounded()
            if pixels > maxPixels {
                return "the render would draw \(Self.format(pixels)) pixels (\(Self.format(frames)) frames at scale \(scale)), more than the limit of \(Self.format(maxPixels)) (--max-pixels); lower --fps or --scale, or raise the limit"
            }
        }
        if svg {
            let keyframes = Self.keyframeEstimate(timeline)
            if keyframes > maxKeyframes {
                return "the SVG would need about \(keyframes) keyframes, more than the limit of \(maxKeyframes) (--max-keyframes)"
            }
        }
        return nil
    }

    /// "124", or "1.2 × 10^9" for large figures.
    static func format(_ value: Double) -> String {
        guard value >= 1e7 else { return DecimalText.string(value, decimals: 2) }
        var exponent = log10(value).rounded(.down)
        var mantissa = (value / pow(10, exponent) * 10).rounded() / 10
        if mantissa >= 10 { mantissa /= 10; exponent += 1 }
        return "\(DecimalText.string(mantissa, decimals: 1)) × 10^\(Int(exponent))"
    }
}
