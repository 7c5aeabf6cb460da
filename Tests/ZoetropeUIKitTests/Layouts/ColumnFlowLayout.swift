import ZoetropeUIKit // in the app: import UIKit

/// WWDC 2018's column layout ("A Tour of UICollectionView"): as many columns of at least 300 points as fit the
/// width inside the layout margins, each cell 70 points tall, recomputed when the width
/// changes (a rotation). Written as the talk writes it — the item size set after
/// `super.prepare()` — with one correction the talk's code needs: the column width leaves
/// room for the interitem spacing.
class ColumnFlowLayout: UICollectionViewFlowLayout {
    let minColumnWidth: CGFloat = 300
    let cellHeight: CGFloat = 70

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }

        let availableWidth = cv.bounds.inset(by: cv.layoutMargins).size.width
        let maxNumColumns = max(1, Int((availableWidth + minimumInteritemSpacing) / (minColumnWidth + minimumInteritemSpacing)))
        let cellWidth = ((availableWidth - CGFloat(maxNumColumns - 1) * minimumInteritemSpacing) / CGFloat(maxNumColumns)).rounded(.down)

        self.itemSize = CGSize(width: cellWidth, height: cellHeight)
        self.sectionInset = UIEdgeInsets(top: self.minimumInteritemSpacing, left: cv.layoutMargins.left, bottom: 0.0,
                                         right: cv.layoutMargins.right)
        self.sectionInsetReference = .fromSafeArea
    }
}
