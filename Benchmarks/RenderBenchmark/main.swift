// Rendering PNG frames at full machine speed. Build everything in release (the two reference
// programs in C are targets of the package) and run:
//
//     swift build -c release && .build/release/RenderBenchmark
//
// The standard scene: a 390×844 viewport at scale 3 (1170×2532 pixels), 60 cells with
// 1-point borders and labels, all moving (a snapshot reversed, 2 s, ease-in-ease-out), 120
// frames at 60 fps. In the same run, frames per second of
//   - Zoetrope (FrameSequenceWriter, every core),
//   - RenderBenchmarkNaive: one thread, cairo_surface_write_to_png (what a user writes by hand),
//   - RenderBenchmarkFastest: every core, the encoder Zoetrope uses,
// where the C programs read a draw list of the very frames Zoetrope draws and make the same
// Cairo calls. Each is timed several times, alternating, and its best run counts. Then the
// peak memory of rendering 120 and 1,000 frames, each in a child process.
//
// Goals (issue 6), on a 2-core machine: Zoetrope ≥ 6× the naive program and ≥ 0.9× the
// fastest; peak memory under 100 MB for 1,000 frames, flat in the number of frames.
//
// Options: --runs N (default 3), --jobs N (default: one per core), --write-draw-list PATH (write the
// C programs' draw list there and stop, to profile them on their own).

import Foundation
import ZoetropeCairo
import ZoetropeCore

#if canImport(Glibc)
import Glibc
#endif

// MARK: - The standard scene

let scale = 3
let frameCount = 120
let fps = 60.0

func standardTimeline() throws -> Timeline {
    let ids = (1...60).map { "item \($0)" }
    func content(_ index: Int) -> ElementContent {
        let hue = Double(index) / 60
        let fill = Color(red: 0.35 + 0.5 * abs(sin(hue * .pi)), green: 0.45 + 0.4 * abs(cos(hue * 2.3)), blue: 0.55 + 0.4 * abs(sin(hue * 4.1)))
        return ElementContent(fill: fill, cornerRadius: 10, border: Border(width: 1, color: Color(red: 0.1, green: 0.1, blue: 0.15)),
                              label: Label(text: "Item \(index + 1)", color: .white, fontSize: 15, weight: .bold))
    }
    let items = ids.enumerated().map { Item(id: ItemID($1), content: content($0)) }
    let before = CollectionSnapshot(sections: [Section(id: "s", items: items)])
    let after = CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())])
    // Four columns of 82×46 cells, fifteen rows: all 60 on screen.
    let layout = FlowLayout(itemSize: Size(width: 82, height: 46), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                            sectionInset: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    var view = try CollectionView(snapshot: before, layout: layout, bounds: bounds)
    let transition = try view.apply(after, animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 2)))
    return Timeline(viewportSize: bounds.size, background: Color(red: 0.95, green: 0.95, blue: 0.97), transitions: [(transition, "reverse")])
}

/// `count` frame times spread evenly over the animation's two seconds (k / 60 for 120).
func times(_ count: Int) -> [Double] {
    (0..<count).map { Double($0) * 2 / Double(count) }
}

// MARK: - The draw list for the C programs

func number(_ value: Double) -> String { "\(value)" }

func drawList(_ timeline: Timeline, times: [Double]) -> String {
    let background = timeline.background
    var text = "C 390 844 \(scale) \(number(background.red)) \(number(background.green)) \(number(background.blue)) \(number(background.alpha))\n"
    for time in times {
        text += "F\n"
        let frame = timeline.frame(at: time)
        precondition(frame.contentOffset == .zero && frame.viewportSize == frame.canvasSize, "the standard scene does not scroll or rotate")
        for element in frame.elements where element.isVisible {
            let a = element.attributes
            precondition(a.alpha == 1, "the standard scene has no translucent element (FrameRenderer would group it)")
            let c = element.content
            let t = a.transform, center = a.frame.center
            var fields = [t.a, t.b, t.c, t.d, center.x + t.tx, center.y + t.ty, a.frame.width, a.frame.height, c.cornerRadius,
                          c.fill.dominantColor.red, c.fill.dominantColor.green, c.fill.dominantColor.blue, c.fill.dominantColor.alpha]
            let border = c.border ?? Border(width: 0, color: .black)
            fields += [border.width, border.color.red, border.color.green, border.color.blue, border.color.alpha]
            let label = c.label!
            fields += [label.fontSize]
            var line = "E " + fields.map(number).joined(separator: " ")
            line += " \(label.weight == .bold ? 1 : 0) "
            line += [label.color.red, label.color.green, label.color.blue, label.color.alpha,
                     FontMetrics.dejaVuSans.baselineOffset(fontSize: label.fontSize)].map(number).joined(separator: " ")
            line += " " + label.shownText + "\n"
            text += line
        }
    }
    return text
}

// MARK: - Measuring

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) / 1e18
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func temporaryFolder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "zoetrope-render-benchmark-\(getpid())/\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func run(_ executable: String, _ arguments: [String]) -> (seconds: Double, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    let clock = ContinuousClock()
    let start = clock.now
    do { try process.run() } catch { fatalError("cannot run \(executable): \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let elapsed = seconds(clock.now - start)
    guard process.terminationStatus == 0 else { fatalError("\(executable) exited with \(process.terminationStatus)") }
    return (elapsed, output)
}

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

// MARK: - Child mode: render N frames and report peak memory

let arguments = CommandLine.arguments
func option(_ name: String) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}
let jobs = option("--jobs") ?? FrameSequenceWriter.defaultJobs

