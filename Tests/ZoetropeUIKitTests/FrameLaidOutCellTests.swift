import Testing
import ZoetropeCore
import ZoetropeUIKit

/// Cells placed by frames, as most pre–Auto Layout code and many layout libraries' demos build
/// them: every label, image view and coloured view is drawn where its frame puts it, not only
/// the first label.
@MainActor @Suite struct FrameLaidOutCellTests {
    /// A card placed in `layoutSubviews()`: a title, a subtitle under it, and a badge pinned to
    /// the trailing edge.
    final class CardCell: UICollectionViewCell {
        let title = UILabel()
        let subtitle = UILabel()
        let badge = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            subtitle.textColor = .gray
            badge.backgroundColor = .systemRed
            badge.layer.cornerRadius = 6
            [title, subtitle, badge].forEach(contentView.addSubview)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            let bounds = contentView.bounds
            title.frame = CGRect(x: 10, y: 8, width: bounds.width - 40, height: 22)
            subtitle.frame = CGRect(x: 10, y: 32, width: bounds.width - 40, height: 18)
            badge.frame = CGRect(x: bounds.width - 22, y: 8, width: 12, height: 12)
        }
    }

    /// A label made with the cell's bounds and stretched by its autoresizing mask.
    final class StretchedLabelCell: UICollectionViewCell {
        let label: UILabel
        override init(frame: CGRect) {
            label = UILabel(frame: CGRect(origin: .zero, size: frame.size).insetBy(dx: 4, dy: 4))
            super.init(frame: frame)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.textAlignment = .right
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// A label added without a frame: nothing places it, so it is drawn across the cell as
    /// before.
    final class UnplacedLabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private func firstCell<Cell: UICollectionViewCell>(_ type: Cell.Type, size: CGSize,
                                                       configure: @escaping @MainActor (Cell) -> Void) throws -> FrameElement {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, _ in configure(cell) }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        return try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
    }

    @Test func everyLabelAndColouredViewPlacedInLayoutSubviewsIsDrawnAtItsFrame() throws {
        let cell = try firstCell(CardCell.self, size: CGSize(width: 200, height: 60)) { cell in
            cell.title.text = "Title"
            cell.subtitle.text = "Subtitle"
        }
        let size = Size(width: 200, height: 60)
        let drawn = cell.content.subviews
        #expect(drawn.map { $0.content.label?.text } == ["Title", "Subtitle", nil])
        #expect(drawn.map { $0.frame.rect(in: size) } == [Rect(x: 10, y: 8, width: 160, height: 22),
                                                           Rect(x: 10, y: 32, width: 160, height: 18),
                                                           Rect(x: 178, y: 8, width: 12, height: 12)])
        // The badge follows the trailing edge when the cell grows, as `layoutSubviews()` puts it.
        #expect(drawn[2].frame.rect(in: Size(width: 300, height: 60)).minX == 278)
        #expect(drawn[2].content.cornerRadius == 6)
        // Nothing is drawn twice across the whole cell.
        #expect(cell.content.label == nil)
    }

    @Test func aLabelStretchedByItsAutoresizingMaskFollowsTheCellsSize() throws {
        let cell = try firstCell(StretchedLabelCell.self, size: CGSize(width: 120, height: 40)) { $0.label.text = "42" }
        let label = try #require(cell.content.subviews.first)
        #expect(label.content.label?.alignment == .trailing)
        #expect(label.frame.rect(in: Size(width: 120, height: 40)) == Rect(x: 4, y: 4, width: 112, height: 32))
        #expect(label.frame.rect(in: Size(width: 220, height: 40)) == Rect(x: 4, y: 4, width: 212, height: 32))
    }

    /// A card scaled as a stack layout scales the one behind: the holder draws nothing
    /// itself, so what it turns is what it holds.
    final class StackedCardCell: UICollectionViewCell {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        override init(frame: CGRect) {
            super.init(frame: frame)
            swatch.backgroundColor = .systemBlue
            holder.addSubview(swatch)
            contentView.addSubview(holder)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aTransformOnAViewThatHoldsOthersTurnsWhatItHolds() throws {
        let cell = try firstCell(StackedCardCell.self, size: CGSize(width: 100, height: 40)) { cell in
            cell.holder.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        let swatch = try #require(cell.content.subviews.first)
        #expect(swatch.frame.rect(in: Size(width: 100, height: 40)) == Rect(x: 0, y: 0, width: 50, height: 40))
        // Halved about the holder's centre (50, 20): the swatch's centre (25, 20) goes to 37.5.
        #expect(swatch.content.contentTransform?.affine == Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 12.5, ty: 0))
    }

    /// A cover cell as parallax libraries build theirs (and as a nib builds it, the outlet
    /// taking a view out of the content view): a picture inside the cell's background view,
    /// moved for parallax, a label in the content view above it.
    final class CoverCell: UICollectionViewCell {
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        let caption = UILabel(frame: CGRect(x: 8, y: 50, width: 100, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            let cover = UIView(frame: CGRect(origin: .zero, size: frame.size))
            cover.backgroundColor = .darkGray
            cover.clipsToBounds = true
            cover.addSubview(picture)
            picture.backgroundColor = .systemOrange
            contentView.addSubview(cover)
            backgroundView = cover
            contentView.addSubview(caption)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aBackgroundViewsSubviewsAreDrawnBeneathTheContentViewAtTheCellsSize() throws {
        let cell = try firstCell(CoverCell.self, size: CGSize(width: 120, height: 80)) { cell in
            cell.caption.text = "Cover"
            cell.picture.frame.origin.y = -30   // the parallax offset
        }
        let size = Size(width: 120, height: 80)
        // The background view's colour is the cell's fill, drawn once.
        #expect(cell.content.fill == .color(Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)))
        let drawn = cell.content.subviews
        #expect(drawn.map { $0.content.label?.text } == [nil, "Cover"])
        #expect(drawn.first?.frame.rect(in: size) == Rect(x: 0, y: -30, width: 120, height: 160))
        // Cut to the background view, which is as large as the cell at any size.
        #expect(drawn.first?.clip?.frame.rect(in: Size(width: 200, height: 90)) == Rect(x: 0, y: 0, width: 200, height: 90))
    }

    /// A card as apps build one so that its title reads over any picture: a picture, then a
    /// gradient layer added to the content view's layer, then the title. A backdrop layer
    /// inserted at index 0 goes under everything.
    final class ShadedCardCell: UICollectionViewCell {
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let shade = CAGradientLayer()
        let backdrop = CALayer()
        let title = UILabel(frame: CGRect(x: 8, y: 36, width: 84, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            picture.backgroundColor = .systemOrange
            contentView.addSubview(picture)
            shade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
            shade.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            contentView.layer.addSublayer(shade)
            backdrop.backgroundColor = UIColor.systemGray.cgColor
            backdrop.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            contentView.layer.insertSublayer(backdrop, at: 0)
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aLayerAddedAfterASubviewIsDrawnOverItAndUnderTheSubviewsAddedAfterIt() throws {
        let cell = try firstCell(ShadedCardCell.self, size: CGSize(width: 100, height: 60)) { $0.title.text = "Title" }
        let drawn = cell.content.subviews
        // The picture, then the shade over it, then the title over both.
        #expect(drawn.count == 3)
        #expect(drawn.first?.content.fill == .color(Color(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)))
        let shade = try #require(drawn.dropFirst().first?.content)
        #expect(shade.drawing != nil && shade.label == nil && shade.fill == .color(.clear))
        #expect(drawn.last?.content.label?.text == "Title")
        // The backdrop, inserted at 0, is the content view's own drawing, beneath them all.
        #expect(cell.content.drawing != nil)
    }

    @Test func aLabelNothingPlacesIsDrawnAcrossTheCell() throws {
        let cell = try firstCell(UnplacedLabelCell.self, size: CGSize(width: 120, height: 40)) { $0.label.text = "Plain" }
        #expect(cell.content.subviews.isEmpty)
        #expect(cell.content.label?.text == "Plain")
    }

    /// A "Follow" button pinned to a card's trailing edge, as list rows and profile cards place
    /// one: its title is drawn where the button centres it, in the button's colour.
    final class FollowCell: UICollectionViewCell {
        let button = UIButton(type: .system)
        override init(frame: CGRect) {
            super.init(frame: frame)
            button.setTitle("Follow", for: .normal)
            contentView.addSubview(button)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            button.sizeToFit()
            button.frame.origin = CGPoint(x: contentView.bounds.width - 12 - button.frame.width,
                                          y: (contentView.bounds.height - button.frame.height) / 2)
        }
    }

    @Test func aButtonsTitleIsDrawnWhereTheButtonCentresIt() throws {
        let cell = try firstCell(FollowCell.self, size: CGSize(width: 240, height: 50)) { _ in }
        let title = try #require(cell.content.subviews.first { $0.content.label?.text == "Follow" })
        let size = Size(width: 240, height: 50)
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 15)
        probe.text = "Follow"
        let titleSize = probe.intrinsicContentSize
        // A system button is its title plus 6 points above and below; sized to fit, the title
        // fills its width and sits in its middle, against the cell's trailing inset.
        // Drawn frames are kept to a millionth of a point.
        let drawn = title.frame.rect(in: size)
        let expected = Rect(x: 240 - 12 - Double(titleSize.width), y: (50 - Double(titleSize.height)) / 2,
                            width: Double(titleSize.width), height: Double(titleSize.height))
        #expect(abs(drawn.minX - expected.minX) < 1e-6 && abs(drawn.minY - expected.minY) < 1e-6, "\(drawn) is not \(expected)")
        #expect(abs(drawn.width - expected.width) < 1e-6 && abs(drawn.height - expected.height) < 1e-6, "\(drawn) is not \(expected)")
        // The tint colour, UIKit's system blue (0, 122, 255).
        #expect(title.content.label?.color == Color(red: 0, green: 122 / 255, blue: 1))
    }
}

