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
    static func listDefaults(_ configuration: ListConfiguration, width: Double, appearance: Appearance = .standard) -> Style {
        let margin = width >= 414 ? 20.0 : 16.0
        // UIKit's list colours: the label's, the secondary label's and a header's grey as
        // drawn over the list's background, the plain header's bar, the cells' background
        // and the separators, each in light or dark.
        let dark = appearance.style == .dark
        func pick(_ light: String, _ darkValue: String) -> Color? { Color(hex: dark ? darkValue : light) }
        let label = SystemColor.label.color(in: appearance)
        let secondary = pick("#8A8A8E", "#8D8D93"), headerGrey = pick("#6D6D72", "#8D8D93"), plainBar = pick("#F7F7F7", "#1C1C1E")
        let rowBackground = SystemColor.secondarySystemGroupedBackground.color(in: appearance)
        // The list cell's text styles (body, subheadline, footnote: 17, 15 and 13 points at
        // Large) at the appearance's content size.
        func size(_ style: DynamicType.TextStyle) -> Double { DynamicType.size(of: style, at: appearance.contentSize) }
        let body = size(.body), subheadline = size(.subheadline), footnote = size(.footnote)
        let sidebar = configuration.appearance == .sidebar || configuration.appearance == .sidebarPlain
        var style = Style()
        style.cell = ContentPatch(fill: .color(.clear), cornerRadius: sidebar ? 10 : nil, label: LabelPatch(
            color: label, size: body, alignment: .leading, insets: EdgeInsets(top: 11, left: margin, bottom: 11, right: margin)))
        style.cell.secondaryLabel = LabelPatch(color: secondary, size: subheadline)
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        // Headers and footers are as tall as their text and its insets: the insets above and
        // below make one line of the default text as tall as the list's estimate.
        func insets(_ font: Font, height: Double) -> EdgeInsets {
            let vertical = Swift.max(0, (height - font.lineHeight) / 2)
            return EdgeInsets(top: vertical, left: margin, bottom: vertical, right: margin)
        }
        let headerLabel = grouped
            ? LabelPatch(color: headerGrey, size: footnote, alignment: .leading, insets: insets(Font(size: footnote), height: configuration.headerHeight))
            : LabelPatch(color: label, size: body, weight: .bold, alignment: .leading,
                         insets: insets(Font(size: body, weight: .bold), height: configuration.headerHeight))
        style.header = ContentPatch(fill: configuration.appearance == .plain ? plainBar.map(Fill.color) : nil, label: headerLabel)
        style.footer = ContentPatch(fill: configuration.appearance == .plain ? plainBar.map(Fill.color) : nil,
                                    label: LabelPatch(color: headerGrey, size: footnote, alignment: .leading,
                                                      insets: insets(Font(size: footnote), height: configuration.footerHeight)))
        style.decorations[ListConfiguration.sectionBackgroundKind] = ContentPatch(fill: .color(rowBackground))
        style.decorations[ListConfiguration.insetSectionBackgroundKind] = ContentPatch(
            fill: .color(rowBackground), cornerRadius: ListConfiguration.insetGroupedCornerRadius)
        style.decorations[ListConfiguration.separatorKind] = ContentPatch(fill: .color(SystemColor.opaqueSeparator.color(in: appearance)))
        return style
    }

    /// What any fixture looks like in an appearance other than the standard one before its
    /// own style: labels in the label colour (white in dark mode, where black text would not
    /// show). Not applied in the standard appearance, which stays as it always was.
    static func appearanceDefaults(_ appearance: Appearance) -> Style {
        var style = Style()
        let label = LabelPatch(color: SystemColor.label.color(in: appearance))
        style.cell = ContentPatch(label: label)
        style.header = ContentPatch(label: label)
        style.footer = ContentPatch(label: label)
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
