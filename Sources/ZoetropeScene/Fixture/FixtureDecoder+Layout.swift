import ZoetropeCore

extension FixtureDecoder {
    static let layoutTypes = ["flow", "columns", "sequence", "dashboard", "explicit", "compositional", "list"]

    func decodeLayout(_ value: FixtureValue) throws(DecodingProblem) -> any CollectionLayout {
        guard value.kind == .object else { throw value.expected("a layout object") }
        guard let typeMember = value.members.first(where: { $0.key == "type" }) else {
            throw value.problem("missing key \"type\" (the kind of layout: \(Self.layoutTypes.joined(separator: ", ")))")
        }
        let type = try typeMember.choice(Self.layoutTypes.map { ($0, $0) }, "layout type")
        switch type {
        case "columns": return try decodeColumnsLayout(value.object(keys: .columnsLayout))
        case "sequence": return try decodeSequenceLayout(value.object(keys: .sequenceLayout))
        case "dashboard": return try decodeDashboardLayout(value.object(keys: .dashboardLayout))
        case "explicit": return try decodeExplicitLayout(value.object(keys: .explicitLayout))
        case "compositional": return try decodeCompositionalLayout(value.object(keys: .compositionalLayout))
        case "list": return try decodeListLayout(value.object(keys: .listLayout))
        default: return try decodeFlowLayout(value.object(keys: .flowLayout))
        }
    }

    func decodeFlowLayout(_ object: FixtureObject) throws(DecodingProblem) -> FlowLayout {
        var layout = FlowLayout()
        if let direction = object.optional("scrollDirection") {
            layout.scrollDirection = try direction.choice(ScrollDirection.allCases.map { ($0.rawValue, $0) }, "scroll direction")
        }
        if let size = object.optional("itemSize") { layout.itemSize = try decodeSize(size) }
        if let inset = object.optional("sectionInset") { layout.sectionInset = try decodeInsets(inset) }
        try decodeFlowMetrics(object, into: &layout, direction: layout.scrollDirection)
        if let kind = object.optional("sectionBackground") {
            layout.sectionBackgroundKind = ElementKind(try decodeKind(kind))
        }
        if let pin = object.optional("sectionHeadersPinToVisibleBounds") { layout.sectionHeadersPinToVisibleBounds = try pin.bool() }
        if let pin = object.optional("sectionFootersPinToVisibleBounds") { layout.sectionFootersPinToVisibleBounds = try pin.bool() }
        if let sizing = object.optional("selfSizing") {
            guard layout.scrollDirection == .vertical else {
                throw sizing.problem("self-sizing fits items to the width of a vertical layout; this one scrolls horizontally")
            }
            let options = try sizing.object(keys: .selfSizing)
            var selfSizing = SelfSizing(minimumHeight: try options.optional("minimumHeight")?.number(in: 0...10_000, "a height in points") ?? 0)
            if let width = options.optional("width") {
                selfSizing.width = try width.choice(SelfSizing.Width.allCases.map { ($0.rawValue, $0) }, "width")
            }
            for key in ["minimumWidth", "maximumWidth", "align"] {
                guard let value = options.optional(key), selfSizing.width != .fit else { continue }
                throw value.problem("\"\(key)\" is for items that fit their text (\"width\": \"fit\"); these take the full width")
            }
            selfSizing.minimumWidth = try options.optional("minimumWidth")?.number(in: 0...10_000, "a width in points") ?? 0
            selfSizing.maximumWidth = try options.optional("maximumWidth")?.positiveNumber(maximum: 10_000, "a width in points greater than 0")
            if let maximum = selfSizing.maximumWidth, maximum < selfSizing.minimumWidth, let value = options.optional("maximumWidth") {
                throw value.problem("the maximum width (\(DecimalText.string(maximum, decimals: 2))) is less than the minimum width (\(DecimalText.string(selfSizing.minimumWidth, decimals: 2)))")
            }
            selfSizing.alignment = try options.optional("align").map { v throws(DecodingProblem) in try decodeItemAlignment(v) }
            layout.selfSizing = selfSizing
        }
        return layout
    }

    /// The spacing and header and footer keys shared by flow-based layouts.
    func decodeFlowMetrics(_ object: FixtureObject, into layout: inout FlowLayout, direction: ScrollDirection) throws(DecodingProblem) {
        if let spacing = object.optional("minimumLineSpacing") { layout.minimumLineSpacing = try spacing.number(in: 0...10_000, "a spacing in points") }
        if let spacing = object.optional("minimumInteritemSpacing") {
            layout.minimumInteritemSpacing = try spacing.number(in: 0...10_000, "a spacing in points")
        }
        layout.headerReferenceSize = try decodeReferenceSize(object, sizeKey: "headerReferenceSize", heightKey: "headerHeight", direction: direction) ?? .zero
        layout.footerReferenceSize = try decodeReferenceSize(object, sizeKey: "footerReferenceSize", heightKey: "footerHeight", direction: direction) ?? .zero
    }

