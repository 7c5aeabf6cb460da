import Foundation
import Testing
import ZoetropeTestSupport

/// What each library promises its users stays what it means to promise: every declaration
/// that is `public` (or `open`) is API a user's code may come to rely on, while `package` is
/// shared between Zoetrope's own modules and free to change. The count of each module's public
/// declarations is recorded here, so that it cannot rise without someone raising the record in
/// the same commit and saying why there.
///
/// The count is a scan of the source: one per line that declares with `public` or `open`
/// (attributes such as `@inlinable` before it allowed). Enum cases and what the compiler
/// synthesises (`==`, `hash(into:)`) are not written so and are not counted.
@Suite struct PublicSurfaceTests {
    typealias CLI = CommandLineRunner

    /// Each library's public declarations as last recorded. ZoetropeCore's was 1,381 before the
    /// drawing model, the update plan, the content's subviews and the timeline's paint pieces
    /// became `package` (issue 47, item 6), and 1,168 before `MirroredLayout`, the fixtures' own
    /// layouts (explicit among them), what the engine constructs and evaluates, and the
    /// content's derived values did. What is left is what the docs present or UIKit names: the layouts and their
    /// protocol's hooks, the data and its diffable snapshots, the content a scene is built from,
    /// geometry, timing, and the transitions and timeline a change gives.
    /// `BatchUpdate.applied(to:dataAfter:)` with its `AppliedUpdate` and `UpdateMapping` stay
    /// public (11), as the fuzzers, a package of their own, check diffs with them; so do a
    /// shaped line's glyphs and advance, which the font-file fuzzer checks. 900 with the
    /// timeline's and the frame's `underlay`, what lies behind a clear collection view, which a
    /// renderer of its own draws.
    /// ZoetropeUIKit's is UIKit's own surface, named as UIKit names it (2,417 with
    /// `indexPath(for:)` and `scrollRectToVisible(_:animated:)`, which ScalingCarousel calls;
    /// 2,419 with a plain scroll view's `delegate` and `UIScrollViewDelegateHolding`, the
    /// protocol Swift needs to declare it beside a collection view's; 2,469 with Darwin's
    /// `MAXFLOAT` and `NSEC_PER_…` constants, `UIView.isOpaque`, a layout's `awakeFromNib()`,
    /// `UIDynamicItem`, and UIKit Dynamics' members, unavailable with their classes, declared
    /// so that a springy layout fails with the reason alone; met in a waterfall layout, a
    /// drag-to-reorder layout and a springy scaling layout; 2,517 with UIKit Dynamics run:
    /// the animator and its delegate, attachments, item behaviours and gravity, collisions,
    /// snap and push declared unavailable with their reason, and a controller's status-bar
    /// preferences, which the springy scaling layout's demo overrides; 2,628 with a table
    /// view's data source, delegate, cells and `UITableViewController`, kept but not drawn, so
    /// that a bouncy layout's demo menu compiles; 2,637 with `UIRefreshControl` and the
    /// `refreshControl` of a scroll view and a table controller, which grid and list screens
    /// with pull to refresh set; 2,680 with `UIBarButtonItem`, a navigation item's bar buttons
    /// and title view, and a controller's editing mode, `editButtonItem` and toolbar items,
    /// which a list screen's "Add" and "Edit" buttons set; 2,758 with `UISearchBar` (drawn)
    /// and its delegate, `UISearchController` with its updater and delegate, a navigation
    /// item's `searchController`, the text-input traits a search bar keeps, and storyboard
    /// segues, which list screens with search set up; 2,776 with the visual format language's
    /// options, now that a format is parsed, as Apple's Mountains sample lays out its search bar;
    /// 2,779 with a collection view's editing mode, which a list's "Edit" button sets; 2,856
    /// with prefetching (`prefetchDataSource` and its protocol), the delegate's supplementary
    /// display, highlight and context-menu methods with `UIMenu`, `UIContextMenuConfiguration`
    /// and the preview types, and the feedback generators, which grid screens that load images
    /// ahead, offer menus and play haptics set up; 2,868 with `UIView.transition(with:…)`,
    /// `transition(from:to:…)` and the transition options, with which cells fade in what they
    /// loaded; 2,878 with `willMove(toWindow:)`, `didMoveToWindow()`, `layoutSublayers(of:)`,
    /// `endEditing(_:)`, `scrollsToTop` and a control's content alignments, which pagers and
    /// page controls use; 2,893 with key-value observing by name, `addObserver(_:forKeyPath:…)`,
    /// `removeObserver(_:forKeyPath:…)`, `NSKeyValueChangeKey` and `observeValue(forKeyPath:…)`,
    /// with which pager cells follow their labels' fonts; 2,895 with a nib's registration declared
    /// unavailable, so that its reason is the only error; 2,904 with `UINib`'s initialisers,
    /// `instantiate(withOwner:options:)` and its options' key, on the unavailable class, so that
    /// loading a nib by name fails with the reason alone, as layout kits' demos load their cells;
    /// 2,906 with `UIStatusBarAnimation` and `preferredStatusBarUpdateAnimation`, which a
    /// slanted layout's demo overrides; 2,924 with `UIInterfaceOrientationMask` and a
    /// controller's `supportedInterfaceOrientations` and `shouldAutorotate`, a scroll view's
    /// `delaysContentTouches` and `canCancelContentTouches`, and `UIStoryboard` declared
    /// unavailable with its reason, which a card slider names; 2,930 with the timers, the run
    /// loop's `add(_:forMode:)` and the main queue's `asyncAfter(deadline:)` on the recording's
    /// clock, standing in for Foundation's, with which a banner slides itself; 2,932 with
    /// `UIImage(data:)` and `UIImage(data:scale:)`, with which apps show what they loaded; 2,934
    /// with Objective-C's class methods `description()` and `debugDescription()` on Linux, with
    /// which MagazineLayout's demo names its reuse identifiers; 2,948 with Objective-C's
    /// `NSInteger` and `NSUInteger` and `responds(to:)` on Linux, with which a round-cornered
    /// section layout's delegate protocol is written and asked, and `UIResponder` (the touch
    /// methods its decoration view overrides, `next`, first-responder status) above `UIView`
    /// and `UIViewController`, as in UIKit; 2,947 without `UICollectionView`'s own
    /// `adjustedContentInset`, which is `UIScrollView`'s now, the content inset).
    static let recorded: [String: Int] = [
        "ZoetropeAssets": 65,
        "ZoetropeCairo": 141,
        "ZoetropeComparison": 101,
        "ZoetropeCore": 900,
        "ZoetropePNG": 22,
        "ZoetropePlayer": 11,
        "ZoetropePreview": 56,
        "ZoetropeSVG": 22,
        "ZoetropeScene": 166,
        "ZoetropeSnapshotTesting": 17,
        "ZoetropeTesting": 75,
        "ZoetropeUIKit": 2947,
    ]

