#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCore
import ZoetropeScene
import ZoetropeCairo
import ZoetropeSVG

/// How much one fixture may ask a render to do, checked before any work starts, so that a
/// fixture written by mistake (a pause of ten minutes at 240 fps and scale 3) is refused in
/// a second with a clear message instead of filling the disk or the memory. Each limit has a
/// flag to raise it.
struct RenderLimits: ParsableArguments {
    @OptionGroup var fixture: FixtureLimitOptions

    @Option(name: .customLong("max-frames"), parsing: .unconditional, help: "The most frames one fixture may render.", transform: NumericOption.whole(1...1_000_000_000))
    var maxFrames: Int = 100_000

    @Option(name: .customLong("max-pixels"), parsing: .unconditional, help: "The most pixels one fixture may draw, all frames together (frames × width × height).", transform: NumericOption.decimal(0...1e18, aboveLowerBound: true))
    var maxPixels: Double = 5e10

    @Option(name: .customLong("max-frame-pixels"), parsing: .unconditional, help: "The most pixels one frame may have (width × height at the scale drawn).", transform: NumericOption.decimal(0...1e12, aboveLowerBound: true))
    var maxFramePixels: Double = 1.2e8

    @Option(name: .customLong("max-memory"), parsing: .unconditional, help: "Megabytes the frames drawn at once may take (about 8 bytes a pixel per frame, and the fixture's pictures); --jobs is lowered to fit.", transform: NumericOption.whole(1...1_048_576))
    var maxMemory: Int = 2048

    @Option(name: .customLong("max-keyframes"), parsing: .unconditional, help: "The most keyframes one fixture's SVG may need (about 10 per element per step it takes part in).", transform: NumericOption.whole(1...1_000_000_000))
    var maxKeyframes: Int = 2_000_000

    @Option(name: .customLong("max-svg-size"), parsing: .unconditional, help: ArgumentHelp("The largest SVG (or HTML page) one fixture may make, estimated before it is written: elements that change size while turned in perspective are written frame by frame.", valueName: "MB"), transform: NumericOption.whole(1...1_048_576))
    var maxSVGSize: Int = 100  // preview's too: PreviewLibrary.standardMaximumSVGBytes

    /// Why rendering `timeline` would go over a limit, or nil when it would not.
    func problem(with timeline: Timeline, fps: Double?, scale: Int?, svg: Bool) -> String? {
        if let scale, let problem = frameProblem(with: timeline, scale: scale) { return problem }
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
            let keyframes = SVGWriter.keyframeEstimate(timeline)
            if keyframes > maxKeyframes {
                return "the SVG would need about \(keyframes) keyframes, more than the limit of \(maxKeyframes) (--max-keyframes)"
            }
            // Counted page by page, without writing any (bounded memory, time in the pages).
            let estimate = SVGWriter().estimate(for: timeline, stoppingAbove: Double(maxSVGSize) * 1_048_576)
            if estimate.bytes > Double(maxSVGSize) * 1_048_576 {
                return "the SVG would be \(estimate), more than the limit of \(maxSVGSize) MB (--max-svg-size); shorten the steps in which elements change size while turned in perspective (each of their frames is a page of its own), render PNG frames or a video instead (--format png or mp4), or raise the limit"
            }
        }
        return nil
    }

    /// Why drawing one frame of `timeline` at `scale` would go over a limit: its pixels, or the
    /// memory one worker needs for it (the frame, its PNG, the fixture's pictures decoded).
    func frameProblem(with timeline: Timeline, scale: Int) -> String? {
        let size = Self.pixelSize(of: timeline.canvasSize, scale: scale)
        let pixels = Double(size.width) * Double(size.height)
        if pixels > maxFramePixels {
            return "each frame would be \(size.width)×\(size.height) pixels (\(Self.format(pixels))), more than the limit of \(Self.format(maxFramePixels)) (--max-frame-pixels); lower --scale or the viewport, or raise the limit"
        }
        let megabytes = Self.workerMegabytes(timeline, scale: scale)
        if megabytes > maxMemory {
            return "drawing one frame would take about \(megabytes) MB (\(size.width)×\(size.height) pixels and the pictures), more than the limit of \(maxMemory) MB (--max-memory); lower --scale, or raise the limit"
        }
        return nil
    }

    /// How many frames to draw at once: the jobs asked for, fewer when that many would take
    /// more than `--max-memory`, and at least one (`frameProblem` has checked that one fits).
    func jobs(_ requested: Int, for timeline: Timeline, scale: Int) -> Int {
        FrameSequenceWriter.affordableJobs(requested, perWorker: Double(Self.workerMegabytes(timeline, scale: scale)),
                                           memoryLimit: Double(maxMemory))
    }

    /// Megabytes one worker of `FrameSequenceWriter` needs for `timeline` at `scale`.
    static func workerMegabytes(_ timeline: Timeline, scale: Int) -> Int {
        let size = pixelSize(of: timeline.canvasSize, scale: scale)
        let bytes = FrameSequenceWriter.workerMemory(width: size.width, height: size.height, pictures: pictures(in: timeline))
        return Int((bytes / 1_048_576).rounded(.up))
    }

    /// The pixel size of a canvas at a scale, as the renderer rounds it.
    static func pixelSize(of size: Size, scale: Int) -> (width: Int, height: Int) {
        (Int((size.width * Double(scale)).rounded()), Int((size.height * Double(scale)).rounded()))
    }

    /// The pictures the animation shows, each once.
    static func pictures(in timeline: Timeline) -> [ImageAsset] {
        var seen = Set<ObjectIdentifier>(), assets: [ImageAsset] = []
        for segment in timeline.segments {
            for track in segment.transition.tracks {
                if let asset = track.content.image?.asset, seen.insert(ObjectIdentifier(asset)).inserted { assets.append(asset) }
            }
        }
        return assets
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
#endif
