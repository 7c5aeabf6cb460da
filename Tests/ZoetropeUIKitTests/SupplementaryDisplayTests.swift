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
