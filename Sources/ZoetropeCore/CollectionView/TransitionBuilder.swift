/// Pairs the elements of two layouts and turns them into tracks, calling the layout's
/// appearing and disappearing hooks in UIKit's order on the way.
struct TransitionBuilder {
    let oldSnapshot: CollectionSnapshot
    let newSnapshot: CollectionSnapshot
    let oldLayout: any CollectionLayout
    let oldBounds: Rect
    let newBounds: Rect
    let applied: AppliedUpdate
    let animation: UpdateAnimation
    /// Makes content ready to draw at a width (lays out wrapping labels).
    var displayContent: (ElementContent, Size) -> ElementContent = { content, _ in content }
    /// Why elements come and go when no update explains it.
    var unexplainedReason: AppearanceReason = .layoutChanged
    /// Why elements move when no update explains it (a layout switch, a bounds change); nil
    /// for a batch update, where they shift.
    var unexplainedMoveReason: AppearanceReason?
    /// Whether the old layout gives the final attributes of what leaves (a layout switch), or
    /// the prepared new one does (a batch update, a bounds change).
    var finalsFromOldLayout = false
    private let reloadedSectionTargets: Set<Int>
    private let reloadedItemTargets: Set<IndexPath>
    private let refreshedSectionTargets: Set<Int>

    private struct Survivor {
        var old: LayoutAttributes
        var new: LayoutAttributes
        var initialFromLayout: LayoutAttributes?
        var finalFromLayout: LayoutAttributes?
    }

    init(oldSnapshot: CollectionSnapshot, newSnapshot: CollectionSnapshot, oldLayout: any CollectionLayout,
         oldBounds: Rect, newBounds: Rect, applied: AppliedUpdate, animation: UpdateAnimation) {
        self.oldSnapshot = oldSnapshot
        self.newSnapshot = newSnapshot
        self.oldLayout = oldLayout
        self.oldBounds = oldBounds
        self.newBounds = newBounds
        self.applied = applied
        self.animation = animation
        self.reloadedSectionTargets = Set(applied.plan.reloadedSections.values)
        self.reloadedItemTargets = Set(applied.plan.reloadedItems.values)
        self.refreshedSectionTargets = Set(applied.plan.refreshedSections.values)
    }

    /// Whether the element belongs to an item in `layout` (a badge), and maps as its item does.
    private func isAnchored(_ element: ElementID, in layout: any CollectionLayout) -> Bool {
        guard let kind = element.kind else { return false }
        return layout.isAnchoredToItem(kind: kind, category: element.category)
    }

    /// The element's place after the update, if it survives.
    private func forward(_ element: ElementID) -> ElementID? {
        if isAnchored(element, in: oldLayout) {
            return applied.mapping.newIndexPath(forOld: element.indexPath).map { element.with(indexPath: $0) }
        }
        switch element {
        case .cell(let path):
            return applied.mapping.newIndexPath(forOld: path).map(ElementID.cell)
        case .supplementary, .decoration:
            let path = element.indexPath
            if plan.refreshedSections[path.section] != nil { return nil }
            return applied.mapping.newSection(forOld: path.section)
                .map { element.with(indexPath: IndexPath(item: path.item, section: $0)) }
        }
    }

    /// The element's place before the update, if it existed.
    private func backward(_ element: ElementID) -> ElementID? {
        if isAnchored(element, in: oldLayout) {
            return applied.mapping.oldIndexPath(forNew: element.indexPath).map { element.with(indexPath: $0) }
        }
        switch element {
        case .cell(let path):
            return applied.mapping.oldIndexPath(forNew: path).map(ElementID.cell)
        case .supplementary, .decoration:
            let path = element.indexPath
            if refreshedSectionTargets.contains(path.section) { return nil }
            return applied.mapping.oldSection(forNew: path.section)
                .map { element.with(indexPath: IndexPath(item: path.item, section: $0)) }
        }
    }

    private var plan: UpdatePlan { applied.plan }

