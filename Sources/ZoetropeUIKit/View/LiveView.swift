import ZoetropeCore

/// A cell or reusable view a collection view shows, kept as the live object UIKit keeps: the
/// same instance from the moment its element comes on screen until it leaves.
///
/// A class, so that a layout pass changes what it knows of a view in place, without writing
/// it back into the collection view's table at every pass.
final class LiveView {
    /// What the view's element is, across updates.
    let identity: ElementIdentity
    let view: UICollectionReusableView
    /// What the collection view's data held for the element when the view was made or last
    /// read. When the data's differs, something else changed it (a reload, a reconfigure, a
    /// selection, a new snapshot) and the view is made again, as UIKit dequeues a new cell then.
    var content: ElementContent
    /// Whether the collection view's measurer holds the view (it was read with an Auto Layout
    /// tree): such a view is not handed out again when it leaves.
    var isMeasured: Bool
    /// The last layout pass that showed the view (`LiveViews.pass`).
    var pass = 0

    init(identity: ElementIdentity, view: UICollectionReusableView, content: ElementContent, isMeasured: Bool = false) {
        self.identity = identity
        self.view = view
        self.content = content
        self.isMeasured = isMeasured
    }
}