    /// A line that declares with `public` or `open`, after any attributes.
    static func declaresPublicly(_ line: Substring) -> Bool {
        var rest = line.drop { $0 == " " }
        while rest.hasPrefix("@") {
            // An attribute, with its arguments if it has any.
            var depth = 0
            var end = rest.startIndex
            for index in rest.indices {
                let character = rest[index]
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == " " && depth == 0 { end = index; break }
                end = rest.index(after: index)
            }
            rest = rest[end...].drop { $0 == " " }
        }
        return rest.hasPrefix("public ") || rest.hasPrefix("open ")
    }

    static func publicDeclarations(inModule module: String) -> Int {
        let root = CLI.packageRoot + "/Sources/" + module
        guard let paths = FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) else { return 0 }
        return paths.filter { $0.hasSuffix(".swift") }.reduce(0) { total, path in
            let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
            return total + text.split(separator: "\n").filter(declaresPublicly).count
        }
    }

    @Test func noLibrarysPublicSurfaceGrowsWithoutARecordedReason() {
        let manifest = (try? String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)) ?? ""
        let libraries = manifest.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".library(name: \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(Set(libraries) == Set(Self.recorded.keys), "record every library product, and only those: \(libraries.sorted())")
        for library in libraries.sorted() {
            let count = Self.publicDeclarations(inModule: library)
            guard let record = Self.recorded[library] else { continue }
            #expect(count <= record, """
                \(library) has \(count) public declarations, \(count - record) more than recorded (\(record)). Declare what \
                only Zoetrope's own modules use `package`; if users need the new API, raise the record here and say why in the commit.
                """)
            #expect(count >= record, """
                \(library) has \(count) public declarations, fewer than recorded (\(record)): lower the record to \(count) so \
                that it cannot rise back unnoticed.
                """)
        }
    }

    @Test func theScanCountsDeclarationsAfterAttributesAndNothingElse() {
        #expect(Self.declaresPublicly("    public var name: String"))
        #expect(Self.declaresPublicly("@inlinable public func f()"))
        #expect(Self.declaresPublicly("    @available(*, unavailable, message: \"use a b\") public init()"))
        #expect(Self.declaresPublicly("open class UIView"))
        #expect(!Self.declaresPublicly("    package var name: String"))
        #expect(!Self.declaresPublicly("    /// public API, as a comment says"))
        #expect(!Self.declaresPublicly("    var publicName = 1"))
    }
}
