// Rendering PNG frames at full machine speed. Build everything in release (the two reference
// programs in C are targets of the package) and run:
//
//     swift build -c release && .build/release/RenderBenchmark
//
// Two scenes, each a 390×844 viewport at scale 3 (1170×2532 pixels) with 60 cells with
// 1-point borders and labels, 120 frames at 60 fps:
//   - the standard scene: all 60 cells moving (a snapshot reversed, 2 s, ease-in-ease-out);
//   - the mostly still scene: one cell gliding over the others while 59 stand still.
// For each, in the same run, frames per second of
//   - Zoetrope (FrameSequenceWriter, every core, drawing only what changed),
//   - RenderBenchmarkNaive: one thread, cairo_surface_write_to_png (what a user writes by hand),
//   - RenderBenchmarkFastest: every core, everything redrawn each frame, libdeflate level 1,
// where the C programs read a draw list of the very frames Zoetrope draws and make the same
// Cairo calls, labels included: each label's outlines filled into a mask at the phase of its
// pen in eighths of a pixel and the mask laid on the frame, as FrameRenderer does, but made afresh for
// every label of every frame where Zoetrope's workers keep their masks. Each is timed several
// times, alternating, and its best run counts. Then the peak memory of rendering 120 and
// 10,000 frames, each in a child process. Then the standard scene's cells drawing themselves
// (a line chart over a clipped gradient and a ring each, what `draw(_:)` records) against the
// same cells flat, Zoetrope alone; and the same cells each showing an SVG picture (issue 45:
// drawn by librsvg once per size and quarter-pixel phase, not once a frame).
//
// Goals (issue 17), on a 2-core machine: on the standard scene, Zoetrope ≥ 10× the naive
// program and ≥ 1.5× the fastest; on the mostly still scene, ≥ 3× the fastest; peak memory
// under 100 MB, flat from 120 to 10,000 frames. Issue 49: the drawn cells within 1.5× the
// flat cells' time.
//
// Options: --runs N (default 3), --jobs N (default: one per core), --quick (memory up to
// 1,000 frames, not 10,000), --write-draw-list PATH (write the standard scene's draw list for
// the C programs there and stop, to profile them on their own), --only-zoetrope (render the
// standard scene with Zoetrope alone, --runs times, to profile it), --only-encoding (time the
// PNG encoding of twelve of its frames alone), --only-drawn (the drawn cells against the flat
// ones alone), --only-vector (the cells with SVG pictures against the flat ones alone).

import Foundation
import ZoetropeCairo
import ZoetropeEncoders
import ZoetropeCore
import ZoetropeComparison
import PixelMatchC
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// MARK: - The standard scene

let scale = 3
let frameCount = 120
let fps = 60.0

let cellSize = Size(width: 82, height: 46)
let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

func cells() -> [Item] {
    (0..<60).map { index in
        let hue = Double(index) / 60
        let fill = Color(red: 0.35 + 0.5 * abs(sin(hue * .pi)), green: 0.45 + 0.4 * abs(cos(hue * 2.3)), blue: 0.55 + 0.4 * abs(sin(hue * 4.1)))
        return Item(id: ItemID("item \(index + 1)"),
                    content: ElementContent(fill: fill, cornerRadius: 10, border: Border(width: 1, color: Color(red: 0.1, green: 0.1, blue: 0.15)),
                                            label: Label(text: "Item \(index + 1)", color: .white, fontSize: 15, weight: .bold)))
    }
}

func standardTimeline() throws -> Timeline {
    let items = cells()
    let before = CollectionSnapshot(sections: [Section(id: "s", items: items)])
    let after = CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())])
    // Four columns of 82×46 cells, fifteen rows: all 60 on screen.
    let layout = FlowLayout(itemSize: cellSize, minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                            sectionInset: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    var view = try CollectionView(snapshot: before, layout: layout, bounds: bounds)
    let transition = try view.apply(after, animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 2)))
    return Timeline(viewportSize: bounds.size, background: Color(red: 0.95, green: 0.95, blue: 0.97), transitions: [(transition, "reverse")])
}

