import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// What a view animates inside `UIView.animate`: its `alpha`, `backgroundColor`, `transform` and
/// its layer's `cornerRadius`, changed on a view inside a shown cell, move from the old value to
/// the new one with the block's duration, delay and curve, as UIKit's layer actions animate
/// them. Each cell is 200 × 100 on white; pixels are checked where the geometry puts them.
@MainActor @Suite struct ViewBlockAnimationTests: OneCellPixels {
    private func grey(_ pixel: [Int]) -> Int { pixel[0] }

    @Test func anAlphaSetInABlockFadesTheViewOverTheBlocksDuration() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        }
        #expect(grey(try pixels(timeline, at: 0)(100, 50)) < 10)
        let half = grey(try pixels(timeline, at: 0.5)(100, 50))
        #expect((118...138).contains(half), "half faded over white: \(half)")
        #expect(grey(try pixels(timeline, at: 1.2)(100, 50)) > 245, "gone at the end")
    }

    @Test func anAlphaSetOutsideABlockChangesAtOnce() throws {
        let timeline = try recordSquare { view in view.alpha = 0 }
        #expect(grey(try pixels(timeline, at: 0.5)(100, 50)) > 245)
    }

    @Test func aBackgroundColourSetInABlockPassesThroughTheColoursBetween() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.backgroundColor = .red }
        }
        let half = try pixels(timeline, at: 0.5)(100, 50)
        #expect(isNear(half, [128, 0, 0], within: 10), "halfway from black to red: \(half)")
        #expect(isNear(try pixels(timeline, at: 1.2)(100, 50), [255, 0, 0], within: 4))
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("attributeName=\"fill\""), "the SVG recolours the view too")
    }

    @Test func aContentViewsBackgroundColourAnimatesTheCell() throws {
        BuiltCell.build = { _ in }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            if let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { cell.contentView.backgroundColor = .blue }
            }
            collectionView.pause(for: 1.5)
        })
        let half = try pixels(timeline, at: 0.5)(100, 50)
        #expect(isNear(half, [128, 128, 255], within: 10), "halfway from white to blue: \(half)")
        #expect(isNear(try pixels(timeline, at: 1.2)(100, 50), [0, 0, 255], within: 4))
    }

    @Test func aTransformSetInABlockScalesTheViewAboutItsCentre() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
        // Halfway the scale is 1.5: the square spans 70 to 130.
        let half = try pixels(timeline, at: 0.5)
        #expect(grey(half(74, 50)) < 20 && grey(half(66, 50)) > 235, "\(half(74, 50)) \(half(66, 50))")
        let end = try pixels(timeline, at: 1.2)
        #expect(grey(end(64, 50)) < 20, "twice as large at the end")
    }

    @Test func aDelayHoldsTheOldValueUntilTheBlockStarts() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
        }
        #expect(grey(try pixels(timeline, at: 0.4)(100, 50)) < 10, "not yet fading")
        let later = grey(try pixels(timeline, at: 0.75)(100, 50))
        #expect((118...138).contains(later), "halfway through the fade: \(later)")
    }

    @Test func aCornerRadiusSetInABlockRoundsTheView() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.layer.cornerRadius = 20 }
        }
        // The corner pixel (81, 31) is cut once the radius is large: at 10 the circle's centre
        // is (90, 40), 12.7 away; at 0 it is inside.
        #expect(grey(try pixels(timeline, at: 0)(81, 31)) < 10)
        #expect(grey(try pixels(timeline, at: 0.5)(81, 31)) > 200)
    }

    @Test func aSpringBlockOvershootsAsItsSpringDoes() throws {
        let timeline = try recordSquare { view in
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0, options: []) {
                view.transform = CGAffineTransform(translationX: 40, y: 0)
            }
        }
        // The spring's peak: when its progress is largest, past 1.
        let spring = Spring(uiViewDuration: 1, dampingRatio: 0.2)
        let times = (1..<100).map { Double($0) / 100 }
        let peak = times.max { spring.progress(at: $0) < spring.progress(at: $1) } ?? 0.3
        let beyond = 40 * (spring.progress(at: peak) - 1)
        #expect(beyond > 15, "a bouncy spring overshoots by a good part: \(beyond)")
        // The square's right edge then lies `beyond` past 160, where it comes to rest.
        let frame = try pixels(timeline, at: peak)
        #expect(grey(frame(160 + Int(beyond) - 3, 50)) < 20, "overshooting at \(peak)")
        #expect(grey(try pixels(timeline, at: 1.4)(163, 50)) > 235, "at rest at 160")
    }

    @Test func aCellConfiguredInsideABlockShowsAsConfigured() throws {
        // A cell dequeued for an update inside a block is set up without animation, as UIKit
        // makes its cells: its faded label does not fade from opaque.
        final class FadedCell: UICollectionViewCell {
            let mark = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.backgroundColor = .white
                mark.backgroundColor = .black
                contentView.addSubview(mark)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        layout.minimumLineSpacing = 0
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.backgroundColor = .black
            let registration = UICollectionView.CellRegistration<FadedCell, Int> { cell, _, item in cell.mark.alpha = item == 2 ? 0 : 1 }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            snapshot.appendItems([2])
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { source.apply(snapshot) }
            collectionView.pause(for: 1)
        }
        // The new cell fades in as a whole (the update's own fade), its mark never shown: where
        // the mark would be is as light as the rest of the cell.
        let half = try pixels(timeline, at: 0.5)
        #expect(abs(grey(half(25, 125)) - grey(half(150, 150))) < 10, "\(half(25, 125)) \(half(150, 150))")
    }

    @Test func aSpringAnimationPlaysItsOwnPhysics() throws {
        let timeline = try recordSquare { view in
            let spring = CASpringAnimation(keyPath: "transform.translation.x")
            spring.fromValue = 0
            spring.toValue = 40
            spring.damping = 2
            spring.duration = spring.settlingDuration
            view.layer.add(spring, forKey: "bounce")
        }
        let physics = Spring(mass: 1, stiffness: 100, damping: 2)
        let times = (1..<100).map { Double($0) / 100 }
        let peak = times.max { physics.progress(at: $0) < physics.progress(at: $1) } ?? 0.3
        let beyond = 40 * (physics.progress(at: peak) - 1)
        #expect(beyond > 15, "\(beyond)")
        let frame = try pixels(timeline, at: peak)
        #expect(grey(frame(120 + 40 + Int(beyond) - 3, 50)) < 20, "overshooting at \(peak)")
    }

    @Test func aFrameSetInABlockGrowsTheViewFromWhereItsEdgesWere() throws {
        // A bar along the cell's top, 20 wide, growing to 180 from its leading edge, as a poll's
        // result bar or a progress bar made of a view does.
        let timeline = try recordSquare { view in
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame = CGRect(x: 10, y: 10, width: 180, height: 20) }
        }
        // Halfway: 100 wide, from 10 to 110.
        let half = try pixels(timeline, at: 0.5)
        #expect(grey(half(12, 20)) < 20 && grey(half(106, 20)) < 20 && grey(half(114, 20)) > 235, "\(half(106, 20)) \(half(114, 20))")
        let end = try pixels(timeline, at: 1.2)
        #expect(grey(end(186, 20)) < 20)
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("attributeName=\"width\""), "the SVG grows it too")
    }

    @Test func aViewMovedInABlockCarriesTheViewsInsideIt() throws {
        // A clear holder at the left with a black square in it, moved 100 points right.
        let holder = UIView(frame: CGRect(x: 0, y: 30, width: 60, height: 40))
        let square = UIView(frame: CGRect(x: 10, y: 0, width: 40, height: 40))
        square.backgroundColor = .black
        holder.addSubview(square)
        BuiltCell.build = { view in view.addSubview(holder) }
        let timeline = try recordOne(BuiltCell.self, body: { collectionView in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { holder.center.x += 100 }
            collectionView.pause(for: 1.5)
        })
        #expect(grey(try pixels(timeline, at: 0)(30, 50)) < 20, "where it starts")
        // Halfway the square spans 60 to 100.
        let half = try pixels(timeline, at: 0.5)
        #expect(grey(half(64, 50)) < 20 && grey(half(96, 50)) < 20 && grey(half(56, 50)) > 235 && grey(half(104, 50)) > 235,
                "\(half(64, 50)) \(half(104, 50))")
        #expect(grey(try pixels(timeline, at: 1.2)(130, 50)) < 20, "where it ends")
    }

    @Test func aConstraintChangedThenLaidOutInABlockSlidesTheView() throws {
        // The idiom for animating Auto Layout: change a constant, then lay out inside the block.
        final class SlidingCell: UICollectionViewCell {
            let box = UIView()
            var leading: NSLayoutConstraint!
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.backgroundColor = .white
                box.backgroundColor = .black
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                leading = box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10)
                NSLayoutConstraint.activate([leading, box.widthAnchor.constraint(equalToConstant: 40),
                                             box.heightAnchor.constraint(equalToConstant: 40),
                                             box.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let timeline = try recordOne(SlidingCell.self, body: { collectionView in
            guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SlidingCell else { return }
            cell.leading.constant = 110
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { cell.contentView.layoutIfNeeded() }
            collectionView.pause(for: 1.5)
        })
        // Halfway its leading edge is at 60: it spans 60 to 100.
        let half = try pixels(timeline, at: 0.5)
        #expect(grey(half(64, 50)) < 20 && grey(half(56, 50)) > 235 && grey(half(104, 50)) > 235, "\(half(56, 50)) \(half(64, 50))")
        #expect(grey(try pixels(timeline, at: 1.2)(140, 50)) < 20, "where the constraint puts it")
    }

    /// A 200 × 200 header of `type` over one white 200 × 40 cell, `configure`d when dequeued;
    /// then `body`.
    private func recordHeader<Header: UICollectionReusableView>(_ type: Header.Type, configure: @escaping (Header) -> Void = { _ in },
                                                                body: (UICollectionView) -> Void = { _ in }) throws -> Timeline {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.headerReferenceSize = CGSize(width: 200, height: 200)
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 240), collectionViewLayout: layout) { collectionView in
            let headers = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
                configure(view)
            }
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .white }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            source.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            body(collectionView)
        }
    }

    /// A progress header as to-do apps draw one: a round container that clips, holding a
    /// light view over a dark one whose height constraint follows the progress, laid out in a
    /// block whenever the progress is set (also while it is first configured).
    final class LevelHeader: UICollectionReusableView {
        let container = UIView(), upper = UIView(), lower = UIView()
        var level: NSLayoutConstraint!
        var progress: CGFloat = 0 {
            didSet {
                level.constant = progress * 200
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { self.layoutIfNeeded() }
            }
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            upper.backgroundColor = .lightGray
            lower.backgroundColor = .black
            for view in [container, upper, lower] { view.translatesAutoresizingMaskIntoConstraints = false }
            container.addSubview(upper)
            container.addSubview(lower)
            addSubview(container)
            level = lower.heightAnchor.constraint(equalToConstant: 0)
            NSLayoutConstraint.activate([
                container.centerXAnchor.constraint(equalTo: centerXAnchor), container.centerYAnchor.constraint(equalTo: centerYAnchor),
                container.widthAnchor.constraint(equalToConstant: 160), container.heightAnchor.constraint(equalToConstant: 160),
                upper.topAnchor.constraint(equalTo: topAnchor), upper.bottomAnchor.constraint(equalTo: lower.topAnchor),
                lower.bottomAnchor.constraint(equalTo: bottomAnchor),
                upper.leadingAnchor.constraint(equalTo: leadingAnchor), upper.trailingAnchor.constraint(equalTo: trailingAnchor),
                lower.leadingAnchor.constraint(equalTo: leadingAnchor), lower.trailingAnchor.constraint(equalTo: trailingAnchor),
                level,
            ])
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            container.layer.masksToBounds = true
            container.layer.cornerRadius = container.bounds.width / 2
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aRoundContainerCutsTheViewsInsideItAsTheirLevelRisesInABlock() throws {
        var header: LevelHeader?
        let timeline = try recordHeader(LevelHeader.self, configure: { view in
            header = view
            view.progress = 0.25
        }, body: { collectionView in
            header?.progress = 0.75
            collectionView.pause(for: 0.5)
        })
        // The circle (radius 80 about (100, 100)) cuts both views: its corners stay white.
        let start = try pixels(timeline, at: 0)
        #expect(grey(start(25, 25)) > 245, "outside the circle: \(start(25, 25))")
        // Configured at a quarter without animation: the level starts at y = 150.
        #expect(grey(start(100, 140)) > 150 && grey(start(100, 160)) < 20, "\(start(100, 140)) \(start(100, 160))")
        // Halfway through the block the level is at y = 100, then at 50.
        let half = try pixels(timeline, at: 0.2)
        #expect(grey(half(100, 95)) > 150 && grey(half(100, 105)) < 20, "\(half(100, 95)) \(half(100, 105))")
        let end = try pixels(timeline, at: 0.45)
        #expect(grey(end(100, 55)) < 20 && grey(end(100, 45)) > 150, "\(end(100, 45)) \(end(100, 55))")
        #expect(grey(end(25, 175)) > 245, "the dark view is cut too: \(end(25, 175))")
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("clip-path=\"url(#"), "the SVG cuts them too")
    }

    @Test func aHeaderThatKeepsItselfSquareIsReadWithoutBreakingItsConstraints() throws {
        // Its own height equals its width, as round progress headers keep themselves: reading
        // it lays it out only at sizes it allows, so UIKit's log stays quiet, as on the phone.
        final class SquareHeader: UICollectionReusableView {
            nonisolated(unsafe) static var identifier = ""
            override init(frame: CGRect) {
                super.init(frame: frame)
                let dot = UIView()
                dot.backgroundColor = .black
                dot.translatesAutoresizingMaskIntoConstraints = false
                addSubview(dot)
                let square = heightAnchor.constraint(equalTo: widthAnchor)
                square.identifier = Self.identifier
                NSLayoutConstraint.activate([square, dot.centerXAnchor.constraint(equalTo: centerXAnchor),
                                             dot.centerYAnchor.constraint(equalTo: centerYAnchor),
                                             dot.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                                             dot.heightAnchor.constraint(equalTo: dot.widthAnchor)])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        SquareHeader.identifier = "square-header-\(UUID().uuidString)"
        let timeline = try recordHeader(SquareHeader.self)
        #expect(AutoLayoutLog.recent.filter { $0.contains(SquareHeader.identifier) }.isEmpty, "\(AutoLayoutLog.recent.suffix(3))")
        // The dot is where its constraints put it: 100 wide about the centre.
        let at = try pixels(timeline)
        #expect(grey(at(55, 100)) < 20 && grey(at(145, 100)) < 20 && grey(at(45, 100)) > 200, "\(at(45, 100)) \(at(55, 100))")
    }
}
