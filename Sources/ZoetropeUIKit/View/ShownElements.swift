import ZoetropeCore

/// The elements a collection view shows now, in the layout's order, and what each is: what
/// `indexPathsForVisibleItems`, `visibleCells` and `cellForItem(at:)` answer from, without
/// laying out (see `UICollectionView+LiveViews.swift`).
///
/// Made again at every layout pass, so made cheaply: a list, with the table from element to
/// identity built only when something asks for one element (a layout calling
/// `cellForItem(at:)`), and an element answered twice found without hashing while the cells
/// come in index-path order, as every built-in layout answers them.
struct ShownElements {
    /// The elements shown, each once, in the order the layout answered them.
    private(set) var elements: [ElementID] = []
    /// What each of `elements` is, at the same index.
    private(set) var identities: [ElementIdentity] = []
    /// `identities` by element, built when first asked for after a pass.
    private var byElement: [ElementID: ElementIdentity]?
    /// The cells seen, once one came out of index-path order (nil before: none can repeat).
    private var seenCells: Set<ZoetropeCore.IndexPath>?
    /// The last cell added, while every cell so far came in increasing index-path order.
    private var lastCell: ZoetropeCore.IndexPath?
    /// The supplementary and decoration views seen: a few.
    private var seenOthers: Set<ElementID> = []

    init() {}

    /// An empty list with room for `count` elements.
    init(capacity count: Int) {
        elements.reserveCapacity(count)
        identities.reserveCapacity(count)
    }

    var count: Int { elements.count }

    /// Adds `element`, which is `identity`, unless it is shown already (a layout that answers
    /// an element twice shows it once, with its first attributes); true when it was added.
    mutating func add(_ element: consuming ElementID, as identity: consuming ElementIdentity) -> Bool {
        if case .cell(let path) = element {
            if seenCells == nil, lastCell.map({ $0 < path }) ?? true {
                // Past every cell so far: it cannot be one of them.
                lastCell = path
            } else {
                if seenCells == nil {
                    seenCells = Set(elements.compactMap { if case .cell(let path) = $0 { path } else { nil } })
                }
                guard seenCells!.insert(path).inserted else { return false }
            }
        } else {
            guard seenOthers.insert(copy element).inserted else { return false }
        }
        elements.append(element)
        identities.append(identity)
        // Tested first: setting it would release the table at every element.
        if byElement != nil { byElement = nil }
        return true
    }

    /// What `element` is, if it is shown.
    mutating func identity(of element: ElementID) -> ElementIdentity? {
        if byElement == nil {
            byElement = Dictionary(zip(elements, identities), uniquingKeysWith: { first, _ in first })
        }
        return byElement?[element]
    }
}
