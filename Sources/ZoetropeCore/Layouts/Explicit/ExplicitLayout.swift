/// A layout given entirely as frames: each item's frame keyed by its identity, and any
/// supplementary or decoration views by kind and section identity.
///
/// Keyed by identity, not index path, so a frame follows its item through inserts and
/// moves: an animation between two explicit layouts (or a reorder) moves each item to where
/// it is drawn. An item with no frame is not shown.
package struct ExplicitLayout: CollectionLayout {
    /// A supplementary or decoration view: its kind and its section.
    package struct ViewKey: Hashable, Sendable {
        package var kind: ElementKind
        package var section: SectionID

        package init(kind: ElementKind, section: SectionID) {
            self.kind = kind
            self.section = section
        }
    }

    /// Where and how an item is shown: its frame, and optionally a transform (about its
    /// centre), an alpha and a z-index, so that a layout can zoom one item over the rest.
    package struct Placement: Hashable, Sendable {
        package var frame: Rect
        package var transform: Transform
        package var alpha: Double
        package var zIndex: Int
        /// A transform in space (a turn about the x or y axis, perspective), used instead of
        /// `transform` when set.
        package var transform3D: Transform3D?

        package init(frame: Rect, transform: Transform = .identity, alpha: Double = 1, zIndex: Int = 0, transform3D: Transform3D? = nil) {
            self.frame = frame
            self.transform = transform
            self.alpha = alpha
            self.zIndex = zIndex
            self.transform3D = transform3D
        }
    }

    package var itemPlacements: [ItemID: Placement]
    package var supplementaryFrames: [ViewKey: Rect]
    package var decorationFrames: [ViewKey: Rect]
    /// Z-index of decoration views; −1 keeps them behind the cells.
    package var decorationZIndex: Int
    /// Whether a right-to-left interface mirrors the frames (UIKit's property of the same
    /// name): false by default, as for any custom layout, so frames are drawn where written.
    package var flipsHorizontallyInOppositeLayoutDirection = false

    private var attributes: [LayoutAttributes] = []
    private var byElement: [ElementID: Int] = [:]
    private var contentSize: Size = .zero

    package init(itemPlacements: [ItemID: Placement], supplementaryFrames: [ViewKey: Rect] = [:], decorationFrames: [ViewKey: Rect] = [:],
                decorationZIndex: Int = -1) {
        self.itemPlacements = itemPlacements
        self.supplementaryFrames = supplementaryFrames
        self.decorationFrames = decorationFrames
        self.decorationZIndex = decorationZIndex
    }

    /// Items at plain frames.
    package init(itemFrames: [ItemID: Rect], supplementaryFrames: [ViewKey: Rect] = [:], decorationFrames: [ViewKey: Rect] = [:],
                decorationZIndex: Int = -1) {
        self.init(itemPlacements: itemFrames.mapValues { Placement(frame: $0) }, supplementaryFrames: supplementaryFrames,
                  decorationFrames: decorationFrames, decorationZIndex: decorationZIndex)
    }

    /// Each item's frame.
    package var itemFrames: [ItemID: Rect] { itemPlacements.mapValues(\.frame) }

    package mutating func prepare(for collectionView: LayoutContext) {
        attributes = []
        guard let snapshot = collectionView.snapshot else {
            byElement = [:]
            contentSize = collectionView.bounds.size
            return
        }
        for (s, section) in snapshot.sections.enumerated() {
            let path = IndexPath(item: 0, section: s)
            for kind in decorationFrames.keys.filter({ $0.section == section.id }).map(\.kind).sorted() {
                attributes.append(LayoutAttributes(element: .decoration(kind, path), frame: decorationFrames[ViewKey(kind: kind, section: section.id)]!,
                                                   zIndex: decorationZIndex))
            }
            for kind in supplementaryFrames.keys.filter({ $0.section == section.id }).map(\.kind).sorted() {
                attributes.append(LayoutAttributes(element: .supplementary(kind, path), frame: supplementaryFrames[ViewKey(kind: kind, section: section.id)]!))
            }
            for (i, item) in section.items.enumerated() {
                guard let placement = itemPlacements[item.id] else { continue }
                var item = LayoutAttributes(element: .cell(IndexPath(item: i, section: s)), frame: placement.frame,
                                            transform: placement.transform, alpha: placement.alpha, zIndex: placement.zIndex)
                if let space = placement.transform3D { item.setTransform3D(space) }
                attributes.append(item)
            }
        }
        byElement = Dictionary(uniqueKeysWithValues: attributes.enumerated().map { ($1.element, $0) })
        let extent = attributes.reduce(Rect(origin: .zero, size: collectionView.bounds.size)) { $0.union($1.frame) }
        contentSize = Size(width: extent.maxX, height: extent.maxY)
    }

    package var collectionViewContentSize: Size { contentSize }

    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.intersects(rect) }
    }

    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        byElement[.cell(indexPath)].map { attributes[$0] }
    }

    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        byElement[.supplementary(kind, indexPath)].map { attributes[$0] }
    }

    package func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        byElement[.decoration(kind, indexPath)].map { attributes[$0] }
    }
}
