// `zoetrope port`'s cost against the length of the file it edits: files of 1k, 10k and 100k
// lines, each line an optional call that becomes an edit (the worst case: every line changes),
// ported by the release binary; the child's wall time and peak memory (its own `ru_maxrss`,
// from wait4) are printed with their cost per thousand lines, which stays level when the cost
// is linear. Build and run in release, after `swift build -c release --traits Port`:
//
//     swift run -c release --traits Port PortBenchmark
//
// Exits 1 if the 100k-line file costs more than twice as much per line as the 10k-line one,
// in time or in memory (the memory above what the binary takes to start).

import ChildProcessMeasure
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/zoetrope"
guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("no zoetrope binary beside the benchmark: run `swift build -c release --traits Port` first")
    exit(2)
}
let scratch = NSTemporaryDirectory() + "zoetrope-port-benchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

/// A file of `lines` optional calls to an optional requirement, as a delegate is called.
func source(lines: Int) -> String {
    var text = """
        import UIKit

        @objc protocol FeedDelegate: AnyObject {
            @objc optional func collectionView(_ item: Int, height: Int) -> Int
        }

        final class Feed {
            weak var delegate: FeedDelegate?

            func total() -> Int {
                var total = 0

        """
    for line in 0..<lines { text += "        total += delegate?.collectionView?(\(line), height: \(line % 90)) ?? 0\n" }
    return text + "        return total\n    }\n}\n"
}

/// Runs the binary with `arguments`; its exit status, wall time and peak resident memory in MB.
func measure(_ arguments: [String]) -> (status: Int32, seconds: Double, megabytes: Double) {
    ChildProcessMeasure.run(binary, arguments)
}

// What the binary takes to start and read nothing: subtracted from the memory per line.
let baseline = measure(["--version"])
print("zoetrope port, every line an edit (\(binary)); at rest: \(String(format: "%.0f", baseline.megabytes)) MB")
print("lines      file      time      memory    ms/1k lines  MB/1k lines")
var perLine: [(time: Double, memory: Double)] = []
for lines in [1_000, 10_000, 100_000] {
    let path = scratch + "/Feed\(lines).swift"
    let text = source(lines: lines)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let run = measure(["port", path, "--dry-run", "--quiet"])
    guard run.status == 0 || run.status == 1 else {
        print("\(lines) lines: port exited \(run.status)")
        exit(1)
    }
    let thousands = Double(lines) / 1000
    let memory = Swift.max(0, run.megabytes - baseline.megabytes)
    perLine.append((run.seconds * 1000 / thousands, memory / thousands))
    print(String(format: "%-9d  %6.1f MB  %6.2f s  %6.0f MB  %11.1f  %11.2f", lines, Double(text.utf8.count) / 1_048_576, run.seconds,
                 run.megabytes, perLine.last!.time, perLine.last!.memory))
}
let (middle, largest) = (perLine[1], perLine[2])
let linear = largest.time <= 2 * middle.time && largest.memory <= 2 * middle.memory
print(linear ? "linear: the 100k-line file costs no more per line than twice the 10k-line one"
             : "NOT linear: the 100k-line file costs more than twice as much per line as the 10k-line one")
exit(linear ? 0 : 1)
