/// UIKit Dynamics' animator: it runs its behaviours' physics (springs and rods between items
/// and points, gravity, velocities) and moves their items, frame by frame, as recorded time
/// passes.
///
/// A springy collection-view layout works as written: an animator made with
/// `init(collectionViewLayout:)`, an attachment for each item's attributes, the attributes
/// moved in `shouldInvalidateLayout(forBoundsChange:)` and handed back with
/// `updateItem(usingCurrentState:)`, and `items(in:)` answering `layoutAttributesForElements(in:)`.
/// The animator then moves the attributes at every frame and invalidates the layout, so the
/// cells lag behind a scroll and spring back while the recording lets time pass
/// (`pause(for:)`), as on the phone. With `init(referenceView:)` it moves views.
///
/// The simulation steps at the screen's 60 frames a second of recorded time: at each frame of
/// an animated scroll the layout lays out frame by frame, and at each frame of a pause. A spring
/// is integrated implicitly, so it is stable at any stiffness, and it comes to rest as a damped
/// spring of its frequency and damping ratio does. UIKit's own solver (undocumented) differs
/// in detail: a spring's swing and settling time match the phone's, not every sub-point of its
/// path. The animator pauses (`isRunning` false, `dynamicAnimatorDidPause(_:)`) once every
/// item moves slower than a point a second with each spring within a twentieth of a point of
/// its length, and resumes when a behaviour or item changes.
///
/// Collisions, snap and push are not run (see `UICollisionBehavior`); items are moved, never
/// turned.
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the items' positions are in (`init(referenceView:)`).
    open private(set) weak var referenceView: UIView?
    /// The layout whose attributes the animator moves (`init(collectionViewLayout:)`).
    private(set) weak var collectionViewLayout: UICollectionViewLayout?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the simulation is moving items; false once they have come to rest.
    open private(set) var isRunning = false
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// The items moved, in the order their behaviours named them first.
    var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: Int] = [:]
    /// Whether a behaviour or its items changed since `bodies` was gathered.
    private var bodiesAreStale = true
    private var runningTime: TimeInterval = 0

    public override init() {
        super.init()
    }

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator whose items are `layout`'s attributes: each step that moves them
    /// invalidates the layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        layout.dynamicAnimators.append { [weak self] in self }
    }

    /// The time the animator has been running, in recorded seconds.
    open func elapsedTime() -> TimeInterval { runningTime }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.moveAll(to: self)
        itemsChanged()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.moveAll(to: nil)
        itemsChanged()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.moveAll(to: nil) }
        behaviors = []
        bodiesAreStale = true
        gatherBodies()
    }

    /// The items of the animator's behaviours whose frames meet `rect`, in the order the
    /// behaviours were added.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        gatherBodies()
        return bodies.map(\.item).filter { item in
            let size = item.bounds.size
            return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                          width: size.width, height: size.height).intersects(rect)
        }
    }

    /// Reads the item's position again, as the app moved it: the simulation goes on from there,
    /// at the velocity it had.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        gatherBodies()
        guard let index = bodyIndex[ObjectIdentifier(item)] else { return }
        bodies[index].position = item.center
        resume()
    }

    /// The attributes of the item at `indexPath` among the animator's items, for a layout's
    /// `layoutAttributesForItem(at:)`.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        gatherBodies()
        for body in bodies {
            if let attributes = body.item as? UICollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }

    // MARK: Running

    /// Starts the simulation again after a change, telling the delegate, and makes sure the
    /// recording under way steps it.
    func resume() {
        Recording.current?.add(self)
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// A behaviour was added or removed, or one changed its items: `bodies` is gathered again
    /// before it is next read, and the simulation runs.
    func itemsChanged() {
        bodiesAreStale = true
        resume()
    }

    /// Brings `bodies` in line with the behaviours' items, when they changed: new items start
    /// where they are, at rest; items no behaviour names any more are let go. Read at every
    /// item a layout hands back in a frame, so it does nothing when nothing changed.
    func gatherBodies() {
        guard bodiesAreStale else { return }
        bodiesAreStale = false
        var seen = Set<ObjectIdentifier>()
        var next: [DynamicBody] = []
        for behavior in behaviors.flatMap(\.selfAndDescendants) {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted {
                if let index = bodyIndex[ObjectIdentifier(item)] { next.append(bodies[index]) }
                else { next.append(DynamicBody(item: item)) }
            }
        }
        bodies = next
        bodyIndex = Dictionary(uniqueKeysWithValues: next.enumerated().map { (ObjectIdentifier($0.element.item), $0.offset) })
        // Velocities given to item behaviours before they were added.
        for case let itemBehavior as UIDynamicItemBehavior in behaviors.flatMap(\.selfAndDescendants) where !itemBehavior.pendingVelocities.isEmpty {
            for (key, velocity) in itemBehavior.pendingVelocities {
                if let index = bodyIndex[key] { bodies[index].velocity += velocity }
            }
            itemBehavior.pendingVelocities = [:]
        }
    }

    func addVelocity(_ velocity: CGPoint, to item: UIDynamicItem) {
        gatherBodies()
        guard let index = bodyIndex[ObjectIdentifier(item)] else { return }
        bodies[index].velocity += velocity
        resume()
    }

    func velocity(of item: UIDynamicItem) -> CGPoint? {
        bodyIndex[ObjectIdentifier(item)].map { bodies[$0].velocity }
    }

    /// Moves the items `seconds` on, writes their places back, calls the behaviours' actions and
    /// invalidates the layout (unless `invalidatingLayout` is false: a frame of a scroll, which
    /// prepares the layout itself); pauses when everything is at rest.
    func step(by seconds: TimeInterval, invalidatingLayout: Bool = true) {
        guard isRunning, seconds > 0 else { return }
        gatherBodies()
        let all = behaviors.flatMap(\.selfAndDescendants)
        let atRest = DynamicsStep(seconds: seconds).run(on: &bodies, behaviors: all, index: bodyIndex)
        runningTime += seconds
        for body in bodies where body.item.center != body.position {
            body.item.center = body.position
        }
        for behavior in all { behavior.action?() }
        if invalidatingLayout { collectionViewLayout?.invalidateLayout() }
        if atRest {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }
}
