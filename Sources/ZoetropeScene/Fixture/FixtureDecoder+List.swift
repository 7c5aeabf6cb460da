import ZoetropeCore

/// Lists in fixtures: `"type": "list"`, UIKit's list configuration, and the look a list has
/// before any style (white rows, iOS's separator grey, 17-point text at the layout margin).
extension FixtureDecoder {
    func decodeListConfiguration(_ object: FixtureObject) throws(DecodingProblem) -> ListConfiguration {
        let appearance = try object.optional("appearance")?.choice(ListConfiguration.Appearance.allCases.map { ($0.rawValue, $0) }, "list appearance") ?? .plain
        var configuration = ListConfiguration(appearance: appearance)
        if let mode = object.optional("headerMode") {
            configuration.headerMode = try mode.choice(ListConfiguration.HeaderMode.allCases.map { ($0.rawValue, $0) }, "header mode")
        }
        if let mode = object.optional("footerMode") {
            configuration.footerMode = try mode.choice(ListConfiguration.FooterMode.allCases.map { ($0.rawValue, $0) }, "footer mode")
        }
        if let separators = object.optional("showsSeparators") { configuration.showsSeparators = try separators.bool() }
        if let padding = object.optional("headerTopPadding") { configuration.headerTopPadding = try padding.number(in: 0...10_000, "a padding in points") }
        return configuration
    }

    func decodeListLayout(_ object: FixtureObject) throws(DecodingProblem) -> CompositionalLayout {
        CompositionalLayout.list(using: try decodeListConfiguration(object))
    }

    /// The list's configuration when `layout` is written as a list.
    static func listConfiguration(in layout: FixtureValue?) -> ListConfiguration? {
        guard let layout, layout.members.first(where: { $0.key == "type" })?.stringValue == "list" else { return nil }
        let object = FixtureObject(value: layout)
        return try? FixtureDecoder(fallbackName: nil).decodeListConfiguration(object)
    }
}

extension Style {
    /// What a list looks like before the fixture's style: clear cells on a white background
    /// (with 10-point corners when inset-grouped; any appearance, for layout steps), grey separators, 17-point text and
    /// secondary-grey 13-point headers at the layout margin of a screen `width` points wide.
    static func listDefaults(_ configuration: ListConfiguration, width: Double) -> Style {
        let margin = width >= 414 ? 20.0 : 16.0
        let sidebar = configuration.appearance == .sidebar || configuration.appearance == .sidebarPlain
        var style = Style()
        style.cell = ContentPatch(fill: .color(.clear), cornerRadius: sidebar ? 10 : nil, label: LabelPatch(
            color: Color(hex: "#000000"), size: 17, alignment: .leading, insets: EdgeInsets(top: 11, left: margin, bottom: 11, right: margin)))
        style.cell.secondaryLabel = LabelPatch(color: Color(hex: "#8A8A8E"), size: 15)
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        // Headers and footers are as tall as their text and its insets: the insets above and
        // below make one line of the default text as tall as the list's estimate.
        func insets(_ font: Font, height: Double) -> EdgeInsets {
            let vertical = Swift.max(0, (height - font.lineHeight) / 2)
            return EdgeInsets(top: vertical, left: margin, bottom: vertical, right: margin)
        }
        let headerLabel = grouped
            ? LabelPatch(color: Color(hex: "#6D6D72"), size: 13, alignment: .leading, insets: insets(Font(size: 13), height: configuration.headerHeight))
            : LabelPatch(color: Color(hex: "#000000"), size: 17, weight: .bold, alignment: .leading,
                         insets: insets(Font(size: 17, weight: .bold), height: configuration.headerHeight))
        style.header = ContentPatch(fill: configuration.appearance == .plain ? Color(hex: "#F7F7F7").map(Fill.color) : nil, label: headerLabel)
        style.footer = ContentPatch(fill: configuration.appearance == .plain ? Color(hex: "#F7F7F7").map(Fill.color) : nil,
                                    label: LabelPatch(color: Color(hex: "#6D6D72"), size: 13, alignment: .leading,
                                                      insets: insets(Font(size: 13), height: configuration.footerHeight)))
        style.decorations[ListConfiguration.sectionBackgroundKind] = ContentPatch(fill: .color(.white))
        style.decorations[ListConfiguration.insetSectionBackgroundKind] = ContentPatch(
            fill: .color(.white), cornerRadius: ListConfiguration.insetGroupedCornerRadius)
        style.decorations[ListConfiguration.separatorKind] = ContentPatch(fill: .color(Color(hex: "#C6C6C8")!))
        return style
    }

    /// This style with `other`'s patches laid over it, kind by kind.
    func overlaid(with other: Style) -> Style {
        var style = Style()
        style.cell = cell.overlaid(with: other.cell)
        style.header = header.overlaid(with: other.header)
        style.footer = footer.overlaid(with: other.footer)
        style.supplementary = supplementary.merging(other.supplementary) { $0.overlaid(with: $1) }
        style.decorations = decorations.merging(other.decorations) { $0.overlaid(with: $1) }
        return style
    }
}
