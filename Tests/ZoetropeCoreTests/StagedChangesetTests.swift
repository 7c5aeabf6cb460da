import Testing
import ZoetropeCore

/// A plain element for the differ: an identity and a content.
struct Cell: Differentiable, Hashable, CustomStringConvertible {
    var id: Int
    var content: Int = 0
    var differenceIdentifier: Int { id }
    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

typealias Sections = [DiffSection<Cell, Cell>]

func sections(_ list: [(Int, [Int])]) -> Sections {
    list.map { DiffSection(model: Cell(id: $0.0), elements: $0.1.map { Cell(id: $0) }) }
}

/// Applies each stage as UIKit would, validating it against the counts before and after
/// (the count rule of every stage) and checking that everything the batch keeps is the same
/// thing, unchanged, where the batch takes it. Returns what went wrong, or nil.
func replay(_ changeset: StagedChangeset<Cell, Cell>, from source: Sections, to target: Sections) -> String? {
    var current = source
    for (k, stage) in changeset.stages.enumerated() {
        guard stage.hasChanges else { return "stage \(k) is empty" }
        let plan: UpdatePlan
        do {
            plan = try stage.batchUpdate.validated(itemCountsBefore: current.map(\.elements.count),
                                                  after: .given(stage.data.map(\.elements.count)))
        } catch {
            return "stage \(k) is not a valid batch: \(error)"
        }
        for (n, section) in stage.data.enumerated() {
            if let o = plan.mapping.oldSection(forNew: n), current[o].model.id != section.model.id {
                return "stage \(k) keeps section \(current[o].model.id) but the data has \(section.model.id) at \(n)"
            }
            for (i, element) in section.elements.enumerated() {
                guard let p = plan.mapping.oldIndexPath(forNew: IndexPath(item: i, section: n)) else { continue }
                if current[p.section].elements[p.item] != element {
                    return "stage \(k) takes \(current[p.section].elements[p.item]) from \(p) to [\(n), \(i)], where the data has \(element)"
                }
            }
        }
        current = stage.data
    }
    return current == target ? nil : "the stages end at \(current.map(\.elements)) instead of \(target.map(\.elements))"
}

@Suite struct StagedChangesetTests {
    @Test func identicalInputsGiveNoStages() {
        let data = sections([(0, [1, 2, 3]), (1, [])])
        #expect(StagedChangeset(source: data, target: data).isEmpty)
    }

