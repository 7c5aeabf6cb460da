// Every animated format for every shipped fixture: frames a second and bytes, at one common
// setting (scale 1, 25 fps, the GIF's defaults), so that the formats compare like for like.
// Build and run in release:
//
//     swift build -c release && .build/release/FormatBenchmark [--fps N] [--scale N] [--jobs N] [FIXTURE…]
//
// Formats: the GIF (256 colours), the APNG (lossless), the WebP lossless and lossy at quality
// 80, and, when ffmpeg is on the PATH, the MP4 (H.264) and the WebM (VP9). Frames a second
// counts the frames of the animation (at --fps) over the time to make the whole file.

import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene

let arguments = CommandLine.arguments
func option(_ name: String) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}
let fps = option("--fps") ?? 25, scale = option("--scale") ?? 1, jobs = option("--jobs") ?? FrameSequenceWriter.defaultJobs
var paths = arguments.dropFirst().enumerated().filter { index, argument in
    !argument.hasPrefix("--") && (index == 0 || !arguments[index].hasPrefix("--"))
}.map(\.element)
if paths.isEmpty {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures"
    paths = (try FileManager.default.contentsOfDirectory(atPath: folder)).filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
}

func seconds(_ body: () throws -> Int) rethrows -> (seconds: Double, bytes: Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let bytes = try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, bytes)
}

let video = VideoWriter.missingProgram() == nil
var formats = ["GIF", "APNG", "WebP lossless", "WebP q80"]
if video { formats += ["MP4", "WebM"] }
var totals = [String: (seconds: Double, bytes: Int, frames: Int)]()
let temporary = NSTemporaryDirectory() + "zoetrope-format-benchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: temporary) }

print("Scale \(scale), \(fps) fps, \(jobs) jobs. Frames a second (the animation's frames over the time to make the file) and kilobytes.")
print("fixture".padding(toLength: 28, withPad: " ", startingAt: 0) + formats.map { $0.padding(toLength: 20, withPad: " ", startingAt: 0) }.joined())
for path in paths {
    let document = try FixtureDocument.load(path: path)
    let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
    let times = timeline.frameTimes(fps: Double(fps))
    var cells: [String] = []
    func record(_ format: String, _ result: (seconds: Double, bytes: Int)) {
        var total = totals[format] ?? (0, 0, 0)
        total.seconds += result.seconds; total.bytes += result.bytes; total.frames += times.count
        totals[format] = total
        cells.append("\(Int((Double(times.count) / result.seconds).rounded())) f/s \(String(format: "%7.0f", Double(result.bytes) / 1024)) KB")
    }
    record("GIF", try seconds { try AnimatedGIFWriter(scale: scale).gif(of: timeline, times: times, jobs: jobs).count })
    record("APNG", try seconds { try AnimatedPNGWriter(scale: scale, jobs: jobs).apng(of: timeline, times: times).count })
    record("WebP lossless", try seconds { try AnimatedWebPWriter(scale: scale, jobs: jobs).webp(of: timeline, times: times).count })
    record("WebP q80", try seconds { try AnimatedWebPWriter(scale: scale, quality: 80, jobs: jobs).webp(of: timeline, times: times).count })
    if video {
        for (format, codec) in [("MP4", VideoWriter.Codec.h264), ("WebM", .vp9)] {
            let file = temporary + "/video." + codec.fileExtension
            record(format, try seconds {
                try VideoWriter(scale: scale, codec: codec, jobs: jobs).write(timeline, fps: fps, to: file)
                return (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            })
        }
    }
    print(document.scene.name.padding(toLength: 28, withPad: " ", startingAt: 0) + cells.map { $0.padding(toLength: 20, withPad: " ", startingAt: 0) }.joined())
}
print("")
print("All \(paths.count) fixtures:")
for format in formats {
    let total = totals[format]!
    let ratio = Double(total.bytes) / Double(totals["GIF"]!.bytes)
    print("  " + format.padding(toLength: 15, withPad: " ", startingAt: 0)
          + String(format: "%6.0f frames/s  %8.0f KB  %5.2f× the GIF's bytes", Double(total.frames) / total.seconds, Double(total.bytes) / 1024, ratio))
}
