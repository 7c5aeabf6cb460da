import Dispatch
import Synchronization
import ZoetropeCore

/// Renders a timeline's frames to numbered PNG files on every core.
///
/// Each worker thread takes the next chunk of consecutive frames, draws them one after the
/// other into its own surface — the first whole, each next one only where it differs from the
/// one before (`DamageRegion`) — encodes each with its own `PNGEncoder` and writes it, and takes
/// the next chunk: as many surfaces in flight as workers, whatever the number of frames, so
/// memory stays flat. A run of identical consecutive frames (a pause, the end of an animation)
/// is drawn and encoded once and its bytes written to every file of the run. The files are the
/// same, byte for byte, whatever the number of workers, whichever worker draws which frame, and
/// whether frames are redrawn whole or only where they changed.
public struct FrameSequenceWriter: Sendable {
    public var renderer: FrameRenderer
    /// Worker threads; by default one per core.
    public var jobs: Int
    /// Whether a worker redraws only what changed since the frame it drew before (true by
    /// default); false draws every frame whole. The files are the same byte for byte either way.
    public var redrawsOnlyDamage = true

    public init(scale: Int, jobs: Int = FrameSequenceWriter.defaultJobs) {
        precondition(jobs >= 1, "At least one job")
        self.renderer = FrameRenderer(scale: scale)
        self.jobs = jobs
    }

    /// Bytes one worker holds for a frame of `width` × `height` pixels: the surface (4 bytes a
    /// pixel), the PNG encoder's filtered rows (up to 4) and its compressed output, measured
    /// at about 7 bytes a pixel and counted as 8; and every picture the frames show, decoded
    /// once per worker (4 bytes a pixel; an SVG's parsed document, counted as 8 bytes per byte
    /// of its file).
    public static func workerMemory(width: Int, height: Int, pictures: [ImageAsset]) -> Double {
        8 * Double(width) * Double(height) + pictures.reduce(0) {
            $0 + ($1.format == .png ? 4 * Double($1.pixelWidth) * Double($1.pixelHeight) : 8 * Double($1.data.count))
        }
    }

    /// How many workers fit in `memoryLimit` bytes when each needs `perWorker`: at most
    /// `requested`, at least one (the caller checks that one fits).
    public static func affordableJobs(_ requested: Int, perWorker: Double, memoryLimit: Double) -> Int {
        guard perWorker > 0 else { return Swift.max(1, requested) }
        return Swift.max(1, Swift.min(requested, Int((memoryLimit / perWorker).rounded(.down))))
    }

    /// The number of cores this process may use.
    public static var defaultJobs: Int { Swift.max(1, activeProcessorCount()) }

    /// What a run did.
    public struct Statistics: Sendable, Equatable {
        /// Files written.
        public var frames: Int
        /// Frames drawn and encoded: fewer when consecutive frames are identical.
        public var encoded: Int
        /// Bytes written in all.
        public var bytes: Int
        /// The share of the canvas drawn for an encoded frame, on average: 1 when every frame
        /// is drawn whole, less when frames are drawn only where they changed.
        public var redrawnShare: Double = 1
    }

