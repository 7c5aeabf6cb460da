extension Item: Differentiable {
    public var differenceIdentifier: ItemID { id }
}

extension CollectionSnapshot {
    /// The snapshot as the differ's sections.
    package var diffSections: [DiffSection<SectionModel, Item>] {
        sections.map {
            DiffSection(model: SectionModel(id: $0.id, supplementaryContent: $0.supplementaryContent,
                                            decorationContent: $0.decorationContent, metrics: $0.metrics),
                        elements: $0.items)
        }
    }

    public init(diffSections: [DiffSection<SectionModel, Item>]) {
        self.init(sections: diffSections.map {
            Section(id: $0.model.id, items: $0.elements, supplementaryContent: $0.model.supplementaryContent,
                    decorationContent: $0.model.decorationContent, metrics: $0.model.metrics)
        })
    }

    /// The staged changes that turn this snapshot into `target`, each stage one valid batch.
    ///
    /// - Complexity: O(n log n) for n items and sections.
    public func stagedChangeset(to target: CollectionSnapshot) -> StagedChangeset<SectionModel, Item> {
        StagedChangeset(source: diffSections, target: target.diffSections)
    }

    /// The change to `target` as one update keyed by identity, for animating it in one step.
    ///
    /// - Complexity: O(n log n).
    package func singleChangePlan(to target: CollectionSnapshot) -> UpdatePlan {
        DiffEngine(source: diffSections, target: target.diffSections).singleChangePlan()
    }
}

extension Changeset where Model == SectionModel, Element == Item {
    /// The stage as a batch for a collection view, its data given by `data`.
    public var batchUpdate: BatchUpdate {
        BatchUpdate(
            deletedSections: sectionDeleted,
            insertedSections: sectionInserted.map { SectionInsertion(index: $0) },
            movedSections: sectionMoved.map { SectionMove(from: $0.source, to: $0.target) },
            reloadedSections: sectionUpdated.map { SectionReload(index: $0) },
            deletedItems: elementDeleted,
            insertedItems: elementInserted.map { ItemInsertion(indexPath: $0) },
            movedItems: elementMoved.map { ItemMove(from: $0.source, to: $0.target) },
            reloadedItems: elementUpdated.map { ItemReload(indexPath: $0) })
    }

    public var snapshot: CollectionSnapshot { CollectionSnapshot(diffSections: data) }
}
