import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What the recording collection view does with UIKit calls: UIKit's exceptions as errors,
/// animation blocks as timings, cells as content, the layout's own invalidations.
@Suite struct CollectionViewBehaviourTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    static func flow() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    // MARK: The background

    @Test func theBackgroundViewsColourLiesOverTheCollectionViewsOwnInEveryFrame() throws {
        func background(_ set: (UICollectionView) -> Void) throws -> Color {
            let source = ColorDataSource(sections: [Palette.colors(2)])
            return try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
                source.register(in: collectionView)
                collectionView.backgroundColor = .white
                set(collectionView)
                collectionView.layoutIfNeeded()
            }.background
        }
        // A gradient view whose own colour is black, as a carousel's backdrop.
        #expect(try background { $0.backgroundView = UIView(); $0.backgroundView?.backgroundColor = .black } == Color(red: 0, green: 0, blue: 0, alpha: 1))
        // Half black over white: mid grey.
        #expect(try background { $0.backgroundView = UIView(); $0.backgroundView?.backgroundColor = UIColor.black.withAlphaComponent(0.5) }
                == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // A hidden one, or one without a colour (an empty-state label's holder), leaves the own.
        #expect(try background { let view = UIView(); view.backgroundColor = .black; view.isHidden = true; $0.backgroundView = view } == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(try background { $0.backgroundView = UIView() } == Color(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // MARK: UIKit's exceptions

    @Test func aBatchThatDoesNotMatchTheDataSourceThrowsUIKitsReason() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        var stepsAfter = 0
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
                source.register(in: collectionView)
                // The data source is not changed: UIKit raises.
                collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
                // What follows is ignored, as the app would be gone.
                source.sections[0].removeLast()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 2, section: 0)])
                stepsAfter += 1
            }
        }
        #expect(error.kind == .exception(name: "NSInternalInconsistencyException"))
        #expect(error.reason == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        #expect(error.step == "step 1")
        #expect(error.hint == nil)
        #expect(stepsAfter == 1)
    }

    @Test func anUpdateBeforeTheFirstLayoutPassSaysWhyItFailed() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
                collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
                collectionView.dataSource = source
                source.sections[0].append(.black)
                collectionView.insertItems(at: [UIKitIndexPath(item: 3, section: 0)])
            }
        }
        #expect(error.reason.hasPrefix("Invalid update: invalid number of items in section 0."))
        #expect(error.hint?.contains("layoutIfNeeded()") == true)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsUIKitsException() throws {
        final class Unregistered: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "nobody", for: indexPath)
            }
        }
        let source = Unregistered()
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
                collectionView.dataSource = source
                collectionView.layoutIfNeeded()
            }
        }
        #expect(error.reason.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody"))
    }

    @Test func aPerspectiveTransformIsRecordedNotRefused() throws {
        final class Tilted: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                for item in attributes ?? [] {
                    var transform = CATransform3DIdentity
                    transform.m34 = -1 / 500
                    item.transform3D = CATransform3DRotate(transform, .pi / 8, 0, 1, 0)
                }
                return attributes
            }
        }
        let source = ColorDataSource(sections: [Palette.colors(2)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Tilted()) { source.register(in: $0) }
        let track = try #require(timeline.segments[0].transition.tracks.first)
        #expect(track.to.drawsWithPerspective)
    }

    @Test func aTransformThatIsNotFiniteIsReported() throws {
        final class Broken: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                attributes?.forEach { $0.transform3D.m14 = .nan }
                return attributes
            }
        }
        let source = ColorDataSource(sections: [Palette.colors(2)])
        let error = try #require(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: Broken()) { source.register(in: $0) }
        }
        #expect(error.kind == .unsupported)
        #expect(error.reason.contains("not finite"))
    }

    @Test func aRotationAboutTheVerticalAxisIsDrawnFlattenedAsCoreAnimationDraws() throws {
        final class Turned: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                attributes?.forEach { $0.transform3D = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
                return attributes
            }
        }
        let source = ColorDataSource(sections: [Palette.colors(1)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Turned()) { source.register(in: $0) }
        let track = try #require(timeline.segments[0].transition.tracks.first)
        // cos 60° = 0.5: half as wide, as tall.
        #expect(abs(track.to.transform.a - 0.5) < 1e-12 && track.to.transform.d == 1)
    }

    // MARK: Animation blocks

    @Test func animationBlocksSetTheTimingOfWhatHappensInside() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        var completions: [Bool] = []
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            source.sections[0].remove(at: 0)
            // Outside a block: UIKit's batch animation.
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)]) },
                                               completion: { completions.append($0) })
            // Each change a turn of its own, played after the one before.
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 0)
            UIView.animate(withDuration: 1.2, delay: 0.1, options: .curveLinear, animations: {
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            })
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 0)
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, animations: {
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            })
            collectionView.pause(for: 0)
            source.sections[0].remove(at: 0)
            UIView.performWithoutAnimation {
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
        }
        let timings = timeline.segments.map(\.transition.timing)
        #expect(timings[0] == Timing())
        #expect(timings[1] == Timing(curve: .linear, duration: 1.2, delay: 0.1))
        #expect(timings[2] == Timing(curve: .spring(Spring(uiViewDuration: 0.8, dampingRatio: 0.6, initialVelocity: 0.5)), duration: 0.8))
        #expect(timings[3].duration == 0)
        #expect(completions == [true])
        #expect(timeline.segments.map(\.label) == ["performBatchUpdates(_:completion:)", "deleteItems(at:)", "deleteItems(at:)", "deleteItems(at:)"])
    }

    @Test func aPropertyAnimatorRunsItsAnimationsWithItsTimingWhenStarted() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        var ended: [UIViewAnimatingPosition] = []
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) {
                source.sections[0].removeFirst()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            animator.addCompletion { ended.append($0) }
            #expect(ended.isEmpty)
            animator.startAnimation(afterDelay: 0.1)
            collectionView.pause(for: 0)
            let physics = UIViewPropertyAnimator(duration: 5, timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0)))
            physics.addAnimations {
                source.sections[0].removeFirst()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            physics.startAnimation()
        }
        #expect(ended == [.end])
        #expect(timeline.segments[0].transition.timing == SpringTimingParameters(dampingRatio: 0.7).timing(duration: 0.6, delay: 0.1))
        // A physical spring lasts until it settles, whatever the animator's duration says.
        let settled = Spring(mass: 1, stiffness: 200, damping: 20).settlingDuration
        #expect(timeline.segments[1].transition.timing.duration == settled && settled < 5)
    }

    @Test func animationsAddedWithADelayFactorStartThatShareLateAndTakeTheRest() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeOut)
            animator.addAnimations {
                source.sections[0].removeFirst()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }
            animator.addAnimations({
                source.sections[0].removeFirst()
                collectionView.deleteItems(at: [UIKitIndexPath(item: 0, section: 0)])
            }, delayFactor: 0.25)
            animator.startAnimation(afterDelay: 0.1)
        }
        // Both blocks start with the animator, in one turn: one step, each delete with its own timing.
        #expect(timeline.segments.count == 1)
        let leaving = timeline.segments[0].transition.tracks.filter { $0.role == .disappearing }.map(\.timing)
        #expect(leaving.count == 2)
        #expect(leaving.contains(Timing(curve: .easeOut, duration: 0.8, delay: 0.1)))
        // A quarter of 0.8 s late, after the animator's own 0.1 s: 0.3 s; then the other 0.6 s.
        #expect(leaving.contains { $0.curve == .easeOut && abs($0.delay - 0.3) < 1e-12 && abs($0.duration - 0.6) < 1e-12 }, "\(leaving)")
        #expect(abs(timeline.duration - 0.9) < 1e-9)
    }

    @Test func aLayoutSwitchLandsWhereTheNewLayoutsTargetContentOffsetSays() throws {
        final class Snapping: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                CGPoint(x: 0, y: 200)
            }
        }
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let next = Snapping()
        next.itemSize = CGSize(width: 60, height: 60)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            collectionView.setCollectionViewLayout(next, animated: true)
            #expect(collectionView.contentOffset.y == 200)
        }
        #expect(timeline.segments[0].transition.newBounds.minY == 200)
    }

    @Test func animationsTurnedOffMakeStepsOfLengthZeroUntilTurnedBackOn() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            UIView.setAnimationsEnabled(false)
            source.sections[0].removeLast()
            collectionView.deleteItems(at: [UIKitIndexPath(item: 2, section: 0)])
            collectionView.pause(for: 0)
            UIView.setAnimationsEnabled(true)
            source.sections[0].removeLast()
            collectionView.deleteItems(at: [UIKitIndexPath(item: 1, section: 0)])
        }
        #expect(timeline.segments.map(\.transition.timing.duration) == [0, 0.3])
    }

    @Test func anInvalidatedLayoutAnimatesToItsNewStateOnLayoutIfNeededInsideAnAnimationBlock() throws {
        let source = ColorDataSource(sections: [Palette.colors(3)])
        let layout = Self.flow()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            UIView.animate(withDuration: 0.5) {
                layout.itemSize = CGSize(width: 150, height: 150)
                collectionView.layoutIfNeeded()
            }
        }
        #expect(timeline.segments.count == 1)
        let grown = try #require(timeline.segments[0].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(grown.role == .moving && grown.from.frame.width == 100 && grown.to.frame.width == 150)
        #expect(grown.timing.duration == 0.5)
    }

    @Test func scrollingToAnItemAndSettingTheOffsetAreSteps() throws {
        let source = ColorDataSource(sections: [Palette.colors(40)])
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            source.register(in: collectionView)
            // Item 30 is on row 10, at y 1100; the offset stops where the content ends.
            let end = collectionView.contentSize.height - 844
            collectionView.scrollToItem(at: UIKitIndexPath(item: 20, section: 0), at: .top, animated: true)
            #expect(collectionView.contentOffset.y == 660)
            collectionView.pause(for: 0)
            collectionView.scrollToItem(at: UIKitIndexPath(item: 30, section: 0), at: .top, animated: true)
            #expect(collectionView.contentOffset.y == end && end < 1100)
            collectionView.pause(for: 0)
            collectionView.setContentOffset(.zero, animated: false)
            #expect(collectionView.contentOffset == .zero)
        }
        #expect(timeline.segments.map(\.transition.newBounds.minY) == [660.0, 686.0, 0.0], "14 rows: 1530 points of content, 844 shown")
        #expect(timeline.segments[2].transition.timing.duration == 0)
    }

    // MARK: Cells

    @Test func cellsAreDrawnFromWhatTheyAreConfiguredWith() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                content.secondaryText = "detail"
                cell.contentConfiguration = content
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.cornerRadius = 10
                background.strokeColor = .separator
                background.strokeWidth = 1
                cell.backgroundConfiguration = background
                cell.accessories = [.disclosureIndicator()]
                cell.layer.shadowOpacity = 0.5
                cell.layer.shadowRadius = 6
                cell.layer.shadowOffset = CGSize(width: 0, height: 3)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Wi-Fi")
            }
        }
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            collectionView.dataSource = source
        }
        let content = try #require(timeline.segments[0].transition.tracks.first?.content)
        #expect(content.fill == .color(Color(red: 1, green: 1, blue: 1)))
        #expect(content.cornerRadius == 10)
        #expect(content.border == Border(width: 1, color: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)))
        #expect(content.shadow == Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 3), radius: 6))
        #expect(content.label?.text == "Wi-Fi" && content.label?.fontSize == 17 && content.label?.insets.left == 16)
        #expect(content.secondaryLabel?.text == "detail")
        #expect(content.accessories.first?.text == Label.disclosureIndicator().text)
    }

    /// `UIImage()`, which apps use as a placeholder: nothing to draw, so an image view showing
    /// it leaves the cell's background alone.
    @Test func anEmptyImageIsDrawnAsNothing() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.backgroundColor = .systemBlue
                let placeholder = UIImageView(frame: .zero)
                placeholder.image = UIImage()
                cell.contentView.addSubview(placeholder)
                return cell
            }
        }
        #expect(UIImage().size == .zero)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
        }
        let cell = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element.category == .cell })
        #expect(cell.content.image == nil)
        #expect(cell.content.fill != .color(.clear))
    }

    /// The screen in pixels is upright, as UIKit's `nativeBounds` is.
    @Test func theScreensNativeBoundsAreItsPixelsUpright() throws {
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
    }

    @Test func aPNGSnapshotOfTheRealCellIsDrawnAsItsBackground() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 2 × 2 PNG, as a snapshot test records one (here made by hand).
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]
        let path = folder.appendingPathComponent("cell@2x.png").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(png))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.size == CGSize(width: 1, height: 1) && image.scale == 2)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        // No asset catalogue to draw from: nil, as for a name UIKit does not know.
        #expect(UIImage(named: "Cell") == nil)
        #expect(throws: UIKitRecordingError.self) { try UIImage(pngAt: folder.path) }

        let cell = UICollectionViewCell(frame: .zero)
        var background = UIBackgroundConfiguration()
        background.image = image
        background.imageContentMode = .scaleAspectFit
        cell.backgroundConfiguration = background
        final class One: NSObject, UICollectionViewDataSource {
            let cell: UICollectionViewCell
            init(_ cell: UICollectionViewCell) { self.cell = cell }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell { cell }
        }
        let source = One(cell)
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: Self.flow()) { $0.dataSource = source }
        let drawn = try #require(timeline.segments[0].transition.tracks.first?.content.image)
        #expect(drawn.mode == .aspectFit && drawn.asset.pixelWidth == 2 && drawn.asset.pngData == png)
    }

    // MARK: Layout attributes

    @Test func aLayoutsOwnAttributesClassComesBackFromSuperAndCopiesWithItsProperties() throws {
        final class TintedAttributes: UICollectionViewLayoutAttributes {
            var tint: CGFloat = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! TintedAttributes
                copy.tint = tint
                return copy
            }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? TintedAttributes, other.tint == tint else { return false }
                return super.isEqual(object)
            }
        }
        final class TintedLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
        }
        let source = ColorDataSource(sections: [Palette.colors(2)])
        let layout = TintedLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            let attributes = try #require(collectionView.layoutAttributesForItem(at: UIKitIndexPath(item: 1, section: 0)) as? TintedAttributes)
            attributes.tint = 0.5
            attributes.alpha = 0.25
            let copy = try #require(attributes.copy() as? TintedAttributes)
            #expect(copy.tint == 0.5 && copy.alpha == 0.25 && copy.indexPath == UIKitIndexPath(item: 1, section: 0))
            #expect(copy.isEqual(attributes) && copy !== attributes)
            copy.tint = 1
            #expect(!copy.isEqual(attributes))
            #expect(attributes.frame == CGRect(x: 100 + (390 - 300) / 2, y: 0, width: 100, height: 100))
        }
    }

    @Test func aSubclassThatObservesAPropertyHearsTheBuiltInLayoutSetItAndItsCopyHoldsTheSame() throws {
        // The properties read and write stored values that UIKit's own class is compared and
        // filled through directly; a subclass's override must still be what the layout calls.
        final class ObservedAttributes: UICollectionViewLayoutAttributes {
            var centresSet = 0
            override var center: CGPoint { didSet { centresSet += 1 } }
            override var alpha: CGFloat {
                get { super.alpha }
                set { super.alpha = newValue / 2 }
            }
        }
        final class ObservedLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { ObservedAttributes.self }
        }
        let source = ColorDataSource(sections: [Palette.colors(2)])
        let layout = ObservedLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            // Where the test above finds the second item of the same layout.
            let attributes = try #require(collectionView.layoutAttributesForItem(at: UIKitIndexPath(item: 1, section: 0)) as? ObservedAttributes)
            #expect(attributes.centresSet > 0)
            #expect(attributes.center == CGPoint(x: 100 + (390 - 300) / 2 + 50, y: 50))
            // Its setter halves what the layout gives it, as the subclass says.
            #expect(attributes.alpha == 0.5)
            let copy = try #require(attributes.copy() as? ObservedAttributes)
            #expect(copy.center == attributes.center && copy.alpha == 0.5 && copy.size == attributes.size && copy.isEqual(attributes))
            copy.center.x += 1
            #expect(!copy.isEqual(attributes) && attributes.center == CGPoint(x: 100 + (390 - 300) / 2 + 50, y: 50))
        }
        // UIKit's own class: what is set is what is read, and a copy is equal until changed.
        let plain = UICollectionViewLayoutAttributes(forCellWith: UIKitIndexPath(item: 3, section: 1))
        plain.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        plain.alpha = 0.25
        plain.zIndex = 2
        plain.isHidden = true
        plain.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = try #require(plain.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy.isEqual(plain) && copy.center == CGPoint(x: 25, y: 40) && copy.size == CGSize(width: 30, height: 40))
        #expect(copy.alpha == 0.25 && copy.zIndex == 2 && copy.isHidden && copy.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(copy.indexPath == UIKitIndexPath(item: 3, section: 1))
        copy.zIndex = 3
        #expect(!copy.isEqual(plain))
    }
}
