import ZoetropeCore

/// Prefetching, as UIKit asks a `prefetchDataSource` (see `UICollectionViewDataSourcePrefetching`):
/// at the end of each layout pass, for the items of the screen ahead of the visible one.
extension UICollectionView {
    /// Whether the prefetch data source is asked; true by default, as in UIKit.
    public var isPrefetchingEnabled: Bool {
        get { prefetching.isEnabled }
        set { prefetching.isEnabled = newValue }
    }

    /// Asked to prefetch the items of the screen ahead, and to cancel those that left it; held
    /// weakly, as UIKit holds it.
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { prefetching.source }
        set { prefetching.source = newValue }
    }

    /// Asks the prefetch data source for the items of the screen ahead of the visible one (the
    /// layout's answer for it, nearest first) not asked for yet, after cancelling those asked
    /// for earlier that are neither there nor shown. Called at the end of each layout pass.
    func prefetchAhead() {
        guard prefetching.isEnabled, let source = prefetching.source, let core else { return }
        let bounds = storedBounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        // Ahead along the way the content scrolls: across for a layout wider than the screen
        // and no taller, else down (or up, after a scroll up).
        let contentSize = layoutObject.collectionViewContentSize
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        prefetching.note(origin: bounds.origin, horizontal: horizontal)
        let forward = prefetching.towardsEnd
        let screenAhead = horizontal
            ? bounds.offsetBy(dx: forward ? bounds.width : -bounds.width, dy: 0)
            : bounds.offsetBy(dx: 0, dy: forward ? bounds.height : -bounds.height)
        let snapshot = core.snapshot
        let answer = LayoutPassAnswer(of: layoutObject, in: screenAhead)
        var ahead: [(id: ItemID, path: Foundation.IndexPath)] = []
        var seen = Set<ItemID>()
        for index in 0..<answer.count {
            guard case .cell(let path) = answer.element(at: index), let id = snapshot.itemID(at: path), seen.insert(id).inserted else { continue }
            ahead.append((id, Bridging.uiIndexPath(path)))
        }
        // Nearest first: the layout's order runs from the content's start.
        if !forward { ahead.reverse() }
        var shown = Set<ItemID>()
        for identity in shownElements.identities { if case .item(let id) = identity { shown.insert(id) } }
        let (prefetch, cancelled) = prefetching.advance(ahead: ahead, shown: shown)
        let cancel = currentIndexPaths(of: cancelled, in: snapshot)
        guard !prefetch.isEmpty || !cancel.isEmpty else { return }
        ViewAnimation.outsideBlocks {
            if !cancel.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
            if !prefetch.isEmpty { source.collectionView(self, prefetchItemsAt: prefetch) }
        }
    }

    /// Where each of `ids` is in `snapshot` now, in their order; one no longer there is left out.
    private func currentIndexPaths(of ids: [ItemID], in snapshot: CollectionSnapshot) -> [Foundation.IndexPath] {
        guard !ids.isEmpty else { return [] }
        let wanted = Set(ids)
        var found: [ItemID: Foundation.IndexPath] = [:]
        for (section, items) in snapshot.sections.lazy.map(\.items).enumerated() {
            for (item, entry) in items.enumerated() where wanted.contains(entry.id) {
                found[entry.id] = Foundation.IndexPath(item: item, section: section)
            }
        }
        return ids.compactMap { found[$0] }
    }
}
