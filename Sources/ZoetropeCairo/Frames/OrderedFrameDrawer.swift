import Dispatch
import Synchronization
import ZoetropeCore

/// The pictures of a timeline drawn on several threads and handed over in order, one per run
/// of identical frames: what a writer of one animated file (APNG, WebP, video) consumes.
///
/// A window of `2 × jobs` runs is drawn at once, each worker into an image of its own, and the
/// window is handed to the caller in order before the next is drawn; so memory holds a window,
/// not the animation, and the result does not depend on `jobs`.
package struct OrderedFrameDrawer: Sendable {
    package var renderer: FrameRenderer
    package var jobs: Int

    package init(scale: Int, jobs: Int = FrameSequenceWriter.defaultJobs) {
        renderer = FrameRenderer(scale: scale)
        self.jobs = Swift.max(1, jobs)
    }

    /// One picture: the indexes of the frames (into `times`) that show it, and its pixels,
    /// `width × height` in RGBA with straight (not premultiplied) alpha, rows top to bottom.
    package struct Picture: Sendable {
        package var frames: Range<Int>
        package var width: Int
        package var height: Int
        package var rgba: [UInt8]
    }

    /// The pixel size the frames of `timeline` are drawn at.
    package func pixelSize(of timeline: Timeline) -> (width: Int, height: Int) {
        let (width, height) = renderer.pixelSize(of: timeline.canvasSize)
        return (Int(width), Int(height))
    }

    /// Calls `body` with each picture of `timeline` sampled at `times`, in order, on the
    /// calling thread. `progress` hears the frames done (a picture counts its frames).
    package func forEachPicture(of timeline: Timeline, times: [Double], progress: (@Sendable (Int, Int) -> Void)? = nil,
                               _ body: (Picture) throws -> Void) throws {
        let runs = FrameSequenceWriter.runs(of: timeline, times: times)
        let workers = Swift.max(1, Swift.min(jobs, runs.count))
        let renderer = self.renderer
        let window = workers * 2
        let failure = Mutex<CairoError?>(nil)
        var done = 0
        for windowStart in stride(from: 0, to: runs.count, by: window) {
            let indexes = Array(windowStart..<Swift.min(runs.count, windowStart + window))
            let drawn = Mutex([Picture?](repeating: nil, count: indexes.count))
            DispatchQueue.concurrentPerform(iterations: Swift.min(workers, indexes.count)) { worker in
                do throws(CairoError) {
                    var cache = DrawingCache()
                    var image: RasterImage?
                    for slot in stride(from: worker, to: indexes.count, by: workers) {
                        let run = runs[indexes[slot]]
                        let frame = timeline.frame(at: times[run.lowerBound])
                        if image == nil { image = try renderer.makeImage(for: frame.canvasSize) }
                        let target = image!
                        try renderer.draw(frame, into: target, cache: &cache)
                        let picture = Picture(frames: run, width: target.width, height: target.height, rgba: target.rgbaPixels())
                        drawn.withLock { $0[slot] = picture }
                    }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
            if let error = failure.withLock({ $0 }) { throw error }
            for picture in drawn.withLock({ $0 }) {
                guard let picture else { continue }
                try body(picture)
                done += picture.frames.count
                progress?(done, times.count)
            }
        }
    }
}
