/// The difference between two lists of sections, as stages that are each one valid UIKit
/// batch update.
///
/// Identities are paired first to first: the k-th source occurrence of an identity with its
/// k-th target occurrence; surplus occurrences are deleted or inserted. Stages come in this
/// order, each applied to the data the previous one left:
///
/// 1. element updates (content changed), at their source index paths;
/// 2. deletes of elements and sections;
/// 3. section inserts and section moves;
/// 4. element inserts and element moves;
/// 5. section updates (model changed), at their target indexes.
///
/// Updates come first because UIKit cannot reload and move one element in one batch. An
/// element whose section is deleted, or that lands in an inserted section, is deleted and
/// inserted rather than moved, since UIKit cannot move an item out of a deleted section or into
/// an inserted one. Moves are minimal: sections and elements keep their place when they are on
/// a longest increasing subsequence of the survivors (see `longestIncreasingSubsequenceMask`),
/// so an element moves only if its order relative to the others that stay really changes, or
/// if it changes section.
///
/// Identical inputs are recognised in one linear pass, without hashing, and give no stages.
///
/// The method is Heckel's (1978) pairing by unique identity, extended to sections and to
/// duplicates as DifferenceKit extends it, with LIS-minimal moves in place of DifferenceKit's
/// "everything that shifted" moves.
///
/// - Complexity: O(n log n) for n elements and sections; O(n) hashing.
public struct StagedChangeset<Model: Differentiable, Element: Differentiable> {
    public var stages: [Changeset<Model, Element>]

    public init(stages: [Changeset<Model, Element>]) {
        self.stages = stages
    }

    public var isEmpty: Bool { stages.isEmpty }

    /// Every change of every stage.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }

    public init(source: [DiffSection<Model, Element>], target: [DiffSection<Model, Element>]) {
        if Self.areIdentical(source, target) {
            stages = []
            return
        }
        stages = DiffEngine(source: source, target: target).stages()
    }

    static func areIdentical(_ source: [DiffSection<Model, Element>], _ target: [DiffSection<Model, Element>]) -> Bool {
        guard source.count == target.count else { return false }
        for (a, b) in zip(source, target) {
            guard a.elements.count == b.elements.count,
                a.model.differenceIdentifier == b.model.differenceIdentifier, b.model.isContentEqual(to: a.model)
            else { return false }
            for (x, y) in zip(a.elements, b.elements) {
                guard x.differenceIdentifier == y.differenceIdentifier, y.isContentEqual(to: x) else { return false }
            }
        }
        return true
    }
}

extension StagedChangeset: Sendable where Model: Sendable, Element: Sendable {}

/// Pairs identities first to first: the k-th occurrence in `source` with the k-th in `target`.
///
/// - Returns: for each source position its target partner, and for each target position its
///   source partner; -1 where there is none.
/// - Complexity: O(n + m) expected, one hash table of the source's distinct identities.
func pairIdentities<ID: Hashable>(_ source: [ID], _ target: [ID]) -> (sourcePartner: [Int], targetPartner: [Int]) {
    var first: [ID: Int] = [:]
    first.reserveCapacity(source.count)
    var next = [Int](repeating: -1, count: source.count)
    for index in source.indices.reversed() {
        if let following = first.updateValue(index, forKey: source[index]) { next[index] = following }
    }
    var sourcePartner = [Int](repeating: -1, count: source.count)
    var targetPartner = [Int](repeating: -1, count: target.count)
    for index in target.indices {
        guard let slot = first.index(forKey: target[index]) else { continue }
        let partner = first.values[slot]
        guard partner >= 0 else { continue }
        sourcePartner[partner] = index
        targetPartner[index] = partner
        first.values[slot] = next[partner]
    }
    return (sourcePartner, targetPartner)
}

/// The working state of one diff. Internal: `StagedChangeset.init(source:target:)` is the
/// entry point.
struct DiffEngine<Model: Differentiable, Element: Differentiable> {
    typealias Section = DiffSection<Model, Element>

