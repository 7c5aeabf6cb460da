import ZoetropeUIKit // in the app: import UIKit

/// Tags left-aligned, as the common flow-layout subclass for tag clouds writes it: the flow
/// layout's rows, each cell moved to the left after the one before it. Like most such
/// subclasses, it adjusts `layoutAttributesForElements(in:)` only; `layoutAttributesForItem(at:)`
/// still gives the flow layout's own, justified place.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var rowBottom: CGFloat = -1
        for attributes in attributes where attributes.representedElementCategory == .cell {
            if attributes.frame.origin.y >= rowBottom { left = sectionInset.left }
            attributes.frame.origin.x = left
            left += attributes.frame.width + minimumInteritemSpacing
            rowBottom = max(attributes.frame.maxY, rowBottom)
        }
        return attributes
    }
}

/// Tags of different widths, for the left-aligned layout.
final class TagDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat]

    init(widths: [CGFloat]) {
        self.widths = widths
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        cell.contentView.backgroundColor = Palette.colors[indexPath.item % Palette.colors.count]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 32)
    }
}
