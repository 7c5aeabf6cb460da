import ZoetropeAssets
import ZoetropeCore

extension FixtureDecoder {
    func decodeStyle(_ value: FixtureValue) throws(DecodingProblem) -> Style {
        let object = try value.object(keys: .style)
        var style = Style()
        if let cell = object.optional("cell") { style.cell = try decodeContent(cell.object(keys: .content)) }
        if let header = object.optional("header") { style.header = try decodeContent(header.object(keys: .content)) }
        if let footer = object.optional("footer") { style.footer = try decodeContent(footer.object(keys: .content)) }
        if let kinds = object.optional("supplementary") { style.supplementary = try decodeContentByKind(kinds) }
        if let kinds = object.optional("decorations") { style.decorations = try decodeContentByKind(kinds) }
        return style
    }

    /// An object of content by element kind: `{"badge": {…}, "background": {…}}`.
    func decodeContentByKind(_ value: FixtureValue) throws(DecodingProblem) -> [ElementKind: ContentPatch] {
        guard value.kind == .object else { throw value.expected("an object of content by kind") }
        var result: [ElementKind: ContentPatch] = [:]
        for entry in value.members {
            guard !entry.key.isEmpty, entry.key.count <= 100 else { throw entry.problem("a kind name needs 1 to 100 characters") }
            result[ElementKind(entry.key)] = try decodeContent(entry.object(keys: .content))
        }
        return result
    }

    /// The content keys of an object (an item also has `id`, which the caller reads).
    func decodeContent(_ object: FixtureObject) throws(DecodingProblem) -> ContentPatch {
        var patch = ContentPatch()
        if let color = object.optional("color") {
            if let gradient = object.optional("gradient") {
                throw gradient.problem("give \"color\" or \"gradient\", not both: a gradient fills the element on its own")
            }
            patch.fill = .color(try color.color(in: palette))
        }
        if let gradient = object.optional("gradient") { patch.fill = .linearGradient(try decodeGradient(gradient)) }
        patch.cornerRadius = try object.optional("cornerRadius")?.number(in: 0...10_000, "a corner radius in points")
        if let curve = object.optional("cornerCurve") {
            patch.cornerCurve = try curve.choice(CornerShape.Curve.allCases.map { ($0.rawValue, $0) }, "corner curve")
        }
        if let corners = object.optional("roundedCorners") { patch.roundedCorners = try decodeRoundedCorners(corners) }
        if let border = object.optional("border") {
            let borderObject = try border.object(keys: .border)
            patch.border = Border(
                width: try borderObject.required("width", "points").positiveNumber(maximum: 1000, "a border width in points greater than 0"),
                color: try borderObject.required("color", "a colour").color(in: palette))
        }
        if let shadow = object.optional("shadow") { patch.shadow = try decodeShadow(shadow) }
        if let ring = object.optional("ring") { patch.ring = try decodeRing(ring) }
        if let blur = object.optional("blur") { patch.blur = try decodeBlur(blur) }
        if let image = object.optional("image") { patch.image = try decodeImage(image) }
        if let accessories = object.optional("accessories") {
            patch.accessories = try accessories.array().map { v throws(DecodingProblem) -> ContentPatch.Accessory in
                if v.kind == .object {
                    let text = try v.object(keys: .accessory).required("text", "the accessory's text, such as \"On\"").string()
                    guard !text.isEmpty, text.count <= 200 else { throw v.problem("expected 1 to 200 characters of text") }
                    return .text(text)
                }
                return try v.choice([("disclosureIndicator", .disclosureIndicator), ("checkmark", .checkmark)], "accessory")
            }
        }
        if let label = object.optional("label") { patch.label = try decodeLabelPatch(label) }
        if let icon = object.optional("icon") {
            let iconObject = try icon.object(keys: .icon)
            var decoded = Icon(color: try iconObject.required("color", "the icon's colour").color(in: palette))
            if let size = iconObject.optional("size") { decoded.size = try size.positiveNumber(maximum: 1000, "a size in points greater than 0") }
            if let radius = iconObject.optional("cornerRadius") { decoded.cornerRadius = try radius.number(in: 0...1000, "a corner radius in points") }
            if let glyph = iconObject.optional("glyph") {
                let text = try glyph.string()
                guard text.count == 1 else { throw glyph.problem("expected one character, found \(text.count)") }
                decoded.glyph = text
            }
            if let color = iconObject.optional("glyphColor") { decoded.glyphColor = try color.color(in: palette) }
            patch.icon = decoded
        }
        if let label = object.optional("secondaryLabel") {
            let secondary = try decodeLabelPatch(label)
            if secondary.wraps == true {
                throw label.problem("a secondary label is one line under the label; it cannot wrap")
            }
            patch.secondaryLabel = secondary
        }
        return patch
    }

