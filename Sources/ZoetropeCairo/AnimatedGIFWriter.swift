import ZoetropeCore

/// A timeline as one looping animated GIF, for READMEs and issue trackers.
///
/// Two passes over the frames: the first collects every colour for the one palette a GIF has,
/// the second encodes. Frames are drawn again rather than kept, so memory stays flat however
/// long the animation is; frames that draw the same picture are drawn once per pass.
public struct AnimatedGIFWriter: Sendable {
    public var renderer: FrameRenderer
    /// How long the last frame stays before the loop starts again, in seconds, so that the end
    /// state can be seen.
    public var hold: Double

    public init(scale: Int, hold: Double = 1) {
        precondition(hold >= 0, "A hold is not negative")
        renderer = FrameRenderer(scale: scale)
        self.hold = hold
    }

    /// GIF delays are whole hundredths of a second, and browsers slow anything under 2 cs down
    /// to 10 cs: 50 frames per second is the most a GIF plays faithfully.
    public static let maximumFPS = 50

    /// The GIF of `timeline` sampled at `times` (seconds, increasing). `progress` hears the
    /// frames done over both passes, counted as frames of the GIF.
    public func gif(of timeline: Timeline, times: [Double], progress: ((Int, Int) -> Void)? = nil) throws(CairoError) -> [UInt8] {
        guard let first = times.first else { throw CairoError(operation: "making a GIF", reason: "there are no frames") }
        let runs = FrameSequenceWriter.runs(of: timeline, times: times)
        var cache = DrawingCache()
        let image = try renderer.makeImage(for: timeline.frame(at: first).canvasSize)
        var histogram = GIFPalette.Histogram()
        for run in runs {
            try renderer.draw(timeline.frame(at: times[run.lowerBound]), into: image, cache: &cache)
            histogram.add(rgba: image.rgbaPixels())
            progress?(run.upperBound / 2, times.count)
        }
        var encoder = GIFEncoder(width: image.width, height: image.height, palette: GIFPalette(histogram))
        for run in runs {
            try renderer.draw(timeline.frame(at: times[run.lowerBound]), into: image, cache: &cache)
            encoder.add(rgba: image.rgbaPixels(), at: Int((times[run.lowerBound] * 100).rounded()))
            progress?((times.count + run.upperBound) / 2, times.count)
        }
        // The last frame lasts one frame interval, then the hold.
        let interval = times.count > 1 ? times[times.count - 1] - times[times.count - 2] : 0
        let end = Int(((times[times.count - 1] + interval) * 100).rounded())
        let lastStart = Int((times[runs.last!.lowerBound] * 100).rounded())
        return encoder.finish(holdingLastFrameFor: end - lastStart + Int((hold * 100).rounded()))
    }
}
