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
    /// The views the last pass showed, in its order.
    private var order: [LiveView] = []
    /// The number of the pass under way.
    private(set) var pass = 0

    /// The view shown for the element `identity` names, if any.
    subscript(identity: ElementIdentity) -> LiveView? { byIdentity[identity] }

    var count: Int { byIdentity.count }

    /// Starts a layout pass: what it shows is marked with a new number.
    mutating func beginPass() {
        pass &+= 1
    }

    /// Marks `live` as shown by this pass; true the first time this pass shows it.
    func markShown(_ live: LiveView) -> Bool {
        guard live.pass != pass else { return false }
        live.pass = pass
        return true
    }

    /// Ends the pass: `shown` is what it showed, in its order.
    mutating func endPass(showing shown: [LiveView]) {
        order = shown
    }

    mutating func insert(_ live: LiveView) {
        live.pass = pass
        byIdentity[live.identity] = live
    }

    /// Takes `live` out, if it is the view kept for its element.
    mutating func remove(_ live: LiveView) {
        if byIdentity[live.identity] === live { byIdentity[live.identity] = nil }
    }

    /// Takes out every view this pass has not shown and returns them: in the order the last
    /// pass showed them, then any shown otherwise, by their element's description.
    mutating func removeLeaving() -> [LiveView] {
        var leaving = order.filter { $0.pass != pass && byIdentity[$0.identity] === $0 }
        for live in leaving { byIdentity[live.identity] = nil }
        let stray = byIdentity.values.filter { $0.pass != pass }
        if !stray.isEmpty {
            let sorted = stray.sorted { $0.identity.description < $1.identity.description }
            for live in sorted { byIdentity[live.identity] = nil }
            leaving += sorted
        }
        return leaving
    }
}
