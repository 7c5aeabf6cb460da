/// How a compositional layout lays out one section: the phases of `prepare(for:)` for each
/// section, and the sizes of what it measures.
extension CompositionalLayout {
    /// The size of a boundary item `width` points wide at most, its estimated height measured
    /// from its content's label.
    func boundarySize(_ item: LayoutBoundarySupplementaryItem, width: Double, container: Size,
                              content: ElementContent?, context: LayoutContext?) -> Size {
        var size = item.layoutSize.resolved(in: Size(width: width, height: container.height))
        guard item.layoutSize.heightDimension.isEstimated, let label = content?.label else { return size }
        if isHorizontal {
            // Along a horizontal layout's scroll direction is the screen's width: one line.
            if let measurer = context?.textMeasurer {
                size.height = (measurer.width(of: label.text, font: label.font) + label.insets.horizontal).rounded(.up)
            }
        } else if label.wraps, let lines = context?.wrappedLines(of: label, elementWidth: size.width) {
            size.height = label.wrappedHeight(lineCount: lines.count)
        } else {
            size.height = label.font.lineHeight + label.insets.vertical
        }
        return size
    }

    /// Where a top or bottom boundary item goes, across by its alignment, along at `main`.
    func boundaryFrame(_ item: LayoutBoundarySupplementaryItem, size: Size, across: Double, width: Double, main: Double) -> Rect {
        var x = across + (width - size.width) / 2
        switch item.alignment.horizontalSide {
        case -1: x = across
        case 1: x = across + width - size.width
        default: break
        }
        return Rect(x: x + item.absoluteOffset.x, y: main + item.absoluteOffset.y, width: size.width, height: size.height)
    }

