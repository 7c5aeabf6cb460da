import ZoetropeCore

/// What the bridges of one layout object share: the object, its collection view, and the
/// generation it is currently prepared for.
final class LayoutBridgeHub {
    /// Unowned: the layout object keeps its hub.
    unowned let layout: UICollectionViewLayout
    /// The generation the layout object is prepared for now.
    var current: PreparedLayout
    /// The generation before it, sealed: what the layout showed before the change under way.
    var previous: PreparedLayout?
    /// The visible rectangle before the change under way: what the old state is asked for.
    var boundsBeforeChange: Rect?
    /// The layout's answer to `shouldInvalidateLayout(forBoundsChange:)` for the first frame of
    /// a scroll, asked before the scroll to learn whether it is laid out frame by frame: the
    /// frame's own bounds change takes it rather than asking again, since a layout may move
    /// things when asked (a springy layout moves its items by the change).
    var answeredBoundsChange: (bounds: Rect, answer: Bool)?
    /// Set during an animated scroll of a layout whose UIKit Dynamics animator holds items: each
    /// frame's bounds change lays it out again, whatever `shouldInvalidateLayout(forBoundsChange:)`
    /// answers (asked all the same, for what it moves).
    var relaysOutAtEveryFrame = false
    /// How the next `prepare()` is invalidated (a bounds change's own context).
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Whether the next preparation comes from a batch update (the data source's counts changed).
    var nextInvalidationIsDataSourceCounts = false
    /// Whether the layout object already heard what changed, with the contexts it made for the
    /// preferred attributes of views that size themselves: the next preparation only prepares
    /// it, as UIKit's does.
    var invalidatedBySelfSizing = false
    /// The items, by their index paths before it, that the batch update under way deletes,
    /// moves or reloads: what the old state is asked about by index path (see `seal`).
    var updatedItems: [ZoetropeCore.IndexPath] = []
    /// While the bounds change without an update (a scroll): the only items the live layout
    /// may be asked about by index path (the item scrolled to), as UIKit, which removes the
    /// views that leave a scrolled rectangle, asks about no other. Nil: no such limit.
    var itemsAskedWhileScrolling: Set<ZoetropeCore.IndexPath>?

    init(layout: UICollectionViewLayout) {
        self.layout = layout
        self.current = PreparedLayout(context: nil)
    }

    /// Keeps what the layout object answers for its current generation now, if it was prepared
    /// (see `PreparedLayout.seal`): before the object changes, since it has no old copy.
    func sealCurrent(visibleRect: Rect, shown: @autoclosure () -> [LayoutAttributes] = []) {
        guard current.context != nil else { return }
        current.seal(from: LayoutBridge(hub: self), visibleRect: visibleRect, shown: shown())
    }

    func report(_ error: UIKitRecordingError) {
        layout.installedCollectionView?.report(error)
    }
}