    let source: [Section]
    let target: [Section]
    /// Target section of each source section, or -1 when deleted; and the reverse.
    let sectionTarget: [Int]
    let sectionSource: [Int]
    /// First flat element index of each section.
    let sourceOffsets: [Int]
    let targetOffsets: [Int]
    /// Section of each flat element.
    let sourceSectionOf: [Int]
    let targetSectionOf: [Int]
    /// Partner of each flat element; -1 when deleted or inserted (including pairs broken
    /// because one side's section is deleted or inserted).
    var elementTarget: [Int]
    var elementSource: [Int]

    init(source: [Section], target: [Section]) {
        self.source = source
        self.target = target
        (sectionTarget, sectionSource) = pairIdentities(source.map(\.model.differenceIdentifier),
                                                        target.map(\.model.differenceIdentifier))
        var offsets: [Int] = [], total = 0
        var sectionOf: [Int] = []
        for (s, section) in source.enumerated() {
            offsets.append(total)
            total += section.elements.count
            sectionOf.append(contentsOf: repeatElement(s, count: section.elements.count))
        }
        sourceOffsets = offsets
        sourceSectionOf = sectionOf
        var sourceIDs: [Element.DifferenceIdentifier] = []
        sourceIDs.reserveCapacity(total)
        for section in source { for element in section.elements { sourceIDs.append(element.differenceIdentifier) } }
        offsets = []
        total = 0
        sectionOf = []
        for (t, section) in target.enumerated() {
            offsets.append(total)
            total += section.elements.count
            sectionOf.append(contentsOf: repeatElement(t, count: section.elements.count))
        }
        targetOffsets = offsets
        targetSectionOf = sectionOf
        var targetIDs: [Element.DifferenceIdentifier] = []
        targetIDs.reserveCapacity(total)
        for section in target { for element in section.elements { targetIDs.append(element.differenceIdentifier) } }
        (elementTarget, elementSource) = pairIdentities(sourceIDs, targetIDs)

        // An element cannot move out of a deleted section or into an inserted one: unpair it.
        for (s, section) in source.enumerated() {
            let base = sourceOffsets[s]
            for i in 0..<section.elements.count {
                let partner = elementTarget[base + i]
                guard partner >= 0 else { continue }
                if sectionTarget[s] < 0 || sectionSource[targetSectionOf[partner]] < 0 {
                    elementTarget[base + i] = -1
                    elementSource[partner] = -1
                }
            }
        }
    }