    /// A label: a string, or an object with its text and style.
    func decodeLabelPatch(_ label: FixtureValue) throws(DecodingProblem) -> LabelPatch {
        if label.kind == .string { return LabelPatch(text: try labelText(label)) }
        guard label.kind == .object else { throw label.expected("a label: a string, or an object with text, color, size and weight") }
        let labelObject = try label.object(keys: .label)
        // A text style gives the size at the fixture's content size, and the headline's
        // semibold unless a weight is given.
        let textStyle = try labelObject.optional("textStyle")?.choice(DynamicType.TextStyle.allCases.map { ($0.rawValue, $0) }, "text style")
        if textStyle != nil, let size = labelObject.optional("size") {
            throw size.problem("give \"size\" or \"textStyle\", not both: a text style sets the size for the fixture's content size")
        }
        let styleSize = textStyle.map { DynamicType.size(of: $0, at: appearance.contentSize) }
        let styleWeight: FontWeight? = textStyle.map { DynamicType.isSemibold($0) ? .semibold : .regular }
        return LabelPatch(
            text: try labelObject.optional("text").map { v throws(DecodingProblem) in try labelText(v) },
            color: try labelObject.optional("color")?.color(in: palette),
            size: try labelObject.optional("size")?.positiveNumber(maximum: 1000, "a font size in points greater than 0") ?? styleSize,
            weight: try labelObject.optional("weight")?.choice(FontWeight.allCases.map { ($0.rawValue, $0) }, "font weight") ?? styleWeight,
            family: try labelObject.optional("family").map { v throws(DecodingProblem) in try fonts.family(v) },
            wraps: try labelObject.optional("wraps")?.bool(),
            alignment: try labelObject.optional("alignment")?.choice(TextAlignment.allCases.map { ($0.rawValue, $0) }, "alignment"),
            insets: try labelObject.optional("insets").map { v throws(DecodingProblem) in
                // A number is the same inset on all four sides.
                if v.kind == .number {
                    let all = try v.number(in: 0...10_000, "an inset in points, or {top, left, bottom, right}")
                    return EdgeInsets(top: all, left: all, bottom: all, right: all)
                }
                return try decodeInsets(v)
            },
            maximumLines: try labelObject.optional("maxLines")?.integer(in: 1...1000, "a number of lines"))
    }

    /// A label's text, at most `FixtureLimits.maximumLabelLength` characters.
    func labelText(_ value: FixtureValue) throws(DecodingProblem) -> String {
        let text = try value.string()
        let limit = FixtureLimits.maximumLabelLength
        // Bytes first: counting characters is linear too, but a short text needs no count.
        if text.utf8.count > limit, case let count = text.count, count > limit {
            throw value.problem("a label is at most \(limit) characters; this one has \(count)")
        }
        return text
    }

