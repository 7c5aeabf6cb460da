// Comparing frames at full machine speed: what `zoetrope compare` spends on a visual regression
// run, measured beside pixelmatch's algorithm in C (Benchmarks/PixelMatchC) in the same run.
// Build in release and run:
//
//     swift build -c release --product CompareBenchmark && .build/release/CompareBenchmark
//
// The frames: 120 frames of a 390×844 viewport at scale 3 (1170×2532 pixels, 2.96 million) with
// 60 cells moving, drawn by FrameSequenceWriter; the same frames re-encoded with libdeflate
// (the same pixels in other bytes: a golden recorded elsewhere); frames 60 and 61 as a pair
// that differs.
//
// Measured (best of 5 unless said):
//   1. PixelMatch against pixelmatch in C, one core each, with and without the diff image, on
//      identical-but-re-encoded frames and on differing frames;
//   2. decoding one PNG frame to RGBA: DecodedPNG against the path `compare` took before
//      (PNGFile.verify, then Cairo's libpng decoding, then unpremultiplying);
//   3. `compare` on the 120 re-encoded frames (every pair decoded), on every core;
//   4. `compare` on a folder of 1,000 unchanged frames (their goldens byte for byte), every core.
//
// Goals (issue 33): 1. PixelMatch at least as fast as the C on both pairs (without the diff
// image, identical pixels are one memcmp in both, so there the goal is parity within 10 %
// of noise); 2. decoding at least
// 2× faster than before; 4. 1,000 unchanged frames in under 2 s on two cores.
//
// Options: --jobs N (default: one per core), --frames N (the unchanged folder's size, default
// 1,000).

import Foundation
import PixelMatchC
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeCore
import ZoetropePNG

let arguments = CommandLine.arguments
func option(_ name: String) -> Int? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
}
let jobs = option("--jobs") ?? FrameSequenceWriter.defaultJobs
let unchangedCount = option("--frames") ?? 1_000
let width = 1170, height = 2532, pixels = width * height

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) / 1e18
}

func fixed(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

func bestOf(_ runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock().now
        try body()
        fastest = min(fastest, seconds(ContinuousClock().now - start))
    }
    return fastest
}

/// The best times of two bodies run `runs` times each, alternating, so that neither gains from
/// running after the other.
func race(_ runs: Int, _ ours: () -> Void, _ reference: () -> Void) -> (ours: Double, reference: Double) {
    var best = (ours: Double.infinity, reference: Double.infinity)
    for _ in 0..<runs {
        best.ours = min(best.ours, bestOf(1, ours))
        best.reference = min(best.reference, bestOf(1, reference))
    }
    return best
}

func report(_ ratio: Double, _ what: String, goal: Double) {
    print("  \(what): \(fixed(ratio, 2))×   goal ≥ \(fixed(goal, 1))×   \(ratio >= goal ? "met" : "NOT MET")")
}

let root = NSTemporaryDirectory() + "zoetrope-compare-benchmark-\(getpid())"
func folder(_ name: String) -> String {
    let path = root + "/" + name
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
defer { try? FileManager.default.removeItem(atPath: root) }
func frameName(_ k: Int) -> String { "frame_\(String(format: "%04d", k)).png" }

// MARK: - The frames

let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
let items = (0..<60).map { index in
    let hue = Double(index) / 60
    let fill = Color(red: 0.35 + 0.5 * abs(sin(hue * .pi)), green: 0.45 + 0.4 * abs(cos(hue * 2.3)), blue: 0.55 + 0.4 * abs(sin(hue * 4.1)))
    return Item(id: ItemID("item \(index + 1)"),
                content: ElementContent(fill: fill, cornerRadius: 10, border: Border(width: 1, color: Color(red: 0.1, green: 0.1, blue: 0.15)),
                                        label: Label(text: "Item \(index + 1)", color: .white, fontSize: 15, weight: .bold)))
}
let layout = FlowLayout(itemSize: Size(width: 82, height: 46), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                        sectionInset: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]), layout: layout, bounds: bounds)
let transition = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())]),
                                animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 2)))
let timeline = Timeline(viewportSize: bounds.size, background: Color(red: 0.95, green: 0.95, blue: 0.97), transitions: [(transition, "reverse")])
let drawn = folder("drawn"), reencoded = folder("reencoded")
_ = try FrameSequenceWriter(scale: 3, jobs: jobs).write(timeline, times: (0..<120).map { Double($0) / 60 }, to: { "\(drawn)/\(frameName($0))" })
for k in 0..<120 {
    try RasterImage(contentsOfPNG: "\(drawn)/\(frameName(k))").writePNG(to: "\(reencoded)/\(frameName(k))", compression: .libdeflate(level: 6))
}
let drawnBytes = [UInt8](FileManager.default.contents(atPath: "\(drawn)/\(frameName(60))")!)
let reencodedBytes = [UInt8](FileManager.default.contents(atPath: "\(reencoded)/\(frameName(60))")!)
precondition(drawnBytes != reencodedBytes, "re-encoding changes the bytes")
print("Comparing 1170×2532 frames (2.96 million pixels); \(jobs) jobs where every core is used")
print("  frame 60: \(drawnBytes.count / 1024) KB as Zoetrope writes it, \(reencodedBytes.count / 1024) KB re-encoded by libdeflate at level 6")

