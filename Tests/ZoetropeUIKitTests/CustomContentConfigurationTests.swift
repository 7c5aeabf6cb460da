import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// Content configurations of the app's own, and `UIListContentView` in a custom cell, written
/// as Apple's cell-configuration samples write them: the cell makes the configuration's view,
/// hands it each updated configuration, and is drawn through that view's tree.
@Suite struct CustomContentConfigurationTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A swatch and its name; selected, the swatch turns black.
    struct SwatchConfiguration: UIContentConfiguration, Hashable {
        var name = ""
        var color: UIColor = .gray

        func makeContentView() -> UIView & UIContentView { SwatchContentView(configuration: self) }

        func updated(for state: any UIConfigurationState) -> SwatchConfiguration {
            guard let state = state as? UICellConfigurationState else { return self }
            var updated = self
            if state.isSelected { updated.color = .black }
            return updated
        }
    }

    final class SwatchContentView: UIView, UIContentView {
        private let swatch = UIView()
        private let nameLabel = UILabel()
        private var applied = SwatchConfiguration()

        init(configuration: SwatchConfiguration) {
            super.init(frame: .zero)
            for view in [swatch, nameLabel] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            NSLayoutConstraint.activate([
                swatch.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                swatch.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                swatch.widthAnchor.constraint(equalToConstant: 40),
                swatch.heightAnchor.constraint(equalToConstant: 40),
                swatch.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                nameLabel.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 10),
                nameLabel.centerYAnchor.constraint(equalTo: swatch.centerYAnchor),
            ])
            apply(configuration)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        var configuration: any UIContentConfiguration {
            get { applied }
            set { if let swatch = newValue as? SwatchConfiguration { apply(swatch) } }
        }

        private func apply(_ configuration: SwatchConfiguration) {
            applied = configuration
            swatch.backgroundColor = configuration.color
            nameLabel.text = configuration.name
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        let names = ["Red", "Blue", "Green"]
        let colors: [UIColor] = [UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                                 UIColor(red: 0, green: 1, blue: 0, alpha: 1)]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            cell.contentConfiguration = SwatchConfiguration(name: names[indexPath.item], color: colors[indexPath.item])
            return cell
        }
    }

    @Test func aCustomConfigurationIsDrawnThroughTheViewItMakes() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 60)
        layout.minimumLineSpacing = 0
        let source = Source()
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
            collectionView.backgroundColor = .white
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            collectionView.selectItem(at: UIKitIndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        }
        let end = timeline.frame(at: timeline.duration)
        let image = try FrameRenderer(scale: 1).render(end)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] { try image.writePNG(to: folder + "/custom-configuration.png") }
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // Each swatch where its constraints put it (10…50 across, 10…50 down its row).
        #expect(pixel(30, 30) == [255, 0, 0])
        #expect(pixel(5, 30) == [255, 255, 255])
        // The selected row's configuration was updated for its state: its swatch is black.
        #expect(pixel(30, 90) == [0, 0, 0])
        #expect(pixel(30, 150) == [0, 255, 0])
        // The names are drawn as labels of the row.
        let first = try #require(end.elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(first.content.subviews.contains { $0.content.label?.text == "Red" })
    }

    // MARK: A custom list cell, as Apple's sample writes it

    struct Fruit: Hashable {
        var name: String
        var origin: String
    }

    final class FruitCell: UICollectionViewListCell {
        var fruit: Fruit?
        private lazy var listContentView = UIListContentView(configuration: .subtitleCell())
        private let originLabel = UILabel()
        private var laidOut = false

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.fruit] = fruit
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            if !laidOut {
                laidOut = true
                for view in [listContentView, originLabel] as [UIView] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    originLabel.leadingAnchor.constraint(equalTo: listContentView.trailingAnchor),
                    originLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    originLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
                if let guide = listContentView.textLayoutGuide {
                    originLabel.leadingAnchor.constraint(greaterThanOrEqualTo: guide.trailingAnchor, constant: 8).isActive = true
                }
            }
            var content = UIListContentConfiguration.subtitleCell().updated(for: state)
            let fruit = state[.fruit] as? Fruit
            content.text = fruit?.name
            content.secondaryText = "fruit"
            listContentView.configuration = content
            originLabel.text = fruit?.origin
            originLabel.textColor = UIListContentConfiguration.valueCell().secondaryTextProperties.resolvedColor()
        }
    }

    @Test func aCustomListCellKeepsItsItemInTheStateAndDrawsItsListContentView() throws {
        let fruits = [Fruit(name: "Apple", origin: "Kazakhstan"), Fruit(name: "Mango", origin: "India")]
        let registration = UICollectionView.CellRegistration<FruitCell, Fruit> { cell, _, fruit in
            cell.fruit = fruit
            cell.setNeedsUpdateConfiguration()
        }
        final class Source: NSObject, UICollectionViewDataSource {
            let fruits: [Fruit]
            let registration: UICollectionView.CellRegistration<FruitCell, Fruit>
            init(fruits: [Fruit], registration: UICollectionView.CellRegistration<FruitCell, Fruit>) {
                self.fruits = fruits
                self.registration = registration
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruits.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruits[indexPath.item])
            }
        }
        let source = Source(fruits: fruits, registration: registration)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.dataSource = source
        }
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
            try FrameRenderer(scale: 2).render(timeline.frame(at: 0)).writePNG(to: folder + "/custom-list-cell.png")
        }
        let first = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        let texts = first.content.subviews.compactMap { $0.content.label?.text }
        #expect(texts.contains("Apple") && texts.contains("fruit") && texts.contains("Kazakhstan"), "\(texts)")
        // The subtitle cell's text at its margins: 16 from the leading edge, the secondary text
        // below the text.
        let size = first.attributes.frame.size
        let apple = try #require(first.content.subviews.first { $0.content.label?.text == "Apple" }).frame.rect(in: size)
        let secondary = try #require(first.content.subviews.first { $0.content.label?.text == "fruit" }).frame.rect(in: size)
        #expect(abs(apple.minX - 16) < 0.01 && secondary.minY >= apple.maxY, "\(apple) \(secondary)")
        // The row is as tall as its margins and its two lines.
        #expect(size.height > 44)
    }
}

private extension UIConfigurationStateCustomKey {
    static let fruit = UIConfigurationStateCustomKey("com.example.FruitCell.fruit")
}
