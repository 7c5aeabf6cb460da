#if Tools  // the Tools trait (Package.swift)
import CWebP
import Foundation
import Testing
import ZoetropeCairo

/// Every format `render` writes, read back by a decoder that is not ours (ffmpeg for APNG and
/// video, libwebp's animation decoder for WebP) and compared with the PNG frames of the same
/// times: lossless formats exactly, video within a stated tolerance; frame counts and
/// timings exact; the bytes the same on every run and for any `--jobs`.
@Suite(.serialized) struct ExportFormatTests {
    typealias CLI = CommandLineRunner
    static let fixture = "Fixtures/color-swatches-boring.json"

    /// The fixture's PNG frames at `fps` and scale 1, decoded to RGBA, in order.
    func pngFrames(fps: Int, in folder: String) throws -> [[UInt8]] {
        let result = try CLI.run(["render", Self.fixture, "--out", folder, "--format", "png", "--fps", String(fps), "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        let directory = folder + "/color-swatches-boring"
        return try CLI.contents(of: directory).sorted().map { try RasterImage(contentsOfPNG: directory + "/" + $0).rgbaPixels() }
    }

    /// Runs a program, its standard output kept (read before waiting, so a large one cannot
    /// stall it) and its standard error discarded.
    func output(of program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments.joined(separator: " ")) failed")
        return data
    }

    /// The frames ffmpeg decodes from `file`, as RGBA `width × height`, and the time each starts.
    func ffmpegFrames(_ file: String, width: Int, height: Int) throws -> (frames: [[UInt8]], starts: [Double]) {
        let raw = [UInt8](try output(of: "ffmpeg", ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough", "-"]))
        let size = width * height * 4
        #expect(raw.count % size == 0, "whole frames of \(width)×\(height)")
        let frames = stride(from: 0, to: raw.count, by: size).map { Array(raw[$0..<Swift.min(raw.count, $0 + size)]) }
        let starts = String(decoding: try output(of: "ffprobe", ["-v", "error", "-show_entries", "frame=pts_time", "-of", "csv=p=0", file]), as: UTF8.self)
            .split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return (frames, starts)
    }

    /// The index of the picture showing at `time`, given the times the pictures start.
    func picture(at time: Double, starts: [Double]) -> Int {
        (starts.lastIndex { $0 <= time + 1e-4 }) ?? 0
    }

    @Test func theAPNGShowsExactlyThePNGFramesAtTheirTimes() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let expected = try pngFrames(fps: 10, in: out + "/png")
        let result = try CLI.run(["render", Self.fixture, "--out", out, "--format", "apng", "--fps", "10", "--hold", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        let file = out + "/color-swatches-boring.apng"
        let (frames, starts) = try ffmpegFrames(file, width: 390, height: 520)
        #expect(frames.count == starts.count && !frames.isEmpty)
        #expect(frames.count < expected.count, "identical frames are merged into longer delays")
        for (k, png) in expected.enumerated() {
            let shown = picture(at: Double(k) / 10, starts: starts)
            #expect(frames[shown] == png, "frame \(k) at \(Double(k) / 10) s is the PNG frame, pixel for pixel")
        }
        // A viewer that knows only PNG shows the first frame.
        #expect(try RasterImage(contentsOfPNG: file).rgbaPixels() == expected[0])
        // Loops forever (acTL's plays = 0); the last frame lasts an interval and the hold.
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
        let acTL = try #require(find(Array("acTL".utf8), in: bytes))
        #expect(Array(bytes[(acTL + 8)..<(acTL + 12)]) == [0, 0, 0, 0])
        // ffprobe 5 calls a frame's duration pkt_duration_time, later versions duration_time.
        var durations: [Double] = []
        for field in ["pkt_duration_time", "duration_time"] where durations.isEmpty {
            let text = try output(of: "ffprobe", ["-v", "error", "-show_entries", "frame=\(field)", "-of", "csv=p=0", file])
            durations = String(decoding: text, as: UTF8.self).split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        let end = try #require(starts.last) + (try #require(durations.last))
        #expect(abs(end - (Double(expected.count) / 10 + 2)) < 1e-3, "the last frame lasts an interval and the 2 s hold: the animation ends at \(end) s")
    }

    @Test func theWebPIsLosslessByDefaultAndCloseWhenLossy() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let expected = try pngFrames(fps: 10, in: out + "/png")
        let lossless = try CLI.run(["render", Self.fixture, "--out", out + "/lossless", "--format", "webp", "--fps", "10"])
        #expect(lossless.status == 0, "\(lossless.standardError)")
        let decoded = try webPFrames(out + "/lossless/color-swatches-boring.webp")
        #expect(decoded.width == 390 && decoded.height == 520)
        #expect(decoded.loops == 0, "loops forever")
        for (k, png) in expected.enumerated() {
            let shown = decoded.ends.firstIndex { Double($0) / 1000 > Double(k) / 10 + 1e-4 } ?? decoded.frames.count - 1
            #expect(decoded.frames[shown] == png, "frame \(k) is the PNG frame, pixel for pixel")
        }
        #expect(decoded.ends.last == 1000 * (expected.count) / 10 + 1000, "the last frame lasts an interval and the hold")

        let lossy = try CLI.run(["render", Self.fixture, "--out", out + "/lossy", "--format", "webp", "--fps", "10", "--quality", "80"])
        #expect(lossy.status == 0, "\(lossy.standardError)")
        let lossyFile = out + "/lossy/color-swatches-boring.webp", losslessFile = out + "/lossless/color-swatches-boring.webp"
        let small = try webPFrames(lossyFile)
        #expect(try size(of: lossyFile) < size(of: losslessFile))
        let middle = expected.count / 2
        let shown = small.ends.firstIndex { Double($0) / 1000 > Double(middle) / 10 + 1e-4 } ?? small.frames.count - 1
        let error = meanAbsoluteDifference(small.frames[shown], expected[middle])
        #expect(error < 3, "lossy at 80: a mean difference under 3 levels of 255; found \(error)")
    }

    @Test func videosHaveEveryFrameAtTheExactRateAndLookLikeThePNGs() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let expected = try pngFrames(fps: 10, in: out + "/png")
        let result = try CLI.run(["render", Self.fixture, "--out", out, "--format", "mp4,webm", "--fps", "10", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        for (file, codec) in [("color-swatches-boring.mp4", "h264"), ("color-swatches-boring.webm", "vp9")] {
            let path = out + "/" + file
            let stream = String(decoding: try output(of: "ffprobe", ["-v", "error", "-count_frames", "-show_entries",
                                                                     "stream=codec_name,pix_fmt,r_frame_rate,nb_read_frames,width,height",
                                                                     "-of", "csv=p=0", path]), as: UTF8.self)
            #expect(stream.trimmingCharacters(in: .whitespacesAndNewlines) == "\(codec),390,520,yuv420p,10/1,\(expected.count)", "\(file): \(stream)")
            let (frames, _) = try ffmpegFrames(path, width: 390, height: 520)
            #expect(frames.count == expected.count, "\(file): no frame dropped or repeated")
            for k in [0, expected.count / 3, expected.count / 2, expected.count - 1] where k < frames.count {
                let error = meanAbsoluteDifference(frames[k], expected[k])
                #expect(error < 2.5, "\(file) frame \(k): mean difference under 2.5 levels of 255 (yuv420p, lossy); found \(error)")
            }
        }
    }

    @Test func everyFormatIsTheSameOnEveryRunAndForAnyJobs() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        for (folder, jobs) in [("a", "1"), ("b", "2"), ("c", "2")] {
            let result = try CLI.run(["render", Self.fixture, "--out", out + "/" + folder, "--format", "apng,webp,gif,mp4", "--fps", "10", "--jobs", jobs])
            #expect(result.status == 0, "\(result.standardError)")
        }
        for file in ["color-swatches-boring.apng", "color-swatches-boring.webp", "color-swatches-boring.gif"] {
            let a = FileManager.default.contents(atPath: out + "/a/" + file)
            #expect(a != nil && a == FileManager.default.contents(atPath: out + "/b/" + file), "\(file): --jobs 1 and 2")
            #expect(a == FileManager.default.contents(atPath: out + "/c/" + file), "\(file): two runs")
        }
        let video = try ["a", "b", "c"].map { try ffmpegFrames(out + "/" + $0 + "/color-swatches-boring.mp4", width: 390, height: 520).frames }
        #expect(video[0] == video[1] && video[1] == video[2], "the MP4 decodes to the same frames")
    }

    @Test func stillsAreTheFramesOfTheirMoments() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let frames = try pngFrames(fps: 10, in: out + "/png")
        let result = try CLI.run(["render", Self.fixture, "--out", out + "/stills", "--at", "0,1,50%", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        let names = CLI.contents(of: out + "/stills").sorted()
        #expect(names.count == 3 && names.allSatisfy { $0.hasPrefix("color-swatches-boring.at-") && $0.hasSuffix("s.png") }, "\(names)")
        #expect(try RasterImage(contentsOfPNG: out + "/stills/color-swatches-boring.at-0s.png").rgbaPixels() == frames[0])
        #expect(try RasterImage(contentsOfPNG: out + "/stills/color-swatches-boring.at-1s.png").rgbaPixels() == frames[10])
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasSuffix("\t1") }, "one line a still: \(result.standardOutput)")

        let late = try CLI.run(["render", Self.fixture, "--out", out + "/late", "--at", "0,99"])
        #expect(late.status == 2)
        #expect(late.standardError.contains("--at 99s is after the end of the animation, which lasts"), "\(late.standardError)")
        #expect(CLI.contents(of: out + "/late").isEmpty, "nothing written")
        let bad = try CLI.run(["render", Self.fixture, "--at", "50%,soon"])
        #expect(bad.standardError.contains(#"--at takes seconds (0.25) or percentages of the animation (50%), separated by commas; "soon" is neither."#), "\(bad.standardError)")
        let mixed = try CLI.run(["render", Self.fixture, "--at", "1", "--format", "svg"])
        #expect(mixed.status == 2 && mixed.standardError.contains("--at writes PNG stills only"))
    }

    @Test func allMeansEveryFormatButVideoAndOptionsOfOneFormatNeedIt() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLI.run(["render", Self.fixture, "--out", out, "--format", "all", "--fps", "5"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(CLI.contents(of: out).sorted() == ["color-swatches-boring", "color-swatches-boring.apng", "color-swatches-boring.gif",
                                                   "color-swatches-boring.html", "color-swatches-boring.svg", "color-swatches-boring.webp"])
        let quality = try CLI.run(["render", Self.fixture, "--format", "apng", "--quality", "50"])
        #expect(quality.status == 2 && quality.standardError.contains("--quality sets the WebP's lossy quality"), "\(quality.standardError)")
        let missing = try CLI.run(["render", Self.fixture, "--out", out + "/video", "--format", "mp4"], environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("needs the ffmpeg program") && missing.standardError.contains("ffmpeg"), "\(missing.standardError)")
    }

    // MARK: - Helpers

    func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    func size(of file: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
    }

    /// The mean absolute difference of the colour channels, in levels of 255.
    func meanAbsoluteDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        var total = 0, count = 0
        for i in stride(from: 0, to: a.count, by: 4) {
            for c in 0..<3 { total += abs(Int(a[i + c]) - Int(b[i + c])) }
            count += 3
        }
        return Double(total) / Double(count)
    }

    /// Every frame of an animated WebP as libwebp's own animation decoder composes it (RGBA),
    /// with the time each ends in milliseconds, the canvas and the loop count.
    func webPFrames(_ file: String) throws -> (frames: [[UInt8]], ends: [Int], width: Int, height: Int, loops: Int) {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: file)))
        return try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            #expect(WebPAnimDecoderOptionsInit(&options) != 0)
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            let decoder = try #require(WebPAnimDecoderNew(&data, &options), "libwebp reads \(file)")
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
            var frames: [[UInt8]] = [], ends: [Int] = []
            let size = Int(info.canvas_width * info.canvas_height * 4)
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                #expect(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0)
                guard let pixels else { break }
                frames.append(Array(UnsafeBufferPointer(start: pixels, count: size)))
                ends.append(Int(timestamp))
            }
            return (frames, ends, Int(info.canvas_width), Int(info.canvas_height), Int(info.loop_count))
        }
    }
}
#endif
