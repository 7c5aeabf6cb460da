import ZoetropeCore

/// A cell or reusable view a collection view shows, kept as the live object UIKit keeps: the
/// same instance from the moment its element comes on screen until it leaves.
///
/// A class, so that a layout pass changes what it knows of a view in place, without writing
/// it back into the collection view's table at every pass. Its values are read and set whole,
/// never across a call that reaches them again: `@exclusivity(unchecked)` spares every pass a
/// runtime check per view.
final class LiveView {
    /// What the view's element is, across updates.
    let identity: ElementIdentity
    /// The identity's item, when it is an item's: compared more cheaply than the identity.
    let item: ItemID?
    let view: UICollectionReusableView
    /// What the collection view's data held for the element when the view was made or last
    /// read. When the data's differs, something else changed it (a reload, a reconfigure, a
    /// selection, a new snapshot) and the view is made again, as UIKit dequeues a new cell then.
    @exclusivity(unchecked) var content: ElementContent
    /// Whether the collection view's measurer holds the view (it was read with an Auto Layout
    /// tree): such a view is not handed out again when it leaves.
    @exclusivity(unchecked) var isMeasured: Bool
    /// The last layout pass that showed the view (`LiveViews.pass`).
    @exclusivity(unchecked) var pass = 0
    /// Whether `LiveViews` keeps the view for its element: false once it was taken out (it
    /// left, or a new view replaced it), though the last pass's order may still list it.
    @exclusivity(unchecked) var isKept = false

    init(identity: ElementIdentity, view: UICollectionReusableView, content: ElementContent, isMeasured: Bool = false) {
        self.identity = identity
        item = if case .item(let id) = identity { id } else { nil }
        self.view = view
        self.content = content
        self.isMeasured = isMeasured
    }
}