    /// `{"colors": [...], "locations": [...], "start": {"x", "y"}, "end": {"x", "y"}}`.
    func decodeGradient(_ value: FixtureValue) throws(DecodingProblem) -> LinearGradient {
        let object = try value.object(keys: .gradient)
        let colorsValue = try object.required("colors", "the gradient's colours, at least two")
        let colors = try colorsValue.array().map { v throws(DecodingProblem) in try v.color(in: palette) }
        guard (2...64).contains(colors.count) else { throw colorsValue.problem("expected 2 to 64 colours, found \(colors.count)") }
        var stops = colors.enumerated().map { GradientStop(location: Double($0) / Double(colors.count - 1), color: $1) }
        if let locationsValue = object.optional("locations") {
            let locations = try locationsValue.array().map { v throws(DecodingProblem) in try v.number(in: 0...1, "a location from 0 to 1") }
            guard locations.count == colors.count else {
                throw locationsValue.problem("expected one location per colour (\(colors.count)), found \(locations.count)")
            }
            guard zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw locationsValue.problem("expected locations in increasing order")
            }
            stops = zip(locations, colors).map { GradientStop(location: $0, color: $1) }
        }
        func unitPoint(_ key: String, _ fallback: Point) throws(DecodingProblem) -> Point {
            guard let point = object.optional(key) else { return fallback }
            let coordinates = try point.object(keys: .point)
            return Point(x: try coordinates.optional("x")?.number(in: -10...10, "a coordinate in the element's unit square") ?? fallback.x,
                         y: try coordinates.optional("y")?.number(in: -10...10, "a coordinate in the element's unit square") ?? fallback.y)
        }
        let start = try unitPoint("start", Point(x: 0.5, y: 0))
        let end = try unitPoint("end", Point(x: 0.5, y: 1))
        guard start != end else { throw value.problem("a gradient's start and end must differ") }
        return LinearGradient(stops: stops, start: start, end: end)
    }

    /// `{"color", "offset": {"x", "y"}, "radius"}`, each optional.
    func decodeShadow(_ value: FixtureValue) throws(DecodingProblem) -> Shadow {
        let object = try value.object(keys: .shadow)
        let defaults = Shadow()
        var offset = defaults.offset
        if let offsetValue = object.optional("offset") {
            let distance = try offsetValue.object(keys: .point)
            offset = Point(x: try distance.optional("x")?.number(in: -1000...1000, "an offset in points") ?? 0,
                           y: try distance.optional("y")?.number(in: -1000...1000, "an offset in points") ?? 0)
        }
        return Shadow(color: try object.optional("color")?.color(in: palette) ?? defaults.color, offset: offset,
                      radius: try object.optional("radius")?.number(in: 0...200, "a blur radius in points") ?? defaults.radius)
    }

    /// `{"progress", "from", "diameter", "lineWidth", "color", "trackColor", "duration",
    /// "delay", "curve"}`: `progress` required, `from` to sweep.
    func decodeRing(_ value: FixtureValue) throws(DecodingProblem) -> ProgressRing {
        let object = try value.object(keys: .ring)
        var ring = ProgressRing(progress: try object.required("progress", "the share of the ring drawn, from 0 to 1").number(in: 0...1, "a share from 0 to 1"))
        ring.from = try object.optional("from")?.number(in: 0...1, "the share the ring sweeps from, from 0 to 1")
        if let diameter = object.optional("diameter") { ring.diameter = try diameter.positiveNumber(maximum: 10_000, "a diameter in points greater than 0") }
        if let width = object.optional("lineWidth") { ring.lineWidth = try width.positiveNumber(maximum: 1000, "a line width in points greater than 0") }
        if ring.lineWidth > ring.diameter, let width = object.optional("lineWidth") {
            throw width.problem("a ring's line is at most as wide as its diameter (\(JSONWriter.format(ring.diameter)) points)")
        }
        ring.color = SystemColor.systemBlue.color(in: appearance)
        ring.trackColor = SystemColor.systemGray5.color(in: appearance)
        if let color = object.optional("color") { ring.color = try color.color(in: palette) }
        if let color = object.optional("trackColor") { ring.trackColor = try color.color(in: palette) }
        ring.timing = try decodeTiming(object, over: ring.timing)
        if ring.from == nil, let key = ["duration", "delay", "curve"].first(where: { object.optional($0) != nil }) {
            throw object.optional(key)!.problem("a ring animates only when it sweeps: give \"from\" as well")
        }
        return ring
    }

    /// The corners a corner radius rounds, by name (`["topLeft", "topRight"]`), each once.
    func decodeRoundedCorners(_ value: FixtureValue) throws(DecodingProblem) -> CornerShape.Corners {
        let names: [(String, CornerShape.Corners)] = [("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
                                                      ("bottomRight", .bottomRight)]
        var corners: CornerShape.Corners = []
        for element in try value.array() {
            let corner = try element.choice(names, "corner")
            guard !corners.contains(corner) else { throw element.problem("this corner is already named") }
            corners.insert(corner)
        }
        return corners
    }

    /// A blur of what lies behind: a radius in points, or `{"radius", "saturation"}`.
    func decodeBlur(_ value: FixtureValue) throws(DecodingProblem) -> BackdropBlur {
        if value.kind == .number { return BackdropBlur(radius: try value.number(in: 0...200, "a blur radius in points, from 0 to 200")) }
        let object = try value.object(keys: .blur)
        return BackdropBlur(radius: try object.required("radius", "the blur's radius in points").number(in: 0...200, "a blur radius in points, from 0 to 200"),
                            saturation: try object.optional("saturation")?.number(in: 0...10, "a saturation factor from 0 to 10") ?? 1)
    }

    /// `"images/cat.png"`, or `{"file": …, "mode": "aspectFill" | "aspectFit", "tint": colour}`,
    /// or the asset catalogue's picture `{"named": "Star", …}`.
    func decodeImage(_ value: FixtureValue) throws(DecodingProblem) -> ImageContent {
        if let path = value.stringValue {
            return ImageContent(asset: try images.asset(path, at: value))
        }
        guard value.kind == .object else { throw value.expected("a picture: a PNG or SVG file's path, or an object with file (or named) and mode") }
        let object = try value.object(keys: .image)
        let mode = try object.optional("mode")?.choice(ImageContentMode.allCases.map { ($0.rawValue, $0) }, "content mode") ?? .aspectFill
        var tint = try object.optional("tint")?.color(in: palette)
        let asset: ImageAsset
        let sources = ["file", "named", "systemName"].filter { object.has($0) }
        if sources.count > 1 {
            throw object.value.problem("a picture is one of a \"file\", a \"named\" one from the asset catalogue or an SF Symbol's \"systemName\"; found \(sources.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        if !object.has("systemName"), object.has("weight") {
            throw object.optional("weight")!.problem("a weight is a symbol's: give it with \"systemName\"")
        }
        if let systemName = object.optional("systemName") {
            let name = try systemName.string()
            // SF Symbols are named in lower-case letters, digits and dots; a name of anything else
            // (a path, a control character) names no symbol, as UIImage(systemName:) gives nil.
            let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-") }
            guard !name.isEmpty, name.count <= 200, allowed, !name.hasPrefix(".") else {
                throw systemName.problem("expected an SF Symbol's name, such as \"star.fill\": letters, digits and dots, at most 200")
            }
            let weight = try object.optional("weight")?.choice(SymbolLibrary.weights.enumerated().map { ($1, $0) }, "symbol weight") ?? 3
            let picture = try symbols.picture(name, weight: weight, images: images, at: systemName)
            // A symbol is a template, drawn in its tint: UIKit's blue unless the fixture gives one.
            return ImageContent(asset: picture.asset, mode: object.has("mode") ? mode : .aspectFit,
                                tint: tint ?? SystemColor.systemBlue.color(in: appearance))
        } else if let named = object.optional("named") {
            let picture = try namedPicture(named)
            asset = picture.asset
            // A template picture is drawn in its tint, UIKit's blue unless the fixture gives one.
            if picture.renderingIntent == .template, tint == nil { tint = SystemColor.systemBlue.color(in: appearance) }
        } else {
            let file = try object.required("file", "the picture file's path, relative to the fixture (or \"named\", a picture of the asset catalogue)")
            asset = try images.asset(try file.string(), at: file)
        }
        return ImageContent(asset: asset, mode: mode, tint: tint)
    }

    /// The asset catalogue's picture `value` names, as a phone (3 pixels a point) shows it in
    /// the fixture's appearance.
    func namedPicture(_ value: FixtureValue) throws(DecodingProblem) -> AssetPicture {
        let name = try value.string()
        guard let assets else {
            throw value.problem("the picture \"\(name)\" is named from an asset catalogue, and the fixture has none: give its folder as \"assets\" (\"App/Assets.xcassets\")")
        }
        do {
            if let set = assets.symbolSet(named: name) {
                return try set.picture(pointSize: DynamicType.size(of: .body, at: appearance.contentSize), in: assets)
            }
            guard assets.imageSet(named: name) != nil else {
                var message = "no image set named \"\(name)\" in the asset catalogue \(assets.path)"
                if let suggestion = closest(to: name, among: assets.imageNames + assets.symbolNames) { message += " (did you mean \"\(suggestion)\"?)" }
                throw value.problem(message)
            }
            guard let picture = try assets.picture(named: name, scale: screenScale, in: appearance) else {
                throw value.problem("the image set \"\(name)\" has no picture for \(appearance.style.rawValue) mode (UIImage(named:) would be nil): add one for any appearance")
            }
            return picture
        } catch let error as AssetCatalogError {
            throw value.problem("the asset catalogue's picture \"\(name)\": \(error)")
        } catch let problem as DecodingProblem {
            throw problem
        } catch {
            throw value.problem("\(error)")
        }
    }

    func decodeIdentifier(_ object: FixtureObject, _ what: String) throws(DecodingProblem) -> String {
        let value = try object.required("id", "a unique name for the \(what)")
        let id = try value.string()
        guard !id.isEmpty, id.count <= 200 else { throw value.problem("expected a non-empty id of at most 200 characters") }
        return id
    }

    /// A section's `items`, with their `children` (and whether each parent is `expanded`) as an
    /// outline: what the section shows is its roots and the children of expanded items.
    func decodeOutline(_ value: FixtureValue, style: Style) throws(DecodingProblem)
        -> (items: [Item], outline: DiffableDataSourceSectionSnapshot, hasChildren: Bool, places: [ItemID: FixtureSourceMap.Place],
            rootPlaces: [FixtureSourceMap.Place])
    {
        var outline = DiffableDataSourceSectionSnapshot()
        var roots: [Item] = []
        var rootPlaces: [FixtureSourceMap.Place] = []
        var places: [ItemID: FixtureSourceMap.Place] = [:]
        var hasChildren = false
        func walk(_ list: FixtureValue, parent: ItemID?) throws(DecodingProblem) {
            for itemValue in try list.array() {
                let item = try decodeItem(itemValue, style: style)
                if places[item.id] == nil { places[item.id] = itemValue.place }
                if parent == nil {
                    roots.append(item)
                    rootPlaces.append(itemValue.place)
                }
                do { try outline.append([item], to: parent) } catch {
                    // A repeated id: the snapshot's own check reports it with its place.
                    if parent != nil { throw itemValue.problem(error.message) }
                    continue
                }
                let object = try itemValue.object(keys: .item)
                if let children = object.optional("children") {
                    hasChildren = true
                    try walk(children, parent: item.id)
                }
                if let expanded = object.optional("expanded") {
                    guard object.has("children") else { throw expanded.problem("only an item with \"children\" can be expanded") }
                    if try expanded.bool() { try? outline.expand([item.id]) }
                }
            }
        }
        try walk(value, parent: nil)
        return (roots, outline, hasChildren, places, rootPlaces)
    }

    func decodeItem(_ value: FixtureValue, style: Style) throws(DecodingProblem) -> Item {
        let object = try value.object(keys: .item)
        let id = try decodeIdentifier(object, "item")
        let content = style.cell.overlaid(with: try decodeContent(object)).resolved(defaults: ContentDefaults.cell(in: appearance))
        let size = try object.optional("size").map { v throws(DecodingProblem) in try decodeSize(v) }
        let alignment = try object.optional("align").map { v throws(DecodingProblem) in try decodeItemAlignment(v) }
        return Item(id: ItemID(id), content: content, size: size, alignment: alignment)
    }

    /// Where an item sits on a line of its own: leading, center or trailing.
    func decodeItemAlignment(_ value: FixtureValue) throws(DecodingProblem) -> TextAlignment {
        try value.choice(TextAlignment.allCases.map { ($0.rawValue, $0) }, "alignment")
    }

    /// A section, where neither its items' places nor their outline is wanted (sections
    /// inserted, reloaded or appended by a step).
    func decodeSection(_ value: FixtureValue, style: Style) throws(DecodingProblem) -> Section {
        var itemIndices: [Int] = []
        var outline: DiffableDataSourceSectionSnapshot?
        return try decodeSection(value, style: style, itemIndices: &itemIndices, outline: &outline)
    }

    /// A section. `itemIndices` gets each shown item's place on the tape, in order (an index,
    /// not a `Place`: a section of 100k items would otherwise take a reference to the tape for
    /// each); `outline` is set when its items have children.
    func decodeSection(_ value: FixtureValue, style: Style, itemIndices: inout [Int],
                       outline: inout DiffableDataSourceSectionSnapshot?) throws(DecodingProblem) -> Section {
        let object = try value.object(keys: .section)
        let id = try decodeIdentifier(object, "section")
        var supplementary: [ElementKind: ElementContent] = [:]
        let header = try object.optional("header").map { v throws(DecodingProblem) in try decodeContent(v.object(keys: .content)) }
        let footer = try object.optional("footer").map { v throws(DecodingProblem) in try decodeContent(v.object(keys: .content)) }
        supplementary[.sectionHeader] = style.header.overlaid(with: header).resolved(defaults: ContentDefaults.supplementary)
        supplementary[.sectionFooter] = style.footer.overlaid(with: footer).resolved(defaults: ContentDefaults.supplementary)
        let ownSupplementary = try object.optional("supplementary").map { v throws(DecodingProblem) in try decodeContentByKind(v) } ?? [:]
        for kind in Set(style.supplementary.keys).union(ownSupplementary.keys) {
            supplementary[kind] = (style.supplementary[kind] ?? ContentPatch()).overlaid(with: ownSupplementary[kind])
                .resolved(defaults: ContentDefaults.supplementary)
        }
        var decorations: [ElementKind: ElementContent] = [:]
        let ownDecorations = try object.optional("decorations").map { v throws(DecodingProblem) in try decodeContentByKind(v) } ?? [:]
        for kind in Set(style.decorations.keys).union(ownDecorations.keys) {
            decorations[kind] = (style.decorations[kind] ?? ContentPatch()).overlaid(with: ownDecorations[kind])
                .resolved(defaults: ContentDefaults.decoration(in: appearance))
        }
        let metrics = try object.optional("metrics").map { v throws(DecodingProblem) in try decodeMetrics(v) } ?? SectionMetrics()
        var items: [Item] = []
        // Read in one pass while no item has children (the items of a large section are
        // megabytes of the tape: each pass over them reads them from memory again); the
        // first item with children starts the section again as an outline.
        let itemsValue = object.optional("items")
        if let itemsValue, itemsValue.kind != .array { throw itemsValue.expected("an array") }
        let tape = value.tape
        let count = itemsValue.map { tape.count($0.index) } ?? 0
        items.reserveCapacity(count)
        let indicesBefore = itemIndices.count
        itemIndices.reserveCapacity(itemIndices.count + count)
        var isOutline = false
        for index in itemsValue.map({ tape.children($0.index) }) ?? JSONTape.Children.none {
            if tape.kind(index) == .object, tape.member("children", of: index) != nil {
                isOutline = true
                break
            }
            itemIndices.append(index)
            items.append(try decodeItem(FixtureValue(tape: tape, index: index), style: style))
        }
        if isOutline, let itemsValue {
            itemIndices.removeSubrange(indicesBefore...)
            let tree = try decodeOutline(itemsValue, style: style)
            if tree.hasChildren {
                items = tree.outline.visibleItems
                itemIndices += items.compactMap { tree.places[$0.id]?.index }
                outline = tree.outline
            } else {
                items = tree.items
                itemIndices += tree.rootPlaces.map(\.index)
            }
        }
        return Section(id: SectionID(id), items: items, supplementaryContent: supplementary, decorationContent: decorations, metrics: metrics)
    }

    /// A list of sections, and where each section and item was written; a repeated identity
    /// is reported where it repeats.
    func decodeSnapshot(_ value: FixtureValue, style: Style) throws(DecodingProblem)
        -> (snapshot: CollectionSnapshot, outlines: [SectionID: DiffableDataSourceSectionSnapshot])
    {
        var sections: [Section] = []
        var outlines: [SectionID: DiffableDataSourceSectionSnapshot] = [:]
        let sectionValues = try value.array()
        // Each item's place on the tape, section by section, for an error about a repeated identity.
        var itemIndices: [[Int]] = []
        for sectionValue in sectionValues {
            var indices: [Int] = []
            var outline: DiffableDataSourceSectionSnapshot?
            let section = try decodeSection(sectionValue, style: style, itemIndices: &indices, outline: &outline)
            sections.append(section)
            itemIndices.append(indices)
            if let outline { outlines[section.id] = outline }
        }
        let snapshot = CollectionSnapshot(sections: sections)
        if let duplicate = snapshot.firstDuplicateIdentity() {
            let place: FixtureSourceMap.Place
            switch duplicate {
            case .section(_, _, let second): place = sectionValues[second].place
            case .item(_, _, let second): place = FixtureSourceMap.Place(tape: value.tape, index: itemIndices[second.section][second.item])
            }
            throw DecodingProblem(path: place.path, position: place.position, message: duplicate.description)
        }
        return (snapshot, outlines)
    }
}
