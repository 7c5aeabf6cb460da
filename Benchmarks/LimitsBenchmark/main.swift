// Every refusal of the hostile-input trials, timed: each attack is written to a scratch
// folder and run through the release `zoetrope` binary, and the child's wall time and peak
// memory (its own `ru_maxrss`, from wait4) are printed against the goal — refused with exit
// status 2 in under 1 s and 200 MB. Build and run in release, after `swift build -c release --traits Tools` (the command line):
//
//     swift run -c release --traits Tools LimitsBenchmark
//
// Exits 1 if any refusal misses its goal or is not a refusal.

import CDeflate
import ChildProcessMeasure
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let binary: String = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    return here + "/zoetrope"
}()
guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("no zoetrope binary at \(binary): run `swift build -c release --traits Tools` first")
    exit(2)
}
let scratch = NSTemporaryDirectory() + "zoetrope-limits-\(getpid())"
try FileManager.default.createDirectory(atPath: scratch + "/images", withIntermediateDirectories: true)

func write(_ name: String, _ bytes: [UInt8]) { _ = FileManager.default.createFile(atPath: scratch + "/" + name, contents: Data(bytes)) }
func write(_ name: String, _ text: String) { write(name, Array(text.utf8)) }

func fixture(viewport: String = ##"{"width": 390, "height": 400, "scale": 2}"##, item: String = ##"{"id": "a", "color": "#FF3B30"}"##,
             steps: String = ##"[{"pause": 0.1}]"##) -> String {
    ##"{"version": 1, "name": "attack", "viewport": \##(viewport), "layout": {"type": "flow", "itemSize": {"width": 80, "height": 80}}, "##
        + ##""sections": [{"id": "s", "items": [\##(item), {"id": "b", "color": "#34C759"}, {"id": "c", "color": "#007AFF"}]}], "##
        + ##""animation": {"duration": 0.2, "fps": 30}, "steps": \##(steps)}"##
}

/// A PNG whose chunks and zlib data are well formed, but whose data holds `rows` rows.
func png(width: Int, height: Int, rows: Int) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }))
    }
    let raw = [UInt8](repeating: 0, count: rows * (1 + width * 4))
    let compressor = libdeflate_alloc_compressor(6)!
    var data = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, raw.count))
    let count = raw.withUnsafeBytes { r in data.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, r.baseAddress, r.count, $0.baseAddress, $0.count) } }
    libdeflate_free_compressor(compressor)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        + chunk("IDAT", Array(data.prefix(count))) + chunk("IEND", [])
}

