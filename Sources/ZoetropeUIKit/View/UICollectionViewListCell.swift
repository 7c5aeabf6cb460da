/// A list's cell: UIKit's `UICollectionViewListCell`, with accessories and indentation.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
