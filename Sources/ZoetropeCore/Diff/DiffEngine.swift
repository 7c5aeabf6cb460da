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

    /// The five stages, each applied to the data the one before left, and only those with
    /// changes. See `StagedChangeset` for why they come in this order.
    @inlinable
    func stages() -> [Changeset<Model, Element>] {
        let updates = elementUpdates()
        let deletes = deletes(from: updates.data)
        let sections = sectionInsertsAndMoves(after: deletes.changes.data, sectionAfterDeletes: deletes.sectionAfterDeletes)
        let elements = elementInsertsAndMoves(after: sections.data, survivingIndex: deletes.survivingIndex)
        return [updates, deletes.changes, sections, elements, sectionUpdates()].filter(\.hasChanges)
    }

    /// Stage 1: element updates (content changed), at source paths; its data is the source with
    /// the updated elements replaced.
    @inlinable
    func elementUpdates() -> Changeset<Model, Element> {
        var updates = Changeset<Model, Element>(data: source)
        for (s, section) in source.enumerated() {
            let base = sourceOffsets[s]
            for (i, element) in section.elements.enumerated() {
                let partner = elementTarget[base + i]
                guard partner >= 0 else { continue }
                let t = targetSectionOf[partner]
                let replacement = target[t].elements[partner - targetOffsets[t]]
                if !replacement.isContentEqual(to: element) {
                    updates.elementUpdated.append(IndexPath(item: i, section: s))
                    updates.data[s].elements[i] = replacement
                }
            }
        }
        return updates
    }

    /// Stage 2: deletes of elements and sections. Also where each surviving element sits in its
    /// section afterwards (by flat source index; -1 when deleted) and where each surviving
    /// section sits (-1 when deleted).
    @inlinable
    func deletes(from data: [Section]) -> (changes: Changeset<Model, Element>, survivingIndex: [Int], sectionAfterDeletes: [Int]) {
        var deletes = Changeset<Model, Element>(data: [])
        var afterDeletes: [Section] = []
        var survivingIndex = [Int](repeating: -1, count: elementTarget.count)
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
        deletes.data = afterDeletes
        return (deletes, survivingIndex, sectionAfterDeletes)
    }

    /// Stage 3: section inserts and moves. Surviving sections keep their place when on the LIS
    /// of their target indexes taken in source order.
    @inlinable
    func sectionInsertsAndMoves(after afterDeletes: [Section], sectionAfterDeletes: [Int]) -> Changeset<Model, Element> {
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
        sectionInserts.data = afterSections
        return sectionInserts
    }

    /// Stage 4: element inserts and moves. In each surviving section, the elements that stay in
    /// it keep their place when on the LIS of their indexes after stage 3, in target order.
    @inlinable
    func elementInsertsAndMoves(after afterSections: [Section], survivingIndex: [Int]) -> Changeset<Model, Element> {
        var elementInserts = Changeset<Model, Element>(data: afterSections)
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
            elementInserts.data[t] = Section(model: afterSections[t].model, elements: section.elements)
        }
        return elementInserts
    }

    /// Stage 5: section updates (model changed), at target indexes; its data is the target.
    @inlinable
    func sectionUpdates() -> Changeset<Model, Element> {
        var sectionUpdates = Changeset<Model, Element>(data: target)
        for (t, section) in target.enumerated() {
            let s = sectionSource[t]
            if s >= 0 && !section.model.isContentEqual(to: source[s].model) { sectionUpdates.sectionUpdated.append(t) }
        }
        return sectionUpdates
    }
}