write("small.json", fixture())
write("huge-frame.json", fixture(viewport: ##"{"width": 10000, "height": 10000, "scale": 3}"##))
write("many-steps.json", fixture(steps: "[" + Array(repeating: ##"{"pause": 1e-9}"##, count: 200_000).joined(separator: ",") + "]"))
write("long-label.json", fixture(item: ##"{"id": "a", "color": "#FF3B30", "label": {"text": "\##(String(repeating: "word ", count: 200_000))", "wraps": true}}"##))
write("images/short.png", png(width: 2000, height: 2000, rows: 1000))
write("corrupt-picture.json", fixture(item: ##"{"id": "a", "image": "images/short.png"}"##))
for side in ["a", "e"] {
    try FileManager.default.createDirectory(atPath: scratch + "/" + side, withIntermediateDirectories: true)
    for k in 0..<6 { write("\(side)/\(k).png", png(width: 20_000, height: 20_000, rows: 1)) }
}
/// A compositional fixture whose section is `group`.
func compositional(_ group: String) -> String {
    ##"{"version": 1, "name": "attack", "viewport": {"width": 390, "height": 300, "scale": 1}, "layout": {"type": "compositional", "section": {"group": \##(group)}}, "##
        + ##""sections": [{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}], "animation": {"duration": 0.3, "fps": 30}, "steps": [{"pause": 0.2}]}"##
}
/// Groups nested `depth` deep, each holding the next `count` times (1: no repetition).
func nested(depth: Int, count: Int, innerWidth: String) -> String {
    var group = ##"{"width": {"fractionalWidth": \##(innerWidth)}, "height": {"fractionalHeight": 1}}"##
    for _ in 0..<depth {
        group = ##"{"width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "horizontal": [\##(group)]"## + (count > 1 ? ##", "count": \##(count)}"## : "}")
    }
    return compositional(group)
}
write("nested-100-deep.json", nested(depth: 100, count: 1, innerWidth: "1"))
write("nested-counts.json", nested(depth: 3, count: 1000, innerWidth: "0.001"))
_ = mkfifo(scratch + "/fifo.png", 0o600)
/// A palette PNG of 2 × 1 pixels whose second pixel is colour 7 of a palette of 2.
func palettePNG(secondIndex: UInt8) -> [UInt8] {
    func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }))
    }
    let raw: [UInt8] = [0, 0, secondIndex]
    let compressor = libdeflate_alloc_compressor(6)!
    var data = [UInt8](repeating: 0, count: 64)
    let count = raw.withUnsafeBytes { r in data.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, r.baseAddress, r.count, $0.baseAddress, $0.count) } }
    libdeflate_free_compressor(compressor)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(2) + be32(1) + [8, 3, 0, 0, 0])
        + chunk("PLTE", [255, 0, 0, 0, 0, 255]) + chunk("IDAT", Array(data.prefix(count))) + chunk("IEND", [])
}
write("palette-broken.png", palettePNG(secondIndex: 7))
write("palette-good.png", palettePNG(secondIndex: 1))
write("short.png", png(width: 2000, height: 2000, rows: 1000))
write("good.png", png(width: 2000, height: 2000, rows: 2000))

/// Runs the binary with `arguments`; its exit status, wall time and peak resident memory.
func measure(_ arguments: [String]) -> (status: Int32, seconds: Double, megabytes: Double) {
    ChildProcessMeasure.run(binary, arguments, errors: scratch + "/stderr.txt")
}

let attacks: [(String, [String])] = [
    ("a 30000×30000-pixel frame (render)", ["render", "huge-frame.json", "--out", "out", "--jobs", "2"]),
    ("the same, --max-frame-pixels raised", ["render", "huge-frame.json", "--out", "out", "--max-frame-pixels", "1e9", "--jobs", "8"]),
    ("the same (sheet)", ["sheet", "huge-frame.json", "--out", "out"]),
    ("200,000 pauses of 1e-9 s (validate)", ["validate", "many-steps.json"]),
    ("200,000 pauses of 1e-9 s (render)", ["render", "many-steps.json", "--out", "out"]),
    ("a picture whose data is short (validate)", ["validate", "corrupt-picture.json"]),
    ("a picture whose data is short (render)", ["render", "corrupt-picture.json", "--out", "out"]),
    ("a 1 MB wrapped label (render)", ["render", "long-label.json", "--out", "out"]),
    ("6 pairs of 20000×20000 PNGs (compare)", ["compare", "a", "e"]),
    ("the same, --max-image-pixels raised", ["compare", "a", "e", "--max-image-pixels", "1e9"]),
    ("a PNG whose data is short (compare)", ["compare", "short.png", "good.png"]),
    ("a sheet every 1e-300 s", ["sheet", "small.json", "--every", "1e-300", "--out", "out"]),
    ("compositional groups nested 100 deep", ["validate", "nested-100-deep.json"]),
    ("nested counts of 1000 × 1000 × 1000", ["validate", "nested-counts.json"]),
    ("the same (render)", ["render", "nested-counts.json", "--out", "out"]),
    ("a still at 1e19 s", ["render", "small.json", "--at", "1e19", "--out", "out"]),
    ("a still at 1e308 s (sheet)", ["sheet", "small.json", "--at", "1e308", "--out", "out"]),
    ("--fps 1e19", ["render", "small.json", "--fps", "1e19", "--out", "out"]),
    ("a FIFO for a frame (compare)", ["compare", "fifo.png", "good.png"]),
    ("a palette pixel past its palette (compare)", ["compare", "palette-broken.png", "palette-good.png"]),
    ("a filmstrip of 200 frames 2000 points wide", ["sheet", "small.json", "--count", "200", "--strip", "--width", "2000", "--out", "out"]),
]

_ = FileManager.default.changeCurrentDirectoryPath(scratch)
print("goal: every refusal exits 2 in under 1 s and 200 MB (peak resident memory)\n")
print("attack".padding(toLength: 44, withPad: " ", startingAt: 0) + "  exit    time   memory")
var missed = 0
for (name, arguments) in attacks {
    let result = measure(arguments)
    let ok = result.status == 2 && result.seconds < 1 && result.megabytes < 200
    if !ok { missed += 1 }
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "  %4d  %5.2f s  %5.0f MB", result.status, result.seconds, result.megabytes) + (ok ? "" : "   MISSED"))
    // Why, so that a refusal for the wrong reason shows.
    let reason = ((try? String(contentsOfFile: scratch + "/stderr.txt", encoding: .utf8)) ?? "").split(separator: "\n").first ?? ""
    print("    " + String(reason.suffix(140)))
}
try? FileManager.default.removeItem(atPath: scratch)
print(missed == 0 ? "\nall \(attacks.count) refusals met the goal" : "\n\(missed) of \(attacks.count) missed the goal")
exit(missed == 0 ? 0 : 1)
