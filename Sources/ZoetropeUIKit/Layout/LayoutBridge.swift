import ZoetropeCore

/// A UIKit layout object as the core's `CollectionLayout`: the core calls the protocol's
/// methods in UIKit's order, and the bridge calls the object's, converting values both ways.
struct LayoutBridge: CollectionLayout, @unchecked Sendable {
    let hub: LayoutBridgeHub
    private(set) var prepared: PreparedLayout

    init(hub: LayoutBridgeHub) {
        self.hub = hub
        self.prepared = hub.current
    }

    var layout: UICollectionViewLayout { hub.layout }

    /// Whether the object still holds this bridge's generation.
    private var isLive: Bool { prepared === hub.current }

    // MARK: Converting the object's answers

    private func core(_ attributes: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        switch Bridging.coreAttributes(attributes) {
        case .success(let value): return value
        case .failure(let error):
            hub.report(error)
            attributes.transform3D = CATransform3DIdentity
            return (try? Bridging.coreAttributes(attributes).get()) ?? LayoutAttributes(element: Bridging.element(of: attributes), frame: .zero)
        }
    }

    /// `animating`: the question is an update's initial or final attributes, whose answer for
    /// an element of the same kind at another index path (a moved item's attributes at its other
    /// end, as MagazineLayout answers) UIKit takes as they are.
    private func core(_ attributes: UICollectionViewLayoutAttributes?, expected element: ElementID, asking: String,
                      animating: Bool = false) -> LayoutAttributes? {
        guard let attributes else { return nil }
        var value = core(attributes)
        if animating, value.element != element, value.element.isSameKind(as: element) {
            value.element = element
        } else if value.element != element {
            // UIKit uses what it asked for; a layout that answers for another element is a bug
            // UIKit reports in the console. The element keeps its place.
            hub.report(UIKitRecordingError(.layoutError, reason:
                "\(type(of: layout)).\(asking) was asked for \(element) and returned attributes for \(value.element)"))
            value.element = element
        }
        return value
    }

    var liveContentSize: Size { Bridging.size(layout.collectionViewContentSize) }

    func liveAttributes(in rect: Rect) -> [LayoutAttributes] {
        // UIKit's own layouts answer as their core layouts do: a seventh of a recording went
        // to making attributes objects and reading them back.
        if let builtIn = layout.plainBuiltInCoreLayout { return builtIn.layoutAttributesForElements(in: rect) }
        return (layout.layoutAttributesForElements(in: Bridging.cgRect(rect)) ?? []).map(core)
    }

    func liveAttributes(for element: ElementID) -> LayoutAttributes? {
        let path = Bridging.uiIndexPath(element.indexPath)
        switch element {
        case .cell:
            return core(layout.layoutAttributesForItem(at: path), expected: element, asking: "layoutAttributesForItem(at:)")
        case .supplementary(let kind, _):
            return core(layout.layoutAttributesForSupplementaryView(ofKind: Bridging.uiKind(kind), at: path), expected: element,
                        asking: "layoutAttributesForSupplementaryView(ofKind:at:)")
        case .decoration(let kind, _):
            return core(layout.layoutAttributesForDecorationView(ofKind: Bridging.uiKind(kind), at: path), expected: element,
                        asking: "layoutAttributesForDecorationView(ofKind:at:)")
        }
    }

    // MARK: CollectionLayout

    mutating func prepare(for collectionView: LayoutContext) {
        if hub.current.context != nil {
            hub.current.seal(from: LayoutBridge(hub: hub), visibleRect: hub.boundsBeforeChange ?? hub.current.context!.bounds,
                             items: hub.updatedItems)
        }
        let next = PreparedLayout(context: collectionView)
        hub.previous = hub.current.capture != nil ? hub.current : nil
        hub.current = next
        prepared = next
        layout.installedCollectionView?.preparingContext = collectionView
        // Invalidated already by the views that sized themselves, and by nothing else since: only
        // prepared again.
        let toldAlready = hub.invalidatedBySelfSizing && hub.pendingInvalidation == nil && !hub.nextInvalidationIsDataSourceCounts
        hub.invalidatedBySelfSizing = false
        if !toldAlready {
            let invalidation: UICollectionViewLayoutInvalidationContext
            if let pending = hub.pendingInvalidation {
                invalidation = pending
            } else {
                invalidation = (type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
                    ?? UICollectionViewLayoutInvalidationContext.self).init()
                if hub.nextInvalidationIsDataSourceCounts { invalidation.invalidateDataSourceCounts = true } else { invalidation.invalidateEverything = true }
            }
            hub.pendingInvalidation = nil
            hub.nextInvalidationIsDataSourceCounts = false
            layout.invalidatingForCollectionView = true
            layout.invalidateLayout(with: invalidation)
            layout.invalidatingForCollectionView = false
        }
        layout.isPreparing = true
        layout.prepare()
        layout.finishPreparing()
        layout.isPreparing = false
    }

