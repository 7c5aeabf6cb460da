extension CollectionSnapshot {
    /// The identity of `element` as `layout` places it: a view the layout anchors to an item
    /// belongs to that item. (With the layout model, not the data: the data knows nothing of
    /// layouts.)
    package func identity(for element: ElementID, in layout: any CollectionLayout) -> ElementIdentity {
        if let kind = element.kind, layout.isAnchoredToItem(kind: kind, category: element.category), let item = item(at: element.indexPath) {
            return .anchored(kind, element.category, item: item.id)
        }
        return identity(for: element)
    }
}