    private func reasonGone(_ element: ElementID) -> AppearanceReason {
        let path = element.indexPath
        if isAnchored(element, in: oldLayout) { return reasonGone(.cell(path)) }
        if plan.deletedSections.contains(path.section) { return .sectionDeleted }
        if plan.reloadedSections[path.section] != nil { return .reloaded }
        if case .cell = element {
            if plan.deletedItems.contains(path) { return .deleted }
        } else if plan.refreshedSections[path.section] != nil {
            return .reloaded
        }
        if case .cell = element {
            if plan.reloadedItems[path] != nil { return .reloaded }
        }
        return .layoutChanged
    }

    private func reasonNew(_ element: ElementID) -> AppearanceReason {
        let path = element.indexPath
        if isAnchored(element, in: oldLayout) { return reasonNew(.cell(path)) }
        if plan.insertedSections.contains(path.section) { return .sectionInserted }
        if reloadedSectionTargets.contains(path.section) { return .reloaded }
        if case .cell = element {
            if plan.insertedItems.contains(path) { return .inserted }
        } else if refreshedSectionTargets.contains(path.section) {
            return .reloaded
        }
        if case .cell = element {
            if reloadedItemTargets.contains(path) { return .reloaded }
        }
        return .layoutChanged
    }

    private func reasonMoving(from old: ElementID) -> AppearanceReason {
        if plan.movedSections[old.indexPath.section] != nil { return .moved }
        if case .cell = old, plan.movedItems[old.indexPath] != nil { return .moved }
        return unexplainedMoveReason ?? .shifted
    }

    /// The positions of `elements` in the order UIKit calls a phase's hooks: cells, then
    /// supplementary views, then decoration views, each in index-path order (then by kind).
    static func hookOrder(_ elements: [ElementID]) -> [Int] {
        elements.indices.sorted { a, b in
            let x = elements[a], y = elements[b]
            if x.category != y.category { return x.category < y.category }
            if x.indexPath != y.indexPath { return x.indexPath < y.indexPath }
            return (x.kind?.rawValue ?? "") < (y.kind?.rawValue ?? "")
        }
    }

    /// The step's transition: elements paired across the update, the layout's hooks called in
    /// UIKit's order, a track for each element (two for a double-sided move), then the stagger.
    mutating func build(newLayout: inout any CollectionLayout) -> Transition {
        var elements = pairElements(newLayout: newLayout)
        let ends = callHooks(&elements, newLayout: &newLayout)
        let timing = animation.timing
        var tracks: [Track] = []
        tracks.reserveCapacity(elements.disappearing.count + elements.appearing.count + elements.survivors.count)
        for (index, (old, reason)) in elements.disappearing.enumerated() {
            tracks.append(disappearingTrack(old, reason: reason, layoutFinal: ends.finals[index], timing: timing))
        }
        for (index, (new, reason)) in elements.appearing.enumerated() {
            tracks.append(appearingTrack(new, reason: reason, layoutInitial: ends.initials[index], newLayout: newLayout, timing: timing))
        }
        for survivor in elements.survivors {
            appendTracks(of: survivor, newLayout: newLayout, timing: timing, to: &tracks)
        }
        applyStagger(to: &tracks)
        // The step lasts until its last element is done.
        let duration = tracks.reduce(timing.end) { Swift.max($0, $1.timing.end) }
        return Transition(tracks: tracks, duration: duration, timing: timing, oldBounds: oldBounds, newBounds: newBounds)
    }

    /// The elements visible before or after, paired across the update, each list sorted.
    private struct PairedElements {
        var disappearing: [(attributes: LayoutAttributes, reason: AppearanceReason)] = []
        var appearing: [(attributes: LayoutAttributes, reason: AppearanceReason)] = []
        var survivors: [Survivor] = []
    }

