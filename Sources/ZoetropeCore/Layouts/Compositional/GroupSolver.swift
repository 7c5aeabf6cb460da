

/// Lays out a group tree, in the orientation of a vertical layout (a horizontal layout's
/// sections are transposed before and after, so one solver serves both).
///
/// Estimated dimensions are measured item by item through `measure`, which receives the
/// item's index in its section, the size proposed (estimates in place), which dimensions are
/// estimated, and whether the sizes are transposed from the screen's orientation.
struct GroupSolver {
    var measure: (_ item: Int, _ proposed: Size, _ estimatedWidth: Bool, _ estimatedHeight: Bool, _ transposed: Bool) -> Size
    var sectionIdentifiers: [SectionID]
    /// No group holds more slots than this unless its section has more items left: a guard
    /// against zero-length items repeating without end, and against nested counts that
    /// multiply (three nested groups of 1,000 would be 10⁹ slots).
    static let slotLimit = 100_000

    /// The most slots a group instance solved for the items from `firstItem` of a section of
    /// `itemCount` may produce: every item left, and at least `slotLimit` (so that the slots a
    /// group lays out past the last item are the same whatever the section's size).
    static func slotBudget(itemCount: Int, firstItem: Int) -> Int {
        Swift.max(itemCount - firstItem, slotLimit)
    }