    /// The object's own answers: the core mirrors it when it flips and the collection view reads
    /// the other way from the direction it was developed in.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }
    var developmentLayoutDirection: Appearance.Direction {
        layout.developmentLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var collectionViewContentSize: Size {
        if !isLive, let capture = prepared.capture { return capture.contentSize }
        return liveContentSize
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        if !isLive, let capture = prepared.capture {
            if rect == capture.visibleRect { return capture.visible }
            return capture.elements.filter { $0.frame.intersects(rect) || $0.transformedBoundingBox.intersects(rect) }
        }
        return liveAttributes(in: rect)
    }

    /// The old generation's answer for `element`: nil when this bridge is live; else what was
    /// captured, or the captured core value's answer.
    private func stale(_ element: ElementID) -> LayoutAttributes?? {
        guard !isLive, prepared.capture != nil else { return nil }
        return .some(prepared.answer(for: element))
    }

    func layoutAttributesForItem(at indexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        if let answer = stale(.cell(indexPath)) { return answer }
        if let allowed = hub.itemsAskedWhileScrolling, !allowed.contains(indexPath), layout.builtInCoreLayout == nil { return nil }
        return liveAttributes(for: .cell(indexPath))
    }

    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        if let answer = stale(.supplementary(kind, indexPath)) { return answer }
        return liveAttributes(for: .supplementary(kind, indexPath))
    }

    func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        if let answer = stale(.decoration(kind, indexPath)) { return answer }
        return liveAttributes(for: .decoration(kind, indexPath))
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let rect = Bridging.cgRect(newBounds)
        let answered = hub.answeredBoundsChange
        hub.answeredBoundsChange = nil
        let answer = answered.flatMap { $0.bounds == newBounds ? $0.answer : nil } ?? layout.shouldInvalidateLayout(forBoundsChange: rect)
        // A frame of a scroll whose layout a dynamic animator lays out again: invalidated whole,
        // as the animator invalidates it.
        guard answer else { return hub.relaysOutAtEveryFrame }
        hub.pendingInvalidation = layout.invalidationContext(forBoundsChange: rect)
        return true
    }

    func isAnchoredToItem(kind: ElementKind, category: ElementCategory) -> Bool {
        let core = (!isLive ? prepared.capture?.core : nil) ?? layout.builtInCoreLayout
        return core?.isAnchoredToItem(kind: kind, category: category) ?? false
    }

    func pinning(of element: ElementID) -> Pinning? {
        let core = (!isLive ? prepared.capture?.core : nil) ?? layout.builtInCoreLayout
        return core?.pinning(of: element)
    }

    mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        layout.prepare(forCollectionViewUpdates: updateItems.map(Bridging.updateItem))
    }

    mutating func finalizeCollectionViewUpdates() {
        layout.finalizeCollectionViewUpdates()
    }

    mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.initialLayoutAttributesForAppearingItem(at: Bridging.uiIndexPath(itemIndexPath)), expected: .cell(itemIndexPath),
             asking: "initialLayoutAttributesForAppearingItem(at:)", animating: true)
    }

    mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.finalLayoutAttributesForDisappearingItem(at: Bridging.uiIndexPath(itemIndexPath)), expected: .cell(itemIndexPath),
             asking: "finalLayoutAttributesForDisappearingItem(at:)", animating: true)
    }

    mutating func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: Bridging.uiKind(kind), at: Bridging.uiIndexPath(elementIndexPath)),
             expected: .supplementary(kind, elementIndexPath), asking: "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)", animating: true)
    }

    mutating func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: Bridging.uiKind(kind), at: Bridging.uiIndexPath(elementIndexPath)),
             expected: .supplementary(kind, elementIndexPath), asking: "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)", animating: true)
    }

    mutating func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: ElementKind, at decorationIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: Bridging.uiKind(kind), at: Bridging.uiIndexPath(decorationIndexPath)),
             expected: .decoration(kind, decorationIndexPath), asking: "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)", animating: true)
    }

    mutating func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: ElementKind, at decorationIndexPath: ZoetropeCore.IndexPath) -> LayoutAttributes? {
        core(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: Bridging.uiKind(kind), at: Bridging.uiIndexPath(decorationIndexPath)),
             expected: .decoration(kind, decorationIndexPath), asking: "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)", animating: true)
    }

    mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        layout.prepare(forAnimatedBoundsChange: Bridging.cgRect(oldBounds))
    }

    mutating func finalizeAnimatedBoundsChange() {
        layout.finalizeAnimatedBoundsChange()
    }

    mutating func prepareForTransition(from oldLayout: any CollectionLayout) {
        if let old = oldLayout as? LayoutBridge { layout.prepareForTransition(from: old.layout) }
    }

    mutating func prepareForTransition(to newLayout: any CollectionLayout) {
        if let new = newLayout as? LayoutBridge { layout.prepareForTransition(to: new.layout) }
    }

    mutating func finalizeLayoutTransition() {
        layout.finalizeLayoutTransition()
    }
}

private extension ElementID {
    /// Whether `other` is an element of the same category and kind, at any index path.
    func isSameKind(as other: ElementID) -> Bool {
        switch (self, other) {
        case (.cell, .cell): true
        case (.supplementary(let kind, _), .supplementary(let otherKind, _)), (.decoration(let kind, _), .decoration(let otherKind, _)): kind == otherKind
        default: false
        }
    }
}
