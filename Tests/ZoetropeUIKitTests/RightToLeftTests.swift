import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A recording in a right-to-left interface (`UITraitCollection(layoutDirection: .rightToLeft)`):
/// the built-in layouts mirror, a list cell's configured text and accessories start from the
/// right, leading and trailing constraints run leftwards, and `semanticContentAttribute`
/// forces a direction where the app sets it.
@Suite struct RightToLeftTests {
    let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)

    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    func cells(_ layout: UICollectionViewLayout, count: Int, traits: UITraitCollection,
               frame: CGRect = CGRect(x: 0, y: 0, width: 330, height: 600)) throws -> [Track] {
        let source = Source(count: count)
        let timeline = try ZoetropeUIKit.record(frame: frame, collectionViewLayout: layout, traits: traits) { collectionView in
            collectionView.dataSource = source
        }
        return timeline.segments[0].transition.tracks.filter { $0.element.category == .cell }.sorted { $0.element.indexPath < $1.element.indexPath }
    }

    /// Three 100-point items in 330 points: left to right at 0, 115, 230; right to left the
    /// first is at the right.
    @Test func aFlowLayoutFillsItsRowsFromTheRight() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(try cells(layout, count: 3, traits: UITraitCollection()).map(\.to.frame.minX) == [0, 115, 230])
        #expect(try cells(layout, count: 3, traits: rightToLeft).map(\.to.frame.minX) == [230, 115, 0])
    }

    /// A horizontal row wider than the screen starts at its right end.
    @Test func aHorizontalRowStartsAtItsRightEnd() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let shown = try cells(layout, count: 8, traits: rightToLeft, frame: CGRect(x: 0, y: 0, width: 330, height: 100))
        // 8 items 10 apart: 870 points. Item 0 is at the right end, and shown.
        #expect(shown.first?.element.indexPath.item == 0)
        #expect(shown.first?.to.frame.maxX == 870)
        #expect(!shown.contains { $0.element.indexPath.item == 7 })
    }

    /// A list row's text and disclosure chevron swap sides; the text reads from the right.
    @Test func aListRowsTextAndAccessoryStartFromTheRight() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let row = try #require(try cells(layout, count: 1, traits: rightToLeft).first)
        #expect(row.content.label?.layoutDirection == .rightToLeft)
        #expect(row.content.label?.alignment == .leading)
        #expect(row.content.accessories.first?.layoutDirection == .rightToLeft)
        #expect(row.content.accessories.first?.alignment == .trailing)
        let leftToRight = try #require(try cells(layout, count: 1, traits: UITraitCollection()).first)
        #expect(leftToRight.content.label?.layoutDirection == .leftToRight)
        #expect(row.content.label?.insets.right == leftToRight.content.label?.insets.left)
    }

    /// `container.leading + 16` is 16 points in from the right edge right to left; a container
    /// that forces left to right keeps its subviews there.
    @Test func leadingConstraintsRunLeftwardsUnlessTheViewForcesLeftToRight() throws {
        func placed(forcing attribute: UISemanticContentAttribute) throws -> (CGRect, UIUserInterfaceLayoutDirection) {
            var result: (CGRect, UIUserInterfaceLayoutDirection) = (.zero, .leftToRight)
            _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), traits: rightToLeft) { _ in
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
                container.semanticContentAttribute = attribute
                let badge = UIView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(badge)
                let label = UIView()
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    badge.topAnchor.constraint(equalTo: container.topAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
                    label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
                    label.topAnchor.constraint(equalTo: container.topAnchor),
                    label.widthAnchor.constraint(equalToConstant: 100), label.heightAnchor.constraint(equalToConstant: 20),
                ])
                container.layoutIfNeeded()
                #expect(badge.frame.minX == (attribute == .forceLeftToRight ? 16 : 244))
                result = (label.frame, badge.effectiveUserInterfaceLayoutDirection)
            }
            return result
        }
        let (mirrored, direction) = try placed(forcing: .unspecified)
        #expect(direction == .rightToLeft)
        #expect(mirrored.minX == CGFloat(300 - 16 - 40 - 8 - 100))
        let (forced, forcedDirection) = try placed(forcing: .forceLeftToRight)
        #expect(forcedDirection == .leftToRight)
        #expect(forced.minX == CGFloat(16 + 40 + 8))
    }

    /// UIKit's table: playback and spatial content, and forced left to right, stay left to
    /// right; the rest follow the interface.
    @Test func theSemanticContentAttributeDecidesTheDirection() {
        let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection)] = [
            (.unspecified, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
            (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
        ]
        for (attribute, expected) in cases {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == expected, "\(attribute)")
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    /// A custom layout keeps UIKit's default, false: it is drawn as written.
    @Test func aCustomLayoutIsNotMirroredUnlessItSaysSo() throws {
        final class Fixed: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 330, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                [layoutAttributesForItem(at: ZoetropeUIKit.IndexPath(item: 0, section: 0))].compactMap { $0 }
            }
            override func layoutAttributesForItem(at indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                return attributes
            }
        }
        final class Flipping: UICollectionViewLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            override var collectionViewContentSize: CGSize { CGSize(width: 330, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                [layoutAttributesForItem(at: ZoetropeUIKit.IndexPath(item: 0, section: 0))].compactMap { $0 }
            }
            override func layoutAttributesForItem(at indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                return attributes
            }
        }
        #expect(try cells(Fixed(), count: 1, traits: rightToLeft).first?.to.frame.minX == 10)
        #expect(try cells(Flipping(), count: 1, traits: rightToLeft).first?.to.frame.minX == 270)
    }

    /// A flow layout subclass developed right to left that flips (a pattern of Arabic-first
    /// apps: `developmentLayoutDirection` `.rightToLeft`, `flipsHorizontallyInOppositeLayoutDirection`
    /// true) is mirrored in a left-to-right interface and drawn as written in a right-to-left
    /// one, as Apple documents the pair.
    @Test func aLayoutDevelopedRightToLeftIsMirroredInTheOtherDirection() throws {
        final class ArabicFirstLayout: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
        }
        let layout = ArabicFirstLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        #expect(try cells(layout, count: 3, traits: UITraitCollection()).map(\.to.frame.minX) == [230, 115, 0])
        #expect(try cells(layout, count: 3, traits: rightToLeft).map(\.to.frame.minX) == [0, 115, 230])
    }

    /// Directional margins lead from the right in a right-to-left interface: a leading margin
    /// of 40 is the right margin.
    @Test func directionalMarginsLeadFromTheRight() throws {
        var margins: UIEdgeInsets = .zero
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), traits: rightToLeft) { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
            margins = view.layoutMargins
            #expect(view.directionalLayoutMargins.leading == 40)
        }
        #expect(margins.right == 40 && margins.left == 10)
    }
}
