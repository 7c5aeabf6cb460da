import ZoetropeCore

/// One `prepare()` of a UIKit layout object, and what it answered.
///
/// The collection view keeps the layout from before a change next to the newly prepared one
/// (as UIKit keeps the attributes from before an update). A UIKit layout is an object whose
/// caches `prepare()` replaces, so before it is prepared again, everything the old state may
/// still be asked — every element in and around its content, and each item by index path —
/// is captured here; a bridge whose generation is no longer the object's current one answers
/// from the capture.
final class PreparedLayout {
    /// What the layout was prepared for: its bounds and counts. Without the data, which the
    /// layout object reads through its collection view: a generation kept here must not share
    /// the data's storage, or the first cell a step patches copies every item.
    let context: LayoutContext?
    private(set) var capture: Capture?

    struct Capture {
        var elements: [LayoutAttributes]
        var index: [ElementID: Int]
        var contentSize: Size
        /// The exact answer for the rectangle that was visible when the capture was made.
        var visibleRect: Rect
        var visible: [LayoutAttributes]
        var core: (any CollectionLayout)?
    }

    init(context: LayoutContext?) {
        var kept = context
        kept?.snapshot = nil
        self.context = kept
    }

    /// Records the layout object's answers while they are still this generation's.
    ///
    /// A layout built on a core value (the flow and compositional layouts, and their
    /// subclasses) keeps a copy of that value, and the object is asked only about the visible
    /// rectangle and a screen around it, where its subclass's changes matter; further away the
    /// core value answers. Any other layout is asked about all of its content and a screen
    /// beyond on every side, and by index path only about `items` (the items a batch update
    /// deletes, moves or reloads) that it did not report there: UIKit asks a layout about an
    /// item by index path only where it needs that item, never about every item, and a layout
    /// may keep attributes only for what it shows.
    ///
    /// `shown` is what the screen shows, where it is known (the live views' attributes): it
    /// stands for the layout's answer for those elements. A layout invalidated after the app
    /// changed what it answers (an alignment set, then `invalidateLayout()`) answers the new
    /// state already; what was shown is the old one, which UIKit animates from.
    ///
    /// Sealed already (before a batch update's block changed the data, see
    /// `UICollectionView.runBatch`), only the `items` it lacks are asked for.
    func seal(from bridge: LayoutBridge, visibleRect: Rect, items: [ZoetropeCore.IndexPath] = [],
              shown: @autoclosure () -> [LayoutAttributes] = []) {
        guard capture == nil else {
            if !items.isEmpty, capture?.core == nil { addAnswers(for: items, from: bridge) }
            return
        }
        let shown = shown()
        let contentSize = bridge.liveContentSize
        var visible = bridge.liveAttributes(in: visibleRect)
        if !shown.isEmpty {
            let onScreen = Dictionary(shown.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
            let answered = Set(visible.map(\.element))
            visible = visible.map { onScreen[$0.element] ?? $0 } + shown.filter { !answered.contains($0.element) }
        }
        let core = bridge.hub.layout.builtInCoreLayout
        let margin = Size(width: Swift.max(visibleRect.width, 1), height: Swift.max(visibleRect.height, 1))
        let around: Rect
        if core != nil {
            around = Rect(x: visibleRect.minX - margin.width, y: visibleRect.minY - margin.height,
                          width: visibleRect.width + 2 * margin.width, height: visibleRect.height + 2 * margin.height)
        } else {
            around = Rect(x: -margin.width, y: -margin.height, width: contentSize.width + 2 * margin.width,
                          height: contentSize.height + 2 * margin.height).union(visibleRect)
        }
        var elements: [LayoutAttributes] = []
        var index: [ElementID: Int] = [:]
        func add(_ attributes: LayoutAttributes) {
            guard index[attributes.element] == nil else { return }
            index[attributes.element] = elements.count
            elements.append(attributes)
        }
        visible.forEach(add)
        bridge.liveAttributes(in: around).forEach(add)
        capture = Capture(elements: elements, index: index, contentSize: contentSize, visibleRect: visibleRect, visible: visible,
                          core: core)
        if core == nil { addAnswers(for: items, from: bridge) }
    }

    /// Adds the layout object's answer for each of `items` (within this generation's counts)
    /// that the capture lacks.
    private func addAnswers(for items: [ZoetropeCore.IndexPath], from bridge: LayoutBridge) {
        guard var kept = capture, let counts = context?.itemCounts else { return }
        // Taken out while it grows, so that its lists are not copied.
        capture = nil
        for path in items where counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
            && kept.index[.cell(path)] == nil {
            guard let attributes = bridge.liveAttributes(for: .cell(path)), kept.index[attributes.element] == nil else { continue }
            kept.index[attributes.element] = kept.elements.count
            kept.elements.append(attributes)
        }
        capture = kept
    }

    /// What the layout object answered for `element` in this generation, once sealed: its own
    /// answer where it was asked, else its core value's; nil before the seal or when neither
    /// has the element.
    func answer(for element: ElementID) -> LayoutAttributes? {
        guard let capture else { return nil }
        if let position = capture.index[element] { return capture.elements[position] }
        return capture.core?.layoutAttributes(for: element)
    }
}