    /// Solves `group` in a room of `allotted` size, its first cell showing item `firstItem`,
    /// with at most `slotBudget` slots, nested groups' included.
    ///
    /// - Complexity: linear in the slots produced and the groups solved; a group is solved once
    ///   for each place it takes, and a subitem whose width is known is not solved to find out
    ///   that it no longer fits.
    func solve(_ group: LayoutGroup, allotted: Size, firstItem: Int, transposed: Bool, slotBudget: Int = GroupSolver.slotLimit) -> SolvedGroup {
        switch group.arrangement {
        case .custom(let provider):
            let container = allotted.inset(by: group.contentInsets)
            let origin = Point(x: group.contentInsets.leading, y: group.contentInsets.top)
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: group.customFramesTransposed ? container.transposed : container),
                sectionIdentifiers: sectionIdentifiers)
            let slots = provider(environment).prefix(Swift.min(Self.slotLimit, Swift.max(0, slotBudget))).map { custom in
                let frame = group.customFramesTransposed ? custom.frame.transposed : custom.frame
                return SolvedSlot(frame: frame.offsetBy(dx: origin.x, dy: origin.y), supplementaryItems: [], zIndex: custom.zIndex)
            }
            var solved = SolvedGroup(slots: Array(slots), size: allotted)
            solved.anchor(group.supplementaryItems)
            return solved
        case .vertical:
            let solved = solve(group.transposed, allotted: allotted.transposed, firstItem: firstItem, transposed: !transposed, slotBudget: slotBudget)
            return SolvedGroup(
                slots: solved.slots.map { SolvedSlot(frame: $0.frame.transposed, supplementaryItems: $0.supplementaryItems.map(\.transposed), zIndex: $0.zIndex) },
                size: solved.size.transposed,
                supplementaries: solved.supplementaries.map { SolvedGroupSupplementary(kind: $0.kind, zIndex: $0.zIndex, frame: $0.frame.transposed, slot: $0.slot) })
        case .horizontal:
            return solveHorizontal(group, allotted: allotted, firstItem: firstItem, transposed: transposed, slotBudget: slotBudget)
        }
    }

    private struct Entry {
        var subitem: LayoutSubitem
        var rect: Rect
        var nested: SolvedGroup?
    }

    private func solveHorizontal(_ group: LayoutGroup, allotted: Size, firstItem: Int, transposed: Bool, slotBudget: Int) -> SolvedGroup {
        let container = allotted.inset(by: group.contentInsets)
        let tolerance = 1e-9 * Swift.max(1, container.width)
        let spacing = group.interItemSpacing?.spacing ?? 0
        var entries = placedEntries(of: group, in: container, firstItem: firstItem, transposed: transposed, slotBudget: slotBudget)
        Self.equaliseUniformSiblings(&entries, spacing: spacing)
        let used = entries.last.map { $0.rect.maxX + Self.edges($0.subitem).trailing } ?? 0
        Self.shareFlexibleSpacing(&entries, of: group, in: container, used: used, tolerance: tolerance)

        var size = allotted
        if group.layoutSize.widthDimension.isEstimated {
            size.width = used + group.contentInsets.horizontal
        }
        if group.layoutSize.heightDimension.isEstimated {
            let tallest = entries.reduce(0.0) { Swift.max($0, $1.rect.maxY + Self.edges($1.subitem).bottom) }
            size.height = tallest + group.contentInsets.vertical
        }
        var solved = Self.solvedGroup(of: entries, in: group, size: size)
        solved.anchor(group.supplementaryItems)
        return solved
    }

    /// A subitem's edge spacing, each side's length (flexible spacing at its minimum).
    private static func edges(_ subitem: LayoutSubitem) -> (leading: Double, trailing: Double, top: Double, bottom: Double) {
        let e = subitem.edgeSpacing
        return (e?.leading?.spacing ?? 0, e?.trailing?.spacing ?? 0, e?.top?.spacing ?? 0, e?.bottom?.spacing ?? 0)
    }

    /// The subitems of a horizontal group placed one after another in `container`: a count of
    /// copies at their own size or sharing the width equally, or the subitems in turn for as
    /// long as they fit.
    private func placedEntries(of group: LayoutGroup, in container: Size, firstItem: Int, transposed: Bool, slotBudget: Int) -> [Entry] {
        let tolerance = 1e-9 * Swift.max(1, container.width)
        let spacing = group.interItemSpacing?.spacing ?? 0
        var entries: [Entry] = []
        var nextItem = firstItem

        /// The size of one subitem given its room, measured or solved; a nested group is solved here.
        func sized(_ subitem: LayoutSubitem, width: Double?) -> (Size, SolvedGroup?, Int) {
            var proposed = subitem.layoutSize.resolved(in: container)
            if let width { proposed.width = width }
            switch subitem {
            case .item(let item):
                let estimatedWidth = width == nil && item.layoutSize.widthDimension.isEstimated
                let estimatedHeight = item.layoutSize.heightDimension.isEstimated
                if estimatedWidth || estimatedHeight {
                    proposed = measure(nextItem, proposed, estimatedWidth, estimatedHeight, transposed)
                    if estimatedWidth { proposed.width = Swift.max(proposed.width, item.minimumEstimatedSize.width) }
                    if estimatedHeight { proposed.height = Swift.max(proposed.height, item.minimumEstimatedSize.height) }
                }
                return (proposed, nil, 1)
            case .group(let nested):
                let solved = solve(nested, allotted: proposed, firstItem: nextItem, transposed: transposed,
                                   slotBudget: slotBudget - (nextItem - firstItem))
                return (solved.size, solved, solved.slots.count)
            }
        }

        if let count = group.count, let subitem = group.subitems.first, group.countSizing == .subitemSize {
            // One copy after another at the subitem's own size, fitting or not.
            var cursor = 0.0
            for _ in 0..<count where nextItem - firstItem < slotBudget {
                let e = Self.edges(subitem)
                let (size, nested, consumed) = sized(subitem, width: nil)
                entries.append(Entry(subitem: subitem, rect: Rect(x: cursor + e.leading, y: e.top, width: size.width, height: size.height), nested: nested))
                nextItem += consumed
                cursor += e.leading + size.width + e.trailing + spacing
            }
        } else if let count = group.count, let subitem = group.subitems.first {
            let width = (container.width - spacing * Double(count - 1)) / Double(count)
            for index in 0..<count where nextItem - firstItem < slotBudget {
                let (size, nested, consumed) = sized(subitem, width: width)
                let e = Self.edges(subitem)
                entries.append(Entry(subitem: subitem, rect: Rect(x: Double(index) * (width + spacing), y: e.top, width: size.width, height: size.height), nested: nested))
                nextItem += consumed
            }
        } else if !group.subitems.isEmpty {
            var cursor = 0.0
            var index = 0
            var cycleStart = 0.0
            let widthIsEstimated = group.layoutSize.widthDimension.isEstimated
            while entries.count < Self.slotLimit && nextItem - firstItem < slotBudget {
                let subitem = group.subitems[index % group.subitems.count]
                let e = Self.edges(subitem)
                let x = cursor + e.leading
                // A subitem whose width is known is not solved only to find that it no longer
                // fits: solving nested groups twice a level was exponential in their depth.
                if !entries.isEmpty, !widthIsEstimated, !subitem.layoutSize.widthDimension.isEstimated,
                   x + subitem.layoutSize.resolved(in: container).width + e.trailing > container.width + tolerance { break }
                let (size, nested, consumed) = sized(subitem, width: nil)
                if !entries.isEmpty, !widthIsEstimated, x + size.width + e.trailing > container.width + tolerance { break }
                // A group whose width is estimated holds one round of its subitems and is as
                // wide as they are.
                if widthIsEstimated, index >= group.subitems.count { break }
                entries.append(Entry(subitem: subitem, rect: Rect(x: x, y: e.top, width: size.width, height: size.height), nested: nested))
                nextItem += consumed
                cursor = x + size.width + e.trailing + spacing
                index += 1
                if index % group.subitems.count == 0 {
                    // A whole round of subitems that took no room would repeat for ever.
                    if cursor <= cycleStart { break }
                    cycleStart = cursor
                }
            }
        }
        return entries
    }

    /// Siblings uniform across the group grow to the largest of them: across the group in
    /// place; along it, each one after the other again.
    private static func equaliseUniformSiblings(_ entries: inout [Entry], spacing: Double) {
        let uniformAcross = entries.indices.filter { entries[$0].subitem.layoutSize.heightDimension.isUniformAcrossSiblings }
        if let tallest = uniformAcross.map({ entries[$0].rect.height }).max() {
            for index in uniformAcross { entries[index].rect.size.height = tallest }
        }
        let uniformAlong = entries.indices.filter { entries[$0].subitem.layoutSize.widthDimension.isUniformAcrossSiblings }
        if let widest = uniformAlong.map({ entries[$0].rect.width }).max(), uniformAlong.contains(where: { entries[$0].rect.width < widest }) {
            for index in uniformAlong { entries[index].rect.size.width = widest }
            var cursor = 0.0
            for index in entries.indices {
                let e = edges(entries[index].subitem)
                entries[index].rect.origin.x = cursor + e.leading
                cursor = entries[index].rect.maxX + e.trailing + spacing
            }
        }
    }

    /// Flexible spacing shares out the room left: along the group (`used` of the container's
    /// width taken), between the subitems and at their flexible edges; across it, at each
    /// subitem's flexible top and bottom.
    private static func shareFlexibleSpacing(_ entries: inout [Entry], of group: LayoutGroup, in container: Size, used: Double, tolerance: Double) {
        let leftover = container.width - used
        if leftover > tolerance, !group.layoutSize.widthDimension.isEstimated {
            let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true ? Swift.max(0, entries.count - 1) : 0
            var flexibleEdges = 0
            for entry in entries {
                if entry.subitem.edgeSpacing?.leading?.isFlexibleSpacing == true { flexibleEdges += 1 }
                if entry.subitem.edgeSpacing?.trailing?.isFlexibleSpacing == true { flexibleEdges += 1 }
            }
            let shares = flexibleGaps + flexibleEdges
            if shares > 0 {
                let share = leftover / Double(shares)
                var shift = 0.0
                for index in entries.indices {
                    let spacing = entries[index].subitem.edgeSpacing
                    if spacing?.leading?.isFlexibleSpacing == true { shift += share }
                    entries[index].rect.origin.x += shift
                    if spacing?.trailing?.isFlexibleSpacing == true { shift += share }
                    if flexibleGaps > 0 { shift += share }
                }
            }
        }
        for index in entries.indices {
            let spacing = entries[index].subitem.edgeSpacing
            let top = spacing?.top, bottom = spacing?.bottom
            guard top?.isFlexibleSpacing == true || bottom?.isFlexibleSpacing == true else { continue }
            let room = container.height - entries[index].rect.height - (top?.spacing ?? 0) - (bottom?.spacing ?? 0)
            guard room > 0 else { continue }
            let flexibleTop = top?.isFlexibleSpacing == true, flexibleBottom = bottom?.isFlexibleSpacing == true
            entries[index].rect.origin.y += flexibleTop ? (flexibleBottom ? room / 2 : room) : 0
        }
    }

    /// The group's slots from its placed entries, inside its content insets: an item's frame
    /// inset by its own content insets (not along an estimated dimension), a nested group's
    /// slots and supplementary items moved to where it sits.
    private static func solvedGroup(of entries: [Entry], in group: LayoutGroup, size: Size) -> SolvedGroup {
        var slots: [SolvedSlot] = []
        var supplementaries: [SolvedGroupSupplementary] = []
        slots.reserveCapacity(entries.count)
        let dx = group.contentInsets.leading, dy = group.contentInsets.top
        for entry in entries {
            let rect = entry.rect.offsetBy(dx: dx, dy: dy)
            switch entry.subitem {
            case .item(let item):
                var insets = item.contentInsets
                if item.layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
                if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
                var frame = rect.inset(by: insets)
                frame.size = Size(width: Swift.max(0, frame.width), height: Swift.max(0, frame.height))
                slots.append(SolvedSlot(frame: frame, supplementaryItems: item.supplementaryItems, zIndex: 0))
            case .group:
                for nested in entry.nested?.supplementaries ?? [] {
                    var moved = nested
                    moved.frame = nested.frame.offsetBy(dx: rect.minX, dy: rect.minY)
                    moved.slot += slots.count
                    supplementaries.append(moved)
                }
                for slot in entry.nested?.slots ?? [] {
                    var moved = slot
                    moved.frame = slot.frame.offsetBy(dx: rect.minX, dy: rect.minY)
                    slots.append(moved)
                }
            }
        }
        return SolvedGroup(slots: slots, size: size, supplementaries: supplementaries)
    }
}
