import Testing
import ZoetropeCore

/// A list's supplementary headers and footers take the height of their text, as UIKit's
/// self-sizing list headers do, and a plain list pins both.
@Suite struct ListHeaderFooterTests {
    func list(_ appearance: ListConfiguration.Appearance, footers: Bool = true) -> CompositionalLayout {
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        if footers { configuration.footerMode = .supplementary }
        return CompositionalLayout.list(using: configuration)
    }

    func label(_ text: String, size: Double = 13, wraps: Bool = false) -> Label {
        Label(text: text, fontSize: size, wraps: wraps, alignment: .leading, insets: EdgeInsets(top: 16, left: 16, bottom: 6, right: 16))
    }

    func view(_ layout: CompositionalLayout, header: Label?, footer: Label?, rows: Int = 3,
              bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) throws -> CollectionView {
        var content: [ElementKind: ElementContent] = [:]
        if let header { content[.sectionHeader] = ElementContent(label: header) }
        if let footer { content[.sectionFooter] = ElementContent(label: footer) }
        let items = (0..<rows).map { Item(id: ItemID("r\($0)")) }
        let data = CollectionSnapshot(sections: [Section(id: "s", items: items, supplementaryContent: content),
                                                 Section(id: "t", items: [Item(id: "last")], supplementaryContent: content)])
        return try CollectionView(snapshot: data, layout: layout, bounds: bounds, textMeasurer: ApproximateTextMeasurer())
    }

    func frame(_ view: CollectionView, _ kind: ElementKind, section: Int = 0) -> Rect? {
        view.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func aHeaderAndAFooterAreAsTallAsTheirTextAndItsMargins() throws {
        let shown = try view(list(.insetGrouped), header: label("SETTINGS"), footer: label("Changes apply at once.", size: 15))
        let header = try #require(frame(shown, .sectionHeader))
        #expect(header.height == Font(size: 13).lineHeight + 22)
        let footer = try #require(frame(shown, .sectionFooter))
        #expect(footer.height == Font(size: 15).lineHeight + 22)
        // The rows start under the header, and the footer follows them.
        let firstRow = try #require(shown.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(firstRow.minY == header.maxY)
    }

    @Test func aWrappingFooterGrowsByALinePerLine() throws {
        let long = "Your data stays on this phone unless you turn on syncing, which copies it to every device you sign in on."
        let one = try view(list(.insetGrouped), header: nil, footer: label("Short.", wraps: true))
        let many = try view(list(.insetGrouped), header: nil, footer: label(long, wraps: true))
        let short = try #require(frame(one, .sectionFooter)).height
        let tall = try #require(frame(many, .sectionFooter)).height
        #expect(short == Font(size: 13).lineHeight + 22)
        #expect(tall >= short + Font(size: 13).lineHeight)
    }

    @Test func withoutTextTheyKeepTheListsEstimate() throws {
        let shown = try view(list(.grouped), header: nil, footer: nil)
        #expect(frame(shown, .sectionHeader)?.height == 38)
        #expect(frame(shown, .sectionFooter)?.height == 38)
        let plain = try view(list(.plain), header: nil, footer: nil)
        #expect(frame(plain, .sectionHeader)?.height == 28)
        #expect(frame(plain, .sectionFooter)?.height == 28)
    }

    @Test func aPlainListPinsItsFootersToTheBottomOfTheScreen() throws {
        // 20 rows of 44 points run past a 400-point screen: the first section's footer floats
        // at the bottom edge, above the rows, until its section's end comes into view.
        let shown = try view(list(.plain), header: nil, footer: nil, rows: 20, bounds: Rect(x: 0, y: 0, width: 390, height: 400))
        let footer = try #require(shown.layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == Rect(x: 0, y: 372, width: 390, height: 28))
        #expect(footer.zIndex == 2)
        #expect(shown.layout.pinning(of: .supplementary(.sectionFooter, IndexPath(item: 0, section: 0)))?.toStart == false)
        // A grouped list's footers stay put.
        let grouped = try view(list(.grouped), header: nil, footer: nil, rows: 20, bounds: Rect(x: 0, y: 0, width: 390, height: 400))
        #expect(try #require(frame(grouped, .sectionFooter)).minY > 400)
    }
}