    /// A header or footer reference size, or its vertical shorthand (a height).
    func decodeReferenceSize(_ object: FixtureObject, sizeKey: String, heightKey: String, direction: ScrollDirection) throws(DecodingProblem) -> Size? {
        let size = object.optional(sizeKey), height = object.optional(heightKey)
        if let size, height != nil {
            throw size.problem("give either \"\(sizeKey)\" or \"\(heightKey)\", not both")
        }
        if let height {
            guard direction == .vertical else {
                throw height.problem("\"\(heightKey)\" is for vertical layouts; give \"\(sizeKey)\" with a width for this horizontal one")
            }
            return Size(width: 0, height: try height.number(in: 0...10_000, "a height in points"))
        }
        return try size.map { v throws(DecodingProblem) in try decodeSize(v) }
    }

    func decodeColumnsLayout(_ object: FixtureObject) throws(DecodingProblem) -> ColumnFlowLayout {
        var layout = ColumnFlowLayout()
        if let width = object.optional("minimumColumnWidth") { layout.minimumColumnWidth = try width.positiveNumber(maximum: 10_000, "a width in points greater than 0") }
        if let height = object.optional("cellHeight") { layout.cellHeight = try height.positiveNumber(maximum: 10_000, "a height in points greater than 0") }
        if let margins = object.optional("margins") { layout.margins = try decodeInsets(margins) }
        try decodeFlowMetrics(object, into: &layout.flow, direction: .vertical)
        return layout
    }

    func decodeSequenceLayout(_ object: FixtureObject) throws(DecodingProblem) -> SequenceLayout {
        var layout = SequenceLayout()
        if let v = object.optional("rowHeight") { layout.rowHeight = try v.positiveNumber(maximum: 10_000, "a height in points greater than 0") }
        if let v = object.optional("unitLength") { layout.unitLength = try v.positiveNumber(maximum: 10_000, "a length in points greater than 0") }
        if let v = object.optional("unitSpacing") { layout.unitSpacing = try v.number(in: 0...10_000, "a spacing in points") }
        if let v = object.optional("rowSpacing") { layout.rowSpacing = try v.number(in: 0...10_000, "a spacing in points") }
        if let v = object.optional("insets") { layout.insets = try decodeInsets(v) }
        if let v = object.optional("headerWidth") { layout.headerWidth = try v.number(in: 0...10_000, "a width in points") }
        return layout
    }

    func decodeDashboardLayout(_ object: FixtureObject) throws(DecodingProblem) -> DashboardLayout {
        var layout = DashboardLayout()
        if let positions = object.optional("positions") {
            layout.positions = try positions.array().map { v throws(DecodingProblem) in try decodePoint(v) }
        }
        if let size = object.optional("defaultItemSize") { layout.defaultItemSize = try decodeSize(size) }
        if let focus = object.optional("focus") {
            let id = try focus.string()
            guard !id.isEmpty else { throw focus.problem("expected the id of the item to zoom, found an empty string") }
            layout.focusedItem = ItemID(id)
        }
        return layout
    }

    func decodeExplicitLayout(_ object: FixtureObject) throws(DecodingProblem) -> ExplicitLayout {
        let items = try object.required("items", "each item's frame, by item id")
        guard items.kind == .object else { throw items.expected("an object of frames by item id") }
        var placements: [ItemID: ExplicitLayout.Placement] = [:]
        for member in items.members {
            placements[ItemID(member.key)] = try decodePlacement(member)
        }
        func views(_ key: String) throws(DecodingProblem) -> [ExplicitLayout.ViewKey: Rect] {
            var result: [ExplicitLayout.ViewKey: Rect] = [:]
            for entry in try object.optional(key)?.array() ?? [] {
                let view = try entry.object(keys: .explicitView)
                let viewKey = ExplicitLayout.ViewKey(
                    kind: ElementKind(try decodeKind(view.required("kind", "the view's kind, such as header"))),
                    section: SectionID(try view.required("section", "the id of the view's section").string()))
                guard result[viewKey] == nil else { throw entry.problem("a second frame for the \(viewKey.kind) of section \"\(viewKey.section)\"") }
                result[viewKey] = try decodeRect(view.required("frame", "where the view is"))
            }
            return result
        }
        var layout = ExplicitLayout(itemPlacements: placements, supplementaryFrames: try views("supplementary"), decorationFrames: try views("decorations"))
        if let flips = object.optional("flipsHorizontally") { layout.flipsHorizontallyInOppositeLayoutDirection = try flips.bool() }
        return layout
    }

