import Testing
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Cells are live objects, as on the phone: the collection view keeps the one it shows for each
/// item, answers `cellForItem(at:)` from them without laying out, gives each a copy of its
/// layout's attributes with `apply(_:)`, and draws what is set on them.
@Suite struct LiveCellTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A paging layout written as AnimatedCollectionViewLayout writes its animators: for every
    /// element it reports, it asks the collection view for the cell shown there and changes it.
    final class PagingAnimatorLayout: UICollectionViewFlowLayout {
        var found: [Int] = []
        var missing: [Int] = []

        override func prepare() {
            scrollDirection = .horizontal
            minimumLineSpacing = 0
            itemSize = collectionView?.bounds.size ?? .zero
            super.prepare()
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect), let collectionView else { return nil }
            return attributes.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }.map { attributes in
                let position = (attributes.center.x - collectionView.contentOffset.x) / collectionView.frame.width - 0.5
                if let cell = collectionView.cellForItem(at: attributes.indexPath) {
                    found.append(attributes.indexPath.item)
                    // The page nearest the middle is marked, as an animator turns it.
                    cell.contentView.backgroundColor = abs(position) < 0.5 ? .systemBlue : .systemGray
                } else {
                    missing.append(attributes.indexPath.item)
                }
                return attributes
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    static func isBlue(_ content: ElementContent) -> Bool {
        guard case .color(let color) = content.fill else { return false }
        return color.blue > 0.9 && color.red < 0.2
    }

    @Test func aLayoutThatAsksForCellsWhileItLaysOutIsAnsweredFromWhatIsShown() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let layout = PagingAnimatorLayout()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            #expect(collectionView.visibleCells.count == 1)
            collectionView.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
        }
        // Asked while laying out the first time, nothing is shown yet; afterwards the cells
        // shown by the frame before answer, and the page coming in has none until it shows.
        #expect(layout.found.contains(0) && layout.found.contains(1))
        #expect(layout.missing.contains(1))
        // What the layout set on a live cell is drawn: the first page blue at the start, the
        // second at the end.
        let start = timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }
        let end = timeline.frame(at: timeline.duration).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 1, section: 0)) }
        #expect(start.map { Self.isBlue($0.content) } == true)
        #expect(end.map { Self.isBlue($0.content) } == true)
    }

    /// Deleting the page shown: the update's layout pass asks for cells while they still stand
    /// where they stood, so the page that comes into the middle is marked only by the layout
    /// pass after it, which UIKit makes before the next frame. The recording's last turn gets
    /// that pass too (CollectionViewPagingLayout turns its cells this way).
    @Test func theLayoutPassAfterTheLastTurnIsDrawn() throws {
        let source = ColorDataSource(sections: [Palette.colors(5)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: PagingAnimatorLayout()) { collectionView in
            source.register(in: collectionView)
            collectionView.pause(for: 0.1)
            source.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        let end = timeline.frame(at: timeline.duration).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }
        #expect(end.map { Self.isBlue($0.content) } == true, "the page now in the middle is marked")
        #expect(timeline.segments.last?.duration == 0, "a still step of no length")
    }

    /// A layout that answers its cells last to first, and the first of them twice more at the
    /// end, as a layout that joins two lists of attributes may.
    final class ReversedTwiceLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect), let first = attributes.first else { return nil }
            return attributes.reversed() + [first]
        }
    }

    @Test func cellsAnsweredOutOfOrderOrTwiceAreShownOnceEachInTheLayoutsOrder() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let layout = ReversedTwiceLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [3, 2, 1, 0])
            let before = collectionView.visibleCells
            #expect(Set(before.map(ObjectIdentifier.init)).count == 4)
            source.sections[0].insert(.systemRed, at: 0)
            collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [4, 3, 2, 1, 0])
            // Each item keeps its cell: the old first item's is now at 1, the old last's at 4.
            #expect(collectionView.cellForItem(at: UIKitIndexPath(item: 1, section: 0)) === before[3])
            #expect(collectionView.cellForItem(at: UIKitIndexPath(item: 4, section: 0)) === before[0])
            #expect(collectionView.visibleCells.count == 5)
        }
    }

    /// UIKit's own flow layout answers the same when nothing changed, and the layout pass after
    /// the last turn is then left out; what the app sets on a shown cell once the last update
    /// finished still shows in it.
    @Test func whatACompletionSetsOnAShownCellAfterTheLastUpdateIsDrawn() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            source.sections[0].remove(at: 3)
            collectionView.performBatchUpdates({
                collectionView.deleteItems(at: [UIKitIndexPath(item: 3, section: 0)])
            }, completion: { _ in
                collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0))?.contentView.backgroundColor = .systemBlue
            })
        }
        let end = timeline.frame(at: timeline.duration).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }
        #expect(end.map { Self.isBlue($0.content) } == true)
        let start = timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }
        #expect(start.map { Self.isBlue($0.content) } == false)
    }

    /// A delegate that, told a cell left, marks another shown cell (as an app that highlights
    /// the next item when one is deleted).
    final class MarksFirstWhenOneLeaves: NSObject, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: UIKitIndexPath) {
            collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0))?.contentView.backgroundColor = .systemBlue
        }
    }

    /// The first cell stays where it was through the update, so its layout pass finds nothing
    /// to do for it before the deleted cell leaves: what the delegate then sets on it is drawn
    /// in the same step all the same, as UIKit draws what a pass's delegate calls set.
    @Test func whatTheDelegateSetsOnAStayingCellWhenAnotherLeavesIsDrawnInThatStep() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let delegate = MarksFirstWhenOneLeaves()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = delegate
            collectionView.pause(for: 0.2)
            source.sections[0].remove(at: 5)
            collectionView.performBatchUpdates { collectionView.deleteItems(at: [UIKitIndexPath(item: 5, section: 0)]) }
        }
        func content(at time: Double) -> ElementContent? {
            timeline.frame(at: time).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }?.content
        }
        #expect(content(at: 0.1).map(Self.isBlue) == false)
        #expect(content(at: 0.25).map(Self.isBlue) == true)
        #expect(content(at: timeline.duration).map(Self.isBlue) == true)
    }

    @Test func aShownCellStaysTheSameObjectAndWhatTheAppSetsOnItIsDrawnFromTheNextStep() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        var first: UICollectionViewCell?
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            let path = UIKitIndexPath(item: 0, section: 0)
            first = collectionView.cellForItem(at: path)
            collectionView.pause(for: 0.2)
            #expect(collectionView.cellForItem(at: path) === first)
            first?.contentView.backgroundColor = .systemBlue
            collectionView.pause(for: 0.2)
            #expect(collectionView.cellForItem(at: path) === first)
            #expect(collectionView.cellForItem(at: UIKitIndexPath(item: 6, section: 0)) == nil)
        }
        #expect(first != nil)
        func content(at time: Double) -> ElementContent? {
            timeline.frame(at: time).elements.first { $0.attributes.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) }?.content
        }
        #expect(content(at: 0.1).map(Self.isBlue) == false)
        #expect(content(at: 0.3).map(Self.isBlue) == true)
    }

    /// ScalingCarousel's `currentCenterCellIndex` asks where the cell in the middle shows, as
    /// carousels and paging code do after a scroll.
    @Test func aShownCellsIndexPathFollowsItsItemAndACellNotShownHasNone() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            let cell = try #require(collectionView.cellForItem(at: UIKitIndexPath(item: 3, section: 0)))
            #expect(collectionView.indexPath(for: cell) == UIKitIndexPath(item: 3, section: 0))
            source.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            collectionView.pause(for: 0.1)
            #expect(collectionView.indexPath(for: cell) == UIKitIndexPath(item: 2, section: 0), "the same cell, its item one place up")
            #expect(collectionView.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
        }
    }

    @Test func aShownHeaderIsTheSameObjectUntilItLeaves() throws {
        let source = ColorDataSource(sections: [Palette.colors(6), Palette.colors(6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 390, height: 40)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            let path = UIKitIndexPath(item: 0, section: 0)
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
            #expect((header as? HeaderView)?.label.text == "Section 0")
            collectionView.pause(for: 0.1)
            #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path) === header)
            collectionView.contentOffset = CGPoint(x: 0, y: 300)
            #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path) == nil)
        }
    }

    @Test func theItemAtAPointIsTheOneWhoseCellCoversIt() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            // Three across 390 points: at 0, 145 and 290.
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 50)) == UIKitIndexPath(item: 0, section: 0))
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 150)) == UIKitIndexPath(item: 4, section: 0))
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 600)) == nil)
        }
    }

    // MARK: apply(_:)

    /// A wheel's attributes: where its cells turn about, far below them.
    final class WheelAttributes: UICollectionViewLayoutAttributes {
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! WheelAttributes
            copy.anchorPoint = anchorPoint
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? WheelAttributes else { return false }
            return other.anchorPoint == anchorPoint && super.isEqual(other)
        }
    }

    /// A wheel written as the tutorials write it: `prepare()` keeps attributes only for the
    /// cards on screen, and `layoutAttributesForItem(at:)` indexes into them.
    final class WheelLayout: UICollectionViewLayout {
        static let itemSize = CGSize(width: 120, height: 160)
        static let radius: CGFloat = 600
        override class var layoutAttributesClass: AnyClass { WheelAttributes.self }
        var shown: [WheelAttributes] = []
        var askedByIndexPath: [UIKitIndexPath] = []

        override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            return CGSize(width: CGFloat(collectionView.numberOfItems(inSection: 0)) * 100 + collectionView.bounds.width,
                          height: collectionView.bounds.height)
        }

        override func prepare() {
            guard let collectionView else { return }
            let count = collectionView.numberOfItems(inSection: 0)
            let offset = collectionView.contentOffset.x
            let first = Swift.max(0, Int((offset / 100).rounded(.down)) - 2), last = Swift.min(count - 1, first + 6)
            guard first <= last else {
                shown = []
                return
            }
            shown = (first...last).map { item in
                let attributes = WheelAttributes(forCellWith: UIKitIndexPath(item: item, section: 0))
                attributes.size = Self.itemSize
                attributes.center = CGPoint(x: offset + collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
                attributes.anchorPoint = CGPoint(x: 0.5, y: (Self.itemSize.height / 2 + Self.radius) / Self.itemSize.height)
                attributes.transform = CGAffineTransform(rotationAngle: 0.2 * (CGFloat(item) - offset / 100))
                attributes.zIndex = item
                return attributes
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { shown }

        override func layoutAttributesForItem(at indexPath: UIKitIndexPath) -> UICollectionViewLayoutAttributes? {
            askedByIndexPath.append(indexPath)
            return shown[indexPath.item - (shown.first?.indexPath.item ?? 0)]
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    /// A card that turns about the wheel's centre, as the tutorial's cell does in `apply(_:)`.
    final class CardCell: UICollectionViewCell {
        var applied: [UICollectionViewLayoutAttributes] = []

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append(layoutAttributes)
            guard let wheel = layoutAttributes as? WheelAttributes else { return }
            layer.anchorPoint = wheel.anchorPoint
            center.y += (wheel.anchorPoint.y - 0.5) * bounds.height
        }
    }

    final class Cards: NSObject, UICollectionViewDataSource {
        var count = 30
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = Palette.colors[indexPath.item % Palette.colors.count]
            return cell
        }
    }

    @Test func applyGetsACopyOfTheLayoutsOwnAttributesAndWhatItSetsIsDrawn() throws {
        let layout = WheelLayout()
        let cards = Cards()
        var first: CardCell?
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.layoutIfNeeded()
            first = collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0)) as? CardCell
            // Attributes that did not change are not given again.
            collectionView.pause(for: 0.1)
            #expect(first?.applied.count == 1)
        }
        let cell = try #require(first)
        let applied = try #require(cell.applied.first as? WheelAttributes)
        #expect(applied.indexPath == UIKitIndexPath(item: 0, section: 0))
        #expect(!layout.shown.contains { $0 === applied })
        // The anchor point apply(_:) set is drawn: the cards turn about the wheel's centre.
        let anchor = Point(x: 0.5, y: (80 + 600) / 160)
        let drawn = timeline.frame(at: 0).elements.filter { $0.attributes.element.category == .cell }
        #expect(drawn.count == 7)
        #expect(drawn.allSatisfy { $0.content.anchorPoint == anchor })
    }

    @Test func aLayoutThatKeepsOnlyWhatItShowsIsNotAskedAboutOtherItems() throws {
        let layout = WheelLayout()
        let cards = Cards()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.layoutIfNeeded()
            // A scroll, laid out again at every frame, then a card deleted.
            collectionView.setContentOffset(CGPoint(x: 500, y: 0), animated: true)
            cards.count -= 1
            collectionView.deleteItems(at: [UIKitIndexPath(item: 6, section: 0)])
        }
        #expect(layout.askedByIndexPath == [])
        #expect(timeline.segments.count > 10)
        let end = timeline.frame(at: timeline.duration).elements.filter { $0.attributes.element.category == .cell }
        #expect(end.count == 7)
    }
    /// A row that shows a badge only while it is first, set in `apply(_:)` from its attributes,
    /// as list cells mark the top row.
    final class FirstRowCell: UICollectionViewCell {
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.backgroundColor = .black
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            badge.alpha = layoutAttributes.indexPath.item == 0 ? 1 : 0
        }
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    @Test func whatApplySetsOnACellAlreadyShownAnimatesWithTheUpdate() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        let source = Rows()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(FirstRowCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.count -= 1
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            collectionView.pause(for: 1)
        }
        // The second row becomes the first: its badge fades in over the update's second, as
        // UIKit calls apply(_:) inside the update's animation, rather than showing at once.
        func badge(at time: Double) -> Double? {
            // The row moving up from the second place (y = 60) to the first, linearly.
            timeline.frame(at: time).elements.first { $0.attributes.frame.minY == 60 * (1 - time) }?.content.subviews.first?.content.opacity
        }
        #expect(badge(at: 0) == 0)
        #expect(abs((badge(at: 0.5) ?? 0) - 0.5) < 0.01)
    }

    /// What the app sets on a shown cell itself stands until the layout gives the cell new
    /// attributes, as Core Animation draws the cell's layer: faded, turned, moved and hidden
    /// from the next step, in the frames and in the SVG; an update that moves the cell gives it
    /// the layout's again.
    @Test func whatTheAppSetsOnAShownCellItselfIsDrawnUntilTheLayoutGivesItNewAttributes() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.pause(for: 0.2)
            func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: UIKitIndexPath(item: item, section: 0)) }
            cell(0)?.alpha = 0.5
            cell(1)?.transform = CGAffineTransform(rotationAngle: .pi / 2)
            cell(2)?.center.y += 30
            cell(3)?.isHidden = true
            collectionView.pause(for: 0.2)
            // Item 0 moves to where item 1 was: the layout's new attributes replace the fade.
            source.sections[0].insert(.systemRed, at: 0)
            collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }
        func attributes(_ item: Int, at time: Double) -> LayoutAttributes? {
            timeline.frame(at: time).elements.first { $0.identity == timeline.frame(at: 0).elements[item].identity }?.attributes
        }
        let before = try #require(attributes(0, at: 0.1)), shown = try #require(attributes(0, at: 0.3))
        #expect(before.alpha == 1 && shown.alpha == 0.5)
        #expect(attributes(1, at: 0.1)?.transform == .identity)
        let turned = try #require(attributes(1, at: 0.3)?.transform)
        #expect(abs(turned.b - 1) < 1e-9 && abs(turned.a) < 1e-9, "\(turned)")
        #expect(attributes(2, at: 0.3)?.frame.minY == 30)
        #expect(attributes(3, at: 0.3)?.isHidden == true)
        #expect(attributes(0, at: 0.4 + 0.3)?.alpha == 1, "the insert moved it, and the layout's alpha came with its new place")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("opacity=\"0.5\"") || svg.contains("0.5;"), "the fade reaches the SVG")
    }

    /// A shown cell is the collection view's subview, as in UIKit, until it leaves: a cell that
    /// works out its scale from where its superview shows it (ScalingCarousel's) finds it.
    @Test func aShownCellIsTheCollectionViewsSubviewUntilItLeaves() throws {
        let source = ColorDataSource(sections: [Palette.colors(30)])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        var first: UICollectionViewCell?
        var firstSuperview: UIView?, afterLeaving: UIView?
        var shownAreSubviews = false
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            first = collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0))
            firstSuperview = first?.superview
            shownAreSubviews = collectionView.visibleCells.allSatisfy { $0.superview === collectionView && collectionView.subviews.contains($0) }
            collectionView.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
            afterLeaving = first?.superview
        }
        #expect(first != nil)
        #expect(firstSuperview is UICollectionView)
        #expect(shownAreSubviews)
        #expect(afterLeaving == nil, "off screen, it waits for reuse outside the view")
    }
}
