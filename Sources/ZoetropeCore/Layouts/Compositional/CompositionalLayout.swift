/// UIKit's `UICollectionViewCompositionalLayout`: sections built from groups of items, each
/// sized by fractions of its container, absolute points, or estimates replaced by the
/// measured size of its content.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
///                                                           heightDimension: .fractionalWidth(0.2)), subitems: [item])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// ```
///
/// The rules (UIKit's, see `docs/custom-layouts.md` for the worked numbers):
/// - A section's group is sized in the collection view's size less the section's content
///   insets; groups follow one another along the scroll direction, `interGroupSpacing` apart,
///   each at the section's leading inset, until the items run out. Sections follow one
///   another `interSectionSpacing` apart.
/// - Top (leading) boundary items sit at the start of their section, before its content
///   insets, and push the content by the tallest one that extends the boundary; bottom ones
///   follow the content insets. Across, they span the section inside its content insets
///   (`supplementariesFollowContentInsets`) or the whole width.
/// - A section that scrolls orthogonally lays its groups out across the scroll direction, in a
///   band as tall as its tallest group, shifted by its own scroll offset
///   (`LayoutContext.orthogonalOffsets`).
/// - The section provider is asked again at every prepare, with the container's size, so a
///   rotation can change a section's columns.
///
/// - Complexity: `prepare(for:)` is O(n) for n items (a group is solved once per section, or
///   once per group instance when a dimension is estimated); `layoutAttributesForElements(in:)`
///   is O(log n + k) for k results, orthogonal sections included; per-element queries O(1).
public struct CompositionalLayout: CollectionLayout {
    public typealias SectionProvider = @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    public var configuration: CompositionalLayoutConfiguration
    public let sectionProvider: SectionProvider

    private var sections: [CompositionalSectionFrame] = []
    private var globalBoundaries: [CompositionalSectionFrame.Boundary] = []
    private var contentLength = 0.0
    private var preparedBounds: Rect = .zero
    private var hasPinnedItems = false
    private var sectionsCentred: Set<Int> = []
    /// Kinds of the views that belong to items: badges, separators.
    private var anchoredSupplementaryKinds: Set<ElementKind> = []
    private var anchoredDecorationKinds: Set<ElementKind> = []

    public init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    var isHorizontal: Bool { configuration.scrollDirection == .horizontal }

    /// A rectangle between the screen's orientation and the one the layout is solved in.
    @inline(__always)
    private func oriented(_ rect: Rect) -> Rect { isHorizontal ? rect.transposed : rect }

    /// The environment a section provider sees for `bounds`, with no safe area and the
    /// system's layout margins.
    package func environment(bounds: Rect, sectionIdentifiers: [SectionID] = []) -> LayoutEnvironment {
        environment(for: LayoutContext(bounds: bounds, itemCounts: []), sectionIdentifiers: sectionIdentifiers)
    }

    /// The environment a section provider sees in `collectionView`: its size, the insets the
    /// configuration's `contentInsetsReference` gives across the scroll direction as the
    /// container's content insets, and its layout margins.
    package func environment(for collectionView: LayoutContext, sectionIdentifiers: [SectionID] = []) -> LayoutEnvironment {
        let across = referenceInsets(configuration.contentInsetsReference, context: collectionView)
        let insets = isHorizontal ? across.transposed : across
        return LayoutEnvironment(container: LayoutContainer(contentSize: collectionView.bounds.size, contentInsets: insets),
                                 layoutMargins: collectionView.effectiveLayoutMargins, sectionIdentifiers: sectionIdentifiers)
    }

    // MARK: - Prepare