    /// Writes the frame at each of `times` to `path(k)` for k = 0, 1, …
    ///
    /// - Parameter timeline: the animation.
    /// - Parameter times: the moments to draw, in seconds.
    /// - Parameter path: the file of the k-th frame.
    /// - Parameter progress: called after each file is written, from any worker thread, with
    ///   the number of files written so far and the total.
    /// - Throws: the first drawing or writing error; the other workers stop soon after, and
    ///   the files already written are left for the caller to discard.
    public func write(_ timeline: Timeline, times: [Double], to path: @Sendable (Int) -> String,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Statistics {
        let runs = Self.runs(of: timeline, times: times)
        let chunks = Self.chunks(of: runs.count, jobs: jobs)
        let next = Atomic<Int>(0)
        let written = Atomic<Int>(0)
        let encodedCount = Atomic<Int>(0)
        let bytes = Atomic<Int>(0)
        let redrawn = Mutex<Double>(0)
        let failure = Mutex<(any Error)?>(nil)
        let workers = Swift.min(jobs, Swift.max(1, chunks.count))
        let renderer = self.renderer
        let redrawsOnlyDamage = self.redrawsOnlyDamage
        let total = times.count

        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var cache = DrawingCache()
            let encoder = PNGEncoder()
            var image: RasterImage?
            var share = 0.0
            defer { redrawn.withLock { $0 += share } }
            while failure.withLock({ $0 == nil }) {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < chunks.count else { return }
                // The first frame of a chunk is drawn whole; each next one only where it differs
                // from the one before, which the surface still holds.
                var previous: Frame?
                for r in chunks[index] {
                    let run = runs[r]
                    do {
                        let frame = timeline.frame(at: times[run.lowerBound])
                        if image == nil { image = try renderer.makeImage(for: frame.canvasSize) }
                        let height = image!.height
                        // What changed since the run before, whether or not this worker drew it.
                        let before = previous ?? (r > 0 ? timeline.frame(at: times[runs[r - 1].lowerBound]) : nil)
                        let change = before.map { renderer.damage(from: $0, to: frame, cache: &cache) } ?? .everything
                        let damage = redrawsOnlyDamage && previous != nil ? change : .everything
                        try renderer.draw(frame, into: image!, damage: damage, cache: &cache)
                        share += damage.share(ofWidth: image!.width, height: height)
                        previous = frame
                        let rows = damage.rectangles == nil ? nil : damage.rows(height: height)
                        // A frame that changed in few rows is compressed in bands, most of them
                        // reused; the choice depends only on the two frames, so the files do not
                        // depend on which worker drew what.
                        let banded = change.rows(height: height).reduce(0) { $0 + $1.count } * 2 <= height
                        try encoder.withEncoded(image!, opaque: FrameRenderer.isOpaque(frame), changedRows: rows, banded: banded) { file throws(OutputError) in
                            for k in run {
                                try OutputFile.write(file, to: path(k))
                                bytes.wrappingAdd(file.count, ordering: .relaxed)
                                let done = written.wrappingAdd(1, ordering: .relaxed).newValue
                                progress?(done, total)
                            }
                        }
                        encodedCount.wrappingAdd(1, ordering: .relaxed)
                    } catch {
                        failure.withLock { if $0 == nil { $0 = error } }
                        return
                    }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let encoded = encodedCount.load(ordering: .relaxed)
        return Statistics(frames: written.load(ordering: .relaxed), encoded: encoded, bytes: bytes.load(ordering: .relaxed),
                          redrawnShare: encoded == 0 ? 0 : redrawn.withLock { $0 } / Double(encoded))
    }

    /// The runs split into contiguous chunks, one taken by a worker at a time: at least one a
    /// worker, about four a worker so that a slow chunk does not hold the others up, and at
    /// least eight runs each, since a chunk's first frame is drawn whole.
    static func chunks(of count: Int, jobs: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let size = Swift.max(8, (count + 4 * jobs - 1) / (4 * jobs))
        return stride(from: 0, to: count, by: size).map { $0..<Swift.min(count, $0 + size) }
    }

    /// Consecutive frames that draw the same picture, as ranges of indexes into `times`.
    ///
    /// Computing a frame costs microseconds (drawing one, milliseconds), so the frames are
    /// computed once here to find the runs and again by the workers, rather than kept: memory
    /// stays flat in the number of frames.
    static func runs(of timeline: Timeline, times: [Double]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        var previous: Frame?
        for (k, time) in times.enumerated() {
            let frame = timeline.frame(at: time)
            if let previous, !previous.drawsSame(as: frame) {
                runs.append(start..<k)
                start = k
            }
            previous = frame
        }
        if !times.isEmpty { runs.append(start..<times.count) }
        return runs
    }
}

extension Frame {
    /// Whether `other` draws exactly the same picture: the same canvas, viewport, offset and
    /// background, and the same elements in the same order with the same attributes and
    /// content (their time, roles and reasons do not change a pixel).
    func drawsSame(as other: Frame) -> Bool {
        canvasSize == other.canvasSize && viewportSize == other.viewportSize && contentOffset == other.contentOffset
            && background == other.background && elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.attributes == $1.attributes && $0.content == $1.content }
    }
}
