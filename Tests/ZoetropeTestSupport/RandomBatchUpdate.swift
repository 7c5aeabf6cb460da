import ZoetropeCore

/// Random batch updates that are valid by construction, for property tests and fuzzers:
/// sections deleted, moved and inserted, and in the sections that are neither inserted nor
/// deleted, items deleted, moved (within and across sections) and inserted, every place
/// chosen the way UIKit counts them (deletes and move sources before the update, inserts and
/// move destinations after it).
public enum RandomBatchUpdate {
    /// A valid update of `snapshot`. New items and sections take ids `"i<n>"` and `"s<n>"`
    /// from `nextID`, which is advanced. `sizeLimit` biases towards deleting when the
    /// collection holds more items than that.
    public static func make<G: RandomNumberGenerator>(for snapshot: CollectionSnapshot, nextID: inout Int, sizeLimit: Int = 40,
                                                      using generator: inout G) -> BatchUpdate {
        let old = snapshot.sections
        let itemCount = old.reduce(0) { $0 + $1.items.count }
        let crowded = itemCount > sizeLimit
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }
        func freshID() -> Int { nextID += 1; return nextID }

        // Sections.
        var deletedSections: [Int] = [], movedFrom: [Int] = []
        for index in old.indices {
            if chance(crowded ? 0.2 : 0.06) { deletedSections.append(index) } else if chance(0.1) { movedFrom.append(index) }
        }
        let insertedCount = old.count < 2 || chance(0.15) ? Int.random(in: 0...(crowded ? 0 : 2), using: &generator) : 0
        let newCount = old.count - deletedSections.count + insertedCount
        var slots = Array(0..<newCount).shuffled(using: &generator)
        var insertedSections: [SectionInsertion] = []
        for _ in 0..<insertedCount {
            let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Item(id: ItemID("i\(freshID())")) }
            insertedSections.append(SectionInsertion(index: slots.removeLast(), section: Section(id: SectionID("s\(freshID())"), items: items)))
        }
        let movedSections = movedFrom.map { SectionMove(from: $0, to: slots.removeLast()) }

        // Which old section each new section continues (nil: inserted), as the two lists place them.
        var source = [Int?](repeating: nil, count: newCount)
        var taken = Set(insertedSections.map(\.index))
        for move in movedSections { source[move.to] = move.from; taken.insert(move.to) }
        var staying = old.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in 0..<newCount where !taken.contains(index) { source[index] = staying.next()! }
        let targets = (0..<newCount).filter { source[$0] != nil }

        // Items: deletes and move sources in sections that are not deleted.
        var deletedItems: [IndexPath] = [], moveSources: [IndexPath] = []
        var remaining = [Int: Int]()  // old section → items that stay
        for (index, section) in old.enumerated() where !deletedSections.contains(index) {
            var stay = 0
            for item in section.items.indices {
                let path = IndexPath(item: item, section: index)
                if chance(crowded ? 0.25 : 0.1) { deletedItems.append(path) } else if !targets.isEmpty && chance(0.1) { moveSources.append(path) } else { stay += 1 }
            }
            remaining[index] = stay
        }
        // Destinations: each move and insert goes to a section that is not inserted.
        var arriving = [Int: Int]()  // new section → items placed by inserts and moves
        let insertCount = targets.isEmpty || crowded ? 0 : Int.random(in: 0...3, using: &generator)
        let moveTargets = moveSources.map { _ in targets.randomElement(using: &generator)! }
        let insertTargets = (0..<insertCount).map { _ in targets.randomElement(using: &generator)! }
        for target in moveTargets + insertTargets { arriving[target, default: 0] += 1 }
        var freeSlots = [Int: [Int]]()
        for target in targets {
            let count = remaining[source[target]!]! + arriving[target, default: 0]
            freeSlots[target] = Array(0..<count).shuffled(using: &generator)
        }
        let movedItems = zip(moveSources, moveTargets).map { from, target in
            ItemMove(from: from, to: IndexPath(item: freeSlots[target]!.removeLast(), section: target))
        }
        let insertedItems = insertTargets.map { target in
            ItemInsertion(indexPath: IndexPath(item: freeSlots[target]!.removeLast(), section: target), item: Item(id: ItemID("i\(freshID())")))
        }
        return BatchUpdate(deletedSections: deletedSections, insertedSections: insertedSections, movedSections: movedSections,
                           deletedItems: deletedItems, insertedItems: insertedItems, movedItems: movedItems)
    }
}

/// A random number generator that plays back bytes (a fuzzer's input), so that the fuzzer
/// steers every choice made with it; when they run out it goes on as a `SeededGenerator`
/// seeded by them. (Not zeros: a generator stuck on one value makes the standard library's
/// bounded `random(in:)` reject forever.)
public struct ByteStreamGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var after: SeededGenerator

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        after = SeededGenerator(seed: bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }

    public mutating func next() -> UInt64 {
        guard position + 8 <= bytes.count else {
            position = bytes.count
            return after.next()
        }
        var value: UInt64 = 0
        for _ in 0..<8 {
            value = value << 8 | UInt64(bytes[position])
            position += 1
        }
        return value
    }
}

/// SplitMix64: a small, fast, seeded generator, so that a failing case can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