    /// Pairs what is visible in the old bounds with its place after the update, and what is
    /// visible in the new bounds with its place before: what has no partner disappears or
    /// appears, the rest survive (moving or staying).
    private func pairElements(newLayout: any CollectionLayout) -> PairedElements {
        let oldVisible = oldLayout.layoutAttributesForElements(in: oldBounds)
        let newVisible = newLayout.layoutAttributesForElements(in: newBounds)
        var newByElement: [ElementID: LayoutAttributes] = [:]
        for attributes in newVisible { newByElement[attributes.element] = attributes }

        // When the bounds change (a scroll, a rotation), what leaves the view is asked where it
        // goes among the new layout's elements in the old bounds, and what comes in where it
        // was among the old layout's in the new bounds: a layout that sets attributes by
        // where the view is (a carousel's scale) answers those in its element query, and may
        // not in its per-item one.
        let boundsChange = oldBounds != newBounds
        let newAround = boundsChange ? Dictionary(newLayout.layoutAttributesForElements(in: oldBounds).map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        let oldAround = boundsChange ? Dictionary(oldLayout.layoutAttributesForElements(in: newBounds).map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        var paired = PairedElements()
        var matched = Set<ElementID>()
        for old in oldVisible {
            if let target = forward(old.element), let new = newByElement[target] ?? newAround[target] ?? newLayout.layoutAttributes(for: target) {
                paired.survivors.append(Survivor(old: old, new: new))
                matched.insert(target)
            } else {
                paired.disappearing.append((old, reasonGone(old.element)))
            }
        }
        for new in newVisible where !matched.contains(new.element) {
            if let source = backward(new.element), let old = oldAround[source] ?? oldLayout.layoutAttributes(for: source) {
                paired.survivors.append(Survivor(old: old, new: new))
            } else {
                paired.appearing.append((new, reasonNew(new.element)))
            }
        }
        paired.disappearing.sort { $0.attributes.element < $1.attributes.element }
        paired.appearing.sort { $0.attributes.element < $1.attributes.element }
        paired.survivors.sort { $0.old.element < $1.old.element }
        return paired
    }

    /// The hooks, in UIKit's order: disappearing, appearing, then moving elements; within each
    /// phase cells, then supplementary views, then decoration views, each in index-path order
    /// (a layout whose hooks keep state sees them as UIKit calls them). Returns the final
    /// attributes of what disappears and the initial attributes of what appears, by position;
    /// a survivor whose index path changes keeps both of its own.
    private func callHooks(_ elements: inout PairedElements, newLayout: inout any CollectionLayout)
        -> (finals: [LayoutAttributes?], initials: [LayoutAttributes?]) {
        var oldLayoutForHooks = oldLayout
        var finals = [LayoutAttributes?](repeating: nil, count: elements.disappearing.count)
        for index in Self.hookOrder(elements.disappearing.map(\.attributes.element)) {
            let element = elements.disappearing[index].attributes.element
            finals[index] = finalsFromOldLayout
                ? oldLayoutForHooks.finalLayoutAttributes(forDisappearing: element)
                : newLayout.finalLayoutAttributes(forDisappearing: element)
        }
        var initials = [LayoutAttributes?](repeating: nil, count: elements.appearing.count)
        for index in Self.hookOrder(elements.appearing.map(\.attributes.element)) {
            initials[index] = newLayout.initialLayoutAttributes(forAppearing: elements.appearing[index].attributes.element)
        }
        for index in Self.hookOrder(elements.survivors.map(\.old.element))
        where elements.survivors[index].old.indexPath != elements.survivors[index].new.indexPath {
            elements.survivors[index].finalFromLayout = newLayout.finalLayoutAttributes(forDisappearing: elements.survivors[index].old.element)
            elements.survivors[index].initialFromLayout = newLayout.initialLayoutAttributes(forAppearing: elements.survivors[index].new.element)
        }
        return (finals, initials)
    }

    /// An element that leaves: to an effect's attributes, else the layout's final attributes,
    /// else its own at alpha 0 (UIKit's fade).
    private func disappearingTrack(_ old: LayoutAttributes, reason: AppearanceReason, layoutFinal: LayoutAttributes?, timing: Timing) -> Track {
        var context = EffectContext(
            reason: reason, role: .disappearing, element: old.element, oldIndexPath: old.indexPath,
            newIndexPath: nil, before: old, after: nil, oldBounds: oldBounds, newBounds: newBounds)
        context.identity = oldSnapshot.identity(for: old.element, in: oldLayout)
        var end = old
        end.alpha = 0
        let rule = animation.effects.rule(for: context)
        let to = rule?.effect?.apply(to: old, in: context) ?? layoutFinal ?? end
        return Track(
            identity: oldSnapshot.identity(for: old.element, in: oldLayout), element: old.element, role: .disappearing,
            reason: reason, from: old, to: to, timing: rule?.timing?.applied(to: timing) ?? timing,
            content: displayContent(oldSnapshot.content(for: old.element) ?? .placeholder, old.frame.size))
    }

    /// An element that comes: from an effect's attributes, else the layout's initial
    /// attributes, else its own at alpha 0 (UIKit's fade).
    private func appearingTrack(_ new: LayoutAttributes, reason: AppearanceReason, layoutInitial: LayoutAttributes?,
                                newLayout: any CollectionLayout, timing: Timing) -> Track {
        var context = EffectContext(
            reason: reason, role: .appearing, element: new.element, oldIndexPath: nil,
            newIndexPath: new.indexPath, before: nil, after: new, oldBounds: oldBounds, newBounds: newBounds)
        context.identity = newSnapshot.identity(for: new.element, in: newLayout)
        var start = new
        start.alpha = 0
        let rule = animation.effects.rule(for: context)
        let from = rule?.effect?.apply(to: new, in: context) ?? layoutInitial ?? start
        var to = new
        // An effect's z-index holds for the step (it is not something to animate away from).
        if let z = rule?.effect?.zIndexSet { to.zIndex = z }
        return Track(
            identity: newSnapshot.identity(for: new.element, in: newLayout), element: new.element, role: .appearing,
            reason: reason, from: from, to: to, timing: rule?.timing?.applied(to: timing) ?? timing,
            content: displayContent(newSnapshot.content(for: new.element) ?? .placeholder, new.frame.size))
    }

    /// An element present before and after: it moves (from an effect's or the layout's initial
    /// attributes, when given) or stays; with the layout's final attributes for a move, a ghost
    /// leaves too.
    private func appendTracks(of survivor: Survivor, newLayout: any CollectionLayout, timing: Timing, to tracks: inout [Track]) {
        let old = survivor.old, new = survivor.new
        var oldHere = old
        oldHere.element = new.element
        let moves = old.indexPath != new.indexPath || oldHere != new
        var from = old
        var to = new
        var ownTiming = timing
        if moves {
            var context = EffectContext(
                reason: reasonMoving(from: old.element), role: .moving, element: new.element, oldIndexPath: old.indexPath,
                newIndexPath: new.indexPath, before: old, after: new, oldBounds: oldBounds, newBounds: newBounds)
            context.identity = newSnapshot.identity(for: new.element, in: newLayout)
            let rule = animation.effects.rule(for: context)
            from = rule?.effect?.apply(to: old, in: context) ?? survivor.initialFromLayout ?? old
            if let z = rule?.effect?.zIndexSet { to.zIndex = z }
            ownTiming = rule?.timing?.applied(to: timing) ?? timing
        }
        let content = displayContent(newSnapshot.content(for: new.element) ?? .placeholder, new.frame.size)
        // UIKit's double-sided animation: when the layout gives final attributes for an
        // element that changes index path, a copy of it leaves from where it was to those
        // attributes, while the element itself comes in at its new place.
        if let final = survivor.finalFromLayout, final != old {
            tracks.append(Track(
                identity: newSnapshot.identity(for: new.element, in: newLayout), element: old.element, role: .disappearing,
                reason: reasonMoving(from: old.element), from: old, to: final, timing: ownTiming, content: content))
        }
        tracks.append(Track(
            identity: newSnapshot.identity(for: new.element, in: newLayout), element: new.element,
            role: moves ? .moving : .staying, reason: moves ? reasonMoving(from: old.element) : nil,
            from: from, to: to, timing: ownTiming, content: content))
    }

    /// Delays each track by the step's stagger, if it has one.
    private func applyStagger(to tracks: inout [Track]) {
        guard let stagger = animation.stagger else { return }
        let delays = stagger.delays(for: tracks, viewport: newBounds)
        for index in tracks.indices where delays[index] > 0 {
            let own = tracks[index].timing
            tracks[index].timing = Timing(curve: own.curve, duration: own.duration, delay: own.delay + delays[index])
        }
    }
}
