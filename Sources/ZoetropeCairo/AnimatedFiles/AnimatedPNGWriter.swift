import ZoetropeCore
import ZoetropeEncoders

/// A timeline as one animated PNG: lossless and full colour, where a GIF's 256 colours band
/// gradients and shadows. Frames are drawn on every core and encoded in order (`APNGEncoder`).
public struct AnimatedPNGWriter: Sendable {
    package var drawer: OrderedFrameDrawer
    /// How long the last frame stays before the loop starts again, in seconds.
    public var hold: Double
    /// Whether the animation plays again after its hold; otherwise it stops on its last frame.
    public var loops: Bool

    public init(scale: Int, hold: Double = 1, loops: Bool = true, jobs: Int = FrameSequenceWriter.defaultJobs) {
        precondition(hold >= 0, "A hold is not negative")
        drawer = OrderedFrameDrawer(scale: scale, jobs: jobs)
        self.hold = hold
        self.loops = loops
    }

    /// The APNG of `timeline` sampled at `times` (seconds, evenly spaced, increasing): each
    /// frame lasts until the next one's time, the last one interval and then `hold`.
    public func apng(of timeline: Timeline, times: [Double], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [UInt8] {
        guard !times.isEmpty else { throw CairoError(operation: "making an APNG", reason: "there are no frames") }
        let (width, height) = drawer.pixelSize(of: timeline)
        // Elements are drawn over the background, so the frames are opaque when it is.
        var encoder = APNGEncoder(width: width, height: height, opaque: timeline.background.alpha >= 1, loops: loops)
        let durations = Self.durations(of: times)
        try drawer.forEachPicture(of: timeline, times: times, progress: progress) { picture in
            encoder.add(rgba: picture.rgba, seconds: picture.frames.reduce(0) { $0 + durations[$1] })
        }
        return encoder.finish(holdingLastFor: hold)
    }

    /// How long each frame at `times` shows: until the next frame, and the last one as long
    /// as the one before it (one frame interval).
    static func durations(of times: [Double]) -> [Double] {
        guard times.count > 1 else { return [1.0 / 60] }
        var result = zip(times.dropFirst(), times).map { $0 - $1 }
        result.append(result.last!)
        return result
    }
}
