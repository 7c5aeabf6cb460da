import ZoetropeCore

/// A collection view's prefetching state: its prefetch data source, the items it was asked to
/// prefetch and has not yet seen shown or cancelled, and which way the content last scrolled
/// (see `UICollectionViewDataSourcePrefetching`).
///
/// Items are kept by identity, not index path: a batch update that moves one leaves it the
/// same item, still asked for (and cancelled at its new index path); one it deletes is
/// forgotten without a cancel.
struct ItemPrefetching {
    weak var source: (any UICollectionViewDataSourcePrefetching)?
    var isEnabled = true
    /// Asked to prefetch, in the order asked.
    private(set) var pending: [ItemID] = []
    /// Where the visible rectangle was at the last pass.
    private var lastOrigin: CGPoint?
    /// Whether the content last scrolled towards its end (down, or along a horizontal layout),
    /// as it is taken to at first.
    private(set) var towardsEnd = true

    /// Notes where the visible rectangle is now, along `horizontal` or vertical scrolling.
    mutating func note(origin: CGPoint, horizontal: Bool) {
        if let last = lastOrigin {
            let moved = horizontal ? origin.x - last.x : origin.y - last.y
            if moved != 0 { towardsEnd = moved > 0 }
        }
        lastOrigin = origin
    }

    /// What to ask now, given the items of the screen ahead (nearest first, with their index
    /// paths) and those shown: the ones ahead not asked for yet, and the ones asked for that
    /// are neither ahead nor shown, to cancel. A shown item is no longer pending.
    mutating func advance(ahead: [(id: ItemID, path: Foundation.IndexPath)], shown: Set<ItemID>) -> (prefetch: [Foundation.IndexPath], cancel: [ItemID]) {
        let aheadIDs = Set(ahead.map(\.id))
        let cancel = pending.filter { !aheadIDs.contains($0) && !shown.contains($0) }
        let kept = pending.filter { aheadIDs.contains($0) && !shown.contains($0) }
        let asked = Set(kept)
        let new = ahead.filter { !asked.contains($0.id) && !shown.contains($0.id) }
        pending = kept + new.map(\.id)
        return (new.map(\.path), cancel)
    }
}
