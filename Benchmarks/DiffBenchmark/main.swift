// Zoetrope's differ against the standard library's `difference(from:).inferringMoves()`, on the
// same inputs in the same run. Build and run in release:
//
//     swift run -c release DiffBenchmark
//
// One line per workload: each differ's time (the best of several runs, so that a busy
// machine's noise counts against neither), their ratio, and the moves each reports. The
// standard library diffs the flattened list of elements (it knows no sections).

import ZoetropeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Cell: Hashable, Differentiable {
    var id: Int
    var content: Int
    var differenceIdentifier: Int { id }
}

struct Header: Hashable, Differentiable {
    var id: Int
    var differenceIdentifier: Int { id }
}

typealias Data = [DiffSection<Header, Cell>]

/// SplitMix64: the same workloads on every run.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// `count` elements, then `deletes` removed, `inserts` new ones added and `moves` taken
/// elsewhere, all at random positions.
func edited(count: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64) -> ([Cell], [Cell]) {
    var random = Random(state: seed)
    let source = (0..<count).map { Cell(id: $0, content: 0) }
    var target = source
    for _ in 0..<deletes { target.remove(at: random.below(target.count)) }
    for k in 0..<inserts { target.insert(Cell(id: count + k, content: 0), at: random.below(target.count + 1)) }
    for _ in 0..<moves {
        let element = target.remove(at: random.below(target.count))
        target.insert(element, at: random.below(target.count + 1))
    }
    return (source, target)
}

func measure(runs: Int, _ body: () -> Int) -> (seconds: Double, result: Int) {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000_000)
    var result = 0
    for _ in 0..<runs {
        let start = clock.now
        result = body()
        best = min(best, clock.now - start)
    }
    let (s, atto) = best.components
    return (Double(s) + Double(atto) / 1e18, result)
}

func format(_ seconds: Double) -> String {
    let ms = seconds * 1000
    if ms < 10 { return String(Int((ms * 100).rounded())).padded(4, fraction: 2) + " ms" }
    return String(Int((ms * 10).rounded())).padded(3, fraction: 1) + " ms"
}

extension String {
    /// Fixed-point formatting from an integer of hundredths or tenths, without Foundation.
    func padded(_ width: Int, fraction: Int) -> String {
        var digits = self
        while digits.count <= fraction { digits = "0" + digits }
        let text = String(digits.dropLast(fraction)) + "." + String(digits.suffix(fraction))
        return String(repeating: " ", count: max(0, width + fraction + 1 - text.count)) + text
    }
}

func grouped(_ n: Int) -> String {
    let digits = Array(String(n))
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return out
}

func run(_ name: String, source: Data, target: Data, zoetropeRuns: Int, standardRuns: Int, goal: Double?) -> Bool {
    let flatSource = source.flatMap(\.elements), flatTarget = target.flatMap(\.elements)
    let ours = measure(runs: zoetropeRuns) {
        let changes = StagedChangeset(source: source, target: target)
        return changes.stages.reduce(0) { $0 + $1.elementMoved.count + $1.sectionMoved.count }
    }
    let theirs = measure(runs: standardRuns) {
        flatTarget.difference(from: flatSource).inferringMoves().reduce(0) { count, change in
            if case .insert(_, _, let associated) = change, associated != nil { return count + 1 }
            return count
        }
    }
    let ratio = theirs.seconds / ours.seconds
    let ratioText = String(Int((ratio * 10).rounded())).padded(5, fraction: 1) + "×"
    var line = "\(name.padding(to: 38))  zoetrope \(format(ours.seconds))  stdlib \(format(theirs.seconds))  speed-up \(ratioText)"
    line += "  moves \(grouped(ours.result)) vs \(grouped(theirs.result))"
    var met = true
    if let goal {
        met = ratio >= goal
        line += met ? "  (goal ≥ \(goal)×: met)" : "  (goal ≥ \(goal)×: NOT MET)"
    }
    print(line)
    return met
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

func single(_ cells: [Cell]) -> Data { [DiffSection(model: Header(id: 0), elements: cells)] }

if CommandLine.arguments.dropFirst().first == "profile" {
    // Only Zoetrope's differ, 100 times over one workload (heavy, light or updates): for a profiler.
    let workload = CommandLine.arguments.dropFirst(2).first ?? "heavy"
    var (source, target) = workload == "heavy"
        ? edited(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: 3)
        : edited(count: 100_000, deletes: 1_000, inserts: 1_000, moves: 200, seed: 2)
    if workload == "updates" {
        target = source
        var random = Random(state: 4)
        for _ in 0..<10_000 { target[random.below(target.count)].content += 1 }
    }
    var stages = 0
    for _ in 0..<100 { stages += StagedChangeset(source: single(source), target: single(target)).stages.count }
    print("profiled \(workload): 100 runs (\(stages / 100) stages each)")
    exit(0)
}

print("Zoetrope's staged changeset vs Swift's difference(from:).inferringMoves(), best of several runs each")
var allMet = true

let (small, smallEdited) = edited(count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, seed: 1)
allMet = run("5k items, 1k deletes/1k inserts/200 moves", source: single(small), target: single(smallEdited),
             zoetropeRuns: 20, standardRuns: 5, goal: nil) && allMet

let (large, largeEdited) = edited(count: 100_000, deletes: 1_000, inserts: 1_000, moves: 200, seed: 2)
allMet = run("100k items, 1k/1k/200", source: single(large), target: single(largeEdited),
             zoetropeRuns: 10, standardRuns: 3, goal: 5.4) && allMet

let (heavy, heavyEdited) = edited(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, seed: 3)
allMet = run("100k items, 10k/10k/2k", source: single(heavy), target: single(heavyEdited),
             zoetropeRuns: 10, standardRuns: 1, goal: 500) && allMet

var updated = large
var random = Random(state: 4)
for _ in 0..<10_000 { updated[random.below(updated.count)].content += 1 }
allMet = run("100k items, 10 % content updates", source: single(large), target: single(updated),
             zoetropeRuns: 10, standardRuns: 1, goal: 400) && allMet

allMet = run("100k items, identical", source: single(large), target: single(large.map { $0 }),
             zoetropeRuns: 20, standardRuns: 20, goal: 1) && allMet

let sectioned: Data = (0..<100).map { s in DiffSection(model: Header(id: s), elements: (0..<1_000).map { Cell(id: s * 1_000 + $0, content: 0) }) }
var shuffled = sectioned
for _ in 0..<10 {
    let section = shuffled.remove(at: random.below(shuffled.count))
    shuffled.insert(section, at: random.below(shuffled.count + 1))
}
allMet = run("100 sections × 1k items, 10 section moves", source: sectioned, target: shuffled,
             zoetropeRuns: 10, standardRuns: 1, goal: nil) && allMet

print(allMet ? "All goals met." : "Some goals were NOT met.")