    public mutating func prepare(for collectionView: LayoutContext) {
        preparedBounds = collectionView.bounds
        let sectionIDs = collectionView.snapshot?.sections.map(\.id) ?? []
        let environment = environment(for: collectionView, sectionIdentifiers: sectionIDs)
        let container = oriented(Rect(origin: .zero, size: collectionView.bounds.size)).size
        // The layout's own headers and footers span the width its configuration's reference leaves.
        let globalInsets = referenceInsets(configuration.contentInsetsReference, context: collectionView)
        var sections: [CompositionalSectionFrame] = []
        sections.reserveCapacity(collectionView.numberOfSections)
        hasPinnedItems = false
        var centred: Set<Int> = []
        var supplementaryKinds: Set<ElementKind> = [], decorationKinds: Set<ElementKind> = []

        var position = 0.0
        // The layout's own header (and footer, after the last section).
        let global = configuration.boundarySupplementaryItems.map { isHorizontal ? $0.transposed : $0 }
        var globals: [CompositionalSectionFrame.Boundary] = []
        let globalWidth = Swift.max(0, container.width - globalInsets.horizontal)
        var globalBand = 0.0
        for item in global where item.alignment.verticalSide < 0 {
            let size = boundarySize(item, width: globalWidth, container: container, content: nil, context: nil)
            let frame = boundaryFrame(item, size: size, across: globalInsets.leading, width: globalWidth, main: position)
            globals.append(.init(kind: item.elementKind, frame: frame, zIndex: item.zIndex, pinned: item.pinToVisibleBounds, side: -1))
            if item.extendsBoundary { globalBand = Swift.max(globalBand, size.height) }
        }
        position += globalBand

        for index in 0..<collectionView.numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            let described = sectionProvider(index, environment) ?? LayoutSection(group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)), subitems: []))
            let section = isHorizontal ? described.transposed : described
            var frame = layOut(section, index: index, start: position, container: container, context: collectionView,
                               sectionIdentifiers: sectionIDs)
            if let scale = collectionView.displayScale, scale > 0 { frame.roundToPixels(scale) }
            position = frame.end
            if frame.boundaries.contains(where: \.pinned) { hasPinnedItems = true }
            if section.orthogonalScrollingBehavior == .groupPagingCentered { centred.insert(index) }
            for badge in frame.badges { supplementaryKinds.insert(badge.kind) }
            if let separator = section.separator { decorationKinds.insert(separator.kind) }
            sections.append(frame)
        }

        var footerBand = 0.0
        for item in global where item.alignment.verticalSide > 0 {
            let size = boundarySize(item, width: globalWidth, container: container, content: nil, context: nil)
            let frame = boundaryFrame(item, size: size, across: globalInsets.leading, width: globalWidth, main: position)
            globals.append(.init(kind: item.elementKind, frame: frame, zIndex: item.zIndex, pinned: item.pinToVisibleBounds, side: 1))
            if item.extendsBoundary { footerBand = Swift.max(footerBand, size.height) }
        }
        position += footerBand
        if globals.contains(where: \.pinned) { hasPinnedItems = true }
        globalBoundaries = globals
        contentLength = position
        self.sections = sections
        sectionsCentred = centred
        anchoredSupplementaryKinds = supplementaryKinds
        anchoredDecorationKinds = decorationKinds
    }

    // MARK: - Queries

    /// True: right to left, leading is the right side and groups fill from the right, as in
    /// UIKit (see `MirroredLayout`).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public var collectionViewContentSize: Size {
        let across = isHorizontal ? preparedBounds.height : preparedBounds.width
        return isHorizontal ? Size(width: contentLength, height: across) : Size(width: across, height: contentLength)
    }

    /// The visible rectangle in the layout's own orientation, for pinning.
    private var orientedBounds: Rect { oriented(preparedBounds) }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let query = oriented(rect)
        let bounds = orientedBounds
        var result: [LayoutAttributes] = []
        func add(_ element: ElementID, _ frame: Rect, z: Int, clip: Rect? = nil) {
            guard frame.intersects(query), clip.map({ frame.intersects($0) }) ?? true else { return }
            result.append(LayoutAttributes(element: element, frame: oriented(frame), zIndex: z, clipRect: clip.map(oriented)))
        }
        let root = IndexPath(item: 0, section: 0)
        for boundary in globalBoundaries where boundary.side < 0 {
            add(.supplementary(boundary.kind, root), pinnedGlobal(boundary, bounds: bounds), z: boundary.zIndex)
        }
        var s = sections.partitioningIndex { $0.end > query.minY }
        while s < sections.count, sections[s].start < query.maxY {
            let section = sections[s]
            let path = IndexPath(item: 0, section: s)
            for decoration in section.decorations { add(.decoration(decoration.kind, path), decoration.frame, z: decoration.zIndex) }
            for boundary in section.boundaries where boundary.side <= 0 {
                add(.supplementary(boundary.kind, path), section.frame(of: boundary, bounds: bounds), z: boundary.zIndex)
            }
            let low = section.orthogonal ? query.minX : query.minY, high = section.orthogonal ? query.maxX : query.maxY
            var g = section.groups.partitioningIndex { $0.max > low }
            var badge = 0
            while g < section.groups.count, section.groups[g].min < high {
                for item in section.groups[g].items {
                    add(.cell(IndexPath(item: item, section: s)), section.itemFrames[item], z: 0, clip: section.clip)
                }
                let items = section.groups[g].items
                if !section.badges.isEmpty {
                    badge = section.badges.partitioningIndex { $0.item >= items.lowerBound }
                    while badge < section.badges.count, section.badges[badge].item < items.upperBound {
                        let b = section.badges[badge]
                        add(.supplementary(b.kind, IndexPath(item: b.item, section: s)), b.frame, z: b.zIndex, clip: section.clip)
                        badge += 1
                    }
                }
                if !section.itemDecorations.isEmpty {
                    var d = section.itemDecorations.partitioningIndex { $0.item >= items.lowerBound }
                    while d < section.itemDecorations.count, section.itemDecorations[d].item < items.upperBound {
                        let line = section.itemDecorations[d]
                        add(.decoration(line.kind, IndexPath(item: line.item, section: s)), line.frame, z: line.zIndex)
                        d += 1
                    }
                }
                g += 1
            }
            for boundary in section.boundaries where boundary.side > 0 {
                add(.supplementary(boundary.kind, path), section.frame(of: boundary, bounds: bounds), z: boundary.zIndex)
            }
            s += 1
        }
        for boundary in globalBoundaries where boundary.side > 0 {
            add(.supplementary(boundary.kind, root), pinnedGlobal(boundary, bounds: bounds), z: boundary.zIndex)
        }
        return result
    }

    private func pinnedGlobal(_ boundary: CompositionalSectionFrame.Boundary, bounds: Rect) -> Rect {
        var whole = CompositionalSectionFrame(start: 0, orthogonal: false)
        whole.end = contentLength
        return whole.frame(of: boundary, bounds: bounds)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        let section = sections[indexPath.section]
        return LayoutAttributes(element: .cell(indexPath), frame: oriented(section.itemFrames[indexPath.item]), clipRect: section.clip.map(oriented))
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        let element = ElementID.supplementary(kind, indexPath)
        if indexPath.item == 0, let boundary = globalBoundaries.first(where: { $0.kind == kind }), indexPath.section == 0 {
            return LayoutAttributes(element: element, frame: oriented(pinnedGlobal(boundary, bounds: orientedBounds)), zIndex: boundary.zIndex)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if indexPath.item == 0, let boundary = section.boundaries.first(where: { $0.kind == kind }) {
            return LayoutAttributes(element: element, frame: oriented(section.frame(of: boundary, bounds: orientedBounds)), zIndex: boundary.zIndex)
        }
        let start = section.badges.partitioningIndex { $0.item >= indexPath.item }
        var b = start
        while b < section.badges.count, section.badges[b].item == indexPath.item {
            if section.badges[b].kind == kind {
                return LayoutAttributes(element: element, frame: oriented(section.badges[b].frame), zIndex: section.badges[b].zIndex,
                                        clipRect: section.clip.map(oriented))
            }
            b += 1
        }
        return nil
    }

    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if anchoredDecorationKinds.contains(kind) {
            let index = section.itemDecorations.partitioningIndex { $0.item >= indexPath.item }
            guard index < section.itemDecorations.count, section.itemDecorations[index].item == indexPath.item,
                  section.itemDecorations[index].kind == kind else { return nil }
            let line = section.itemDecorations[index]
            return LayoutAttributes(element: .decoration(kind, indexPath), frame: oriented(line.frame), zIndex: line.zIndex)
        }
        guard indexPath.item == 0, let decoration = section.decorations.first(where: { $0.kind == kind }) else { return nil }
        return LayoutAttributes(element: .decoration(kind, indexPath), frame: oriented(decoration.frame), zIndex: decoration.zIndex)
    }

    public func pinning(of element: ElementID) -> Pinning? {
        guard case .supplementary(let kind, let path) = element, path.item == 0 else { return nil }
        let axis = configuration.scrollDirection
        func pinning(_ boundary: CompositionalSectionFrame.Boundary, start: Double, end: Double) -> Pinning? {
            guard boundary.pinned, boundary.side != 0 else { return nil }
            let length = boundary.frame.height
            return Pinning(axis: axis, toStart: boundary.side < 0, natural: boundary.frame.minY,
                           limit: boundary.side < 0 ? end - length : start, length: length)
        }
        if path.section == 0, let boundary = globalBoundaries.first(where: { $0.kind == kind }) {
            return pinning(boundary, start: 0, end: contentLength)
        }
        guard sections.indices.contains(path.section),
              let boundary = sections[path.section].boundaries.first(where: { $0.kind == kind }) else { return nil }
        return pinning(boundary, start: sections[path.section].start, end: sections[path.section].end)
    }

    public func isAnchoredToItem(kind: ElementKind, category: ElementCategory) -> Bool {
        switch category {
        case .supplementaryView: return anchoredSupplementaryKinds.contains(kind)
        case .decorationView: return anchoredDecorationKinds.contains(kind)
        case .cell: return false
        }
    }

    /// The offset that brings group `group` of the orthogonally scrolling section `section` to
    /// where the first group rests (centred, for `groupPagingCentered`), within the section's
    /// content as a scroll view clamps it; nil when the section does not scroll orthogonally
    /// or has no such group.
    package func orthogonalOffset(toGroup group: Int, inSection section: Int) -> Double? {
        guard sections.indices.contains(section), sections[section].orthogonal,
              sections[section].groups.indices.contains(group) else { return nil }
        let runs = sections[section].groups
        return clampedOrthogonalOffset(runs[group].start - runs[0].start, inSection: section)
    }

    /// `offset` clamped to the orthogonal section's content, as a scroll view clamps it
    /// (`groupPagingCentered` can centre its last group, so it is not clamped at the end).
    package func clampedOrthogonalOffset(_ offset: Double, inSection section: Int) -> Double {
        guard sections.indices.contains(section), sections[section].orthogonal else { return offset }
        let across = isHorizontal ? preparedBounds.height : preparedBounds.width
        let limit = Swift.max(0, sections[section].orthogonalContentLength - across)
        return Swift.max(0, sectionsCentred.contains(section) ? offset : Swift.min(offset, limit))
    }

    /// True when the length across the scroll direction changes (the sections are asked again),
    /// and on any scroll when an item is pinned to the visible bounds.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if hasPinnedItems && newBounds != preparedBounds { return true }
        return newBounds.size != preparedBounds.size
    }
}
