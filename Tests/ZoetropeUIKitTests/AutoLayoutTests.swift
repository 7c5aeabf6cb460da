import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// Auto Layout as apps write it, solved as UIKit solves it. Text is measured with the stand-in
/// measurer (0.6 em per character, DejaVu Sans's line height of 1.1640625 em), and a label's
/// intrinsic size is rounded up to a third of a point, the pixels of a 3× screen.
@Suite struct AutoLayoutTests {
    /// One line of 17-point text: 19.79 points, rounded up to 20.
    let line17: CGFloat = 20
    /// Two lines: 39.58 points, rounded up to 39⅔.
    let twoLines17: CGFloat = 119.0 / 3

    func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func aSelfSizingCellTakesTheHeightItsConstraintsGiveAtAGivenWidth() {
        let cell = ContactCell(frame: .zero)
        cell.nameLabel.text = "Ada"
        // Three words of 102 points: two fit in the 252 points beside the avatar, the third wraps.
        cell.detailLabel.text = "abcdefghij abcdefghij abcdefghij"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 320)
        #expect(abs(size.height - (8 + line17 + 2 + twoLines17 + 8)) < 0.01)

        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(origin: .zero, size: size))
        expectClose(cell.avatarView.frame, CGRect(x: 8, y: size.height / 2 - 20, width: 40, height: 40))
        expectClose(cell.nameLabel.frame, CGRect(x: 60, y: 8, width: 252, height: line17))
        expectClose(cell.detailLabel.frame, CGRect(x: 60, y: 30, width: 252, height: twoLines17))
    }

    @Test func aCellLaidOutAtALargerSizeStretchesWhatItsConstraintsStretch() {
        let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
        cell.nameLabel.text = "Ada"
        cell.detailLabel.text = "Short"
        cell.layoutIfNeeded()
        expectClose(cell.avatarView.frame, CGRect(x: 8, y: 40, width: 40, height: 40))
        // The name hugs its text more than the detail does (251 against 250), so it keeps its
        // intrinsic height and the detail takes the rest.
        expectClose(cell.nameLabel.frame, CGRect(x: 60, y: 8, width: 332, height: line17))
        expectClose(cell.detailLabel.frame, CGRect(x: 60, y: 30, width: 332, height: 82))
    }

    @Test func theViewThatHugsLessIsTheOneThatStretches() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let title = UILabel(), value = UILabel()
        title.text = "Name"
        value.text = "Ada"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        row.layoutIfNeeded()
        // "Name" is 4 × 10.2 = 40.8 points wide, rounded up to 41.
        expectClose(title.frame, CGRect(x: 16, y: 12, width: 41, height: line17))
        expectClose(value.frame, CGRect(x: 65, y: 12, width: 219, height: line17))
        #expect(row.constraints.count == 5)

        // Raising the value's hugging above the title's swaps which one stretches.
        value.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        row.layoutIfNeeded()
        // "Ada" is 30.6 points, rounded up to 30⅔.
        expectClose(value.frame, CGRect(x: 284 - 92.0 / 3, y: 12, width: 92.0 / 3, height: line17))
        expectClose(title.frame, CGRect(x: 16, y: 12, width: 284 - 92.0 / 3 - 8 - 16, height: line17))
    }

    @Test func aStackViewArrangesItsViewsAndIsAsLargeAsThey() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let title = UILabel(), subtitle = UILabel(), hidden = UILabel()
        title.text = "Title"
        subtitle.text = "A longer subtitle"
        hidden.text = "Not shown"
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [title, hidden, subtitle])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        // "A longer subtitle": 17 characters of 10.2 points, 173.4 rounded up to 173⅔.
        expectClose(stack.frame, CGRect(x: 8, y: 8, width: 521.0 / 3, height: line17 + 4 + line17))
        expectClose(title.frame, CGRect(x: 0, y: 0, width: 51, height: line17))
        expectClose(subtitle.frame, CGRect(x: 0, y: 24, width: 521.0 / 3, height: line17))

        stack.setCustomSpacing(12, after: title)
        container.layoutIfNeeded()
        expectClose(subtitle.frame, CGRect(x: 0, y: line17 + 12, width: 521.0 / 3, height: line17))
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: title)
        container.layoutIfNeeded()
        expectClose(subtitle.frame, CGRect(x: 0, y: line17 + 8, width: 521.0 / 3, height: line17))
    }

    /// A view that asks for a size of its own, as an app's custom view overrides
    /// `intrinsicContentSize`.
    final class SizedView: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func fillProportionallySharesTheRoomByIntrinsicWidths() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 620, height: 40))
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let views = [50, 100, 150].map { width -> SizedView in
            let view = SizedView()
            view.size = CGSize(width: CGFloat(width), height: 20)
            return view
        }
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        // 600 points after the two gaps, shared 1 : 2 : 3.
        expectClose(views[0].frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        expectClose(views[1].frame, CGRect(x: 110, y: 0, width: 200, height: 40))
        expectClose(views[2].frame, CGRect(x: 320, y: 0, width: 300, height: 40))
    }

    @Test func aStackViewFillsEquallyAndLeavesOutHiddenViews() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        let views = (0..<4).map { _ in UIView() }
        for view in views { stack.addArrangedSubview(view) }
        views[3].isHidden = true
        stack.layoutIfNeeded()
        let width: CGFloat = (300 - 20) / 3
        for (k, view) in views.prefix(3).enumerated() {
            expectClose(view.frame, CGRect(x: CGFloat(k) * (width + 10), y: 0, width: width, height: 50))
        }
    }

    @Test func equalSpacingSharesTheRoomLeftBetweenTheViews() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.distribution = .equalSpacing
        stack.alignment = .center
        let views = [30, 60, 90].map { width -> UIView in
            let view = UIView()
            view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return view
        }
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        expectClose(views[0].frame, CGRect(x: 0, y: 10, width: 30, height: 20))
        expectClose(views[1].frame, CGRect(x: 90, y: 10, width: 60, height: 20))
        expectClose(views[2].frame, CGRect(x: 210, y: 10, width: 90, height: 20))
    }

    @Test func contradictoryRequiredConstraintsAreBrokenAndLayoutGoesOn() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.widthAnchor.constraint(equalToConstant: 80),
        ])
        container.layoutIfNeeded()
        // UIKit breaks the one that came last; it still holds as well as it can below the rest.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func deactivatedConstraintsNoLongerCountAndConstantsCanChange() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let wide = box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 10)
        NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                                     box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 20), width])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
        width.constant = 100
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 40, width: 100, height: 20))
        NSLayoutConstraint.deactivate([width])
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 45, y: 40, width: 110, height: 20))
        #expect(!width.isActive && wide.isActive)
    }

    @Test func aLayoutGuideTakesPartAndReportsItsFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = UIView(), right = UIView(), gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            gap.topAnchor.constraint(equalTo: container.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: container.topAnchor), left.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            right.topAnchor.constraint(equalTo: container.topAnchor), right.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 100, height: 1))
        #expect(right.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    @Test func layoutSubviewsRunsAfterTheConstraintsAndMayAdjustFrames() {
        final class BadgeView: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: centerXAnchor),
                                             label.centerYAnchor.constraint(equalTo: centerYAnchor)])
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.cornerRadius = bounds.height / 2
            }
        }
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        badge.label.text = "12"
        badge.layoutIfNeeded()
        #expect(badge.layer.cornerRadius == 15)
        expectClose(badge.label.frame, CGRect(x: 19.6666, y: 5, width: 62.0 / 3, height: line17))
    }
}

