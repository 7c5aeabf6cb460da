import ZoetropeCore

/// The views a collection view shows as live objects (see `UICollectionView+LiveViews.swift`):
/// by their element's identity, and in the order the last layout pass showed them.
///
/// A pass marks each view it shows with its number, so that what leaves is what the last pass
/// showed and this one did not: found in one walk of the last pass's order, handed back in that
/// order (the same recording hands out the same cells every run), with no set of everything
/// shown made at every pass.
struct LiveViews {
    private var byIdentity: [ElementIdentity: LiveView] = [:]
    /// The views the last pass showed, in its order (nil where it made none: the pass's own
    /// list, kept as it is rather than copied without them).
    private var order: [LiveView?] = []
    /// The number of the pass under way.
    private(set) var pass = 0
    /// Where in `order` the pass under way looks first for the next view it shows.
    private var cursor = 0
    /// What the last pass showed from.
    var lastSource: Source?
    /// Whether supplementary views were read before the collection view had a width (a batch
    /// update in `viewDidLoad()`, before the screen's layout): what they hold was laid out in
    /// no room, so each new one is read when it shows, at its size.
    var readsNewSupplementaryViews = false
    /// How many layouts for views that sized themselves are under way, one inside the other
    /// (see `UICollectionView+PreferredAttributes.swift`).
    var selfSizingRelayouts = 0

    /// What a layout pass shows from, besides the views themselves: the layout object, the
    /// visible rectangle, and the collection view's state (`coreRevision`).
    struct Source: Equatable {
        let layout: ObjectIdentifier
        let bounds: CGRect
        let revision: Int
    }

    /// Whether a shown view was changed since it was last read (by the app, by `apply(_:)`).
    var anyChangedSinceRead: Bool { order.contains { $0.map { $0.isKept && $0.view.contentChanged } ?? false } }

    /// The view shown for the element `identity` names, if any.
    subscript(identity: ElementIdentity) -> LiveView? { byIdentity[identity] }

    var count: Int { byIdentity.count }

    /// The attributes each shown view was last given, as the core reads them: what the screen
    /// shows, in the order shown.
    var shownAttributes: [LayoutAttributes] {
        order.compactMap { live in live?.isKept == true ? live?.view.appliedAttributes.flatMap { try? Bridging.coreAttributes($0).get() } : nil }
    }

    /// Starts a layout pass: what it shows is marked with a new number.
    mutating func beginPass() {
        pass &+= 1
        cursor = 0
    }

    /// The view shown for `identity`, looked up by a pass that asks in its layout's order:
    /// found without hashing when it comes where the last pass showed it, or a step or two
    /// on (an item inserted or deleted above it), as most of a screen's views do. Not
    /// retained: the table holds it, and the pass retains only what it keeps.
    mutating func lookUp(_ identity: ElementIdentity) -> Unmanaged<LiveView>? {
        // An item's, the usual identity, compared by its identifier alone.
        let item: ItemID? = if case .item(let id) = identity { id } else { nil }
        var index = cursor
        while index < order.count, index < cursor + 3 {
            if let live = order[index].map({ Unmanaged.passUnretained($0) }),
               live._withUnsafeGuaranteedRef({ $0.isKept && (item != nil ? $0.item == item : $0.identity == identity) }) {
                cursor = index + 1
                return live
            }
            index += 1
        }
        return byIdentity[identity].map { Unmanaged.passUnretained($0) }
    }

    /// Marks `live` as shown by this pass; true the first time this pass shows it.
    func markShown(_ live: Unmanaged<LiveView>) -> Bool {
        live._withUnsafeGuaranteedRef { live in
            guard live.pass != pass else { return false }
            live.pass = pass
            return true
        }
    }

    /// Ends the pass: `shown` is what it showed, in its order (nil where it made no view).
    mutating func endPass(showing shown: [LiveView?]) {
        order = shown
    }

    mutating func insert(_ live: LiveView) {
        live.pass = pass
        live.isKept = true
        byIdentity.updateValue(live, forKey: live.identity)?.isKept = false
    }

    /// Takes `live` out, if it is the view kept for its element.
    mutating func remove(_ live: LiveView) {
        guard live.isKept else { return }
        live.isKept = false
        byIdentity[live.identity] = nil
    }

    /// Takes out every view this pass has not shown and returns them: in the order the last
    /// pass showed them, then any shown otherwise, by their element's description. `staying`
    /// is how many kept views this pass has shown so far: when the last pass's order accounts
    /// for all the others, as it does but for a view inserted outside a pass, the table is not
    /// walked for strays.
    mutating func removeLeaving(staying: Int) -> [LiveView] {
        var leaving: [LiveView] = []
        for case let live? in order where live.pass != pass && live.isKept { leaving.append(live) }
        for live in leaving { remove(live) }
        guard byIdentity.count > staying else { return leaving }
        let stray = byIdentity.values.filter { $0.pass != pass }
        if !stray.isEmpty {
            let sorted = stray.sorted { $0.identity.description < $1.identity.description }
            for live in sorted { remove(live) }
            leaving += sorted
        }
        return leaving
    }
}
