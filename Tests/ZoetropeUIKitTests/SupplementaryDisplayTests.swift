import Testing
import ZoetropeCore
import ZoetropeUIKit

/// The delegate hears of a header or footer as of a cell: `willDisplaySupplementaryView` once
/// the data source has made it and it is about to show, `didEndDisplayingSupplementaryView`
/// when it leaves, at the index path it showed at, as UIKit tells it.
@Suite struct SupplementaryDisplayTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class Sections: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var heard: [String] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: UIKitIndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = .systemGray
            return header
        }
        func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                            forElementKind elementKind: String, at indexPath: UIKitIndexPath) {
            heard.append("will \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : elementKind) \(indexPath.section)"
                         + (view.backgroundColor == .systemGray ? "" : " unconfigured"))
        }
        func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                            forElementOfKind elementKind: String, at indexPath: UIKitIndexPath) {
            heard.append("end \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : elementKind) \(indexPath.section)")
        }
    }

    @Test func theDelegateHearsOfAHeaderThatShowsAndOfOneThatLeaves() throws {
        let source = Sections()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        var heardAtFirst: [String] = []
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
            collectionView.dataSource = source
            collectionView.delegate = source
            collectionView.layoutIfNeeded()
            heardAtFirst = source.heard
            // Sections are 40 + 1,200 points tall: from 1,200 down the first header (at 0) has
            // left and the second (at 1,240) shows.
            collectionView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: false)
            collectionView.pause(for: 0)
        }
        #expect(heardAtFirst == ["will header 0"])
        #expect(source.heard == ["will header 0", "end header 0", "will header 1"])
    }
}

extension SupplementaryDisplayTests {
    /// A header whose label Auto Layout pins to its own edges, as MagazineLayout's example
    /// writes its headers.
    final class PinnedLabelHeader: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 48)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                label.topAnchor.constraint(equalTo: topAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A screen that inserts its first section in `viewDidLoad()`, inside
    /// `performBatchUpdates`, before its collection view has a size, as MagazineLayout's
    /// example loads its data.
    final class EarlyDataController: UIViewController, UICollectionViewDataSource {
        var sections = 0
        let collectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.headerReferenceSize = CGSize(width: 0, height: 60)
            layout.itemSize = CGSize(width: 100, height: 100)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(PinnedLabelHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
            collectionView.dataSource = self
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            collectionView.performBatchUpdates {
                sections = 1
                collectionView.insertSections(IndexSet(integer: 0))
            }
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: UIKitIndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! PinnedLabelHeader
            header.label.text = "Welcome!"
            return header
        }
    }

    /// The header was read while the collection view had no width, its label laid out in no
    /// room (at the trailing edge, a letter a line), and that reading stood once the screen
    /// was laid out. On the phone nothing is read before the first layout pass.
    @Test func aHeaderMadeBeforeTheCollectionViewHasAWidthIsDrawnAtItsSize() throws {
        let timeline = try ZoetropeUIKit.record(viewController: EarlyDataController())
        let header = try #require(timeline.segments.first?.transition.tracks.first { if case .supplementary = $0.element { true } else { false } })
        #expect(header.to.frame == Rect(x: 0, y: 0, width: 390, height: 60))
        let label = try #require(header.content.subviews.first)
        #expect(label.content.label?.text == "Welcome!")
        #expect(label.frame.rect(in: Size(width: 390, height: 60)) == Rect(x: 4, y: 0, width: 382, height: 60))
        #expect(label.content.label?.lines == ["Welcome!"])
    }
}
