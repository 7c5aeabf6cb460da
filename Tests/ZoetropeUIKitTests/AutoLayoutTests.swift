import Testing
import ZoetropeCore
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

    /// Thousands of arranged subviews, one after another: each view's place is defined by the
    /// one before it, so the layout costs in proportion to the views (UIKitBenchmark times
    /// 10,000), and every view lands where the spacing puts it.
    @Test func aStackOfThousandsOfViewsPlacesEachAfterTheOneBefore() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: screen.topAnchor),
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        ])
        let views = (0..<3_000).map { k -> UIView in
            let view = SizedView()
            view.size = CGSize(width: 40, height: CGFloat(10 + k % 7))
            return view
        }
        for view in views { stack.addArrangedSubview(view) }
        screen.layoutIfNeeded()
        var y: CGFloat = 0
        for (k, view) in views.enumerated() {
            let height = CGFloat(10 + k % 7)
            expectClose(view.frame, CGRect(x: 0, y: y, width: 358, height: height))
            y += height + 8
        }
        expectClose(stack.frame, CGRect(x: 16, y: 0, width: 358, height: y - 8))
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