/// A screen laid out with Auto Layout, recorded: the collection view where its constraints put
/// it, each row as tall as its constraints make it, and its labels drawn where they are.
@Suite struct AutoLayoutRecordingTests {
    @Test func selfSizingRowsTakeTheirConstraintsHeightAndDrawTheirSubviewsThere() throws {
        let controller = ContactsViewController()
        let timeline = try ZoetropeUIKit.record(viewController: controller, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { controller in
            var snapshot = controller.dataSource.snapshot()
            snapshot.insertItems([ContactsViewController.Contact(name: "Edsger", detail: "abcdefghij abcdefghij abcdefghij abcdefghij")],
                                 afterItem: ContactsViewController.contacts[0])
            snapshot.deleteItems([ContactsViewController.contacts[2]])
            controller.dataSource.apply(snapshot)
        }
        // The constraints pin the collection view under the safe area's top.
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        let tracks = timeline.segments[0].transition.tracks
        func track(_ item: Int) throws -> Track {
            try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) && $0.role != .disappearing })
        }
        // One line of detail: 8 + 20 + 2 + 20 + 8; two lines: 8 + 20 + 2 + 39⅔ + 8.
        let short = 58.0, tall = 8 + 20 + 2 + 119.0 / 3 + 8
        let ada = try track(0), edsger = try track(1), grace = try track(2)
        #expect(abs(ada.to.frame.height - short) < 0.01)
        #expect(abs(edsger.to.frame.height - tall) < 0.01 && abs(edsger.to.frame.minY - (short + 1)) < 0.01)
        #expect(abs(grace.from.frame.minY - (short + 1)) < 0.01 && abs(grace.to.frame.minY - (short + 1 + tall + 1)) < 0.01)

        // The row's content is its views at their frames: the avatar centred at the leading
        // margin, the name beside it, the detail under the name, wherever the row's size.
        let subviews = edsger.content.subviews
        #expect(subviews.count == 3)
        let size = Size(width: 390, height: tall)
        #expect(subviews[0].frame.rect(in: size) == Rect(x: 8, y: tall / 2 - 20, width: 40, height: 40))
        #expect(subviews[1].content.label?.text == "Edsger" && subviews[1].frame.rect(in: size) == Rect(x: 60, y: 8, width: 322, height: 20))
        #expect(subviews[2].content.label?.lines?.count == 2)
        let wider = subviews[2].frame.rect(in: Size(width: 400, height: tall + 10))
        #expect(wider.minX == 60 && wider.width == 332 && abs(wider.height - (119.0 / 3 + 10)) < 0.01)

        // Drawn: the avatar's teal at its centre, the row's white around it, the list's grey
        // in the point between rows.
        let end = timeline.frame(at: timeline.duration)
        let image = try FrameRenderer(scale: 1).render(end)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
            try image.writePNG(to: folder + "/auto-layout-end.png")
            try FrameRenderer(scale: 2).render(timeline.frame(at: timeline.duration / 2)).writePNG(to: folder + "/auto-layout-mid.png")
        }
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The frames show the collection view alone, from its own top.
        let rowTop = Int(short + 1)
        #expect(pixel(28, rowTop + Int(tall / 2)) == [48, 176, 199])
        #expect(pixel(4, rowTop + 4) == [255, 255, 255])
        #expect(pixel(4, rowTop - 1) == [242, 242, 247])

        // The SVG draws the same subviews: the avatar 167 points left of its row's centre, in
        // a group of its own, its corners rounded.
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("transform=\"translate(-167 0)\">"))
        #expect(svg.contains("<rect x=\"-20\" y=\"-20\" width=\"40\" height=\"40\" rx=\"20\" ry=\"20\" fill=\"#30B0C7\"/>"))
    }
}