    @Test func aChangeOfContentIsAnUpdateAtTheSourcePath() {
        let source = sections([(0, [1, 2, 3])])
        var target = source
        target[0].elements[1].content = 9
        let changes = StagedChangeset(source: source, target: target)
        #expect(changes.stages.count == 1)
        #expect(changes.stages[0].elementUpdated == [IndexPath(item: 1, section: 0)])
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test func stagesComeInTheirOrder() {
        // Update 1, delete 2, insert section 9, move section 0 after 1, insert 7, move 3.
        let source = sections([(0, [1, 2, 3, 4]), (1, [5])])
        var target = sections([(1, [5]), (9, [8]), (0, [3, 1, 7, 4])])
        target[2].elements[1].content = 1
        target[0].model.content = 1
        let changes = StagedChangeset(source: source, target: target)
        #expect(changes.stages.count == 5)
        #expect(changes.stages[0].elementUpdated == [IndexPath(item: 0, section: 0)])
        #expect(changes.stages[1].elementDeleted == [IndexPath(item: 1, section: 0)])
        #expect(changes.stages[2].sectionInserted == [1])
        #expect(changes.stages[2].sectionMoved.count == 1)
        #expect(changes.stages[3].elementInserted == [IndexPath(item: 2, section: 2)])
        #expect(changes.stages[3].elementMoved.count == 1)
        #expect(changes.stages[4].sectionUpdated == [0])
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test func duplicatesArePairedFirstToFirstAndTheSurplusDeleted() {
        let source = sections([(0, [7, 7, 7, 1])])
        let target = sections([(0, [1, 7])])
        let changes = StagedChangeset(source: source, target: target)
        // The first 7 is kept; the other two are deleted; 1 and the kept 7 swap with one move.
        #expect(changes.stages.flatMap(\.elementDeleted) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(changes.stages.flatMap(\.elementMoved).count == 1)
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test func anElementLeavingADeletedSectionIsDeletedAndInserted() {
        let source = sections([(0, [1, 2]), (1, [3])])
        let target = sections([(1, [3, 1])])
        let changes = StagedChangeset(source: source, target: target)
        #expect(changes.stages.flatMap(\.elementMoved).isEmpty)
        #expect(changes.stages.flatMap(\.elementInserted) == [IndexPath(item: 1, section: 0)])
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test func anElementEnteringAnInsertedSectionIsDeletedAndInsertedWithIt() {
        let source = sections([(0, [1, 2])])
        let target = sections([(0, [2]), (5, [1])])
        let changes = StagedChangeset(source: source, target: target)
        #expect(changes.stages.flatMap(\.elementMoved).isEmpty)
        #expect(changes.stages.flatMap(\.elementDeleted) == [IndexPath(item: 0, section: 0)])
        #expect(changes.stages.flatMap(\.sectionInserted) == [1])
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test func oneItemTakenToTheEndIsOneMoveNotAShiftOfAll() {
        let source = sections([(0, Array(0..<1000))])
        let target = sections([(0, Array(1..<1000) + [0])])
        let changes = StagedChangeset(source: source, target: target)
        #expect(changes.stages.flatMap(\.elementMoved).map(\.source) == [IndexPath(item: 0, section: 0)])
        #expect(replay(changes, from: source, to: target) == nil)
    }

    @Test(arguments: 0..<200)
    func movesWithinASectionAreAsFewAsCanBe(seed: UInt64) {
        // Against a brute-force longest increasing subsequence (O(n²) dynamic programming).
        var random = SeededRandom(seed: seed)
        var order = Array(0..<random.next(in: 0...30))
        for i in order.indices.reversed() where i > 0 { order.swapAt(i, random.next(in: 0...i)) }
        let changes = StagedChangeset(source: sections([(0, Array(0..<order.count))]), target: sections([(0, order)]))
        var longest = [Int](repeating: 1, count: order.count)
        for i in order.indices { for j in 0..<i where order[j] < order[i] { longest[i] = max(longest[i], longest[j] + 1) } }
        let minimum = order.count - (longest.max() ?? 0)
        #expect(changes.stages.flatMap(\.elementMoved).count == minimum, "seed \(seed): \(order)")
    }

    /// A random target made from a random source by random edits: deletes, inserts (new and
    /// repeated identities), moves within and across sections, content changes, and sections
    /// deleted, inserted, moved, emptied and changed.
    static func randomPair(seed: UInt64) -> (Sections, Sections) {
        var random = SeededRandom(seed: seed)
        let identities = random.next(in: 0...1) == 0 ? 12 : 1000  // few identities: many duplicates
        var nextID = 1
        func newID() -> Int {
            if identities == 12 { return random.next(in: 0...11) }
            nextID += 1
            return nextID
        }
        let source: Sections = (0..<random.next(in: 0...5)).map { _ in
            DiffSection(model: Cell(id: random.next(in: 0...6)), elements: (0..<random.next(in: 0...9)).map { _ in Cell(id: newID()) })
        }
        var target = source
        for _ in 0..<random.next(in: 0...8) {
            switch random.next(in: 0...9) {
            case 0 where !target.isEmpty: target.remove(at: random.next(in: 0...(target.count - 1)))
            case 1: target.insert(DiffSection(model: Cell(id: random.next(in: 0...9)), elements: (0..<random.next(in: 0...4)).map { _ in Cell(id: newID()) }),
                                  at: random.next(in: 0...target.count))
            case 2 where target.count > 1: let s = target.remove(at: random.next(in: 0...(target.count - 1))); target.insert(s, at: random.next(in: 0...target.count))
            case 3 where !target.isEmpty: target[random.next(in: 0...(target.count - 1))].model.content += 1
            case 4 where !target.isEmpty: target[random.next(in: 0...(target.count - 1))].elements.removeAll()
            default:
                guard !target.isEmpty else { continue }
                let s = random.next(in: 0...(target.count - 1))
                switch random.next(in: 0...3) {
                case 0 where !target[s].elements.isEmpty: target[s].elements.remove(at: random.next(in: 0...(target[s].elements.count - 1)))
                case 1: target[s].elements.insert(Cell(id: newID()), at: random.next(in: 0...target[s].elements.count))
                case 2 where !target[s].elements.isEmpty:
                    let element = target[s].elements.remove(at: random.next(in: 0...(target[s].elements.count - 1)))
                    let d = random.next(in: 0...(target.count - 1))
                    target[d].elements.insert(element, at: random.next(in: 0...target[d].elements.count))
                case 3 where !target[s].elements.isEmpty: target[s].elements[random.next(in: 0...(target[s].elements.count - 1))].content += 1
                default: break
                }
            }
        }
        return (source, target)
    }

    @Test func replayingTheStagesOfRandomPairsGivesTheTarget() {
        var failures = 0
        var seen = [String: Int]()
        for seed in 0..<5000 as Range<UInt64> {
            let (source, target) = Self.randomPair(seed: seed)
            let changes = StagedChangeset(source: source, target: target)
            for stage in changes.stages {
                seen["element moves", default: 0] += stage.elementMoved.count
                seen["section moves", default: 0] += stage.sectionMoved.count
                seen["element updates", default: 0] += stage.elementUpdated.count
                seen["section updates", default: 0] += stage.sectionUpdated.count
                seen["element inserts", default: 0] += stage.elementInserted.count
                seen["section deletes", default: 0] += stage.sectionDeleted.count
            }
            if let failure = replay(changes, from: source, to: target) {
                Issue.record("seed \(seed): \(failure)\n  source \(source.map { "\($0.model):\($0.elements)" })\n  target \(target.map { "\($0.model):\($0.elements)" })")
                failures += 1
                if failures > 5 { return }
            }
        }
        // The cases exercise every kind of change, many times.
        for kind in ["element moves", "section moves", "element updates", "section updates", "element inserts", "section deletes"] {
            #expect((seen[kind] ?? 0) > 300, "only \(seen[kind] ?? 0) \(kind) in 5,000 cases")
        }
    }

    @Test func replayingThroughACollectionViewGivesTheTarget() throws {
        // Unique identities, through BatchUpdate.applied with the stage's data as the data source.
        for seed in 0..<500 as Range<UInt64> {
            var random = SeededRandom(seed: seed)
            func snapshot(_ prefix: String) -> CollectionSnapshot {
                var pool = (0..<30).map { "i\($0)" }
                for i in pool.indices.reversed() where i > 0 { pool.swapAt(i, random.next(in: 0...i)) }
                var sectionIDs = (0..<6).map { SectionID("s\($0)") }
                for i in sectionIDs.indices.reversed() where i > 0 { sectionIDs.swapAt(i, random.next(in: 0...i)) }
                return CollectionSnapshot(sections: (0..<random.next(in: 0...4)).map { s in
                    let items = (0..<random.next(in: 0...6)).compactMap { _ in pool.popLast() }.map {
                        Item(id: ItemID($0), content: ElementContent(cornerRadius: Double(random.next(in: 0...1))))
                    }
                    return Section(id: sectionIDs[s], items: items, supplementaryContent: [.sectionHeader: ElementContent(cornerRadius: Double(random.next(in: 0...1)))])
                })
            }
            let source = snapshot("a"), target = snapshot("b")
            var current = source
            for stage in source.stagedChangeset(to: target).stages {
                current = try stage.batchUpdate.applied(to: current, dataAfter: stage.snapshot).snapshot
            }
            #expect(current == target, "seed \(seed)")
        }
    }
}

/// DifferenceKit's linear form: two plain arrays, one section, the flat stage layout.
@Suite struct FlatStagedChangesetTests {
    func cells(_ ids: [Int], changed: Set<Int> = []) -> [Cell] {
        ids.map { Cell(id: $0, content: changed.contains($0) ? 1 : 0) }
    }

    @Test func aFlatDiffHasUpdatesThenDeletesThenInsertsAndMoves() throws {
        let source = cells([1, 2, 3, 4, 5])
        let target = cells([5, 1, 3, 6, 4], changed: [3])
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.count == 3)
        let updates = changeset.stages[0], deletes = changeset.stages[1], insertsAndMoves = changeset.stages[2]
        #expect(updates.elementUpdated == [IndexPath(item: 2, section: 0)])
        #expect(updates.elements == cells([1, 2, 3, 4, 5], changed: [3]))
        #expect(deletes.elementDeleted == [IndexPath(item: 1, section: 0)] && deletes.elementInserted.isEmpty)
        #expect(insertsAndMoves.elementInserted == [IndexPath(item: 3, section: 0)])
        #expect(insertsAndMoves.elementMoved.map { [$0.source.item, $0.target.item] } == [[3, 0]], "only 5 moves; the rest keep their order")
        #expect(insertsAndMoves.elements == target)
        #expect(changeset.stages.allSatisfy { $0.sectionDeleted.isEmpty && $0.sectionInserted.isEmpty && $0.sectionMoved.isEmpty && $0.sectionUpdated.isEmpty })
    }

    @Test func identicalArraysGiveNoStagesAndOnlyChangedStagesArePresent() {
        #expect(StagedChangeset(source: cells([1, 2, 3]), target: cells([1, 2, 3])).isEmpty)
        let onlyInserts = StagedChangeset(source: cells([1, 2]), target: cells([1, 2, 3]))
        #expect(onlyInserts.stages.count == 1 && onlyInserts.stages[0].elementInserted == [IndexPath(item: 2, section: 0)])
        let fromNothing = StagedChangeset(source: [Cell](), target: cells([1, 2]))
        #expect(fromNothing.stages.count == 1 && fromNothing.stages[0].elements == cells([1, 2]))
    }

    @Test(arguments: 0..<100)
    func everyStageOfARandomFlatDiffIsAValidBatch(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let source = (0..<next(12)).map { _ in Cell(id: next(15), content: next(2)) }
        let target = (0..<next(12)).map { _ in Cell(id: next(15), content: next(2)) }
        let flat = StagedChangeset(source: source, target: target)
        // The same stages, checked as sections by the sectioned replay.
        let model = Cell(id: 0)
        let sectioned = StagedChangeset<Cell, Cell>(stages: flat.stages.map { stage in
            var copy = Changeset<Cell, Cell>(data: [DiffSection(model: model, elements: stage.elements)])
            copy.elementDeleted = stage.elementDeleted
            copy.elementInserted = stage.elementInserted
            copy.elementUpdated = stage.elementUpdated
            copy.elementMoved = stage.elementMoved
            return copy
        })
        let problem = replay(sectioned, from: [DiffSection(model: model, elements: source)], to: [DiffSection(model: model, elements: target)])
        #expect(problem == nil, "\(source) → \(target): \(problem ?? "")")
    }
}
