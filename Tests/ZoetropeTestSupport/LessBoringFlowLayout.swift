import ZoetropeCore

/// A port of the LessBoringFlowLayout of the blog post "Animating Items in a
/// UICollectionView" (the scene of `Fixtures/color-swatches.json`), written the UIKit way
/// against the public protocol: it records the update items in
/// `prepare(forCollectionViewUpdates:)`, keeps the previous layout's attributes, and answers
/// the initial and final hooks from them. The tests hold it to show that a layout ported line
/// by line animates as the effect rules do; no fixture uses it.
///
/// - An item inserted into an existing section grows from a tenth of its size where it lands.
/// - The items and header of an inserted section fly in from a screen-width to the left.
/// - Deleted items, and the items and header of a deleted section, fall a screen-height with a
///   slight tilt while fading out.
///
/// This is what UIKit requires to tell these cases apart. With Zoetrope the same animation is
/// three effect rules on a plain `FlowLayout` (see `Fixtures/color-swatches.json`); a test
/// checks that the two give the same tracks. The article's "case 2" (keeping headers still
/// when only their section's size changes) needs no code here: headers move only when their
/// frames do.
public struct LessBoringFlowLayout: CollectionLayout {
    public var flow: FlowLayout
    /// How far deleted elements tilt, in radians; a slight rotation as they fall.
    public var fallRotation: Double

    private var bounds: Rect = .zero
    private var current: [ElementID: LayoutAttributes] = [:]
    private var previous: [ElementID: LayoutAttributes] = [:]
    private var insertedIndexPaths: Set<IndexPath> = []
    private var removedIndexPaths: Set<IndexPath> = []
    private var insertedSections: Set<Int> = []
    private var removedSections: Set<Int> = []

    public init(flow: FlowLayout = FlowLayout(), fallRotation: Double = 15 * .pi / 180) {
        self.flow = flow
        self.fallRotation = fallRotation
    }

    public mutating func prepare(for collectionView: LayoutContext) {
        // The article caches the attributes of the layout before and after, because its
        // flow-layout superclass gives no reliable "before".
        previous = current
        bounds = collectionView.bounds
        flow.prepare(for: collectionView)
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        current = Dictionary(flow.layoutAttributesForElements(in: everything).map { ($0.element, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        for item in updateItems {
            switch (item.action, item.indexPathBeforeUpdate, item.indexPathAfterUpdate) {
            case (.insert, _, .section(let section)?): insertedSections.insert(section)
            case (.insert, _, .item(let path)?): insertedIndexPaths.insert(path)
            case (.delete, .section(let section)?, _): removedSections.insert(section)
            case (.delete, .item(let path)?, _): removedIndexPaths.insert(path)
            default: break
            }
        }
    }

    public mutating func finalizeCollectionViewUpdates() {
        insertedIndexPaths = []
        removedIndexPaths = []
        insertedSections = []
        removedSections = []
    }

    public mutating func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = current[.cell(itemIndexPath)] else { return nil }
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes.transform = Transform(scaleX: 0.1, y: 0.1)
            return attributes
        }
        if insertedSections.contains(itemIndexPath.section) {
            attributes.transform = Transform(translationX: -bounds.width, y: 0)
            return attributes
        }
        return nil
    }

    public mutating func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard removedIndexPaths.contains(itemIndexPath) || removedSections.contains(itemIndexPath.section),
            let attributes = previous[.cell(itemIndexPath)]
        else { return nil }
        return fallen(attributes)
    }

    public mutating func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        guard insertedSections.contains(elementIndexPath.section), var attributes = current[.supplementary(kind, elementIndexPath)] else { return nil }
        attributes.transform = Transform(translationX: -bounds.width, y: 0)
        return attributes
    }

    public mutating func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: ElementKind, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        guard removedSections.contains(elementIndexPath.section), let attributes = previous[.supplementary(kind, elementIndexPath)] else { return nil }
        return fallen(attributes)
    }

    /// Off the bottom of the screen, tilted, transparent.
    private func fallen(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        var transform = Transform(rotationAngle: fallRotation)
        transform.ty = bounds.height
        result.transform = transform
        result.alpha = 0
        return result
    }

    public var collectionViewContentSize: Size { flow.collectionViewContentSize }
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { flow.layoutAttributesForElements(in: rect) }
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { flow.layoutAttributesForItem(at: indexPath) }
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        flow.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { flow.shouldInvalidateLayout(forBoundsChange: newBounds) }
}
