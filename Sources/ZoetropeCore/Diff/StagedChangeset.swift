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

    @inlinable
    public init(source: [DiffSection<Model, Element>], target: [DiffSection<Model, Element>]) {
        if Self.areIdentical(source, target) {
            stages = []
            return
        }
        stages = DiffEngine(source: source, target: target).stages()
    }

    @inlinable
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
/// An open-addressing hash table with linear probing over the source's distinct identities.
/// Each identity is hashed once; a slot holds the hash, a source index standing for the
/// identity, and the identity's next unpaired occurrence (later ones chained through `next`),
/// packed in 16 bytes so that a probe reads one cache line and compares identities only when
/// the hashes match. Several times faster than `Dictionary`, which hashes on every access.
///
/// - Returns: for each source position its target partner, and for each target position its
///   source partner; -1 where there is none.
/// - Complexity: O(n + m) expected.
@inlinable
func pairIdentities<ID: Hashable>(_ source: [ID], _ target: [ID]) -> (sourcePartner: [Int], targetPartner: [Int]) {
    var sourcePartner = [Int](repeating: -1, count: source.count)
    var targetPartner = [Int](repeating: -1, count: target.count)
    // The common prefix pairs position by position, with no hashing: the k-th occurrence of
    // an identity in it is the k-th on both sides, so this is first-to-first pairing, and what
    // follows pairs first to first among the later occurrences. Content-only changes and
    // appended pages are common, and cost almost nothing this way.
    var prefix = 0
    let shorter = Swift.min(source.count, target.count)
    while prefix < shorter && source[prefix] == target[prefix] {
        sourcePartner[prefix] = prefix
        targetPartner[prefix] = prefix
        prefix += 1
    }
    guard prefix < source.count, prefix < target.count else { return (sourcePartner, targetPartner) }
    precondition(source.count < Int(Int32.max), "The differ handles fewer than 2^31 elements")
    var capacity = 16
    while capacity < source.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [IdentitySlot](repeating: IdentitySlot(hash: 0, key: -1, next: -1), count: capacity)
    var next = [Int32](repeating: -1, count: source.count)
    table.withUnsafeMutableBufferPointer { table in
        next.withUnsafeMutableBufferPointer { next in
            source.withUnsafeBufferPointer { source in
                for index in (prefix..<source.count).reversed() {
                    let identity = source[index]
                    let hash = identity.hashValue
                    var bucket = hash & mask
                    while true {
                        let slot = table[bucket]
                        if slot.key < 0 {
                            table[bucket] = IdentitySlot(hash: hash, key: Int32(index), next: Int32(index))
                            break
                        }
                        if slot.hash == hash && source[Int(slot.key)] == identity {
                            next[index] = slot.next
                            table[bucket].next = Int32(index)
                            break
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
                target.withUnsafeBufferPointer { target in
                    sourcePartner.withUnsafeMutableBufferPointer { sourcePartner in
                        targetPartner.withUnsafeMutableBufferPointer { targetPartner in
                            for index in prefix..<target.count {
                                let identity = target[index]
                                let hash = identity.hashValue
                                var bucket = hash & mask
                                while true {
                                    let slot = table[bucket]
                                    if slot.key < 0 { break }
                                    if slot.hash == hash && source[Int(slot.key)] == identity {
                                        if slot.next >= 0 {
                                            let partner = Int(slot.next)
                                            sourcePartner[partner] = index
                                            targetPartner[index] = partner
                                            table[bucket].next = next[partner]
                                        }
                                        break
                                    }
                                    bucket = (bucket + 1) & mask
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    return (sourcePartner, targetPartner)
}

/// One slot of `pairIdentities`' table.
@usableFromInline
struct IdentitySlot {
    @usableFromInline var hash: Int
    @usableFromInline var key: Int32
    @usableFromInline var next: Int32

    @inlinable
    init(hash: Int, key: Int32, next: Int32) {
        self.hash = hash
        self.key = key
        self.next = next
    }
}

/// The working state of one diff. Internal: `StagedChangeset.init(source:target:)` is the
/// entry point. Inlinable, so that a caller's element type is specialised into the hot loops
/// instead of being reached through protocol witnesses.
@usableFromInline
struct DiffEngine<Model: Differentiable, Element: Differentiable> {
    @usableFromInline typealias Section = DiffSection<Model, Element>

    @usableFromInline let source: [Section]
    @usableFromInline let target: [Section]
    /// Target section of each source section, or -1 when deleted; and the reverse.
    @usableFromInline let sectionTarget: [Int]
    @usableFromInline let sectionSource: [Int]
    /// First flat element index of each section.
    @usableFromInline let sourceOffsets: [Int]
    @usableFromInline let targetOffsets: [Int]
    /// Section of each flat element.
    @usableFromInline let sourceSectionOf: [Int]
    @usableFromInline let targetSectionOf: [Int]
    /// Partner of each flat element; -1 when deleted or inserted (including pairs broken
    /// because one side's section is deleted or inserted).
    @usableFromInline var elementTarget: [Int]
    @usableFromInline var elementSource: [Int]

    @inlinable
    init(source: [Section], target: [Section]) {
        self.source = source
        self.target = target
        (sectionTarget, sectionSource) = pairIdentities(source.map { $0.model.differenceIdentifier },
                                                        target.map { $0.model.differenceIdentifier })
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

    @inlinable
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
            let deletedBefore = deletes.elementDeleted.count
            for i in 0..<section.elements.count {
                if elementTarget[base + i] >= 0 {
                    survivingIndex[base + i] = i - (deletes.elementDeleted.count - deletedBefore)
                } else {
                    deletes.elementDeleted.append(IndexPath(item: i, section: s))
                }
            }
            sectionAfterDeletes[s] = afterDeletes.count
            if deletes.elementDeleted.count == deletedBefore {
                afterDeletes.append(section)  // nothing deleted: share the elements, copy nothing
            } else {
                var kept: [Element] = []
                kept.reserveCapacity(section.elements.count - (deletes.elementDeleted.count - deletedBefore))
                for (i, element) in section.elements.enumerated() where elementTarget[base + i] >= 0 { kept.append(element) }
                afterDeletes.append(Section(model: section.model, elements: kept))
            }
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
            // Elements staying in this section are usually still in order, and then none of
            // them moves; only otherwise are they collected for the LIS.
            var inOrder = true
            var last = -1
            for j in 0..<section.elements.count {
                let partner = elementSource[base + j]
                guard partner >= 0 else {
                    elementInserts.elementInserted.append(IndexPath(item: j, section: t))
                    continue
                }
                let partnerSection = sourceSectionOf[partner]
                if partnerSection == s {
                    if survivingIndex[partner] < last { inOrder = false }
                    last = survivingIndex[partner]
                } else {
                    let from = IndexPath(item: survivingIndex[partner], section: sectionTarget[partnerSection])
                    elementInserts.elementMoved.append((from, IndexPath(item: j, section: t)))
                }
            }
            if !inOrder {
                var targetIndexes: [Int] = [], sourceIndexes: [Int] = []
                for j in 0..<section.elements.count {
                    let partner = elementSource[base + j]
                    if partner >= 0 && sourceSectionOf[partner] == s {
                        targetIndexes.append(j)
                        sourceIndexes.append(survivingIndex[partner])
                    }
                }
                let stay = longestIncreasingSubsequenceMask(sourceIndexes)
                for k in sourceIndexes.indices where !stay[k] {
                    elementInserts.elementMoved.append((IndexPath(item: sourceIndexes[k], section: t), IndexPath(item: targetIndexes[k], section: t)))
                }
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
