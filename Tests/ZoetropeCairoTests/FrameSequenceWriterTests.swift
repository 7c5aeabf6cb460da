import Foundation
import Synchronization
import Testing
@testable import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport
@testable import ZoetropeEncoders

@Suite struct FrameSequenceWriterTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "zoetrope-sequence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func timeline() throws -> Timeline {
        try FixtureDocument.load(path: packageRoot + "/Fixtures/color-swatches.json").makeTimeline(textMeasurer: CairoTextMeasurer())
    }

    @Test func anyNumberOfJobsWritesTheSameBytes() throws {
        let timeline = try timeline()
        let times = Array(timeline.frameTimes(fps: 30).prefix(40))
        var folders: [String] = []
        defer { folders.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        for jobs in [1, 2, 3] {
            let out = try folder()
            folders.append(out)
            let statistics = try FrameSequenceWriter(scale: 1, jobs: jobs).write(timeline, times: times, to: { "\(out)/\($0).png" })
            #expect(statistics.frames == 40)
        }
        for k in 0..<40 {
            let first = FileManager.default.contents(atPath: "\(folders[0])/\(k).png")
            #expect(first != nil)
            for other in folders.dropFirst() { #expect(FileManager.default.contents(atPath: "\(other)/\(k).png") == first, "frame \(k)") }
        }
    }

    @Test func identicalConsecutiveFramesAreEncodedOnce() throws {
        let timeline = try timeline()
        // The first 0.3 s is a pause: nine identical frames at 30 fps (0 to 8); frame 9 (0.3 s)
        // starts the insert, and 9, 10 and 11 all differ.
        let times = Array(timeline.frameTimes(fps: 30).prefix(12))
        let out = try folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let statistics = try FrameSequenceWriter(scale: 1, jobs: 2).write(timeline, times: times, to: { "\(out)/\($0).png" })
        #expect(statistics.frames == 12)
        #expect(statistics.encoded == 4)
        let pause = FileManager.default.contents(atPath: "\(out)/0.png")
        #expect(pause != nil && FileManager.default.contents(atPath: "\(out)/8.png") == pause)
        #expect(FileManager.default.contents(atPath: "\(out)/11.png") != pause)
    }

    @Test func aWrittenFrameIsTheRenderedFrame() throws {
        let timeline = try timeline()
        let out = try folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let time = timeline.segments[3].start + 0.2
        _ = try FrameSequenceWriter(scale: 2, jobs: 1).write(timeline, times: [time], to: { "\(out)/\($0).png" })
        let written = try RasterImage(contentsOfPNG: "\(out)/0.png")
        #expect(written.rgbaPixels() == (try FrameRenderer(scale: 2).render(timeline.frame(at: time))).rgbaPixels())
    }

    @Test func progressCountsEveryFileAndAnUnwritableFolderIsAnError() throws {
        let timeline = try timeline()
        let times = Array(timeline.frameTimes(fps: 30).prefix(20))
        let out = try folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let reports = Mutex<[Int]>([])
        _ = try FrameSequenceWriter(scale: 1, jobs: 2).write(timeline, times: times, to: { "\(out)/\($0).png" }, progress: { done, total in
            #expect(total == 20)
            reports.withLock { $0.append(done) }
        })
        #expect(reports.withLock { $0.sorted() } == Array(1...20))
        #expect(throws: OutputError.self) {
            try FrameSequenceWriter(scale: 1, jobs: 2).write(timeline, times: times, to: { "\(out)/missing/\($0).png" })
        }
    }

    /// The third hostile-input trial: a 30000×30000 frame with two jobs peaked at 6.2 GB,
    /// because each worker holds a frame. Workers are as many as fit the memory limit.
    @Test func workersAreAsManyAsTheMemoryLimitAffords() {
        let frame = FrameSequenceWriter.workerMemory(width: 10_000, height: 10_000, pictures: [])
        #expect(frame == 8e8)
        #expect(FrameSequenceWriter.affordableJobs(8, perWorker: frame, memoryLimit: 2e9) == 2)
        #expect(FrameSequenceWriter.affordableJobs(8, perWorker: frame, memoryLimit: 1e9) == 1)
        #expect(FrameSequenceWriter.affordableJobs(1, perWorker: 1e6, memoryLimit: 2e9) == 1, "never more than asked")
        #expect(FrameSequenceWriter.affordableJobs(4, perWorker: 1e6, memoryLimit: 2e9) == 4)
        #expect(FrameSequenceWriter.affordableJobs(4, perWorker: 5e9, memoryLimit: 2e9) == 1, "at least one")
        // Each worker decodes the pictures for itself.
        let asset = ImageAsset(name: "p.png", pngData: [], pixelWidth: 1000, pixelHeight: 500)
        #expect(FrameSequenceWriter.workerMemory(width: 100, height: 100, pictures: [asset, asset]) == 8e4 + 2 * 2e6)
    }

    /// GIFs are drawn on every core too (a 1,216-frame GIF took 10.8 s on one thread); the
    /// bytes are those of one thread adding every distinct frame in turn, whatever the jobs.
    @Test func aGIFOnAnyNumberOfJobsIsTheOneThreadGIF() throws {
        // Small frames: a debug build maps pixels slowly.
        let text = """
            {"version": 1, "name": "g", "viewport": {"width": 120, "height": 60, "scale": 1},
             "layout": {"type": "flow", "itemSize": {"width": 20, "height": 20}},
             "sections": [{"id": "s", "items": [{"id": "a", "color": "#FF3B30"}, {"id": "b", "color": "#34C759"},
               {"id": "c", "color": "#007AFF", "label": "C"}, {"id": "d", "color": "#FF9500"}]}],
             "steps": [{"pause": 0.2}, {"moveItems": [{"from": [0, 0], "to": [0, 3]}]}, {"deleteItems": [[0, 1]]}, {"pause": 0.2}]}
            """
        let timeline = try FixtureDocument.decode(Array(text.utf8), file: "g.json").makeTimeline(textMeasurer: CairoTextMeasurer())
        let times = timeline.frameTimes(fps: 25)
        // The reference: each run of identical frames drawn once, counted and added in order on this thread.
        let runs = FrameSequenceWriter.runs(of: timeline, times: times)
        let renderer = FrameRenderer(scale: 1)
        var histogram = GIFPalette.Histogram()
        for run in runs { histogram.add(rgba: try renderer.render(timeline.frame(at: times[run.lowerBound])).rgbaPixels()) }
        let first = try renderer.render(timeline.frame(at: 0))
        var encoder = GIFEncoder(width: first.width, height: first.height, palette: GIFPalette(histogram))
        for run in runs {
            let time = times[run.lowerBound]
            encoder.add(rgba: try renderer.render(timeline.frame(at: time)).rgbaPixels(), at: Int((time * 100).rounded()))
        }
        let interval = times[times.count - 1] - times[times.count - 2]
        let hold = Int(((times[times.count - 1] + interval) * 100).rounded()) - Int((times[runs.last!.lowerBound] * 100).rounded()) + 100
        let reference = encoder.finish(holdingLastFrameFor: hold)
        #expect(runs.count > 8, "the animation moves: \(runs.count) distinct frames")
        for jobs in [1, 2, 3, 5] {
            let gif = try AnimatedGIFWriter(scale: 1).gif(of: timeline, times: times, jobs: jobs)
            #expect(gif.count == reference.count && gif.elementsEqual(reference), "\(jobs) jobs: \(gif.count) bytes, the reference \(reference.count)")
        }
    }
}