    func stages() -> [Changeset<Model, Element>] {
        var stages: [Changeset<Model, Element>] = []

        // 1. Element updates, at source paths.
        var data = source
        var updates = Changeset<Model, Element>(data: [])
        for (s, section) in source.enumerated() {
            let base = sourceOffsets[s]
            for (i, element) in section.elements.enumerated() {
                let partner = elementTarget[base + i]
                guard partner >= 0 else { continue }
                let t = targetSectionOf[partner]
                let replacement = target[t].elements[partner - targetOffsets[t]]
                if !replacement.isContentEqual(to: element) {
                    updates.elementUpdated.append(IndexPath(item: i, section: s))
                    data[s].elements[i] = replacement
                }
            }
        }
        if updates.hasChanges {
            updates.data = data
            stages.append(updates)
        }

        // 2. Deletes. Remember where each surviving element sits afterwards.
        var deletes = Changeset<Model, Element>(data: [])
        var afterDeletes: [Section] = []
        var survivingIndex = [Int](repeating: -1, count: elementTarget.count)  // index within its section after deletes
        var sectionAfterDeletes = [Int](repeating: -1, count: source.count)
        for (s, section) in data.enumerated() {
            guard sectionTarget[s] >= 0 else {
                deletes.sectionDeleted.append(s)
                continue
            }
            let base = sourceOffsets[s]
            var kept: [Element] = []
            kept.reserveCapacity(section.elements.count)
            for (i, element) in section.elements.enumerated() {
                if elementTarget[base + i] >= 0 {
                    survivingIndex[base + i] = kept.count
                    kept.append(element)
                } else {
                    deletes.elementDeleted.append(IndexPath(item: i, section: s))
                }
            }
            sectionAfterDeletes[s] = afterDeletes.count
            afterDeletes.append(Section(model: section.model, elements: kept))
        }
        if deletes.hasChanges {
            deletes.data = afterDeletes
            stages.append(deletes)
        }

        // 3. Section inserts and moves. Surviving sections keep their place when on the LIS of
        // their target indexes taken in source order.
        var sectionInserts = Changeset<Model, Element>(data: [])
        let survivors = (0..<source.count).filter { sectionTarget[$0] >= 0 }
        let staying = longestIncreasingSubsequenceMask(survivors.map { sectionTarget[$0] })
        for (k, s) in survivors.enumerated() where !staying[k] {
            sectionInserts.sectionMoved.append((sectionAfterDeletes[s], sectionTarget[s]))
        }
        var afterSections: [Section] = []
        afterSections.reserveCapacity(target.count)
        for (t, section) in target.enumerated() {
            let s = sectionSource[t]
            if s >= 0 {
                afterSections.append(afterDeletes[sectionAfterDeletes[s]])
            } else {
                sectionInserts.sectionInserted.append(t)
                afterSections.append(section)
            }
        }
        if sectionInserts.hasChanges {
            sectionInserts.data = afterSections
            stages.append(sectionInserts)
        }

        // 4. Element inserts and moves. In each surviving section, the elements that stay in it
        // keep their place when on the LIS of their indexes after stage 3, in target order.
        var elementInserts = Changeset<Model, Element>(data: [])
        var afterElements = afterSections
        for (t, section) in target.enumerated() {
            let s = sectionSource[t]
            guard s >= 0 else { continue }
            let base = targetOffsets[t]
            var sameSection: [(targetIndex: Int, sourceIndex: Int)] = []
            for j in 0..<section.elements.count {
                let partner = elementSource[base + j]
                guard partner >= 0 else {
                    elementInserts.elementInserted.append(IndexPath(item: j, section: t))
                    continue
                }
                let partnerSection = sourceSectionOf[partner]
                let from = IndexPath(item: survivingIndex[partner], section: sectionTarget[partnerSection])
                if partnerSection == s {
                    sameSection.append((j, survivingIndex[partner]))
                } else {
                    elementInserts.elementMoved.append((from, IndexPath(item: j, section: t)))
                }
            }
            let stay = longestIncreasingSubsequenceMask(sameSection.map(\.sourceIndex))
            for (k, entry) in sameSection.enumerated() where !stay[k] {
                elementInserts.elementMoved.append((IndexPath(item: entry.sourceIndex, section: t), IndexPath(item: entry.targetIndex, section: t)))
            }
            afterElements[t] = Section(model: afterSections[t].model, elements: section.elements)
        }
        if elementInserts.hasChanges {
            elementInserts.data = afterElements
            stages.append(elementInserts)
        }

        // 5. Section updates, at target indexes.
        var sectionUpdates = Changeset<Model, Element>(data: target)
        for (t, section) in target.enumerated() {
            let s = sectionSource[t]
            if s >= 0 && !section.model.isContentEqual(to: source[s].model) { sectionUpdates.sectionUpdated.append(t) }
        }
        if sectionUpdates.hasChanges { stages.append(sectionUpdates) }
        return stages
    }
}