if let count = option("--memory-child") {
    let timeline = try standardTimeline()
    let folder = temporaryFolder("memory-\(count)")
    _ = try FrameSequenceWriter(scale: scale, jobs: jobs).write(timeline, times: times(count), to: { "\(folder)/frame_\($0).png" })
    try? FileManager.default.removeItem(atPath: folder)
    print(peakResidentMegabytes())
    exit(0)
}

// MARK: - The benchmark

let runs = option("--runs") ?? 3
let directory = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let naive = directory + "/RenderBenchmarkNaive", fastest = directory + "/RenderBenchmarkFastest"
for program in [naive, fastest] where !FileManager.default.isExecutableFile(atPath: program) {
    print("\(program) is missing: build every product first, `swift build -c release`.")
    exit(1)
}
defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "zoetrope-render-benchmark-\(getpid())") }

let timeline = try standardTimeline()
let frameTimes = times(frameCount)
if let index = arguments.firstIndex(of: "--write-draw-list"), index + 1 < arguments.count {
    // For profiling the C programs on their own: `perf record RenderBenchmarkFastest LIST DIR`.
    try drawList(timeline, times: frameTimes).write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    exit(0)
}
let listPath = temporaryFolder("list") + "/drawlist.txt"
try drawList(timeline, times: frameTimes).write(toFile: listPath, atomically: true, encoding: .utf8)
print("Standard scene: 390×844 at scale 3 (1170×2532 px), 60 cells with 1-point borders and labels, \(frameCount) frames.")
print("\(jobs) jobs for Zoetrope and the fastest C program; best of \(runs) runs each, alternating.")

var best: [String: Double] = ["zoetrope": .infinity, "naive": .infinity, "fastest": .infinity]
let zoetropeOut = temporaryFolder("zoetrope"), naiveOut = temporaryFolder("naive"), fastestOut = temporaryFolder("fastest")
let writer = FrameSequenceWriter(scale: scale, jobs: jobs)
for _ in 0..<runs {
    let clock = ContinuousClock()
    let start = clock.now
    let statistics = try writer.write(timeline, times: frameTimes, to: { "\(zoetropeOut)/frame_\(String(format: "%04d", $0)).png" })
    best["zoetrope"] = min(best["zoetrope"]!, seconds(clock.now - start))
    precondition(statistics.encoded == frameCount, "every frame of the standard scene differs")
    best["naive"] = min(best["naive"]!, run(naive, [listPath, naiveOut]).seconds)
    best["fastest"] = min(best["fastest"]!, run(fastest, [listPath, fastestOut, String(jobs)]).seconds)
}

let zoetropeFPS = Double(frameCount) / best["zoetrope"]!
let naiveFPS = Double(frameCount) / best["naive"]!
let fastestFPS = Double(frameCount) / best["fastest"]!
print("")
print("  naive C (1 thread, cairo_surface_write_to_png)  \(fixed(naiveFPS, 1)) frames/s  (\(fixed(best["naive"]! * 1000 / Double(frameCount), 1)) ms a frame)")
print("  fastest C (\(jobs) threads, libdeflate level 1)      \(fixed(fastestFPS, 1)) frames/s")
print("  Zoetrope (\(jobs) jobs)                              \(fixed(zoetropeFPS, 1)) frames/s")
print("")
let versusNaive = zoetropeFPS / naiveFPS, versusFastest = zoetropeFPS / fastestFPS
print("  Zoetrope / naive:   \(fixed(versusNaive, 2))×   goal ≥ 6×     \(versusNaive >= 6 ? "met" : "NOT MET")")
print("  Zoetrope / fastest: \(fixed(versusFastest, 2))×   goal ≥ 0.9×   \(versusFastest >= 0.9 ? "met" : "NOT MET")")

// The same calls: the fastest program's files are Zoetrope's, byte for byte, and the naive
// program's pixels are Zoetrope's.
var identicalFiles = 0, identicalPixels = 0
for k in stride(from: 0, to: frameCount, by: 17) {
    let name = "/frame_\(String(format: "%04d", k)).png"
    if FileManager.default.contents(atPath: zoetropeOut + name) == FileManager.default.contents(atPath: fastestOut + name) { identicalFiles += 1 }
    if try RasterImage(contentsOfPNG: zoetropeOut + name).rgbaPixels() == RasterImage(contentsOfPNG: naiveOut + name).rgbaPixels() { identicalPixels += 1 }
}
let checked = (frameCount + 16) / 17
print("  same output: \(identicalFiles)/\(checked) sampled files identical to the fastest C's, \(identicalPixels)/\(checked) identical in pixels to the naive C's")

// Peak memory, each in a child process of its own.
print("")
var peaks: [Int: Double] = [:]
for count in [120, 1_000] {
    let output = run(arguments[0], ["--memory-child", String(count), "--jobs", String(jobs)]).output
    peaks[count] = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
    print("  peak memory, \(count) frames: \(fixed(peaks[count]!, 1)) MB")
}
let flat = peaks[1_000]! <= peaks[120]! * 1.1 + 5
print("  goal: under 100 MB for 1,000 frames, flat   \(peaks[1_000]! < 100 && flat ? "met" : "NOT MET")")