extension AutoLayoutRecordingTests {
    @Test func theSameScreenRecordsTheSameTimelineEveryTime() throws {
        func recorded() throws -> (Timeline, String) {
            let timeline = try ZoetropeUIKit.record(viewController: ContactsViewController()) { controller in
                var snapshot = controller.dataSource.snapshot()
                snapshot.deleteItems([ContactsViewController.contacts[0]])
                controller.dataSource.apply(snapshot)
            }
            return (timeline, SVGWriter().document(for: timeline))
        }
        let first = try recorded(), second = try recorded()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
    }
}

/// Cells as tutorials write them: a label added to the cell itself rather than its content
/// view, and a nib-era override that never runs.
@Suite struct AutoLayoutCellStyleTests {
    final class BadgeCell: UICollectionViewCell {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemYellow
            title.textAlignment = .center
            addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                title.centerYAnchor.constraint(equalTo: centerYAnchor),
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
        override func awakeFromNib() {
            super.awakeFromNib()
            title.text = "never"
        }
    }

    @Test func aLabelAddedToTheCellItselfIsDrawnAtItsFrame() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 60)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, text in cell.title.text = text }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Swift", "Linux"])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        let cell = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
        let title = try #require(cell.content.subviews.first)
        #expect(title.content.label?.text == "Swift" && title.content.label?.alignment == .center)
        // Inset 8 points each side, centred vertically at its text's height, at the cell's size.
        #expect(title.frame.rect(in: Size(width: 170, height: 60)) == Rect(x: 8, y: 20, width: 154, height: 20))
    }
}

