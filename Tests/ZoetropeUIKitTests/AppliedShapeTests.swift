import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What an `apply(_:)` sets on a cell's own layer (its corners, border, shadow and anchor
/// point) is drawn from that step on, whatever else it sets with it, and what the cell no
/// longer sets (a border taken off) is gone.
@Suite struct AppliedShapeTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// Rounds, borders, shadows and hangs from its top an even item, and sets an odd one back:
    /// an item that moves by one changes all of it. `touchesFill` also sets the content view's
    /// colour again, to what it is.
    final class ParityCell: UICollectionViewCell {
        var touchesFill = false
        var hangsFromTop = true

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let even = layoutAttributes.indexPath.item % 2 == 0
            layer.cornerRadius = even ? 12 : 0
            layer.borderWidth = even ? 2 : 0
            layer.borderColor = UIColor.red.cgColor
            layer.shadowOpacity = even ? 0.5 : 0
            layer.shadowRadius = even ? 6 : 3
            if hangsFromTop { layer.anchorPoint = even ? CGPoint(x: 0.5, y: 0) : CGPoint(x: 0.5, y: 0.5) }
            if touchesFill { contentView.backgroundColor = contentView.backgroundColor }
        }
    }

    final class Items: NSObject, UICollectionViewDataSource {
        var count = 6
        let touchesFill: Bool
        let hangsFromTop: Bool
        init(touchesFill: Bool, hangsFromTop: Bool) {
            self.touchesFill = touchesFill
            self.hangsFromTop = hangsFromTop
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "parity", for: indexPath) as! ParityCell
            cell.touchesFill = touchesFill
            cell.hangsFromTop = hangsFromTop
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
    }

    /// Each cell's content at `moment` of an insert at the top (its end by default), which
    /// moves every item by one.
    private static func contentAfterInsert(touchingFill: Bool, hangingFromTop: Bool = true,
                                           at moment: Double? = nil) throws -> [Int: ElementContent] {
        let source = Items(touchesFill: touchingFill, hangsFromTop: hangingFromTop)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ParityCell.self, forCellWithReuseIdentifier: "parity")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.count += 1
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        var contents: [Int: ElementContent] = [:]
        for element in timeline.frame(at: moment ?? timeline.duration).elements {
            if case .cell(let path) = element.attributes.element { contents[path.item] = element.content }
        }
        return contents
    }

    @Test func whatApplySetsOnACellsOwnLayerIsDrawnAfterAnUpdateMovesIt() throws {
        let contents = try Self.contentAfterInsert(touchingFill: false)
        #expect(contents.count == 7)
        for (item, content) in contents {
            let even = item % 2 == 0
            #expect(content.cornerRadius == (even ? 12 : 0), "item \(item)")
            #expect(content.border?.width == (even ? 2 : nil), "item \(item)")
            #expect(content.shadow?.radius == (even ? 6 : nil), "item \(item)")
            #expect(content.anchorPoint == (even ? Point(x: 0.5, y: 0) : Point(x: 0.5, y: 0.5)), "item \(item)")
        }
    }

    @Test func aCellWhoseApplyChangesOnlyItsShapeIsDrawnAsOneThatAlsoSetsItsFill() throws {
        let shapeAlone = try Self.contentAfterInsert(touchingFill: false)
        let whole = try Self.contentAfterInsert(touchingFill: true)
        #expect(shapeAlone.count == 7)
        #expect(shapeAlone == whole)
    }

    /// An `apply(_:)` that sets only its own layer's corners, border and shadow has that outline
    /// read again alone: what it draws, mid-update (the corners animating) and after, is what a
    /// whole reading gives, its fill kept and what the odd items no longer set gone.
    @Test func aCellWhoseApplyChangesOnlyItsOutlineIsDrawnAsOneReadWhole() throws {
        for moment in [0.1, nil] {
            let outlineAlone = try Self.contentAfterInsert(touchingFill: false, hangingFromTop: false, at: moment)
            let whole = try Self.contentAfterInsert(touchingFill: true, hangingFromTop: false, at: moment)
            #expect(outlineAlone.count == 7)
            #expect(outlineAlone == whole, "at \(moment.map { "\($0) s" } ?? "the end")")
        }
        let ended = try Self.contentAfterInsert(touchingFill: false, hangingFromTop: false)
        for (item, content) in ended {
            let even = item % 2 == 0
            #expect(content.cornerRadius == (even ? 12 : 0), "item \(item)")
            #expect(content.border?.width == (even ? 2 : nil), "item \(item)")
            #expect(content.shadow?.radius == (even ? 6 : nil), "item \(item)")
            #expect(content.fill == ended[0]?.fill && content.fill != ElementContent(fill: .clear).fill, "item \(item)")
        }
        // Mid-update, the items that moved are drawn with their corners on the way.
        let midway = try Self.contentAfterInsert(touchingFill: false, hangingFromTop: false, at: 0.1)
        #expect(midway.values.contains { $0.cornerRadius > 0 && $0.cornerRadius < 12 })
    }

    /// Rounds an even item more than an odd one; its border is its background configuration's,
    /// in a colour of its own traits (white in dark mode, red in light).
    final class DarkBorderCell: UICollectionViewCell {
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            layer.cornerRadius = layoutAttributes.indexPath.item % 2 == 0 ? 12 : 4
        }
    }

    /// Sets each cell dark, on a light screen, with a black fill and that border.
    final class DarkCells: NSObject, UICollectionViewDataSource {
        var count = 4
        let bordered: Bool
        init(bordered: Bool) { self.bordered = bordered }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "dark", for: indexPath)
            cell.overrideUserInterfaceStyle = .dark
            cell.contentView.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
            if bordered {
                var background = UIBackgroundConfiguration.clear()
                background.strokeColor = UIColor { $0.userInterfaceStyle == .dark ? .white : .red }
                background.strokeWidth = 2
                cell.backgroundConfiguration = background
            }
            return cell
        }
    }

    /// An outline read again alone (the corners `apply(_:)` changes) is read in the cell's own
    /// traits where it has a colour, a dark cell's border white, and without them where it is
    /// corners alone; either way its fill, read in those traits, is kept black.
    @Test func anOutlineReadAgainResolvesItsColoursInTheCellsOwnTraits() throws {
        for bordered in [true, false] {
            let source = DarkCells(bordered: bordered)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
                collectionView.register(DarkBorderCell.self, forCellWithReuseIdentifier: "dark")
                collectionView.dataSource = source
                collectionView.layoutIfNeeded()
                source.count += 1
                collectionView.performBatchUpdates {
                    collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
                }
            }
            var checked = 0
            for element in timeline.frame(at: timeline.duration).elements {
                guard case .cell(let path) = element.attributes.element else { continue }
                let content = element.content
                #expect(content.cornerRadius == (path.item % 2 == 0 ? 12 : 4), "item \(path.item)")
                #expect(content.border == (bordered ? Border(width: 2, color: Color(red: 1, green: 1, blue: 1)) : nil), "item \(path.item)")
                #expect(content.fill == .color(Color(red: 0, green: 0, blue: 0)), "item \(path.item)")
                checked += 1
            }
            #expect(checked == 5)
        }
    }

    /// A corner animation that played out in an earlier turn is gone from the cell's layer, as
    /// Core Animation removes it: a cell read again later (here, recoloured by the app) draws
    /// nothing of it, and its content carries no animation that began before the turn.
    @Test func aCornerAnimationThatPlayedOutBeforeTheTurnIsNotReadWithTheCell() throws {
        let source = Items(touchesFill: false, hangsFromTop: false)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(ParityCell.self, forCellWithReuseIdentifier: "parity")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.count += 1
            // Every item moves by one: each cell's corners animate inside the update.
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            collectionView.pause(for: 2)
            collectionView.cellForItem(at: UIKitIndexPath(item: 1, section: 0))?.backgroundColor = .systemRed
        }
        // The second item's track in each step: the update, the pause, the recolouring.
        let contents = timeline.segments.compactMap { segment in
            segment.transition.tracks.first { $0.element == .cell(IndexPath(item: 1, section: 0)) }?.content
        }
        try #require(contents.count >= 3, "\(timeline.segments.count) steps")
        let animated = contents[0], rested = contents[contents.count - 2], recoloured = contents[contents.count - 1]
        #expect(!animated.cornerRadiusAnimations.isEmpty, "the update did not animate the corners")
        #expect(recoloured != rested, "the recolouring was not read")
        #expect(recoloured.cornerRadius == 0)
        #expect(recoloured.cornerRadiusAnimations.isEmpty, "\(recoloured.cornerRadiusAnimations)")
    }
}