    /// The insets a section's content insets are measured from, across the scroll direction
    /// only (along it, the scroll view's content insets keep content clear of the safe area),
    /// in the orientation the layout is solved in. A configuration's `automatic` is `safeArea`.
    func referenceInsets(_ reference: ContentInsetsReference, context: LayoutContext) -> DirectionalEdgeInsets {
        let safe = context.safeAreaInsets
        let screen: DirectionalEdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea:
            screen = DirectionalEdgeInsets(top: safe.top, leading: safe.left, bottom: safe.bottom, trailing: safe.right)
        case .layoutMargins, .readableContent:
            screen = context.effectiveLayoutMargins
        }
        var across = isHorizontal
            ? DirectionalEdgeInsets(top: 0, leading: screen.top, bottom: 0, trailing: screen.bottom)
            : DirectionalEdgeInsets(top: 0, leading: screen.leading, bottom: 0, trailing: screen.trailing)
        if reference == .readableContent {
            // The readable width (672 points) centred, never outside the margins.
            let length = isHorizontal ? context.bounds.height : context.bounds.width
            let centred = (length - 672) / 2
            across.leading = Swift.max(across.leading, centred)
            across.trailing = Swift.max(across.trailing, centred)
        }
        return across
    }

    /// Where a section's parts go across the layout, worked out once for all its phases.
    struct SectionGeometry {
        var start: Double
        var container: Size
        var orthogonal: Bool
        /// The insets the section's content insets are measured from (its reference).
        var margins: DirectionalEdgeInsets
        /// The container less those margins.
        var effective: Size
        var insets: DirectionalEdgeInsets
        /// The effective container less the section's content insets: what its group is sized in.
        var sectionContainer: Size
        /// Where boundary items start across, and how wide they are.
        var boundaryAcross: Double
        var boundaryWidth: Double
    }

    /// How far a section's groups reached.
    struct GroupsExtent {
        /// The end of the section's content, bottom inset included.
        var contentEnd: Double
        /// The end of its items, for decorations that cover only them.
        var itemsEnd: Double
    }

    /// One section laid out from `start`: the boundary items before its content, its groups, the
    /// boundary items after and beside it, its decorations and a list's separators.
    func layOut(_ section: LayoutSection, index: Int, start: Double, container: Size, context: LayoutContext,
                sectionIdentifiers: [SectionID]) -> CompositionalSectionFrame {
        let geometry = sectionGeometry(section, start: start, container: container, context: context)
        var frame = CompositionalSectionFrame(start: start, orthogonal: geometry.orthogonal)
        let content = context.section(index)?.supplementaryContent
        let headerBand = placeLeadingBoundaries(of: section, geometry, content: content, context: context, in: &frame)
        let contentStart = start + headerBand + geometry.insets.top
        let extent = placeGroups(of: section, index: index, geometry, contentStart: contentStart, context: context,
                                 sectionIdentifiers: sectionIdentifiers, in: &frame)
        let footerBand = placeTrailingBoundaries(of: section, geometry, content: content, contentStart: start + headerBand,
                                                 contentEnd: extent.contentEnd, context: context, in: &frame)
        frame.end = extent.contentEnd + footerBand
        placeDecorations(of: section, geometry, contentStart: contentStart, itemsEnd: extent.itemsEnd, in: &frame)
        placeSeparators(of: section, index: index, context: context, in: &frame)
        return frame
    }

    /// The sections that would have no room across in `collectionView`, as UIKit finds them
    /// before it lays out: each section the provider describes for this container, measured
    /// as `prepare(for:)` measures it. Empty when every section has room.
    ///
    /// - Complexity: O(s) for s sections: the provider is asked once for each.
    package func sectionsWithoutRoom(in collectionView: LayoutContext) -> [SectionWithoutRoom] {
        let sectionIDs = collectionView.snapshot?.sections.map(\.id) ?? []
        let environment = environment(for: collectionView, sectionIdentifiers: sectionIDs)
        let length = isHorizontal ? collectionView.bounds.height : collectionView.bounds.width
        var found: [SectionWithoutRoom] = []
        for index in 0..<collectionView.numberOfSections {
            // A section the provider leaves out is empty: it needs no room.
            guard let described = sectionProvider(index, environment) else { continue }
            let section = isHorizontal ? described.transposed : described
            let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
            let margins = referenceInsets(reference, context: collectionView)
            let problem = SectionWithoutRoom(section: index, acrossIsHeight: isHorizontal, containerLength: length,
                                             reference: reference == .automatic ? .safeArea : reference,
                                             referenceLeading: margins.leading, referenceTrailing: margins.trailing,
                                             contentLeading: section.contentInsets.leading, contentTrailing: section.contentInsets.trailing)
            if problem.remaining <= 1e-9 {
                found.append(problem)
                continue
            }
            // The section has room; its group's own insets may take all of the group.
            let along = isHorizontal ? collectionView.bounds.width : collectionView.bounds.height
            let container = Size(width: problem.remaining, height: along)
            let length = section.group.layoutSize.widthDimension.resolved(in: container)
            let insets = section.group.contentInsets
            if length - insets.leading - insets.trailing <= 1e-9 {
                var groupProblem = problem
                groupProblem.group = .init(length: length, leading: insets.leading, trailing: insets.trailing)
                found.append(groupProblem)
            }
        }
        return found
    }

    func sectionGeometry(_ section: LayoutSection, start: Double, container: Size, context: LayoutContext) -> SectionGeometry {
        let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference : section.contentInsetsReference
        let margins = referenceInsets(reference, context: context)
        let effective = Size(width: Swift.max(0, container.width - margins.horizontal), height: container.height)
        let insets = section.contentInsets
        let sectionContainer = effective.inset(by: insets)
        let followsInsets = section.supplementariesFollowContentInsets
        return SectionGeometry(start: start, container: container, orthogonal: section.orthogonalScrollingBehavior != .none,
                               margins: margins, effective: effective, insets: insets, sectionContainer: sectionContainer,
                               boundaryAcross: margins.leading + (followsInsets ? insets.leading : 0),
                               boundaryWidth: followsInsets ? sectionContainer.width : effective.width)
    }

    /// The top (leading) boundary items, at the section's start; returns how far those that
    /// extend the boundary push the content.
    func placeLeadingBoundaries(of section: LayoutSection, _ geometry: SectionGeometry, content: [ElementKind: ElementContent]?,
                                context: LayoutContext, in frame: inout CompositionalSectionFrame) -> Double {
        var headerBand = 0.0
        for item in section.boundarySupplementaryItems where item.alignment.verticalSide < 0 {
            let across = geometry.boundaryAcross + item.contentInsets.leading
            let width = Swift.max(0, geometry.boundaryWidth - item.contentInsets.horizontal)
            let size = boundarySize(item, width: width, container: geometry.container, content: content?[item.elementKind], context: context)
            let main = geometry.start + (item.extendsBoundary ? 0 : headerBand)
            frame.boundaries.append(.init(kind: item.elementKind, frame: boundaryFrame(item, size: size, across: across, width: width, main: main),
                                          zIndex: item.zIndex, pinned: item.pinToVisibleBounds, side: -1))
            if item.extendsBoundary { headerBand = Swift.max(headerBand, size.height) }
        }
        return headerBand
    }

    /// The section's groups, one after another from `contentStart` (or across, in a band, for a
    /// section that scrolls orthogonally), with their items and badges.
    func placeGroups(of section: LayoutSection, index: Int, _ geometry: SectionGeometry, contentStart: Double, context: LayoutContext,
                     sectionIdentifiers: [SectionID], in frame: inout CompositionalSectionFrame) -> GroupsExtent {
        let orthogonal = geometry.orthogonal, insets = geometry.insets
        let count = context.numberOfItems(inSection: index)
        let groupSize = section.group.layoutSize.resolved(in: geometry.sectionContainer)
        let solver = GroupSolver(measure: { item, proposed, estimatedWidth, estimatedHeight, transposed in
            measuredSize(of: IndexPath(item: item, section: index), proposed: proposed, estimatedWidth: estimatedWidth,
                         estimatedHeight: estimatedHeight, transposed: transposed != isHorizontal, context: context)
        }, sectionIdentifiers: sectionIdentifiers)
        let perInstance = section.group.hasEstimatedDimension
        let template = perInstance ? nil : solver.solve(section.group, allotted: groupSize, firstItem: 0, transposed: false,
                                                        slotBudget: GroupSolver.slotBudget(itemCount: count, firstItem: 0))
        frame.itemFrames.reserveCapacity(count)
        let centring = section.orthogonalScrollingBehavior == .groupPagingCentered
            ? Swift.max(0, (geometry.sectionContainer.width - groupSize.width) / 2) : 0
        let offset = orthogonal ? (context.section(index).flatMap { context.orthogonalOffsets[$0.id] } ?? 0) : 0
        var cursor = orthogonal ? geometry.margins.leading + insets.leading + centring : contentStart
        var bandThickness = 0.0
        // A section's group uniform across siblings along the scroll: every instance is as
        // long as the longest, found by solving them all first (and kept for placing them).
        let along = orthogonal ? section.group.layoutSize.widthDimension : section.group.layoutSize.heightDimension
        var uniformLength: Double?
        var presolved: [Int: SolvedGroup] = [:]
        if perInstance, along.isUniformAcrossSiblings {
            (uniformLength, presolved) = Self.presolveGroups(of: section, with: solver, allotted: groupSize, count: count, orthogonal: orthogonal)
        }
        var item = 0
        while item < count {
            let solved = template ?? presolved[item] ?? solver.solve(section.group, allotted: groupSize, firstItem: item, transposed: false,
                                                                     slotBudget: GroupSolver.slotBudget(itemCount: count, firstItem: item))
            guard !solved.slots.isEmpty else { break }
            let origin = orthogonal ? Point(x: cursor - offset, y: contentStart) : Point(x: geometry.margins.leading + insets.leading, y: cursor)
            let length = uniformLength ?? (orthogonal ? solved.size.width : solved.size.height)
            item = Self.place(solved, at: origin, length: length, firstItem: item, count: count, orthogonal: orthogonal, in: &frame)
            if orthogonal {
                cursor += length + (item < count ? section.interGroupSpacing : 0)
                bandThickness = Swift.max(bandThickness, solved.size.height)
            } else {
                cursor += length + (item < count ? section.interGroupSpacing : 0)
            }
        }
        guard orthogonal else {
            return GroupsExtent(contentEnd: (frame.groups.isEmpty ? contentStart : cursor) + insets.bottom, itemsEnd: cursor)
        }
        if frame.groups.isEmpty { bandThickness = 0 }
        frame.orthogonalBand = Rect(x: 0, y: contentStart, width: geometry.container.width, height: bandThickness)
        frame.orthogonalContentLength = cursor + insets.trailing + geometry.margins.trailing + centring
        return GroupsExtent(contentEnd: contentStart + bandThickness + insets.bottom, itemsEnd: contentStart + bandThickness)
    }

    /// Every instance of the section's group solved in turn, from the first item, and the
    /// length along the scroll of the longest: what a group uniform across its siblings is.
    static func presolveGroups(of section: LayoutSection, with solver: GroupSolver, allotted groupSize: Size, count: Int,
                               orthogonal: Bool) -> (longest: Double, solved: [Int: SolvedGroup]) {
        var presolved: [Int: SolvedGroup] = [:]
        var longest = 0.0, next = 0
        while next < count {
            let solved = solver.solve(section.group, allotted: groupSize, firstItem: next, transposed: false,
                                      slotBudget: GroupSolver.slotBudget(itemCount: count, firstItem: next))
            guard !solved.slots.isEmpty else { break }
            presolved[next] = solved
            longest = Swift.max(longest, orthogonal ? solved.size.width : solved.size.height)
            next += solved.slots.count
        }
        return (longest, presolved)
    }

    /// One solved group at `origin`: its items' frames and badges, and the group's run along
    /// the scroll (badges that stick out widen it). Returns the item after the group's last.
    static func place(_ solved: SolvedGroup, at origin: Point, length: Double, firstItem first: Int, count: Int, orthogonal: Bool,
                      in frame: inout CompositionalSectionFrame) -> Int {
        var item = first
        var runMin = orthogonal ? origin.x : origin.y
        var runMax = runMin + length
        // Views on the group and its nested groups, each at its group's first item, come
        // before that item's own badges (badges are kept in item order).
        var groupViews = solved.supplementaries.makeIterator()
        var nextGroupView = groupViews.next()
        for (slotIndex, slot) in solved.slots.enumerated() where item < count {
            let cell = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
            frame.itemFrames.append(cell)
            func attach(_ kind: ElementKind, _ badgeFrame: Rect, _ zIndex: Int) {
                frame.badges.append(.init(kind: kind, item: item, frame: badgeFrame, zIndex: zIndex))
                runMin = Swift.min(runMin, orthogonal ? badgeFrame.minX : badgeFrame.minY)
                runMax = Swift.max(runMax, orthogonal ? badgeFrame.maxX : badgeFrame.maxY)
            }
            while let view = nextGroupView, view.slot <= slotIndex {
                if view.slot == slotIndex { attach(view.kind, view.frame.offsetBy(dx: origin.x, dy: origin.y), view.zIndex) }
                nextGroupView = groupViews.next()
            }
            for badge in slot.supplementaryItems { attach(badge.elementKind, badge.frame(on: cell), badge.zIndex) }
            runMin = Swift.min(runMin, orthogonal ? cell.minX : cell.minY)
            runMax = Swift.max(runMax, orthogonal ? cell.maxX : cell.maxY)
            item += 1
        }
        frame.groups.append(.init(start: orthogonal ? origin.x : origin.y, min: runMin, max: runMax, items: first..<item))
        return item
    }

    /// The bottom boundary items, after the content, and those beside it (centred along the
    /// content from `contentStart`, the end of the header band); returns how far those that
    /// extend the boundary reach past the content.
    func placeTrailingBoundaries(of section: LayoutSection, _ geometry: SectionGeometry, content: [ElementKind: ElementContent]?,
                                 contentStart: Double, contentEnd: Double, context: LayoutContext,
                                 in frame: inout CompositionalSectionFrame) -> Double {
        var footerBand = 0.0
        for item in section.boundarySupplementaryItems where item.alignment.verticalSide >= 0 {
            let across = geometry.boundaryAcross + item.contentInsets.leading
            let width = Swift.max(0, geometry.boundaryWidth - item.contentInsets.horizontal)
            let size = boundarySize(item, width: width, container: geometry.container, content: content?[item.elementKind], context: context)
            var rect: Rect
            if item.alignment.verticalSide > 0 {
                let main = item.extendsBoundary ? contentEnd : contentEnd - size.height
                rect = boundaryFrame(item, size: size, across: across, width: width, main: main)
                if item.extendsBoundary { footerBand = Swift.max(footerBand, size.height) }
            } else {
                // Beside the content: centred along it, at the leading or trailing side.
                let middle = (contentStart + contentEnd) / 2
                rect = boundaryFrame(item, size: size, across: across, width: width, main: middle - size.height / 2)
            }
            frame.boundaries.append(.init(kind: item.elementKind, frame: rect, zIndex: item.zIndex, pinned: item.pinToVisibleBounds,
                                          side: item.alignment.verticalSide))
        }
        return footerBand
    }

    /// Section backgrounds: the whole section, or only its items (`coversItemsOnly`).
    func placeDecorations(of section: LayoutSection, _ geometry: SectionGeometry, contentStart: Double, itemsEnd: Double,
                          in frame: inout CompositionalSectionFrame) {
        for decoration in section.decorationItems {
            var rect = Rect(x: geometry.margins.leading, y: geometry.start, width: geometry.effective.width, height: frame.end - geometry.start)
            if decoration.coversItemsOnly {
                guard !frame.groups.isEmpty else { continue }
                rect = Rect(x: geometry.margins.leading + geometry.insets.leading, y: contentStart,
                            width: geometry.sectionContainer.width, height: itemsEnd - contentStart)
            }
            frame.decorations.append(.init(kind: decoration.elementKind, frame: rect.inset(by: decoration.contentInsets), zIndex: decoration.zIndex))
        }
    }

    /// A list's separators, under every row but the last.
    func placeSeparators(of section: LayoutSection, index: Int, context: LayoutContext, in frame: inout CompositionalSectionFrame) {
        guard let separator = section.separator, section.orthogonalScrollingBehavior == .none else { return }
        for (item, cell) in frame.itemFrames.enumerated().dropLast() {
            // Under the text: past the row's icon when it has one, as UIKit's list cells draw it.
            var inset = separator.leadingInset
            if let icon = context.item(at: IndexPath(item: item, section: index))?.content.icon {
                inset = Swift.max(inset, icon.leadingInset + icon.size + icon.spacing)
            }
            let line = Rect(x: cell.minX + inset, y: cell.maxY - separator.thickness,
                            width: Swift.max(0, cell.width - inset), height: separator.thickness)
            frame.itemDecorations.append(.init(kind: separator.kind, item: item, frame: line, zIndex: 1))
        }
    }

    /// An item's size with its estimated dimensions measured from its content: a wrapping label
    /// at the width it has, a single line at its own width, else the size the item asks for,
    /// else the estimate.
    func measuredSize(of path: IndexPath, proposed: Size, estimatedWidth: Bool, estimatedHeight: Bool,
                              transposed: Bool, context: LayoutContext) -> Size {
        guard path.item < context.numberOfItems(inSection: path.section) else { return proposed }
        var size = transposed ? proposed.transposed : proposed
        let measureWidth = transposed ? estimatedHeight : estimatedWidth
        let measureHeight = transposed ? estimatedWidth : estimatedHeight
        let asked = context.preferredSize(ofItemAt: path)
        if asked == nil, let content = context.item(at: path)?.content, content.measurementKey != nil, let measurer = context.contentMeasurer,
            let fitted = measurer.fittingSize(of: content, proposed: size, widthIsEstimated: measureWidth, heightIsEstimated: measureHeight) {
            // The app's cell measures itself (`preferredLayoutAttributesFitting`), in the
            // layout's own axes.
            return transposed ? fitted.transposed : fitted
        }
        let label = context.item(at: path)?.content.label
        if measureWidth {
            if let asked { size.width = asked.width } else if let label, !label.wraps, let measurer = context.textMeasurer {
                size.width = (measurer.width(of: label.text, font: label.font) + label.insets.horizontal).rounded(.up)
            }
        }
        if measureHeight {
            if let asked { size.height = asked.height } else if let height = context.selfSizedHeight(ofItemAt: path, width: size.width) {
                size.height = height
            } else if let label {
                size.height = label.font.lineHeight + label.insets.vertical
            }
            if let secondary = context.item(at: path)?.content.secondaryLabel, asked == nil {
                size.height += secondary.font.lineHeight + 2
            }
        }
        return transposed ? size.transposed : size
    }
}
