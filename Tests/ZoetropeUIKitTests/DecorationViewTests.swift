import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Decoration views an app registers on its layout, as section backgrounds are written: made at
/// a size and laid out before they are read, as UIKit makes one at its attributes' frame, so
/// that what `layoutSubviews()` builds from the bounds is drawn; shown as live views, each
/// given its attributes with `apply(_:)`, so that what the layout's attributes carry (a card's
/// colour and corners) is drawn.
@MainActor @Suite struct DecorationViewTests {
    /// A section's card: a gradient layer sized to the view in `layoutSubviews()`.
    final class GradientBackground: UICollectionReusableView {
        let gradient = CAGradientLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
            layer.addSublayer(gradient)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
        }
    }

    @Test func aSectionBackgroundThatSizesItsLayersInLayoutSubviewsIsDrawn() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(GradientBackground.self, forDecorationViewOfKind: "card")
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let card = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .decorationView })
        #expect(card.attributes.frame.height == 132)
        // The gradient, stretched over the card whatever its size: nothing was drawn at zero size.
        let drawing = try #require(card.content.drawing)
        #expect(!drawing.isEmpty)
    }

    typealias UIKitIndexPath = Foundation.IndexPath

    /// How a section's card looks: what the layout's delegate answers for the section.
    final class CardStyle {
        let color: UIColor
        let radius: CGFloat
        init(color: UIColor, radius: CGFloat) {
            self.color = color
            self.radius = radius
        }
    }

    /// The card's attributes, with its style: no `copy(with:)` of their own, as a section-card
    /// layout written from Objective-C leaves it out, and what they carry still reaches the
    /// card on the phone.
    final class CardAttributes: UICollectionViewLayoutAttributes {
        var style: CardStyle?
    }

    /// A card that takes its colour and corners from its attributes, as JJCollectionViewRoundFlowLayout's does.
    final class CardView: UICollectionReusableView {
        var applied = 0
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied += 1
            guard let style = (layoutAttributes as? CardAttributes)?.style else { return }
            layer.backgroundColor = style.color.cgColor
            layer.cornerRadius = style.radius
        }
    }

    /// A flow layout that puts a card behind each section (`perItem`: behind each item, every
    /// other one tinted).
    final class SectionCardLayout: UICollectionViewFlowLayout {
        var perItem = false
        var cards: [CardAttributes] = []

        override init() {
            super.init()
            register(CardView.self, forDecorationViewOfKind: "card")
        }
        required init?(coder: NSCoder) { fatalError() }

        override func prepare() {
            super.prepare()
            cards = []
            guard let collectionView else { return }
            for section in 0..<collectionView.numberOfSections {
                let count = collectionView.numberOfItems(inSection: section)
                guard count > 0 else { continue }
                let frames = (0..<count).compactMap { layoutAttributesForItem(at: UIKitIndexPath(item: $0, section: section))?.frame }
                if perItem {
                    for (item, frame) in frames.enumerated() {
                        let card = CardAttributes(forDecorationViewOfKind: "card", with: UIKitIndexPath(item: item, section: section))
                        card.frame = frame.insetBy(dx: -4, dy: -4)
                        card.zIndex = -1
                        card.style = CardStyle(color: item % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0.5, blue: 0, alpha: 1), radius: 4)
                        cards.append(card)
                    }
                } else {
                    let card = CardAttributes(forDecorationViewOfKind: "card", with: UIKitIndexPath(item: 0, section: section))
                    card.frame = frames.dropFirst().reduce(frames[0]) { $0.union($1) }.insetBy(dx: -8, dy: -8)
                    card.zIndex = -1
                    card.style = CardStyle(color: section == 0 ? UIColor(red: 1, green: 0.75, blue: 0, alpha: 1) : UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1), radius: 10)
                    cards.append(card)
                }
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (super.layoutAttributesForElements(in: rect) ?? []) + cards.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: UIKitIndexPath) -> UICollectionViewLayoutAttributes? {
            cards.first { $0.indexPath == indexPath }
        }
    }

    final class Numbers: NSObject, UICollectionViewDataSource {
        var counts = [6, 6]
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemOrange
            return cell
        }
    }

    func record(_ layout: SectionCardLayout, _ numbers: Numbers, _ body: (UICollectionView) -> Void = { _ in }) throws -> Timeline {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        return try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = numbers
            collectionView.layoutIfNeeded()
            body(collectionView)
        }
    }

    @Test func aDecorationViewIsGivenItsAttributesAndDrawsWhatTheyCarry() throws {
        let layout = SectionCardLayout()
        let numbers = Numbers()
        var views: [CardView] = []
        let timeline = try record(layout, numbers) { collectionView in
            // Shown, each card is the collection view's subview, given its attributes once.
            views = collectionView.subviews.compactMap { $0 as? CardView }
            collectionView.pause(for: 0.1)
        }
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0.applied == 1 })
        let cards = timeline.frame(at: 0).elements.filter { $0.attributes.element.category == .decorationView }
            .sorted { $0.attributes.frame.minY < $1.attributes.frame.minY }
        #expect(cards.count == 2)
        #expect(cards.map(\.content.fill) == [.color(Color(red: 1, green: 0.75, blue: 0)), .color(Color(red: 0, green: 0.5, blue: 0.5))])
        #expect(cards.allSatisfy { $0.content.cornerRadius == 10 })
    }

    @Test func eachOfASectionsDecorationsOfOneKindDrawsItsOwn() throws {
        let layout = SectionCardLayout()
        layout.perItem = true
        let numbers = Numbers()
        let timeline = try record(layout, numbers) { collectionView in
            // An update: the cards stay each their own through the step.
            collectionView.performBatchUpdates {
                numbers.counts[0] += 1
                collectionView.insertItems(at: [UIKitIndexPath(item: 6, section: 0)])
            }
            collectionView.pause(for: 0.1)
        }
        for time in [0, timeline.duration] {
            let cards = timeline.frame(at: time).elements.filter { $0.attributes.element.category == .decorationView }
            #expect(cards.count >= 6)
            for card in cards {
                let item = card.attributes.element.indexPath.item
                #expect(card.content.fill == .color(item % 2 == 0 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0.5, blue: 0)), "card \(item) at \(time)")
            }
        }
    }
}