extension DiffEngine {
    /// The whole difference as one change, keyed by identity: what a collection view animates
    /// when it is handed a new snapshot. Unlike the stages, this may move and update an element
    /// at once (it animates as a reload from the old place to the new), which one UIKit batch
    /// cannot express.
    func singleChangePlan() -> UpdatePlan {
        var newSectionForOld = sectionTarget.map { $0 >= 0 ? Optional($0) : nil }
        let oldSectionForNew = sectionSource.map { $0 >= 0 ? Optional($0) : nil }
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), movedSections: [Int: Int] = [:], refreshed: [Int: Int] = [:]
        let survivors = (0..<source.count).filter { sectionTarget[$0] >= 0 }
        let staying = longestIncreasingSubsequenceMask(survivors.map { sectionTarget[$0] })
        for (k, s) in survivors.enumerated() {
            if !staying[k] { movedSections[s] = sectionTarget[s] }
            if !target[sectionTarget[s]].model.isContentEqual(to: source[s].model) { refreshed[s] = sectionTarget[s] }
        }
        for s in source.indices where sectionTarget[s] < 0 {
            deletedSections.insert(s)
            newSectionForOld[s] = nil
        }
        for t in target.indices where sectionSource[t] < 0 { insertedSections.insert(t) }

        var newIndexPathForOld = source.map { [IndexPath?](repeating: nil, count: $0.elements.count) }
        var oldIndexPathForNew = target.map { [IndexPath?](repeating: nil, count: $0.elements.count) }
        var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>()
        var movedItems: [IndexPath: IndexPath] = [:], reloadedItems: [IndexPath: IndexPath] = [:]
        for (s, section) in source.enumerated() where sectionTarget[s] >= 0 {
            for i in section.elements.indices where elementTarget[sourceOffsets[s] + i] < 0 {
                deletedItems.insert(IndexPath(item: i, section: s))
            }
        }
        for (t, section) in target.enumerated() where sectionSource[t] >= 0 {
            let s = sectionSource[t]
            var sameSection: [(targetIndex: Int, sourceIndex: Int)] = []
            for j in section.elements.indices {
                let partner = elementSource[targetOffsets[t] + j]
                let to = IndexPath(item: j, section: t)
                guard partner >= 0 else {
                    insertedItems.insert(to)
                    continue
                }
                let partnerSection = sourceSectionOf[partner]
                let from = IndexPath(item: partner - sourceOffsets[partnerSection], section: partnerSection)
                if !section.elements[j].isContentEqual(to: source[partnerSection].elements[from.item]) {
                    reloadedItems[from] = to
                    continue
                }
                newIndexPathForOld[from.section][from.item] = to
                oldIndexPathForNew[t][j] = from
                if partnerSection == s { sameSection.append((j, from.item)) } else { movedItems[from] = to }
            }
            let stay = longestIncreasingSubsequenceMask(sameSection.map(\.sourceIndex))
            for (k, entry) in sameSection.enumerated() where !stay[k] {
                movedItems[IndexPath(item: entry.sourceIndex, section: s)] = IndexPath(item: entry.targetIndex, section: t)
            }
        }

        let deletes = (deletedSections.map { UpdateItem.Target.section($0) } + deletedItems.map { .item($0) }).sorted()
        let inserts = (insertedSections.map { UpdateItem.Target.section($0) } + insertedItems.map { .item($0) }).sorted()
        let updateItems = deletes.map { UpdateItem(action: .delete, before: $0, after: nil) }
            + inserts.map { UpdateItem(action: .insert, before: nil, after: $0) }
            + reloadedItems.sorted { $0.key < $1.key }.map { UpdateItem(action: .reload, before: .item($0.key), after: .item($0.value)) }
            + (movedSections.map { (UpdateItem.Target.section($0.key), UpdateItem.Target.section($0.value)) }
               + movedItems.map { (UpdateItem.Target.item($0.key), UpdateItem.Target.item($0.value)) })
                .sorted { $0.0 < $1.0 }.map { UpdateItem(action: .move, before: $0.0, after: $0.1) }
        return UpdatePlan(
            mapping: UpdateMapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                   newIndexPathForOld: newIndexPathForOld, oldIndexPathForNew: oldIndexPathForNew),
            itemCountsAfter: target.map(\.elements.count), updateItems: updateItems,
            deletedSections: deletedSections, insertedSections: insertedSections, movedSections: movedSections,
            reloadedSections: [:], deletedItems: deletedItems, insertedItems: insertedItems, movedItems: movedItems,
            reloadedItems: reloadedItems, createdSections: [:], refreshedSections: refreshed)
    }
}
