import Testing
import ZoetropeCore
import ZoetropeTesting
import ZoetropeUIKit
import ZoetropeTestSupport

/// Layouts in the style of widely used public ones, a flow layout's delegate, interactive
/// transitions, and what does not compile on purpose.
@Suite struct MoreUIKitLayoutTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class Heights: NSObject, WaterfallLayoutDelegate {
        func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: UIKitIndexPath) -> CGFloat {
            CGFloat(80 + (indexPath.item * 37) % 90)
        }
    }

    @Test func aWaterfallPlacesEachItemInTheShortestColumnAndAnimatesAnInsert() throws {
        let source = ColorDataSource(sections: [Palette.colors(8)])
        let heights = Heights()
        let layout = WaterfallLayout()
        layout.delegate = heights
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(.black, at: 0)
            collectionView.performBatchUpdates { collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)]) }
        }
        let tracks = timeline.segments[0].transition.tracks
        let inserted = try #require(tracks.first { $0.role == .appearing })
        // Item 0 (80 + 0 high, plus padding) at the top of the left column, fading in.
        #expect(inserted.to.frame == Rect(x: 6, y: 6, width: 183, height: 80))
        #expect(inserted.from.alpha == 0)
        // Every other item moves to where its new index puts it.
        #expect(tracks.filter { $0.role == .moving }.count == 8)
    }

    @Test func aCarouselScalesCardsByTheirDistanceFromTheCentreOnEveryFrameOfAScroll() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)])
        let layout = CarouselFlowLayout()
        layout.itemSize = CGSize(width: 250, height: 400)
        // A strip as tall as the cards, so they form one row.
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            #expect(collectionView.decelerationRate == .fast)
            let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 500, y: 0), withScrollingVelocity: .zero)
            #expect(target.x == 540)
            // Two cards along: the second passes through the centre on the way.
            collectionView.setContentOffset(target, animated: true)
        }
        // The layout invalidates on every bounds change, so UIKit lays it out on every frame: 18
        // steps of a 60th of a second.
        #expect(timeline.segments.count == 18)
        #expect(timeline.segments.allSatisfy { $0.label == "setContentOffset(_:animated:)" })
        func card(_ item: Int, inStep step: Int) throws -> Track {
            try #require(timeline.segments[step].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) })
        }
        // The second card starts and ends a card away from the centre (scale 0.8), and is full
        // size half-way, when the offset is 270: what endpoints alone would never show.
        #expect(abs(try card(1, inStep: 0).from.transform.a - 0.8) < 1e-9)
        #expect(abs(try card(1, inStep: 8).to.transform.a - 1) < 1e-9)
        #expect(try card(1, inStep: 8).to.zIndex == 10)
        #expect(abs(try card(1, inStep: 17).to.transform.a - 0.8) < 1e-9)
        #expect(timeline.segments[8].transition.newBounds.minX == 270)
        #expect(abs(timeline.duration - 0.3) < 1e-6)
    }

    final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: UIKitIndexPath) -> CGSize {
            CGSize(width: indexPath.item == 0 ? 380 : 120, height: 60)
        }

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 5)
        }
    }

    @Test func theFlowLayoutAsksItsDelegateAndFallsBackToItsProperties() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let sizes = Sizes()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 8
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            collectionView.delegate = sizes
            // The delegate counts from the next layout pass, as in UIKit.
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        let tracks = timeline.segments[0].transition.tracks
        let frames = (0..<4).map { item in tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) }!.to.frame }
        #expect(frames[0] == Rect(x: 5, y: 20, width: 380, height: 60))
        // The rest on the next line: three of 120 with the delegate's insets, spaced evenly (the
        // line's last), 8 below.
        #expect(frames[1].minY == 88 && frames[1].minX == 5 && frames[1].width == 120)
    }

    @Test func anInteractiveTransitionShowsTheProgressTheCodeSetsThenFinishes() throws {
        let source = ColorDataSource(sections: [Palette.colors(4)])
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 80, height: 80)
        let large = UICollectionViewFlowLayout()
        large.itemSize = CGSize(width: 180, height: 180)
        var ended: (Bool, Bool)?
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: small) { collectionView in
            source.register(in: collectionView)
            // A gesture's updates, each in a turn of its own.
            let transition = collectionView.startInteractiveTransition(to: large) { ended = ($0, $1) }
            collectionView.pause(for: 0)
            UIView.animate(withDuration: 0.2) {
                transition.transitionProgress = 0.5
                collectionView.layoutIfNeeded()
            }
            collectionView.pause(for: 0)
            collectionView.finishInteractiveTransition()
            #expect(collectionView.collectionViewLayout === large)
        }
        #expect(ended?.0 == true && ended?.1 == true)
        #expect(timeline.segments.map(\.label) == ["setCollectionViewLayout(_:animated:)", "invalidateLayout()", "setCollectionViewLayout(_:animated:)"])
        let halfway = try #require(timeline.segments[1].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(halfway.to.frame.width == 130 && halfway.from.frame.width == 80)
        let end = try #require(timeline.segments[2].transition.tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: 0, section: 0)) })
        #expect(end.from.frame.width == 130 && end.to.frame.width == 180)
    }

    /// What cannot be honoured fails to compile, saying why: checked by type-checking app code
    /// against the built module.
    @Test(arguments: [
        ("let collision = UICollisionBehavior(items: [])", "not collisions"),
        ("let nib: UINib? = nil", "no nibs or storyboards"),
    ])
    func unsupportedUIKitFailsToCompileWithTheReason(code: String, message: String) throws {
        let (status, output) = try Self.typecheck(code)
        #expect(status != 0)
        #expect(output.contains("is unavailable: ") && output.contains(message), "\(output)")
    }

    /// Falling cards that bounce off the screen's edges and snap into place, as UIKit Dynamics
    /// demos are written: collisions and snap are not run, and every error is the reason, none
    /// a member Swift cannot find.
    @Test func collisionsAndSnapFailWithTheReasonAlone() throws {
        let code = """
            final class Pile {
                let animator: UIDynamicAnimator
                init(view: UIView, cards: [UIView]) {
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UIGravityBehavior(items: cards))
                    let collision = UICollisionBehavior(items: cards)
                    collision.translatesReferenceBoundsIntoBoundary = true
                    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 800), to: CGPoint(x: 390, y: 800))
                    animator.addBehavior(collision)
                    let snap = UISnapBehavior(item: cards[0], snapTo: view.center)
                    snap.damping = 0.3
                    animator.addBehavior(snap)
                }
            }
            """
        try Self.expectOnlyUnavailable(code, because: "Zoetrope's UIKit Dynamics", atLeast: 2)
    }

    /// A pager that registers its cells from a nib, as paging libraries offer: the nib's
    /// reason, and no complaint that a nib is not a class.
    @Test func aNibRegistrationFailsWithTheReasonAlone() throws {
        let code = """
            final class Pager: UIView {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
                    collectionView.register(nib, forCellWithReuseIdentifier: identifier)
                    collectionView.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier)
                }
            }
            """
        try Self.expectOnlyUnavailable(code, because: "Zoetrope draws no nibs or storyboards", atLeast: 1)
    }

    /// A cell loaded from its nib by name, and a view that loads its content from one, as
    /// layout kits' demos do: `UINib(nibName:bundle:)` and `instantiate(withOwner:options:)`
    /// fail with the nib's reason, not with "argument passed to call that takes no arguments".
    @Test func loadingANibByNameFailsWithTheReasonAlone() throws {
        let code = """
            final class Wheel: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let cellNib = UINib(nibName: "WheelCell", bundle: Bundle(for: type(of: self)))
                    collectionView?.register(cellNib, forCellWithReuseIdentifier: "cell")
                }
            }
            final class Designable: UIView {
                func loadViewFromNib() -> UIView! {
                    let nib = UINib(nibName: String(describing: type(of: self)), bundle: Bundle(for: type(of: self)))
                    return nib.instantiate(withOwner: self, options: nil)[0] as? UIView
                }
            }
            """
        try Self.expectOnlyUnavailable(code, because: "Zoetrope draws no nibs or storyboards", atLeast: 2)
    }

    /// A library that makes its controller from its own storyboard, as a card slider does:
    /// the storyboard's reason, not "cannot find 'UIStoryboard' in scope".
    @Test func makingAControllerFromAStoryboardFailsWithTheReasonAlone() throws {
        let code = """
            final class Slider: UIViewController {
                static func make() -> Slider? {
                    let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: self))
                    return storyboard.instantiateInitialViewController() as? Slider
                        ?? storyboard.instantiateViewController(withIdentifier: "Slider") as? Slider
                }
            }
            """
        try Self.expectOnlyUnavailable(code, because: "Zoetrope draws no nibs or storyboards", atLeast: 1)
    }

    /// Type-checks `code` and expects it to fail with at least `count` errors, each saying that
    /// what it names is unavailable because of `reason`, and nothing else.
    static func expectOnlyUnavailable(_ code: String, because reason: String, atLeast count: Int,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, output) = try typecheck(code)
        let errorLines = output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(status != 0 && errorLines.count >= count, sourceLocation: sourceLocation)
        #expect(errorLines.allSatisfy { $0.contains("is unavailable: " + reason) }, "\(output)", sourceLocation: sourceLocation)
    }

    /// The exit status and the messages of type-checking `code`, a file that imports
    /// ZoetropeUIKit, against the built module.
    static func typecheck(_ code: String) throws -> (status: Int32, output: String) {
        let modules = try #require(Self.modulesFolder, "the built modules folder (…/debug/Modules)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try "import ZoetropeUIKit\n\(code)\n".write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // ZoetropeUIKit reads asset catalogues through the C libraries' modules.
        process.arguments = ["swiftc", "-typecheck", "-I", modules] + (try CModuleSearchPaths.swiftcArguments()) + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// `…/debug/Modules`, beside the test bundle.
    static let modulesFolder: String? = BuildProducts.find("Modules/ZoetropeUIKit.swiftmodule").map { ($0 as NSString).deletingLastPathComponent }
}

/// The module stays what its users need on a machine without Cairo: the core and Foundation.
@Suite struct UIKitModuleBoundaryTests {
    @Test func nothingInZoetropeUIKitImportsCairoOrTheRenderers() throws {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        let sources = parts.joined(separator: "/") + "/Sources/ZoetropeUIKit"
        let files = try #require(FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") })
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") && !$0.contains("//") }
            for line in imports {
                #expect(!["Cairo", "Pango", "ZoetropeSVG", "ZoetropeScene", "ZoetropePNG"].contains { line.contains($0) }, "\(file): \(line)")
            }
        }
    }
}