    /// An item's frame, and optionally its scale and rotation (about its centre), its turn in
    /// space and perspective, alpha and z-index.
    func decodePlacement(_ value: FixtureValue) throws(DecodingProblem) -> ExplicitLayout.Placement {
        let object = try value.object(keys: .placement)
        let frame = Rect(x: try object.required("x", "points").number(in: -100_000...100_000, "a coordinate in points"),
                         y: try object.required("y", "points").number(in: -100_000...100_000, "a coordinate in points"),
                         width: try object.required("width", "points").number(in: 0...100_000, "a width in points"),
                         height: try object.required("height", "points").number(in: 0...100_000, "a height in points"))
        let scale = try object.optional("scale")?.number(in: 0...100, "a scale factor") ?? 1
        let rotation = try object.optional("rotate")?.number(in: -3600...3600, "an angle in degrees") ?? 0
        var transform = Transform(scaleX: scale, y: scale)
        if rotation != 0 { transform = transform.concatenating(Transform(rotationAngle: rotation * .pi / 180)) }
        // A turn about the horizontal or vertical axis, and the viewer's distance, as
        // `CATransform3DRotate` and `m34 = −1 / distance` give them: in that order after the
        // flat scale and rotation.
        let turnX = try object.optional("rotateX")?.number(in: -3600...3600, "an angle in degrees") ?? 0
        let turnY = try object.optional("rotateY")?.number(in: -3600...3600, "an angle in degrees") ?? 0
        let distance = try object.optional("perspective")?.number(in: 1...1_000_000, "the viewer's distance in points (CSS's perspective())")
        var space: Transform3D?
        if turnX != 0 || turnY != 0 || distance != nil {
            var t = Transform3D(transform)
            if turnX != 0 { t = t.concatenating(Transform3D(rotationAngle: turnX * .pi / 180, x: 1, y: 0, z: 0)) }
            if turnY != 0 { t = t.concatenating(Transform3D(rotationAngle: turnY * .pi / 180, x: 0, y: 1, z: 0)) }
            if let distance { t = t.concatenating(Transform3D(perspectiveDistance: distance)) }
            space = t
        }
        return ExplicitLayout.Placement(frame: frame, transform: transform,
                                        alpha: try object.optional("alpha")?.number(in: 0...1, "an alpha") ?? 1,
                                        zIndex: try object.optional("zIndex")?.integer(in: -1_000_000...1_000_000, "a z-index") ?? 0,
                                        transform3D: space)
    }

    /// An element kind: a non-empty name.
    func decodeKind(_ value: FixtureValue) throws(DecodingProblem) -> String {
        let kind = try value.string()
        guard !kind.isEmpty, kind.count <= 100 else { throw value.problem("expected a kind name of 1 to 100 characters") }
        return kind
    }

    func decodeRect(_ value: FixtureValue) throws(DecodingProblem) -> Rect {
        let object = try value.object(keys: .rect)
        return Rect(x: try object.required("x", "points").number(in: -100_000...100_000, "a coordinate in points"),
                    y: try object.required("y", "points").number(in: -100_000...100_000, "a coordinate in points"),
                    width: try object.required("width", "points").number(in: 0...100_000, "a width in points"),
                    height: try object.required("height", "points").number(in: 0...100_000, "a height in points"))
    }

    func decodePoint(_ value: FixtureValue) throws(DecodingProblem) -> Point {
        let object = try value.object(keys: .point)
        return Point(x: try object.required("x", "points").number(in: -100_000...100_000, "a coordinate in points"),
                     y: try object.required("y", "points").number(in: -100_000...100_000, "a coordinate in points"))
    }

    func decodeMetrics(_ value: FixtureValue) throws(DecodingProblem) -> SectionMetrics {
        let object = try value.object(keys: .metrics)
        var metrics = SectionMetrics()
        metrics.itemSize = try object.optional("itemSize").map { v throws(DecodingProblem) in try decodeSize(v) }
        metrics.sectionInset = try object.optional("sectionInset").map { v throws(DecodingProblem) in try decodeInsets(v) }
        metrics.minimumLineSpacing = try object.optional("minimumLineSpacing")?.number(in: 0...10_000, "a spacing in points")
        metrics.minimumInteritemSpacing = try object.optional("minimumInteritemSpacing")?.number(in: 0...10_000, "a spacing in points")
        metrics.headerReferenceSize = try decodeReferenceSize(object, sizeKey: "headerReferenceSize", heightKey: "headerHeight", direction: .vertical)
        metrics.footerReferenceSize = try decodeReferenceSize(object, sizeKey: "footerReferenceSize", heightKey: "footerHeight", direction: .vertical)
        return metrics
    }
}