/// A screen that animates a constraint, as apps slide a panel up: the collection view the
/// constraints size changes size in that animation.
@Suite struct AnimatedConstraintTests {
    final class PanelController: UIViewController {
        var collectionView: UICollectionView! = nil
        var bottom: NSLayoutConstraint! = nil
        let source = ColorDataSource(sections: [Palette.colors(6)])

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            bottom = collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottom,
            ])
            source.register(in: collectionView)
        }
    }

    @Test func aRootViewsMarginsAreTheSystemMinimumMeasuredFromTheSafeArea() throws {
        final class MarginsController: UIViewController {
            var collectionView: UICollectionView! = nil
            let source = ColorDataSource(sections: [Palette.colors(3)])
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collectionView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(collectionView)
                let margins = view.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    collectionView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    collectionView.topAnchor.constraint(equalTo: margins.topAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
                source.register(in: collectionView)
            }
        }
        let controller = MarginsController()
        _ = try ZoetropeUIKit.record(viewController: controller, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 16 points each side, nothing above the safe area's top; the bottom on the safe area.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.collectionView.frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
    }

    @Test func aConstraintChangedInsideAnAnimationResizesTheCollectionViewInThatAnimation() throws {
        let controller = PanelController()
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            UIView.animate(withDuration: 0.3) {
                controller.bottom.constant = -300
                controller.view.layoutIfNeeded()
            }
        }
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 544))
        #expect(timeline.segments.count == 1)
        #expect(timeline.segments.first?.label == "bounds" && timeline.segments.first?.duration == 0.3)
    }
}

/// A flow layout of tags that size themselves (`estimatedItemSize`), as tag clouds are written:
/// each cell as wide as its text and its margins, packed on lines.
@Suite struct FlowSelfSizingTests {
    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemIndigo
            contentView.layer.cornerRadius = 8
            label.textColor = .white
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Tags: NSObject, UICollectionViewDataSource {
        var tags = ["Swift", "UIKit", "Auto Layout", "Linux", "Cassowary"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = tags[indexPath.item]
            return cell
        }
    }

    @Test func tagsAreAsWideAsTheirTextAndPackOnLines() throws {
        let source = Tags()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            source.tags.insert("SVG", at: 1)
            collectionView.insertItems(at: [Foundation.IndexPath(item: 1, section: 0)])
        }
        let tracks = timeline.segments[0].transition.tracks
        func frame(_ item: Int) throws -> Rect {
            try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) && $0.role != .disappearing }).to.frame
        }
        // "Swift": 5 × 10.2 = 51 points of text, 24 of margins; 20 + 12 high.
        #expect(try frame(0).size == Size(width: 75, height: 32))
        // "SVG" (30.6, rounded up to 30⅔) fits after it on the first line, 8 points on.
        let svg = try frame(1)
        #expect(abs(svg.width - (92.0 / 3 + 24)) < 0.01 && svg.minY == 8)
        // "Auto Layout" (112.2 → 112⅓ + 24) wraps: the line has 304 points and holds
        // "Swift", "SVG", "UIKit"; the fourth starts the second line.
        let autoLayout = try frame(3)
        #expect(autoLayout.minX == 8 && autoLayout.minY == 8 + 32 + 10)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
            try FrameRenderer(scale: 2).render(timeline.frame(at: timeline.duration / 2)).writePNG(to: folder + "/tags-mid.png")
        }
    }
}