// MARK: - 1. PixelMatch against the C, one core

let first = try DecodedPNG(decoding: drawnBytes).rgba
let same = try DecodedPNG(decoding: reencodedBytes).rgba
let next = try DecodedPNG(decoding: [UInt8](FileManager.default.contents(atPath: "\(drawn)/\(frameName(61))")!)).rgba
precondition(first == same && first != next, "frame 60 re-encoded is the same pixels, and differs from frame 61")
print("")
print("1. PixelMatch against pixelmatch in C, one core each (best of 20, alternating):")
var output = [UInt8](repeating: 0, count: pixels * 4)
var counts: [Int] = []
for (name, other) in [("identical pixels, other bytes", same), ("differing (frames 60 and 61)", next)] {
    for drawing in [true, false] {
        let (ours, reference) = race(20, {
            counts.append(PixelMatch().compare(actual: first, expected: other, width: width, height: height, drawingDiff: drawing).differingPixels)
        }, {
            first.withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in output.withUnsafeMutableBufferPointer { o in
                counts.append(pixelmatch_c(a.baseAddress, b.baseAddress, drawing ? o.baseAddress : nil, Int32(width), Int32(height), 0.1, 0))
            } } }
        })
        print("  \(name), \(drawing ? "with" : "without") the diff image: Zoetrope \(fixed(ours * 1000, 2)) ms, C \(fixed(reference * 1000, 2)) ms")
        if name.hasPrefix("identical") && !drawing {
            // Both are one memcmp of the two images, the same libc call: equal within noise.
            report(reference / ours, "    C time / Zoetrope time (both one memcmp)", goal: 0.9)
        } else {
            report(reference / ours, "    C time / Zoetrope time", goal: 1)
        }
    }
}
precondition(Set(counts.prefix(80)).count == 1 && Set(counts.suffix(80)).count == 1, "both count the same pixels each time")

// MARK: - 2. Decoding

print("")
print("2. Decoding frame 60 to RGBA, one core (best of 5):")
for (name, bytes) in [("as Zoetrope writes it", drawnBytes), ("re-encoded", reencodedBytes)] {
    let before = try bestOf {
        guard case .success = PNGFile.verify(bytes) else { fatalError("the frame verifies") }
        _ = try RasterImage(pngData: bytes).rgbaPixels()
    }
    let now = try bestOf { _ = try DecodedPNG(decoding: bytes) }
    print("  \(name): before (verify, libpng through Cairo, unpremultiply) \(fixed(before * 1000, 2)) ms, DecodedPNG \(fixed(now * 1000, 2)) ms")
    report(before / now, "    before / now", goal: 2)
}

// MARK: - 3. and 4. compare

print("")
print("3. compare, the 120 frames against their re-encoded copies (every pair decoded), \(jobs) jobs:")
let decodedRun = try bestOf(3) {
    let comparison = try FrameSetComparison.compare(actual: drawn, expected: reencoded)
    precondition(comparison.frames.count == 120 && comparison.matches, "the re-encoded frames match")
}
print("  \(fixed(decodedRun * 1000 / 120, 2)) ms a frame, \(fixed(decodedRun * 1000 / (120 * Double(pixels) / 1e6), 2)) ms a million pixels")

print("")
print("4. compare, \(unchangedCount) unchanged frames (their goldens byte for byte), \(jobs) jobs:")
let actual = folder("unchanged-actual"), expected = folder("unchanged-expected")
for k in 0..<unchangedCount {
    try FileManager.default.copyItem(atPath: "\(drawn)/\(frameName(k % 120))", toPath: "\(actual)/\(frameName(k))")
    try FileManager.default.copyItem(atPath: "\(drawn)/\(frameName(k % 120))", toPath: "\(expected)/\(frameName(k))")
}
let unchangedRun = try bestOf(3) {
    let comparison = try FrameSetComparison.compare(actual: actual, expected: expected)
    precondition(comparison.frames.count == unchangedCount && comparison.matches, "the unchanged frames match")
}
print("  \(fixed(unchangedRun, 3)) s in all, \(fixed(unchangedRun * 1000 / Double(unchangedCount), 3)) ms a frame")
print("  goal: \(unchangedCount) unchanged frames in under \(fixed(2 * Double(unchangedCount) / 1000, 1)) s   \(unchangedRun < 2 * Double(unchangedCount) / 1000 ? "met" : "NOT MET")")