/// The same 60 cells on the same grid, of which one glides across the others (over them)
/// while 59 stand still: the common case of a collection-view animation.
func mostlyStillTimeline() throws -> Timeline {
    let items = cells()
    func slot(_ index: Int) -> Rect {
        Rect(x: 12 + Double(index % 4) * (cellSize.width + 8), y: 12 + Double(index / 4) * (cellSize.height + 8),
             width: cellSize.width, height: cellSize.height)
    }
    var placements: [ItemID: ExplicitLayout.Placement] = [:]
    for (index, item) in items.enumerated() { placements[item.id] = ExplicitLayout.Placement(frame: slot(index)) }
    let before = ExplicitLayout(itemPlacements: placements)
    placements[items[21].id] = ExplicitLayout.Placement(frame: slot(21).offsetBy(dx: 180, dy: 430), zIndex: 1)
    let after = ExplicitLayout(itemPlacements: placements)
    var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]), layout: before, bounds: bounds)
    let transition = view.setCollectionViewLayout(after, animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 2)))
    return Timeline(viewportSize: bounds.size, background: Color(red: 0.95, green: 0.95, blue: 0.97), transitions: [(transition, "glide")])
}

/// The standard scene's cells, each also drawing itself as a chart cell does in `draw(_:)`:
/// a 12-point line over a gradient cut to the area under it, and a progress ring.
/// A compass rose of 16 points under a radial gradient and a ring of 60 ticks: an icon with
/// enough paths that librsvg takes its time over it.
let vectorAsset: ImageAsset = {
    var ticks = ""
    for k in 0..<60 {
        let angle = Double(k) * .pi / 30, inner = k % 5 == 0 ? 38.0 : 42.0
        ticks += "M\(50 + inner * cos(angle)) \(50 + inner * sin(angle))L\(50 + 46 * cos(angle)) \(50 + 46 * sin(angle))"
    }
    var rose = ""
    for k in 0..<16 {
        let angle = Double(k) * .pi / 8, length = k % 2 == 0 ? 36.0 : 22.0
        rose += "M50 50L\(50 + 8 * cos(angle - 0.4)) \(50 + 8 * sin(angle - 0.4))L\(50 + length * cos(angle)) \(50 + length * sin(angle))L\(50 + 8 * cos(angle + 0.4)) \(50 + 8 * sin(angle + 0.4))Z"
    }
    let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><radialGradient id="g"><stop offset="0" stop-color="#FFD27A"/><stop offset="1" stop-color="#E8590C"/></radialGradient></defs>\
    <circle cx="50" cy="50" r="47" fill="url(#g)" opacity="0.35"/><path d="\(ticks)" stroke="#333" stroke-width="1.5" stroke-linecap="round"/>\
    <path d="\(rose)" fill="#1C1C1E" fill-rule="nonzero"/></svg>
    """
    return ImageAsset(name: "rose.svg", svgData: Array(svg.utf8), width: 100, height: 100)
}()

/// `items` in the standard scene's grid, reversed over two seconds, as the standard scene is.
func reversedTimeline(_ items: [Item]) throws -> Timeline {
    let layout = FlowLayout(itemSize: cellSize, minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                            sectionInset: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]), layout: layout, bounds: bounds)
    let transition = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())]),
                                    animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 2)))
    return Timeline(viewportSize: bounds.size, background: Color(red: 0.95, green: 0.95, blue: 0.97), transitions: [(transition, "reverse")])
}

/// The standard scene's cells, each showing `vectorAsset` fitted into it.
func vectorTimeline() throws -> Timeline {
    let items = cells().map { item -> Item in
        var content = item.content
        content.image = ImageContent(asset: vectorAsset, mode: .aspectFit)
        return Item(id: item.id, content: content)
    }
    return try reversedTimeline(items)
}

/// The 60 moving cells with an SVG picture each against the same cells flat: time, and how many
/// times librsvg drew the picture for the 7,200 pictures the frames show.
func measureVectorCells() throws {
    let writer = FrameSequenceWriter(scale: scale, jobs: jobs)
    let flat = try standardTimeline(), vector = try vectorTimeline()
    let folder = temporaryFolder("vector")
    var best = (flat: Double.infinity, vector: Double.infinity)
    var drawnByLibrsvg = 0
    for _ in 0..<runs {
        for (k, timeline) in [flat, vector].enumerated() {
            let before = VectorPictureStatistics.rasterisations.load(ordering: .relaxed)
            let start = ContinuousClock().now
            _ = try writer.write(timeline, times: frameTimes, to: { "\(folder)/frame_\($0 % 8).png" })
            let elapsed = seconds(ContinuousClock().now - start)
            if k == 0 { best.flat = min(best.flat, elapsed) } else {
                best.vector = min(best.vector, elapsed)
                drawnByLibrsvg = VectorPictureStatistics.rasterisations.load(ordering: .relaxed) - before
            }
        }
    }
    print("")
    print("Cells showing an SVG picture (a compass rose: 76 paths, a gradient) in each of the 60, Zoetrope (\(jobs) jobs):")
    print("  flat \(fixed(Double(frameCount) / best.flat, 1)) frames/s, with pictures \(fixed(Double(frameCount) / best.vector, 1)) frames/s")
    print("  pictures / flat time: \(fixed(best.vector / best.flat, 2))×")
    let shown = frameCount * 60
    print("  librsvg drew the picture \(drawnByLibrsvg) times for the \(shown) it shows over \(frameCount) frames (once per size, quarter-pixel phase and worker)"
          + "   goal: far fewer than \(shown)   \(drawnByLibrsvg * 10 < shown ? "met" : "NOT MET")")
}

func drawnTimeline() throws -> Timeline {
    let items = cells().enumerated().map { index, item -> Item in
        var content = item.content
        let points = (0..<12).map { k in
            Point(x: 6 + 70 * Double(k) / 11, y: 40 - 20 * (0.5 + 0.5 * sin(Double(k + index) * 0.7)))
        }
        let line = VectorPath(elements: [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) })
        let area = VectorPath(elements: line.elements + [.line(to: Point(x: 76, y: 42)), .line(to: Point(x: 6, y: 42)), .close])
        let white = Color(red: 1, green: 1, blue: 1, alpha: 0.6), clear = Color(red: 1, green: 1, blue: 1, alpha: 0)
        let ring = VectorPath(elements: [.move(to: Point(x: 74, y: 10)),
                                         .curve(to: Point(x: 68, y: 16), control1: Point(x: 74, y: 13.3), control2: Point(x: 71.3, y: 16)),
                                         .curve(to: Point(x: 62, y: 10), control1: Point(x: 64.7, y: 16), control2: Point(x: 62, y: 13.3))])
        content.drawing = Drawing(size: cellSize, operations: [
            DrawingOperation(kind: .linearGradient(DrawnGradient(stops: [GradientStop(location: 0, color: white), GradientStop(location: 1, color: clear)]),
                                                   start: Point(x: 0, y: 20), end: Point(x: 0, y: 42)), clip: 0),
            DrawingOperation(kind: .stroke(line, .white, DrawingStroke(lineWidth: 1.5, cap: .round, join: .round))),
            DrawingOperation(kind: .stroke(ring, .white, DrawingStroke(lineWidth: 2, cap: .round))),
        ], clips: [DrawingClip(path: area)])
        return Item(id: item.id, content: content)
    }
    return try reversedTimeline(items)
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

/// This process's peak resident memory. On Linux, the high-water mark of its own address
/// space (VmHWM): `getrusage`'s keeps the parent's across the fork and exec that started it,
/// so a child of a large parent would report the parent's size.
func peakResidentMegabytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") {
        return kilobytes / 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

// MARK: - Child mode: render N frames and report peak memory

let arguments = CommandLine.arguments
/// Seconds of processor time the process has used so far, in user and system mode, every thread.
func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func option(_ name: String) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}
let jobs = option("--jobs") ?? FrameSequenceWriter.defaultJobs

if let count = option("--memory-child") {
    // The mostly still scene, whose frames come fastest; eight files written over and over,
    // so that 10,000 frames do not fill the disk.
    let timeline = try mostlyStillTimeline()
    let folder = temporaryFolder("memory-\(count)")
    _ = try FrameSequenceWriter(scale: scale, jobs: jobs).write(timeline, times: times(count), to: { "\(folder)/frame_\($0 % 8).png" })
    try? FileManager.default.removeItem(atPath: folder)
    print(peakResidentMegabytes())
    exit(0)
}

// MARK: - The benchmark

let runs = option("--runs") ?? 3
let directory = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let naive = directory + "/RenderBenchmarkNaive", fastest = directory + "/RenderBenchmarkFastest"
// Zoetrope alone needs neither C program.
let zoetropeAlone = ["--only-drawn", "--only-vector", "--only-zoetrope", "--only-encoding"].contains { arguments.contains($0) }
for program in [naive, fastest] where !zoetropeAlone && !FileManager.default.isExecutableFile(atPath: program) {
    print("\(program) is missing: build every product first, `swift build -c release`.")
    exit(1)
}
defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "zoetrope-render-benchmark-\(getpid())") }

let frameTimes = times(frameCount)
if let index = arguments.firstIndex(of: "--write-draw-list"), index + 1 < arguments.count {
    // For profiling the C programs on their own: `perf record RenderBenchmarkFastest LIST DIR`.
    try drawList(try standardTimeline(), times: frameTimes).write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    exit(0)
}
/// Where a frame's time goes: its PNG compression alone, one core, on twelve of the standard
/// scene's frames, by the encoder Zoetrope writes frames with (ScanlineDeflater) and by
/// libdeflate at level 1 (the fastest C program's), both whole-frame, one stream, every row
/// converted from Cairo's pixels.
func printEncodingAlone(_ sampled: [RasterImage]) throws {
    print("PNG encoding alone, one core, \(sampled.count) of the standard scene's frames (1170×2532 RGB, 8.9 MB of scanlines each; best of 5):")
    for (name, compression) in [("Zoetrope (ScanlineDeflater)", PNGEncoder.Compression.fast), ("libdeflate level 1         ", .libdeflate(level: 1))] {
        let encoder = PNGEncoder(compression: compression)
        var best = Double.infinity, bytes = 0
        for _ in 0..<5 {
            let clock = ContinuousClock()
            let start = clock.now
            bytes = sampled.reduce(0) { total, image in total + encoder.withEncoded(image, opaque: true) { $0.count } }
            best = min(best, seconds(clock.now - start))
        }
        print("  \(name) \(fixed(best * 1000 / Double(sampled.count), 1)) ms a frame, \(fixed(Double(bytes) / Double(sampled.count) / 1000, 1)) KB a frame")
    }
}

// Cells that draw themselves against the same cells flat: a drawing is recorded once and
// replayed into each frame, so it may cost at most half again the flat scene's time.
func measureDrawnCells() throws {
    let writer = FrameSequenceWriter(scale: scale, jobs: jobs)
    let flat = try standardTimeline(), drawn = try drawnTimeline()
    let folder = temporaryFolder("drawn")
    var best = (flat: Double.infinity, drawn: Double.infinity)
    // The processor time of every job as well: steadier than the wall clock on a shared machine.
    var leastProcessor = (flat: Double.infinity, drawn: Double.infinity)
    for _ in 0..<runs {
        for (k, timeline) in [flat, drawn].enumerated() {
            let start = ContinuousClock().now, startCPU = processorSeconds()
            _ = try writer.write(timeline, times: frameTimes, to: { "\(folder)/frame_\($0 % 8).png" })
            let elapsed = seconds(ContinuousClock().now - start), cpu = processorSeconds() - startCPU
            if k == 0 { best.flat = min(best.flat, elapsed); leastProcessor.flat = min(leastProcessor.flat, cpu) } else {
                best.drawn = min(best.drawn, elapsed); leastProcessor.drawn = min(leastProcessor.drawn, cpu)
            }
        }
    }
    print("")
    print("Cells drawing themselves (a line chart over a clipped gradient and a ring in each of the 60), Zoetrope (\(jobs) jobs):")
    print("  flat \(fixed(Double(frameCount) / best.flat, 1)) frames/s, drawn \(fixed(Double(frameCount) / best.drawn, 1)) frames/s")
    let ratio = best.drawn / best.flat
    print("  drawn / flat time: \(fixed(ratio, 2))×   goal ≤ 1.5×   \(ratio <= 1.5 ? "met" : "NOT MET")")
    print("  drawn / flat processor time: \(fixed(leastProcessor.drawn / leastProcessor.flat, 2))× (\(fixed(leastProcessor.flat, 2)) s and \(fixed(leastProcessor.drawn, 2)) s, every job)")
}

if arguments.contains("--only-drawn") {
    // The drawn-cells case alone.
    try measureDrawnCells()
    exit(0)
}
if arguments.contains("--only-vector") {
    try measureVectorCells()
    exit(0)
}
if arguments.contains("--only-encoding") {
    // For profiling the encoder on its own: twelve frames drawn, then encoded.
    let timeline = try standardTimeline(), renderer = FrameRenderer(scale: scale)
    try printEncodingAlone(try stride(from: 0, to: frameCount, by: 10).map { try renderer.render(timeline.frame(at: frameTimes[$0])) })
    exit(0)
}
if arguments.contains("--only-zoetrope") {
    // For profiling Zoetrope on its own: `perf record RenderBenchmark --only-zoetrope`.
    let timeline = try standardTimeline()
    let folder = temporaryFolder("only")
    for _ in 0..<runs {
        let start = ContinuousClock().now
        _ = try FrameSequenceWriter(scale: scale, jobs: jobs).write(timeline, times: frameTimes, to: { "\(folder)/frame_\($0 % 8).png" })
        print("standard scene: \(fixed(Double(frameCount) / seconds(ContinuousClock().now - start), 1)) frames/s")
    }
    exit(0)
}
print("390×844 at scale 3 (1170×2532 px), 60 cells with 1-point borders and labels, \(frameCount) frames a scene.")
print("\(jobs) jobs for Zoetrope and the fastest C program; best of \(runs) runs each, alternating.")

/// Frames a second of Zoetrope, the naive C and the fastest C on one scene, best of `runs`.
func measure(_ name: String, _ timeline: Timeline) throws -> (zoetrope: Double, naive: Double, fastest: Double, zoetropeOut: String, fastestOut: String) {
    let listPath = temporaryFolder("list-\(name)") + "/drawlist.txt"
    try drawList(timeline, times: frameTimes).write(toFile: listPath, atomically: true, encoding: .utf8)
    var best: [String: Double] = ["zoetrope": .infinity, "naive": .infinity, "fastest": .infinity]
    let zoetropeOut = temporaryFolder("zoetrope-\(name)"), naiveOut = temporaryFolder("naive-\(name)")
    let fastestOut = temporaryFolder("fastest-\(name)")
    let writer = FrameSequenceWriter(scale: scale, jobs: jobs)
    var redrawn = 1.0
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let start = clock.now
        let statistics = try writer.write(timeline, times: frameTimes, to: { "\(zoetropeOut)/frame_\(String(format: "%04d", $0)).png" })
        best["zoetrope"] = min(best["zoetrope"]!, seconds(clock.now - start))
        precondition(statistics.encoded == frameCount, "every frame of the \(name) scene differs")
        redrawn = statistics.redrawnShare
        best["naive"] = min(best["naive"]!, run(naive, [listPath, naiveOut]).seconds)
        best["fastest"] = min(best["fastest"]!, run(fastest, [listPath, fastestOut, String(jobs)]).seconds)
    }
    let fps = (zoetrope: Double(frameCount) / best["zoetrope"]!, naive: Double(frameCount) / best["naive"]!,
               fastest: Double(frameCount) / best["fastest"]!, zoetropeOut: zoetropeOut, fastestOut: fastestOut)
    print("")
    print("\(name): Zoetrope redraws \(fixed(100 * redrawn, 1)) % of the canvas a frame, on average")
    print("  naive C (1 thread, cairo_surface_write_to_png)  \(fixed(fps.naive, 1)) frames/s  (\(fixed(1000 / fps.naive, 1)) ms a frame)")
    print("  fastest C (\(jobs) threads, libdeflate level 1)      \(fixed(fps.fastest, 1)) frames/s")
    print("  Zoetrope (\(jobs) jobs)                              \(fixed(fps.zoetrope, 1)) frames/s")

    // The same pixels as the C programs', which make the same calls on every frame.
    var identicalPixels = 0
    for k in stride(from: 0, to: frameCount, by: 17) {
        let name = "/frame_\(String(format: "%04d", k)).png"
        let ours = try RasterImage(contentsOfPNG: zoetropeOut + name).rgbaPixels()
        if try ours == RasterImage(contentsOfPNG: naiveOut + name).rgbaPixels(), try ours == RasterImage(contentsOfPNG: fastestOut + name).rgbaPixels() {
            identicalPixels += 1
        }
    }
    let checked = (frameCount + 16) / 17
    print("  same output: \(identicalPixels)/\(checked) sampled frames identical in pixels to both C programs'")
    return fps
}

func report(_ ratio: Double, _ what: String, goal: Double) {
    print("  \(what): \(fixed(ratio, 2))×   goal ≥ \(fixed(goal, 1))×   \(ratio >= goal ? "met" : "NOT MET")")
}

let standard = try measure("Standard scene (all 60 cells moving)", try standardTimeline())
let fastestOutput = standard.fastestOut
let still = try measure("Mostly still scene (1 of 60 cells moving)", try mostlyStillTimeline())
print("")
print("Ratios (frames a second, Zoetrope over C, same run):")
report(standard.zoetrope / standard.naive, "standard, Zoetrope / naive C  ", goal: 10)
report(standard.zoetrope / standard.fastest, "standard, Zoetrope / fastest C", goal: 1.5)
report(still.zoetrope / still.fastest, "mostly still, Zoetrope / fastest C", goal: 3)


try measureDrawnCells()
try measureVectorCells()

print("")
try printEncodingAlone(try stride(from: 0, to: frameCount, by: 10).map {
    try RasterImage(contentsOfPNG: standard.zoetropeOut + "/frame_\(String(format: "%04d", $0)).png")
})

// Comparing frames: Zoetrope's PixelMatch against pixelmatch's algorithm in C (PixelMatchC),
// one core each, on two of the standard scene's frames as RGBA; then `compare`'s whole work
// (decoding both PNGs and matching) on every core, for the 120 frames against the fastest C
// program's. pixelmatch's published figure: 31 ms for two identical 1000×1000 images on one core.
print("")
print("Comparing frames (1170×2532, 2.96 million pixels; best of 5):")
let pixels = 1170 * 2532
let first = try RasterImage(contentsOfPNG: standard.zoetropeOut + "/frame_0060.png").rgbaPixels()
let same = try RasterImage(contentsOfPNG: fastestOutput + "/frame_0060.png").rgbaPixels()
let next = try RasterImage(contentsOfPNG: fastestOutput + "/frame_0061.png").rgbaPixels()
precondition(first == same && first != next, "frame 60 is the C program's frame 60, and differs from frame 61")
func bestOf5(_ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<5 {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        fastest = min(fastest, seconds(clock.now - start))
    }
    return fastest
}
var output = [UInt8](repeating: 0, count: pixels * 4)
var differing: [Int] = []
for (name, other) in [("identical", same), ("differing (frames 60 and 61)", next)] {
    let ours = bestOf5 { differing.append(PixelMatch().compare(actual: first, expected: other, width: 1170, height: 2532).differingPixels) }
    let reference = bestOf5 {
        first.withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in output.withUnsafeMutableBufferPointer { o in
            differing.append(pixelmatch_c(a.baseAddress, b.baseAddress, o.baseAddress, 1170, 2532, 0.1, 0))
        } } }
    }
    print("  \(name): Zoetrope \(fixed(ours * 1000, 1)) ms a frame (\(fixed(ours * 1000 / (Double(pixels) / 1e6), 1)) ms a million pixels),"
          + " pixelmatch in C \(fixed(reference * 1000, 1)) ms (\(fixed(reference * 1000 / (Double(pixels) / 1e6), 1))); one core each")
}
let compareStart = ContinuousClock().now
let comparison = try FrameSetComparison.compare(actual: standard.zoetropeOut, expected: fastestOutput)
let compareSeconds = seconds(ContinuousClock().now - compareStart)
precondition(comparison.frames.count == frameCount && comparison.frames.allSatisfy { $0.status == .matched }, "the frames match")
let perMegapixel = compareSeconds * 1000 / (Double(frameCount * pixels) / 1e6)
print("  compare, \(frameCount) frames on \(jobs) cores, decoding included: \(fixed(compareSeconds * 1000 / Double(frameCount), 1)) ms a frame,"
      + " \(fixed(perMegapixel, 1)) ms a million pixels")
print("  goal: compare at least as fast per pixel as pixelmatch's 31 ms a million pixels   \(perMegapixel <= 31 ? "met" : "NOT MET")")

// Peak memory, each in a child process of its own.
print("")
let counts = arguments.contains("--quick") ? [120, 1_000] : [120, 10_000]
var peaks: [Double] = []
for count in counts {
    let output = run(arguments[0], ["--memory-child", String(count), "--jobs", String(jobs)]).output
    peaks.append(Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan)
    print("  peak memory, \(count) frames: \(fixed(peaks.last!, 1)) MB")
}
let flat = peaks[1] <= peaks[0] * 1.1 + 5
print("  goal: under 100 MB for \(counts[1]) frames, flat   \(peaks[1] < 100 && flat ? "met" : "NOT MET")")
