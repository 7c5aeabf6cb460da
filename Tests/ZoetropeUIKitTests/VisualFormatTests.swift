import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// The visual format language makes UIKit's constraints, as Apple's Mountains search sample
/// lays out a search bar over its list, and a format that does not parse fails the recording
/// with UIKit's message and a caret where it stopped.
@MainActor @Suite struct VisualFormatTests {
    /// A search bar over a list, laid out as the sample does: both full width, the list 20
    /// points under the bar and down to the bottom, the bar a system spacing under the safe area.
    final class SearchScreen: UIViewController {
        let searchBar = UISearchBar(frame: .zero)
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            searchBar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            view.addSubview(searchBar)
            let views = ["cv": collectionView!, "searchBar": searchBar]
            var constraints = [NSLayoutConstraint]()
            constraints.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat: "H:|[cv]|", options: [], metrics: nil, views: views))
            constraints.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat: "H:|[searchBar]|", options: [], metrics: nil, views: views))
            constraints.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat: "V:[searchBar]-20-[cv]|", options: [], metrics: nil, views: views))
            constraints.append(searchBar.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1.0))
            NSLayoutConstraint.activate(constraints)
        }
    }

    @Test func aSearchBarOverAListIsLaidOutAsTheSampleWritesIt() throws {
        let screen = SearchScreen()
        _ = try ZoetropeUIKit.record(viewController: screen, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(screen.searchBar.frame == CGRect(x: 0, y: 55, width: 390, height: 56))
        #expect(screen.collectionView.frame == CGRect(x: 0, y: 131, width: 390, height: 844 - 131))
    }

    /// Each connection makes the later item's edge its spacing from the earlier one's, the
    /// superview's trailing edge the first item at the end; size predicates with relations,
    /// priorities, metrics and other views; the standard space 8 between views, 20 to an edge.
    @Test func connectionsAndPredicatesMakeUIKitsConstraints() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(margin)-[a(==b)]-[b(>=50@750)]-|", options: .alignAllCenterY,
                                                  metrics: ["margin": 12], views: ["a": a, "b": b])
        func describe(_ c: NSLayoutConstraint) -> String {
            let name = { (item: AnyObject?) in item === a ? "a" : item === b ? "b" : item === superview ? "super" : "nil" }
            let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
            return "\(name(c.firstItem)).\(c.firstAttribute) \(relation) \(name(c.secondItem)).\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue)"
        }
        #expect(made.map(describe) == [
            "a.width == b.width + 0.0 @1000.0",
            "a.leading == super.leading + 12.0 @1000.0",
            "b.width >= nil.notAnAttribute + 50.0 @750.0",
            "b.leading == a.trailing + 8.0 @1000.0",
            "super.trailing == b.trailing + 20.0 @1000.0",
            "b.centerY == a.centerY + 0.0 @1000.0",
        ])
        NSLayoutConstraint.activate(made)
        a.heightAnchor.constraint(equalToConstant: 30).isActive = true
        b.heightAnchor.constraint(equalTo: a.heightAnchor).isActive = true
        a.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10).isActive = true
        superview.layoutIfNeeded()
        // 300 = 12 + w + 8 + w + 20: each 130 wide, b centred on a.
        #expect(a.frame == CGRect(x: 12, y: 10, width: 130, height: 30))
        #expect(b.frame == CGRect(x: 150, y: 10, width: 130, height: 30))
    }

    /// A format that does not parse fails the recording with UIKit's message, the format and
    /// a caret under where it stopped, and makes no constraint.
    @Test(arguments: [
        ("H:|[cv|", "Expected ']' to end a view", 6),
        ("H:|-(gap)-[cv]|", "gap is not a key in the metrics dictionary", 5),
        ("H:|[list]|", "list is not a key in the views dictionary", 4),
        ("V|[cv]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
    ])
    func aFormatThatDoesNotParseFailsTheRecordingSayingWhere(format: String, reason: String, caret: Int) throws {
        let error = #expect(throws: UIKitRecordingError.self) {
            _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
                let holder = UIView()
                holder.addSubview(collectionView)
                let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["cv": collectionView])
                #expect(made.isEmpty)
            }
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("NSInvalidArgumentException") && message.contains("Unable to parse constraint format"), "\(message)")
        #expect(message.contains("\(reason)\n\(format)\n" + String(repeating: " ", count: caret) + "^"), "\(message)")
    }

    /// Made while the controller's view loads, before the recording begins, a bad format still
    /// fails the recording once the screen is up.
    @Test func aBadFormatInViewDidLoadFailsTheRecording() {
        final class Broken: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                view.addSubview(collectionView)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[cv]]", options: [], metrics: nil, views: ["cv": collectionView])
            }
        }
        let error = #expect(throws: UIKitRecordingError.self) { _ = try ZoetropeUIKit.record(viewController: Broken()) }
        #expect(error.map { "\($0)" }?.contains("Expected the end of the format") == true || error.map { "\($0)" }?.contains("Expected a view") == true,
                "\(error.map { "\($0)" } ?? "")")
    }
}
