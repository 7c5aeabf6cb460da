import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Dark mode, Increase Contrast and the elevated level as UIKit resolves its colours in them:
/// the system colours' documented values, trait collections combined as UIKit combines them,
/// and a recording in the traits it is given, down to a view that overrides its style.
@Suite struct AppearanceTests {
    func components(_ color: UIColor, in traits: UITraitCollection) -> [Int] {
        let resolved = color.resolvedColor(with: traits)
        return [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) } + [Int((resolved.alpha * 100).rounded())]
    }

    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func theSystemColoursTakeTheirDocumentedValuesInEachStyle() {
        #expect(components(.systemBackground, in: light) == [255, 255, 255, 100])
        #expect(components(.systemBackground, in: dark) == [0, 0, 0, 100])
        #expect(components(.label, in: dark) == [255, 255, 255, 100])
        #expect(components(.secondaryLabel, in: dark) == [235, 235, 245, 60])
        #expect(components(.systemRed, in: light) == [255, 59, 48, 100])
        #expect(components(.systemRed, in: dark) == [255, 69, 58, 100])
        #expect(components(.systemBlue, in: dark) == [10, 132, 255, 100])
        #expect(components(.systemGray6, in: dark) == [28, 28, 30, 100])
        #expect(components(.secondarySystemGroupedBackground, in: dark) == [28, 28, 30, 100])
        #expect(components(.separator, in: dark) == [84, 84, 88, 60])
        // The colour made with another opacity stays dynamic.
        #expect(components(UIColor.label.withAlphaComponent(0.5), in: dark) == [255, 255, 255, 50])
    }

    @Test func increaseContrastAndTheElevatedLevelChangeWhatApplePublishesAValueFor() {
        let highLight = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        let highDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(components(.systemRed, in: highLight) == [215, 0, 21, 100])
        #expect(components(.systemRed, in: highDark) == [255, 105, 97, 100])
        #expect(components(.systemBlue, in: highLight) == [0, 64, 221, 100])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(components(.systemBackground, in: elevated) == [28, 28, 30, 100])
        #expect(components(.systemBackground, in: UITraitCollection(userInterfaceLevel: .elevated)) == [255, 255, 255, 100], "light has no elevated value")
    }

    @Test func traitCollectionsCombineTakingTheLastSpecifiedValueOfEachTrait() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .extraLarge),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .unspecified), UITraitCollection(displayScale: 2),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.displayScale == 2)
        #expect(combined.layoutDirection == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!combined.containsTraits(in: dark))
        #expect(combined == UITraitCollection(traitsFrom: [light, UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitCollection(displayScale: 2)]))
        #expect(dark.hasDifferentColorAppearance(comparedTo: light) && !dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func performAsCurrentIsWhatADynamicColourReadsWithoutTraits() {
        #expect(UIColor.label.red == 0)
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UIColor.label.red == 1)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    /// One list cell configured with UIKit's defaults, recorded in `traits`.
    func recordedListCell(traits: UITraitCollection, overridingCellStyle: UIUserInterfaceStyle = .unspecified) throws -> ElementContent {
        final class Source: NSObject, UICollectionViewDataSource {
            let style: UIUserInterfaceStyle
            init(style: UIUserInterfaceStyle) { self.style = style }
            lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [style] cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
                cell.overrideUserInterfaceStyle = style
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Wi-Fi")
            }
        }
        let source = Source(style: overridingCellStyle)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, traits: traits) { collectionView in
            collectionView.dataSource = source
        }
        return try #require(timeline.segments[0].transition.tracks.first?.content)
    }

    @Test func aRecordingInDarkModeDrawsUIKitsDarkListCell() throws {
        let lightCell = try recordedListCell(traits: light)
        #expect(lightCell.fill == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(lightCell.label?.color == Color(red: 0, green: 0, blue: 0))
        let darkCell = try recordedListCell(traits: dark)
        #expect(darkCell.fill == .color(Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)))
        #expect(darkCell.label?.color == Color(red: 1, green: 1, blue: 1))
    }

    @Test func aCellThatOverridesItsStyleIsDrawnInItWhateverTheScreen() throws {
        let darkCell = try recordedListCell(traits: light, overridingCellStyle: .dark)
        #expect(darkCell.fill == .color(Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)))
        #expect(darkCell.label?.color == Color(red: 1, green: 1, blue: 1))
        let lightCell = try recordedListCell(traits: dark, overridingCellStyle: .light)
        #expect(lightCell.fill == .color(Color(red: 1, green: 1, blue: 1)))
    }

    @Test func theRecordingsBackgroundIsTheCollectionViewsSystemBackgroundInItsStyle() throws {
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), traits: dark) { _ in }
        #expect(timeline.background == Color(red: 0, green: 0, blue: 0))
    }

    @Test func anOverrideTellsTheViewsWhoseColoursChangeAndALayersCGColorKeepsItsResolution() {
        final class Watching: UIView {
            var previous: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Watching(frame: root.bounds)
        root.addSubview(child)
        child.layer.borderColor = UIColor.label.cgColor
        root.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.previous == [.light])
        // Unchanged colours: setting the same style again tells nobody.
        root.overrideUserInterfaceStyle = .dark
        #expect(child.previous == [.light])
        // The layer keeps the black it was given in light mode, as on the phone.
        #expect(child.layer.borderColor.map { UIColor(cgColor: $0).red } == 0)
        let controller = UIViewController()
        controller.view.addSubview(UIView())
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.view.subviews[0].traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aRegistrationForTraitChangesIsCalledWhenItsTraitChangesAndNotAfterUnregistering() {
        final class Card: UIView {
            var styles: [UIUserInterfaceStyle] = []
            var sizes = 0
            var registration: (any UITraitChangeRegistration)?
            override init(frame: CGRect) {
                super.init(frame: frame)
                registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Card, previous: UITraitCollection) in
                    self.styles.append(self.traitCollection.userInterfaceStyle)
                }
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Card, _: UITraitCollection) in self.sizes += 1 }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let controller = UIViewController()
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(card)
        var told: [UIUserInterfaceStyle] = []
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: UIViewController, previous: UITraitCollection) in
            told.append(previous.userInterfaceStyle)
        }
        controller.overrideUserInterfaceStyle = .dark
        #expect(card.styles == [.dark] && told == [.light])
        #expect(card.sizes == 0, "the content size did not change")
        card.unregisterForTraitChanges(card.registration!)
        controller.overrideUserInterfaceStyle = .light
        #expect(card.styles == [.dark] && told == [.light, .dark])
    }

    // MARK: Dynamic Type

    @Test func preferredFontsTakeTheDocumentedSizeOfEachCategory() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(size(.body, .extraSmall) == 14 && size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28 && size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60 && size(.caption2, .small) == 11)
        #expect(size(.footnote, .extraLarge) == 15 && size(.title3, .accessibilityLarge) == 37)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: traits) == 34)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: traits).pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10, "Large scales nothing")
    }

    /// The first row of an inset grouped list of `titles` recorded at `category`, each shown
    /// with the configuration `configure` makes for its cell, its text the title.
    private func firstListRow(_ titles: [String], at category: UIContentSizeCategory,
                              configure: @escaping (UICollectionViewListCell) -> UIListContentConfiguration = { $0.defaultContentConfiguration() })
        throws -> FrameElement {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)),
            traits: UITraitCollection(preferredContentSizeCategory: category)) { collectionView in
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = configure(cell)
                content.text = title
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(titles)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        return try #require(timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
    }

    @Test func aListRecordedAtAnAccessibilitySizeGrowsAsOnThePhone() throws {
        func rowHeight(_ category: UIContentSizeCategory) throws -> Double {
            let row = try firstListRow(["Wi-Fi", "Bluetooth"], at: category)
            #expect(row.attributes.frame.height > 0)
            return row.attributes.frame.height
        }
        let large = try rowHeight(.large), huge = try rowHeight(.accessibilityExtraExtraExtraLarge)
        #expect(abs(large - 44) < 1.5, "UIKit's 44-point row at Large")
        #expect(huge > large + 30, "a 53-point body font makes the row at least 30 points taller (\(large) → \(huge))")
    }

    @Test func aValueCellStacksItsTextsAtAnAccessibilitySize() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = UIListContentConfiguration.valueCell()
                content.text = title
                content.secondaryText = "Not connected"
                cell.contentConfiguration = content
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Headphones")
            }
        }
        func cell(_ category: UIContentSizeCategory) throws -> ElementContent {
            let source = Source()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, traits: UITraitCollection(preferredContentSizeCategory: category)) {
                $0.dataSource = source
            }
            return try #require(timeline.segments[0].transition.tracks.first { $0.element.category == .cell }?.content)
        }
        let large = try cell(.large)
        #expect(large.accessories.map(\.text) == ["Not connected"] && large.secondaryLabel == nil, "side by side at Large")
        let huge = try cell(.accessibilityLarge)
        #expect(huge.secondaryLabel?.text == "Not connected" && huge.accessories.isEmpty, "stacked at AX2")
        #expect(huge.label?.fontSize == 33)
    }
    @Test func aListRowsOnlyTextWrapsAtAnAccessibilitySizeAndTheRowGrowsToHoldIt() throws {
        func row(_ configuration: UIListContentConfiguration) throws -> FrameElement {
            try firstListRow(["Notifications and sounds for every app you have"], at: .accessibilityExtraExtraLarge) { _ in configuration }
        }
        // UIKit's list text has `numberOfLines` 0: it wraps rather than being cut short.
        let alone = try row(.cell())
        let label = try #require(alone.content.label)
        #expect(label.wraps && label.maximumLines == nil)
        let lines = try #require(label.lines, "wrapped when measured")
        #expect(lines.count >= 2, "\(lines)")
        #expect(alone.attributes.frame.height >= label.wrappedHeight(lineCount: lines.count) - 0.5)
        // One line if the configuration says so.
        var one = UIListContentConfiguration.cell()
        one.textProperties.numberOfLines = 1
        #expect(try row(one).content.label?.wraps == false)
        // With a secondary text each stays on one line (placed as one line each).
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.secondaryText = "Secondary"
        #expect(try row(subtitle).content.label?.wraps == false)
    }
}
