#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// `zoetrope port` on iOS code: the edits it prints, the file it writes, and what it cannot do.
@Suite struct PortCommandTests {
    typealias CLI = CommandLineRunner

    /// The app's file, and what port must make of it: the copy the UIKit tests compile.
    static let original = CLI.packageRoot + "/Tests/PortFixtures/PinterestStyleLayout.swift"
    static let ported = CLI.packageRoot + "/Tests/ZoetropeUIKitTests/Layouts/PinterestStyleLayout.swift"

    @Test func portMakesExactlyTheFileTheUIKitTestsCompileAndPrintsEachEdit() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try CLI.run(["port", Self.original, "--out", root])
        #expect(result.status == 0, "\(result.standardError)")
        let written = try String(contentsOfFile: root + "/PinterestStyleLayout.swift", encoding: .utf8)
        #expect(written == (try String(contentsOfFile: Self.ported, encoding: .utf8)))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("PinterestStyleLayout.swift:1:1: import UIKit → import ZoetropeUIKit where UIKit cannot be imported (#if canImport(UIKit))") })
        #expect(lines.contains { $0.hasSuffix(":9:11: optional requirement collectionView(_:heightForCaptionAtIndexPath:) → a requirement with a default in an extension ({ 24 })") })
        #expect(lines.contains { $0.hasSuffix(":45:33: collectionView?(…) → collectionView(…): the requirement is no longer optional") })
        #expect(lines.last == "14 edits in 1 of 1 file")
        // The original is untouched.
        #expect(try String(contentsOfFile: Self.original, encoding: .utf8).contains("@objc optional func numberOfColumns"))
    }

    @Test func whatCannotBePortedWholeIsAWarningAndExits1() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @objc protocol CardStackDelegate {
                @objc optional func cardStack(_ stack: CardStackLayout, offsetFor index: Int) -> CGFloat
            }

            final class CardStackLayout: UICollectionViewLayout {
                weak var delegate: CardStackDelegate?
                var completion: ((Bool) -> Void)?

                func offset(_ index: Int) -> CGFloat {
                    if let offset = delegate?.cardStack?(self, offsetFor: index) { return offset }
                    completion?(true)
                    return 0
                }

                func attach(to button: UIButton) {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                }

                @objc func tapped() {}
            }
            """
        try source.write(toFile: root + "/CardStackLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/CardStackLayout.swift", "--in-place"])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("CardStackLayout.swift:4:11: warning: optional requirement cardStack(_:offsetFor:) is now required: no call site says what its absence means"))
        #expect(result.standardOutput.contains("CardStackLayout.swift:18:40: #selector(tapped) → Selector((\"tapped\")): the method's Objective-C name"))
        let ported = try String(contentsOfFile: root + "/CardStackLayout.swift", encoding: .utf8)
        #expect(ported.contains("delegate?.cardStack(self, offsetFor: index)"))
        // An optional closure property is called as it was.
        #expect(ported.contains("completion?(true)"))
        // Gone from the protocol, whose requirements are Swift's now; kept for iOS on the action.
        #expect(!ported.contains("@objc optional") && !ported.contains("@objc protocol"))
        #expect(ported.contains("    #if canImport(UIKit)\n    @objc\n    #endif\n    func tapped() {}"), "\(ported)")
        #expect(!ported.contains("extension CardStackDelegate"), "no default to give")
    }

    @Test func interfaceBuilderAttributesAreKeptForIOSOnlyAndTheFileCompilesHere() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            @IBDesignable final class BadgeView: UIView {
                @IBInspectable var radius: CGFloat = 4
            }

            final class ProfileCell: UICollectionViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet var badge: BadgeView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                @IBAction func follow(_ sender: Any) {
                    nameLabel.text = "Following"
                }
            }
            """
        try source.write(toFile: root + "/ProfileCell.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/ProfileCell.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("ProfileCell.swift:8:5: @IBOutlet kept for iOS only (#if canImport(UIKit)): Swift on Linux has no Interface Builder"))
        let ported = try String(contentsOfFile: root + "/ProfileCell.swift", encoding: .utf8)
        #expect(ported.contains("    #if canImport(UIKit)\n    @IBOutlet\n    #endif\n    weak var nameLabel: UILabel!"), "\(ported)")
        #expect(ported.contains("#if canImport(UIKit)\n    @IBAction\n    #endif\n    func follow(_ sender: Any)"))
        #expect(ported.contains("#if canImport(UIKit)\n@IBDesignable\n#endif\nfinal class BadgeView"))
        // What port wrote compiles against ZoetropeUIKit as it is.
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// A library's wrapper of UIKit's nib registration (a pager's or a card stack's
    /// `register(nib:forCellWithReuseIdentifier:)`, beside the class form) is kept for iOS only:
    /// no nib loads here, and the rest of the library compiles.
    @Test func aDeclarationThatTakesANibIsKeptForIOSOnly() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            open class Pager: UIView {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                /// Registers a cell class.
                open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
                    collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
                }

                /// Registers a nib.
                open func register(nib: UINib?, forCellWithReuseIdentifier identifier: String) {
                    collectionView.register(nib, forCellWithReuseIdentifier: identifier)
                }
            }
            """
        try source.write(toFile: root + "/Pager.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Pager.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("Pager.swift:12:5: register takes a nib → kept for iOS only (#if canImport(UIKit)): Zoetrope loads no nibs"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Pager.swift", encoding: .utf8)
        #expect(ported.contains("    /// Registers a nib.\n    #if canImport(UIKit)\n    open func register(nib: UINib?"), "\(ported)")
        #expect(ported.contains("collectionView.register(nib, forCellWithReuseIdentifier: identifier)\n    }\n    #endif\n}"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(ported)")
    }

    /// A storyboard cell, made only with `init?(coder:)` (UPCarouselFlowLayout's demo): the
    /// collection view makes it with `init(frame:)`, which port adds, doing what `init?(coder:)`
    /// does after `super`. A cell that decodes from its coder is left to the app, with the
    /// compiler's message.
    @Test func aCellMadeOnlyFromAStoryboardGetsAFrameInitializerThatDoesTheSame() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            class CarouselCell: UICollectionViewCell {
                @IBOutlet weak var image: UIImageView!

                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    layer.cornerRadius = 100
                    layer.borderWidth = 10
                }
            }

            class ArchivedCell: UICollectionViewCell {
                var caption = ""

                required init?(coder: NSCoder) {
                    caption = coder.decodeObject(forKey: "caption") as? String ?? ""
                    super.init(coder: coder)
                }
            }
            """
        try source.write(toFile: root + "/Cells.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Cells.swift", "--in-place"])
        // Its outlet is the app's to make now: port says so, and exits 1 as for every such edit.
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("""
            Cells.swift:6:5: warning: init?(coder:) alone → init(frame:) added, doing what it does: the collection view makes CarouselCell \
            with init(frame:); make its outlets (image) there, as the storyboard did
            """), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("ArchivedCell with init(frame:)"), "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Cells.swift", encoding: .utf8)
        #expect(ported.contains("""
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.cornerRadius = 100
                    layer.borderWidth = 10
                }
            """), "\(ported)")
        #expect(ported.components(separatedBy: "override init(frame:").count == 2, "\(ported)")
        // The carousel cell compiles here; the archived one still needs the app's init(frame:).
        let carousel = ported.components(separatedBy: "class ArchivedCell")[0]
        let messages = try DocumentationCodeBlockTests.typecheck(carousel, library: true)
        #expect(messages == nil, "\(messages ?? "")\n\(carousel)")
    }

    /// Target–action as real files write it: a submodule import, `@objc` actions named by
    /// `#selector` in each of Swift's spellings. Port writes each selector as the method's
    /// Objective-C name, keeps `@objc` for iOS, and the result compiles here.
    @Test func selectorsBecomeObjectiveCNamesAndTheActionsStayObjCOnIOS() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit.UICollectionView

            final class BoardController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
                    collectionView.addGestureRecognizer(press)
                    collectionView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.didTap)))
                    collectionView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(BoardController.pan(recognizer:))))
                    collectionView.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(swiped)))
                }

                @objc func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
                    guard gesture.state == .began,
                          let path = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { return }
                    collectionView.beginInteractiveMovementForItem(at: path)
                }

                @objc private func didTap() {}
                @objc func pan(recognizer: UIPanGestureRecognizer) {}
                @objc(swipedWithGesture:) func swiped(_ gesture: UISwipeGestureRecognizer) {}
            }
            """
        try source.write(toFile: root + "/BoardController.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/BoardController.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("BoardController.swift:1:1: import UIKit.UICollectionView → import ZoetropeUIKit where UIKit cannot be imported"))
        #expect(result.standardOutput.contains("BoardController.swift:15:5: @objc kept for iOS only (#if canImport(UIKit)): Swift on Linux has no Objective-C runtime"))
        let ported = try String(contentsOfFile: root + "/BoardController.swift", encoding: .utf8)
        #expect(ported.hasPrefix("#if canImport(UIKit)\nimport UIKit.UICollectionView\n#else\nimport ZoetropeUIKit\n#endif\n"), "\(ported)")
        for name in ["handleLongPress:", "didTap", "panWithRecognizer:", "swipedWithGesture:"] {
            #expect(ported.contains("Selector((\"\(name)\"))"), "\(name)")
        }
        #expect(!ported.contains("#selector"))
        #expect(ported.contains("    #if canImport(UIKit)\n    @objc(swipedWithGesture:)\n    #endif\n    func swiped(_ gesture: UISwipeGestureRecognizer) {}"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// Call sites that fall back to the layout's own property, or to a constant of the file:
    /// the requirement's default says the same, reading the property from the parameter
    /// every call passes the layout to, so a delegate that leaves it out still gets it.
    @Test func aFallbackToTheCallersPropertyOrAFileConstantIsTheDefault() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            let defaultSpacing: CGFloat = 8

            @objc protocol MosaicLayoutDelegate: AnyObject {
                @objc optional func numberOfColumns(in layout: MosaicLayout) -> Int
                @objc optional func spacing(for layout: MosaicLayout) -> CGFloat
                @objc optional func height(at index: Int) -> CGFloat
            }

            final class MosaicLayout: UICollectionViewLayout {
                weak var delegate: MosaicLayoutDelegate?
                var columnCount = 2

                func columns() -> Int {
                    max(1, delegate?.numberOfColumns?(in: self) ?? columnCount)
                }

                func gap() -> CGFloat {
                    delegate?.spacing?(for: self) ?? defaultSpacing
                }

                func rowHeight(_ index: Int, base: CGFloat) -> CGFloat {
                    delegate?.height?(at: index) ?? base
                }
            }

            final class Gallery: MosaicLayoutDelegate {}
            """
        try source.write(toFile: root + "/MosaicLayout.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/MosaicLayout.swift", "--in-place"])
        // The third falls back to a local: no default can say that, and port says so.
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("optional requirement numberOfColumns(in:) → a requirement with a default in an extension ({ layout.columnCount })"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("optional requirement spacing(for:) → a requirement with a default in an extension ({ defaultSpacing })"))
        #expect(result.standardOutput.contains("warning: optional requirement height(at:) is now required"))
        let ported = try String(contentsOfFile: root + "/MosaicLayout.swift", encoding: .utf8)
        #expect(ported.contains("func numberOfColumns(in layout: MosaicLayout) -> Int { layout.columnCount }"), "\(ported)")
        // With the third implemented, as port asks, the file compiles.
        let finished = ported.replacingOccurrences(of: "final class Gallery: MosaicLayoutDelegate {}",
                                                   with: "final class Gallery: MosaicLayoutDelegate { func height(at index: Int) -> CGFloat { 40 } }")
        let messages = try DocumentationCodeBlockTests.typecheck(finished, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// What else real files do that Swift on Linux refuses: Core Animation's import, a
    /// selector-based notification observer, `abs` inside an extension of `CGFloat`.
    @Test func observersImportsAndAbsArePortedToFormsBothPlatformsCompile() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit
            import QuartzCore

            extension CGFloat {
                func progress(in range: ClosedRange<CGFloat>) -> CGFloat {
                    abs(self - range.lowerBound) / abs(range.upperBound - range.lowerBound)
                }
            }

            final class CarouselController: UIViewController {
                private(set) var turns = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(CarouselController.rotationDidChange), name: UIDevice.orientationDidChangeNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
                }

                @objc fileprivate func rotationDidChange() { turns += 1 }
                @objc func sizeChanged(_ notification: Notification) {}
            }
            """
        try source.write(toFile: root + "/CarouselController.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/CarouselController.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("CarouselController.swift:2:1: import QuartzCore → import ZoetropeUIKit"))
        #expect(result.standardOutput.contains("CarouselController.swift:6:9: abs(…) → Swift.abs(…) in an extension of CGFloat"))
        #expect(result.standardOutput.contains("CarouselController.swift:15:9: addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling rotationDidChange"))
        let ported = try String(contentsOfFile: root + "/CarouselController.swift", encoding: .utf8)
        #expect(ported.contains("Swift.abs(self - range.lowerBound) / Swift.abs(range.upperBound - range.lowerBound)"), "\(ported)")
        #expect(ported.contains("NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { [weak self] notification in self?.rotationDidChange() }"))
        #expect(ported.contains("{ [weak self] notification in self?.sizeChanged(notification) }"))
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// A paging library's hit test, overridden in an extension of UIKit's own cell class so that
    /// stacked cells take touches: there is nothing to move it into, and no touch in a
    /// recording, so it is kept for iOS; any other override there still needs the app's hand.
    /// A layout switch driven frame by frame, as DisplaySwitcher's transition manager drives
    /// it: on Linux the link calls its method through an action, on iOS it stays as written.
    @Test func aDisplayLinksSelectorBecomesAnActionOnLinux() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            final class TransitionDriver: NSObject {
                var updater: CADisplayLink!
                var ticker: CADisplayLink?

                func start() {
                    // Every frame until the transition is done.
                    updater = CADisplayLink(target: self, selector: #selector(step))
                    updater.add(to: .current, forMode: .common)
                    let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
                    ticker = link
                }

                @objc func step() {}
                @objc func tick(_ link: CADisplayLink) {}
            }
            """
        try source.write(toFile: root + "/TransitionDriver.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/TransitionDriver.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("TransitionDriver.swift:9:19: CADisplayLink(target: self, selector: #selector(step)) → on Linux, with the action that calls step"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/TransitionDriver.swift", encoding: .utf8)
        #expect(ported.contains("""
                    // Every frame until the transition is done.
                    #if canImport(UIKit)
                    updater = CADisplayLink(target: self, selector: #selector(step))
                    #else
                    updater = CADisplayLink(target: self, selector: Selector(("step")), action: { [weak self] link in self?.step() })
                    #endif
                    updater.add(to: .current, forMode: .common)
            """), "\(ported)")
        #expect(ported.contains("""
                    let link = CADisplayLink(target: self, selector: Selector(("tick:")), action: { [weak self] link in self?.tick(link) })
            """), "\(ported)")
    }

    /// A library's UIKit extension guarded for iOS and tvOS, as DifferenceKit's is: on Linux the
    /// guard made the file empty, so its API was missing without an error at the file.
    @Test func codeGuardedForUIKitPlatformsCompilesWithZoetropeUIKit() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            #if os(iOS) || os(tvOS)
            import UIKit

            public extension UICollectionView {
                func reloadInStages(_ stages: [[IndexPath]]) {
                    for stage in stages { performBatchUpdates { insertItems(at: stage) } }
                }
            }
            #endif

            #if os(macOS)
            import AppKit
            #endif
            """
        try source.write(toFile: root + "/UIKitExtension.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/UIKitExtension.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("UIKitExtension.swift:1:1: #if os(iOS) || os(tvOS) → #if os(iOS) || os(tvOS) || canImport(ZoetropeUIKit)"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/UIKitExtension.swift", encoding: .utf8)
        #expect(ported.hasPrefix("""
            #if os(iOS) || os(tvOS) || canImport(ZoetropeUIKit)
            #if canImport(UIKit)
            import UIKit
            #else
            import ZoetropeUIKit
            #endif

            public extension UICollectionView {
            """), "\(ported)")
        // A clause for another platform is left alone.
        #expect(ported.hasSuffix("""
            #if os(macOS)
            import AppKit
            #endif
            """), "\(ported)")
    }

    @Test func aTouchOnlyOverrideInAnExtensionOfAUIKitClassIsKeptForIOS() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = """
            import UIKit

            protocol Selectable {
                var selectableView: UIView? { get }
            }

            public extension UICollectionViewCell {
                /// Cells lie on top of each other: the selectable view takes the touch.
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    if let view = (self as? Selectable)?.selectableView {
                        return view.hitTest(convert(point, to: view), with: event)
                    }
                    return super.hitTest(point, with: event)
                }

                var isSelectable: Bool { self is Selectable }
            }
            """
        try source.write(toFile: root + "/Cell+Touches.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Cell+Touches.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("Cell+Touches.swift:9:5: override of hitTest(_:with:) in an extension of UICollectionViewCell kept for iOS only (#if canImport(UIKit))"),
                "\(result.standardOutput)")
        let ported = try String(contentsOfFile: root + "/Cell+Touches.swift", encoding: .utf8)
        #expect(ported.contains("""
                /// Cells lie on top of each other: the selectable view takes the touch.
                #if canImport(UIKit)
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            """), "\(ported)")
        #expect(ported.contains("        return super.hitTest(point, with: event)\n    }\n    #endif\n\n    var isSelectable"), "\(ported)")
        let messages = try DocumentationCodeBlockTests.typecheck(ported, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// A controller split over extensions, as apps split one: the overrides in the extensions
    /// (which Swift on Linux refuses there) move into the class, whichever file it is in; the
    /// extensions keep their conformances and other members.
    @Test func overridesInExtensionsMoveIntoTheirClassAcrossFiles() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let controller = """
            import UIKit

            final class AlbumsController: UICollectionViewController {
                var albums = ["Road", "Sea", "Hills"]
            }

            extension AlbumsController {
                /// Asks for the albums again.
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    collectionView.reloadData()
                }

                func title(at index: Int) -> String { albums[index] }
            }
            """
        let dataSource = """
            import UIKit

            extension AlbumsController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    albums.count
                }

                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
                }
            }
            """
        try controller.write(toFile: root + "/AlbumsController.swift", atomically: true, encoding: .utf8)
        try dataSource.write(toFile: root + "/AlbumsController+DataSource.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/AlbumsController.swift", root + "/AlbumsController+DataSource.swift", "--in-place"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("AlbumsController.swift:9:5: override in an extension of AlbumsController → moved into the class"))
        #expect(result.standardOutput.contains("AlbumsController+DataSource.swift:4:5: override in an extension of AlbumsController → moved into the class"))
        let ported = try String(contentsOfFile: root + "/AlbumsController.swift", encoding: .utf8)
        let portedDataSource = try String(contentsOfFile: root + "/AlbumsController+DataSource.swift", encoding: .utf8)
        #expect(!portedDataSource.contains("override"), "\(portedDataSource)")
        let classBody = try #require(ported.components(separatedBy: "extension AlbumsController").first)
        #expect(classBody.contains("/// Asks for the albums again.\n    override func viewWillAppear"), "\(ported)")
        #expect(classBody.contains("(from AlbumsController+DataSource.swift)"))
        #expect(classBody.contains("numberOfItemsInSection") && classBody.contains("cellForItemAt"))
        #expect(ported.contains("func title(at index: Int) -> String { albums[index] }"))
        // An override in an extension of UIKit's own class cannot move: port says so.
        try "import UIKit\n\nextension UICollectionViewCell {\n    override func prepareForReuse() {}\n}\n"
            .write(toFile: root + "/Cell+Reuse.swift", atomically: true, encoding: .utf8)
        let warned = try CLI.run(["port", root + "/Cell+Reuse.swift", "--dry-run"])
        #expect(warned.status == 1)
        #expect(warned.standardOutput.contains("Cell+Reuse.swift:4:5: warning: override in an extension of UICollectionViewCell, which is not declared in the files ported"),
                "\(warned.standardOutput)")
        // Both files, as port left them, compile together.
        let messages = try DocumentationCodeBlockTests.typecheck(ported, support: portedDataSource, library: true)
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// A cell made for a storyboard, with only `init?(coder:)`: the compiler's message names
    /// what Zoetrope needs, not an internal initializer.
    @Test func aCellWithOnlyInitCoderIsToldItNeedsInitFrame() throws {
        let source = """
            import ZoetropeUIKit
            final class StoryboardCell: UICollectionViewCell {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            """
        let messages = try #require(try DocumentationCodeBlockTests.typecheck(source, library: true))
        #expect(messages.contains("'required' initializer 'init(zoetropeNeedsInitFrame:)' must be provided by subclass of 'UICollectionReusableView'"), "\(messages)")
    }

    @Test func portRefusesWithoutADestinationOrAFileItCanRead() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let nowhere = try CLI.run(["port", Self.original])
        #expect(nowhere.status == 2)
        #expect(nowhere.standardError.contains("Say where the ported files go: --in-place, --out FOLDER, or --dry-run"), "\(nowhere.standardError)")
        let missing = try CLI.run(["port", root + "/Missing.swift", "--dry-run"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Missing.swift: cannot be read as UTF-8 text"), "\(missing.standardError)")
        let notSwift = try CLI.run(["port", root + "/layout.txt", "--dry-run"])
        #expect(notSwift.status == 2)
        #expect(notSwift.standardError.contains("layout.txt: not a Swift file (.swift)"))
        // A dry run writes nothing.
        let dry = try CLI.run(["port", Self.original, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.standardOutput.hasSuffix("14 edits in 1 of 1 file (dry run: nothing written)\n"))
    }

    /// A file of 4,000 edits (each line an optional call) ports in a small address space: port
    /// rewrote each statement in place, copying the whole file around it, and took 1.1 GB here
    /// (1 MB of calls took 5.7 GB). The cost per line is measured by PortBenchmark.
    @Test func portsFourThousandEditsInLittleMemory() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var text = "import UIKit\n@objc protocol Feed: AnyObject {\n    @objc optional func collectionView(_ a: Int, b: Int) -> Int\n}\n"
        text += "final class Host {\n    weak var delegate: Feed?\n    func run() -> Int {\n        var total = 0\n"
        for line in 0..<4_000 { text += "        total += delegate?.collectionView?(\(line), b: \(line)) ?? 0\n" }
        text += "        return total\n    }\n}\n"
        try text.write(toFile: root + "/Feed.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Feed.swift", "--out", root + "/ported", "--quiet"], memoryLimit: 800)
        #expect(result.status == 0, "\(result.standardError)")
        let ported = try String(contentsOfFile: root + "/ported/Feed.swift", encoding: .utf8)
        #expect(ported.components(separatedBy: "delegate?.collectionView(").count - 1 == 4_000)
        #expect(!ported.contains("collectionView?("))
    }

    @Test func aFilePastTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try String(repeating: "let x = 1\n", count: 300_000).write(toFile: root + "/Big.swift", atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", root + "/Big.swift", "--dry-run", "--max-file-size", "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Big.swift: 2 MB, more than the limit of 1 MB (--max-file-size)"), "\(result.standardError)")
    }
}
#endif
