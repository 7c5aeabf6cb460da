import ZoetropeCore

/// The compositional layout in fixtures: `"type": "compositional"` with group trees, and
/// section kinds chosen by section id, index or container width.
extension FixtureDecoder {
    /// One section kind of a fixture's compositional layout and what it applies to.
    struct SectionKind: Sendable {
        var ids: Set<SectionID>?
        var indices: Set<Int>?
        var minimumWidth: Double?
        var maximumWidth: Double?
        var section: LayoutSection

        func matches(index: Int, id: SectionID?, width: Double) -> Bool {
            if let ids, !(id.map(ids.contains) ?? false) { return false }
            if let indices, !indices.contains(index) { return false }
            if let minimumWidth, width < minimumWidth { return false }
            if let maximumWidth, width > maximumWidth { return false }
            return true
        }
    }

    func decodeCompositionalLayout(_ object: FixtureObject) throws(DecodingProblem) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        if let direction = object.optional("scrollDirection") {
            configuration.scrollDirection = try direction.choice(ScrollDirection.allCases.map { ($0.rawValue, $0) }, "scroll direction")
        }
        let axis = configuration.scrollDirection
        if let spacing = object.optional("interSectionSpacing") { configuration.interSectionSpacing = try spacing.number(in: 0...10_000, "a spacing in points") }
        if let reference = object.optional("contentInsetsReference") { configuration.contentInsetsReference = try decodeInsetsReference(reference) }
        configuration.boundarySupplementaryItems = try (object.optional("boundarySupplementaryItems")?.array() ?? []).map {
            v throws(DecodingProblem) in try decodeBoundaryItem(v, axis: axis)
        }
        var kinds: [SectionKind] = []
        if let single = object.optional("section") {
            if let both = object.optional("sections") { throw both.problem("give either \"section\" (one for every section) or \"sections\" (kinds), not both") }
            kinds.append(try decodeSectionKind(single, axis: axis, selectors: false))
        } else {
            let list = try object.required("sections", "the section kinds: each a group and its settings, for the sections it names")
            for value in try list.array() { kinds.append(try decodeSectionKind(value, axis: axis, selectors: true)) }
            guard !kinds.isEmpty else { throw list.problem("expected at least one section kind") }
        }
        let table = kinds
        return CompositionalLayout(sectionProvider: { index, environment in
            let id = environment.sectionIdentifiers.indices.contains(index) ? environment.sectionIdentifiers[index] : nil
            let width = environment.container.effectiveContentSize.width
            return table.first { $0.matches(index: index, id: id, width: width) }?.section
        }, configuration: configuration)
    }

    func decodeSectionKind(_ value: FixtureValue, axis: ScrollDirection, selectors: Bool) throws(DecodingProblem) -> SectionKind {
        let object = try value.object(keys: selectors ? .compositionalSectionKind : .compositionalSection)
        let orthogonal = try object.optional("orthogonalScrollingBehavior")?.choice(
            OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) }, "orthogonal scrolling behaviour") ?? OrthogonalScrollingBehavior.none
        let groupValue = try object.required("group", "the group repeated for the section's items")
        let group = try decodeGroup(groupValue, axis: axis, context: .section(orthogonal: orthogonal != .none))
        try checkGroupSize(group, value: groupValue)
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = orthogonal
        if let insets = object.optional("contentInsets") { section.contentInsets = try decodeDirectionalInsets(insets) }
        if let spacing = object.optional("interGroupSpacing") { section.interGroupSpacing = try spacing.number(in: 0...10_000, "a spacing in points") }
        if let follows = object.optional("supplementariesFollowContentInsets") { section.supplementariesFollowContentInsets = try follows.bool() }
        if let reference = object.optional("contentInsetsReference") { section.contentInsetsReference = try decodeInsetsReference(reference) }
        section.boundarySupplementaryItems = try (object.optional("boundarySupplementaryItems")?.array() ?? []).map {
            v throws(DecodingProblem) in try decodeBoundaryItem(v, axis: axis)
        }
        try checkDistinctKinds(section.boundarySupplementaryItems.map(\.elementKind), object.optional("boundarySupplementaryItems"))
        section.decorationItems = try (object.optional("decorationItems")?.array() ?? []).map {
            v throws(DecodingProblem) in try decodeDecorationItem(v)
        }
        try checkDistinctKinds(section.decorationItems.map(\.elementKind), object.optional("decorationItems"))
        var kind = SectionKind(section: section)
        guard selectors else { return kind }
        if let ids = object.optional("ids") {
            let names = try ids.array().map { v throws(DecodingProblem) -> SectionID in
                let text = try v.string()
                guard !text.isEmpty else { throw v.problem("expected a section id, found an empty string") }
                return SectionID(text)
            }
            guard !names.isEmpty else { throw ids.problem("expected at least one section id") }
            kind.ids = Set(names)
        }
        if let indices = object.optional("indices") {
            let numbers = try indices.array().map { v throws(DecodingProblem) in try v.integer(in: 0...1_000_000, "a section index") }
            guard !numbers.isEmpty else { throw indices.problem("expected at least one section index") }
            kind.indices = Set(numbers)
        }
        kind.minimumWidth = try object.optional("minWidth")?.number(in: 0...100_000, "a width in points")
        kind.maximumWidth = try object.optional("maxWidth")?.number(in: 0...100_000, "a width in points")
        return kind
    }

    private func checkDistinctKinds(_ kinds: [ElementKind], _ value: FixtureValue?) throws(DecodingProblem) {
        var seen = Set<ElementKind>()
        for (index, kind) in kinds.enumerated() where !seen.insert(kind).inserted {
            throw (value?.element(index) ?? value!).problem(
                "a second item of kind \"\(kind)\"; each kind appears once per section")
        }
    }

    func decodeInsetsReference(_ value: FixtureValue) throws(DecodingProblem) -> ContentInsetsReference {
        try value.choice(ContentInsetsReference.allCases.map { ($0.rawValue, $0) }, "content insets reference")
    }

    /// Where a group sits, for the rules on its dimensions.
    enum GroupPlace {
        /// A section's own group.
        case section(orthogonal: Bool)
        /// Inside another group, laid out along `vertical` or not, with its estimated axes.
        case nested(vertical: Bool, estimatedWidth: Bool, estimatedHeight: Bool)
    }

    func decodeGroup(_ value: FixtureValue, axis: ScrollDirection, context: GroupPlace, depth: Int = 1) throws(DecodingProblem) -> LayoutGroup {
        if depth > FixtureLimits.maximumGroupNesting {
            throw value.problem("groups nest \(depth) deep here; a fixture nests groups at most \(FixtureLimits.maximumGroupNesting) deep (apps nest two or three)")
        }
        let object = try value.object(keys: .layoutGroup)
        let arrangements = ["horizontal", "vertical", "custom"].filter(object.has)
        guard arrangements.count == 1 else {
            throw value.problem(arrangements.isEmpty
                ? "a group needs its subitems under \"horizontal\" or \"vertical\", or its frames under \"custom\""
                : "a group is either \"horizontal\", \"vertical\" or \"custom\", not \(arrangements.joined(separator: " and "))")
        }
        let size = try decodeLayoutSize(object, axis: axis, place: context, what: "group")
        let estimatedWidth = size.widthDimension.isEstimated, estimatedHeight = size.heightDimension.isEstimated
        var group: LayoutGroup
        if let custom = object.optional("custom") {
            let frames = try custom.array().map { v throws(DecodingProblem) -> LayoutGroupCustomItem in
                let item = try v.object(keys: .customItem)
                let frame = Rect(x: try item.required("x", "points").number(in: -100_000...100_000, "a coordinate in points"),
                                 y: try item.required("y", "points").number(in: -100_000...100_000, "a coordinate in points"),
                                 width: try item.required("width", "points").number(in: 0...100_000, "a width in points"),
                                 height: try item.required("height", "points").number(in: 0...100_000, "a height in points"))
                return LayoutGroupCustomItem(frame: frame,
                                             zIndex: try item.optional("zIndex")?.integer(in: -1_000_000...1_000_000, "a z-index") ?? 0)
            }
            guard !frames.isEmpty else { throw custom.problem("expected at least one frame") }
            let fixed = frames
            group = .custom(layoutSize: size) { _ in fixed }
        } else {
            let vertical = object.has("vertical")
            let list = object.optional(vertical ? "vertical" : "horizontal")!
            let values = try list.array()
            guard !values.isEmpty else { throw list.problem("expected at least one subitem") }
            let nestedPlace = GroupPlace.nested(vertical: vertical, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight)
            var subitems: [any LayoutSubitemConvertible] = []
            for v in values {
                if v.members.contains(where: { ["horizontal", "vertical", "custom"].contains($0.key) }) {
                    subitems.append(try decodeGroup(v, axis: axis, context: nestedPlace, depth: depth + 1))
                } else {
                    subitems.append(try decodeLayoutItem(v, axis: axis, place: nestedPlace))
                }
            }
            if object.has("count") && object.has("repeatingCount") {
                throw object.optional("repeatingCount")!.problem("a group has \"count\" (equal shares of its length) or \"repeatingCount\" (copies at the subitem's own size), not both")
            }
            if let countValue = object.optional("count") ?? object.optional("repeatingCount") {
                let count = try countValue.integer(in: 1...10_000, "a count of subitems")
                guard subitems.count == 1 else {
                    throw countValue.problem("a group with a count repeats exactly one subitem; this one has \(subitems.count)")
                }
                if object.has("repeatingCount") {
                    group = vertical ? .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                        : .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                } else {
                    group = vertical ? .vertical(layoutSize: size, subitem: subitems[0], count: count) : .horizontal(layoutSize: size, subitem: subitems[0], count: count)
                }
            } else {
                group = vertical ? .vertical(layoutSize: size, subitems: subitems) : .horizontal(layoutSize: size, subitems: subitems)
                try checkFirstSubitemFits(group, value: list, vertical: vertical)
            }
        }
        if let spacing = object.optional("interItemSpacing") { group.interItemSpacing = try decodeSpacing(spacing) }
        if let count = group.count, let spacing = group.interItemSpacing?.spacing, spacing * Double(count - 1) > 0,
           case .absolute(let length) = (object.has("vertical") ? size.heightDimension : size.widthDimension), spacing * Double(count - 1) >= length {
            throw value.problem("\(count) subitems cannot fit: their spacing alone (\(JSONWriter.format(spacing * Double(count - 1))) points) fills the group's \(JSONWriter.format(length))")
        }
        if let insets = object.optional("contentInsets") { group.contentInsets = try decodeDirectionalInsets(insets) }
        if let spacing = object.optional("edgeSpacing") { group.edgeSpacing = try decodeEdgeSpacing(spacing) }
        group.supplementaryItems = try (object.optional("supplementaryItems")?.array() ?? []).map { v throws(DecodingProblem) in try decodeBadge(v) }
        return group
    }

    /// Refuses a section's group whose repeated subitems, nested counts multiplied, hold more
    /// items than an animation may show: counted before anything is laid out.
    func checkGroupSize(_ group: LayoutGroup, value: FixtureValue) throws(DecodingProblem) {
        let items = Self.itemsPerInstance(group)
        if items > Double(limits.maximumElements) {
            throw value.problem("one instance of this group holds \(JSONWriter.format(items)) items (its counts and its nested groups' multiplied), more than the limit of \(limits.maximumElements) elements (--max-elements)")
        }
    }

    /// The items one instance of `group` holds when every count is met (a group without a
    /// count: one round of its subitems), as a Double so that a product of large counts cannot
    /// overflow.
    static func itemsPerInstance(_ group: LayoutGroup) -> Double {
        let round = group.subitems.reduce(0.0) { total, subitem in
            if case .group(let nested) = subitem { return total + itemsPerInstance(nested) }
            return total + 1
        }
        return group.count.map { Double($0) * round } ?? round
    }

    /// A group whose first subitem is larger than it along its axis (a fraction above 1, or an
    /// absolute length above the group's absolute length) can show nothing.
    private func checkFirstSubitemFits(_ group: LayoutGroup, value: FixtureValue, vertical: Bool) throws(DecodingProblem) {
        guard let first = group.subitems.first else { return }
        let dimension = vertical ? first.layoutSizeForChecks.heightDimension : first.layoutSizeForChecks.widthDimension
        let fraction: Double?
        switch dimension {
        case .fractionalWidth(let f) where !vertical: fraction = f
        case .fractionalHeight(let f) where vertical: fraction = f
        default: fraction = nil
        }
        if let fraction, fraction > 1 {
            throw (value.element(0) ?? value).problem(
                "this subitem is \(JSONWriter.format(fraction)) of its group's \(vertical ? "height" : "width"), so it cannot fit; a subitem takes at most the whole group (1)")
        }
        let groupDimension = vertical ? group.layoutSize.heightDimension : group.layoutSize.widthDimension
        if case .absolute(let length) = dimension, case .absolute(let groupLength) = groupDimension, length > groupLength {
            let side = vertical ? "height" : "width"
            throw (value.element(0) ?? value).problem(
                "this subitem's \(side) is \(JSONWriter.format(length)) points, more than its group's \(JSONWriter.format(groupLength)), so it cannot fit; make the group larger or the subitem smaller")
        }
    }

    func decodeLayoutItem(_ value: FixtureValue, axis: ScrollDirection, place: GroupPlace) throws(DecodingProblem) -> LayoutItem {
        let object = try value.object(keys: .layoutItem)
        var item = LayoutItem(layoutSize: try decodeLayoutSize(object, axis: axis, place: place, what: "item"))
        if let insets = object.optional("contentInsets") { item.contentInsets = try decodeDirectionalInsets(insets) }
        if let spacing = object.optional("edgeSpacing") { item.edgeSpacing = try decodeEdgeSpacing(spacing) }
        item.supplementaryItems = try (object.optional("supplementaryItems")?.array() ?? []).map { v throws(DecodingProblem) in try decodeBadge(v) }
        return item
    }

    /// `width` and `height` of an item or group, with UIKit's rules on fractions and estimates.
    func decodeLayoutSize(_ object: FixtureObject, axis: ScrollDirection, place: GroupPlace, what: String) throws(DecodingProblem) -> LayoutSize {
        let widthValue = try object.required("width", "a dimension: {\"fractionalWidth\": 0.5}, {\"absolute\": 44}, {\"estimated\": 44} or points")
        let heightValue = try object.required("height", "a dimension: {\"fractionalHeight\": 1}, {\"absolute\": 44}, {\"estimated\": 44} or points")
        var maximumFraction = 1.0
        if case .section(orthogonal: true) = place { maximumFraction = 10 }
        let width = try decodeDimension(widthValue, maximumFraction: maximumFraction)
        let height = try decodeDimension(heightValue, maximumFraction: maximumFraction)
        // Estimates only where content can grow: along the scroll direction, across it in a
        // section that scrolls orthogonally, and inside a group estimated the same way.
        for (dimension, value, isWidth) in [(width, widthValue, true), (height, heightValue, false)] where dimension.isEstimated {
            let alongScroll = (axis == .vertical) != isWidth
            let allowed: Bool
            switch place {
            case .section(let orthogonal): allowed = alongScroll || orthogonal
            case .nested(_, let estimatedWidth, let estimatedHeight): allowed = isWidth ? estimatedWidth || alongScroll : estimatedHeight || alongScroll
            }
            guard allowed else {
                let side = isWidth ? "width" : "height"
                throw value.problem("an estimated \(side) is only allowed along the scroll direction (\(axis == .vertical ? "heights" : "widths") in this \(axis.rawValue) layout), or in a section that scrolls orthogonally; give this \(what) an absolute or fractional \(side)")
            }
        }
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    func decodeDimension(_ value: FixtureValue, maximumFraction: Double = 1) throws(DecodingProblem) -> LayoutDimension {
        if value.kind == .number { return .absolute(try value.number(in: 0...100_000, "a length in points")) }
        guard value.kind == .object, value.members.count == 1, let member = value.members.first else {
            throw value.expected("a dimension: {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": points}, {\"estimated\": points}, {\"uniformAcrossSiblings\": points}, or a number of points")
        }
        let object = try value.object(keys: .dimension)
        let inner = object.optional(member.key)!
        switch member.key {
        case "fractionalWidth", "fractionalHeight":
            let fraction = try inner.number(in: -1e9...1e9, "a fraction")
            guard fraction > 0, fraction <= maximumFraction else {
                throw inner.problem("expected a fraction greater than 0 and at most \(JSONWriter.format(maximumFraction)), found \(JSONWriter.format(fraction))"
                                    + (maximumFraction == 1 && fraction > 1 ? " (only a section's group in an orthogonally scrolling section may be larger than its container)" : ""))
            }
            return member.key == "fractionalWidth" ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
        case "absolute": return .absolute(try inner.number(in: 0...100_000, "a length in points"))
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: try inner.positiveNumber(maximum: 100_000, "an estimated length in points greater than 0"))
        default: return .estimated(try inner.positiveNumber(maximum: 100_000, "an estimated length in points greater than 0"))
        }
    }

    func decodeSpacing(_ value: FixtureValue) throws(DecodingProblem) -> LayoutSpacing {
        if value.kind == .number { return .fixed(try value.number(in: 0...10_000, "a spacing in points")) }
        let object = try value.object(keys: .spacing)
        if let fixed = object.optional("fixed") {
            guard !object.has("flexible") else { throw value.problem("a spacing is either \"fixed\" or \"flexible\", not both") }
            return .fixed(try fixed.number(in: 0...10_000, "a spacing in points"))
        }
        return .flexible(try object.required("flexible", "the least spacing in points; or \"fixed\"").number(in: 0...10_000, "a spacing in points"))
    }

    func decodeEdgeSpacing(_ value: FixtureValue) throws(DecodingProblem) -> LayoutEdgeSpacing {
        let object = try value.object(keys: .edgeSpacing)
        func side(_ key: String) throws(DecodingProblem) -> LayoutSpacing? {
            try object.optional(key).map { v throws(DecodingProblem) in try decodeSpacing(v) }
        }
        return LayoutEdgeSpacing(leading: try side("leading"), top: try side("top"), trailing: try side("trailing"), bottom: try side("bottom"))
    }

    /// Insets by reading direction; a number sets all four sides.
    func decodeDirectionalInsets(_ value: FixtureValue) throws(DecodingProblem) -> DirectionalEdgeInsets {
        if value.kind == .number { return DirectionalEdgeInsets(all: try value.number(in: 0...10_000, "an inset in points")) }
        let object = try value.object(keys: .directionalInsets)
        func side(_ key: String) throws(DecodingProblem) -> Double {
            try object.optional(key)?.number(in: 0...10_000, "an inset in points") ?? 0
        }
        return DirectionalEdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    func decodeBoundaryItem(_ value: FixtureValue, axis: ScrollDirection) throws(DecodingProblem) -> LayoutBoundarySupplementaryItem {
        let object = try value.object(keys: .boundaryItem)
        let kind = ElementKind(try decodeKind(object.required("kind", "the view's kind, such as header")))
        let alignment = try object.required("alignment", "where it sits: top, bottom, leading, trailing, topLeading, …")
            .choice(RectAlignment.allCases.filter { $0 != .none }.map { ($0.rawValue, $0) }, "alignment")
        let width = try object.optional("width").map { v throws(DecodingProblem) in try decodeDimension(v) }
            ?? (axis == .vertical ? .fractionalWidth(1) : .estimated(44))
        let height = try object.optional("height").map { v throws(DecodingProblem) in try decodeDimension(v) }
            ?? (axis == .vertical ? .estimated(44) : .fractionalHeight(1))
        var item = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
                                                   elementKind: kind, alignment: alignment,
                                                   absoluteOffset: try object.optional("offset").map { v throws(DecodingProblem) in try decodePoint(v) } ?? .zero)
        if let extends = object.optional("extendsBoundary") { item.extendsBoundary = try extends.bool() }
        if let pinned = object.optional("pinToVisibleBounds") { item.pinToVisibleBounds = try pinned.bool() }
        if let z = object.optional("zIndex") { item.zIndex = try z.integer(in: -1_000_000...1_000_000, "a z-index") }
        if let insets = object.optional("contentInsets") { item.contentInsets = try decodeDirectionalInsets(insets) }
        return item
    }

    func decodeBadge(_ value: FixtureValue) throws(DecodingProblem) -> LayoutSupplementaryItem {
        let object = try value.object(keys: .badge)
        let kind = ElementKind(try decodeKind(object.required("kind", "the view's kind, such as badge")))
        let size = LayoutSize(widthDimension: try decodeDimension(object.required("width", "a dimension relative to its item")),
                              heightDimension: try decodeDimension(object.required("height", "a dimension relative to its item")))
        var badge = LayoutSupplementaryItem(layoutSize: size, elementKind: kind,
                                            containerAnchor: try decodeAnchor(object, edgesRequired: "the item's edges it lines up with, such as [\"top\", \"trailing\"]"))
        if let itemAnchor = object.optional("itemAnchor") {
            badge.itemAnchor = try decodeAnchor(try itemAnchor.object(keys: .anchor), edgesRequired: "the badge's own edges laid on the item's anchor point ([] for its centre)")
        }
        if let z = object.optional("zIndex") { badge.zIndex = try z.integer(in: -1_000_000...1_000_000, "a z-index") }
        return badge
    }

    /// `edges` and an offset (`fractionalOffset` or `absoluteOffset`) of `object`.
    func decodeAnchor(_ object: FixtureObject, edgesRequired: String) throws(DecodingProblem) -> LayoutAnchor {
        var edges: DirectionalRectEdge = []
        for edge in try object.required("edges", edgesRequired).array() {
            edges.insert(try edge.choice([("top", DirectionalRectEdge.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)], "edge"))
        }
        if edges.contains(.top) && edges.contains(.bottom) || edges.contains(.leading) && edges.contains(.trailing) {
            throw object.optional("edges")!.problem("an anchor names one edge per axis at most: top or bottom, leading or trailing")
        }
        if let fractional = object.optional("fractionalOffset") {
            if let absolute = object.optional("absoluteOffset") { throw absolute.problem("give \"fractionalOffset\" or \"absoluteOffset\", not both") }
            return LayoutAnchor(edges: edges, fractionalOffset: try decodePoint(fractional))
        }
        return LayoutAnchor(edges: edges, absoluteOffset: try object.optional("absoluteOffset").map { v throws(DecodingProblem) in try decodePoint(v) } ?? .zero)
    }

    func decodeDecorationItem(_ value: FixtureValue) throws(DecodingProblem) -> LayoutDecorationItem {
        let object = try value.object(keys: .decorationItem)
        var item = LayoutDecorationItem.background(elementKind: ElementKind(try decodeKind(object.required("kind", "the view's kind, such as background"))))
        if let insets = object.optional("contentInsets") { item.contentInsets = try decodeDirectionalInsets(insets) }
        if let z = object.optional("zIndex") { item.zIndex = try z.integer(in: -1_000_000...1_000_000, "a z-index") }
        return item
    }

    /// Every section of the fixture has a kind in `layout`, for the widths it is shown at.
    func checkSectionKinds(of layout: CompositionalLayout, at value: FixtureValue, snapshot: CollectionSnapshot, steps: [SceneStep], width: Double) throws(DecodingProblem) {
        var snapshots = [snapshot]
        for step in steps {
            switch step.action {
            case .snapshot(let data): snapshots.append(data)
            case .diffable(let operations, _):
                var diffable = DiffableDataSourceSnapshot(snapshots.last ?? snapshot)
                var outlines: [SectionID: DiffableDataSourceSectionSnapshot] = [:]
                for operation in operations { try? operation.apply(to: &diffable, outlines: &outlines) }
                snapshots.append(diffable.collectionSnapshot)
            case .batch(let update, let dataAfter):
                if let dataAfter { snapshots.append(dataAfter) }
                else if let applied = try? update.applied(to: snapshots.last ?? snapshot, dataAfter: nil) { snapshots.append(applied.snapshot) }
            default: break
            }
        }
        for data in snapshots {
            let ids = data.sections.map(\.id)
            let environment = layout.environment(bounds: Rect(x: 0, y: 0, width: width, height: 1), sectionIdentifiers: ids)
            for (index, id) in ids.enumerated() where layout.sectionProvider(index, environment) == nil {
                var place = value
                if let kinds = value.members.first(where: { $0.key == "sections" }) { place = kinds }
                throw place.problem("no section kind applies to section \"\(id)\" (index \(index)) at a width of \(JSONWriter.format(width)) points; add its id to a kind's \"ids\", or a kind without \"ids\" and \"indices\" for every other section")
            }
        }
    }
}

extension LayoutSubitem {
    var layoutSizeForChecks: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }
}

