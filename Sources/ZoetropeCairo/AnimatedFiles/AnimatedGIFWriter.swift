import Dispatch
import Synchronization
import ZoetropeCore
import ZoetropeEncoders

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
    /// Whether the GIF plays again after its hold (a NETSCAPE2.0 loop); otherwise it stops on
    /// its last frame.
    public var loops: Bool

    public init(scale: Int, hold: Double = 1, loops: Bool = true) {
        precondition(hold >= 0, "A hold is not negative")
        renderer = FrameRenderer(scale: scale)
        self.hold = hold
        self.loops = loops
    }

    /// GIF delays are whole hundredths of a second, and browsers slow anything under 2 cs down
    /// to 10 cs: 50 frames per second is the most a GIF plays faithfully.
    public static let maximumFPS = 50

    /// The GIF of `timeline` sampled at `times` (seconds, increasing). `progress` hears the
    /// frames done over both passes, counted as frames of the GIF.
    ///
    /// Both passes run on `jobs` threads: the palette pass counts each worker's frames in a
    /// histogram of its own and adds them up (addition does not care about order), and the
    /// encoding pass draws, maps and compresses a window of frames at once, each against the
    /// frame before it, then writes them in order. The bytes are the same whatever `jobs` is.
    public func gif(of timeline: Timeline, times: [Double], jobs: Int = FrameSequenceWriter.defaultJobs,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) throws(CairoError) -> [UInt8] {
        guard let first = times.first else { throw CairoError(operation: "making a GIF", reason: "there are no frames") }
        let runs = FrameSequenceWriter.runs(of: timeline, times: times)
        let size = timeline.frame(at: first).canvasSize
        let workers = Swift.max(1, Swift.min(jobs, runs.count))
        let renderer = self.renderer
        let failure = Mutex<CairoError?>(nil)

        // Pass 1: the palette. Worker w takes runs w, w + workers, …
        let histograms = Mutex([GIFPalette.Histogram?](repeating: nil, count: workers))
        let counted = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            do throws(CairoError) {
                var cache = DrawingCache()
                let image = try renderer.makeImage(for: size)
                var histogram = GIFPalette.Histogram()
                for index in stride(from: worker, to: runs.count, by: workers) {
                    try renderer.draw(timeline.frame(at: times[runs[index].lowerBound]), into: image, cache: &cache)
                    histogram.add(rgba: image.rgbaPixels())
                    let done = counted.wrappingAdd(runs[index].count, ordering: .relaxed).newValue
                    progress?(done / 2, times.count)
                }
                histograms.withLock { $0[worker] = histogram }
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        var histogram = GIFPalette.Histogram()
        for part in histograms.withLock({ $0 }) { if let part { histogram.merge(part) } }

        // Pass 2: windows of frames drawn, mapped and compressed on every core, written in order.
        let (width, height) = renderer.pixelSize(of: size)
        var encoder = GIFEncoder(width: Int(width), height: Int(height), palette: GIFPalette(histogram), loops: loops)
        let window = workers * 2
        var previous: [UInt8]?
        var written = 0
        for windowStart in stride(from: 0, to: runs.count, by: window) {
            let indexes = Array(windowStart..<Swift.min(runs.count, windowStart + window))
            // Draw and map each frame of the window.
            let mapped = Mutex([[UInt8]?](repeating: nil, count: indexes.count))
            let shared = encoder
            DispatchQueue.concurrentPerform(iterations: Swift.min(workers, indexes.count)) { worker in
                do throws(CairoError) {
                    var cache = DrawingCache()
                    let image = try renderer.makeImage(for: size)
                    for slot in stride(from: worker, to: indexes.count, by: workers) {
                        try renderer.draw(timeline.frame(at: times[runs[indexes[slot]].lowerBound]), into: image, cache: &cache)
                        let indices = shared.indices(rgba: image.rgbaPixels())
                        mapped.withLock { $0[slot] = indices }
                    }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
            if let error = failure.withLock({ $0 }) { throw error }
            let frames = mapped.withLock { $0 }.map { $0! }
            // Compress each against the one before it.
            let encoded = Mutex([GIFEncoder.EncodedFrame?](repeating: nil, count: frames.count))
            let before = previous
            DispatchQueue.concurrentPerform(iterations: frames.count) { slot in
                let frame = shared.encodedFrame(frames[slot], after: slot == 0 ? before : frames[slot - 1])
                encoded.withLock { $0[slot] = frame }
            }
            for (slot, frame) in encoded.withLock({ $0 }).enumerated() {
                let run = runs[indexes[slot]]
                if let frame { encoder.add(frame, at: Int((times[run.lowerBound] * 100).rounded())) }
                written += run.count
                progress?((times.count + written) / 2, times.count)
            }
            previous = frames.last
        }
        // The last frame lasts one frame interval, then the hold.
        let interval = times.count > 1 ? times[times.count - 1] - times[times.count - 2] : 0
        let end = Int(((times[times.count - 1] + interval) * 100).rounded())
        let lastStart = Int((times[runs.last!.lowerBound] * 100).rounded())
        return encoder.finish(holdingLastFrameFor: end - lastStart + Int((hold * 100).rounded()))
    }
}
