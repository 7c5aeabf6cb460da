import Foundation
import Testing
import ZoetropeUIKit

/// Names that UIKit code has through UIKit's imports of Darwin and of NSObject's nib loading,
/// which Swift on Linux lacks, used as real layouts use them: a waterfall layout that looks for
/// its shortest column from `MAXFLOAT` in `Float`s and sets itself up in `awakeFromNib()`, a
/// drag-to-reorder layout that images a cell with `isOpaque` and waits with `NSEC_PER_SEC`.
@Suite struct DarwinNamesTests {
    /// Two columns; each item goes under the shortest so far, its height scaled to the width.
    final class TwoColumnWaterfall: UICollectionViewLayout {
        var heights: [CGFloat] = []
        var columnHeights: [Float] = []
        var attributes: [UICollectionViewLayoutAttributes] = []
        var wokenFromNib = false

        override func awakeFromNib() {
            super.awakeFromNib()
            wokenFromNib = true
        }

        func shortestColumnIndex() -> Int {
            var index = 0
            var shortest = MAXFLOAT
            for (column, height) in columnHeights.enumerated() where height < shortest {
                shortest = height
                index = column
            }
            return index
        }

        override func prepare() {
            super.prepare()
            columnHeights = [0, 0]
            attributes = heights.indices.map { item in
                let column = shortestColumnIndex()
                let top = columnHeights[column]
                let made = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                made.frame = CGRect(x: CGFloat(column) * 100, y: CGFloat(top), width: 100, height: heights[item])
                columnHeights[column] = top + Float(heights[item])
                return made
            }
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: CGFloat(columnHeights.max() ?? 0)) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            attributes.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
        }
    }

    final class Tiles: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
    }

    @Test func aWaterfallFindsItsShortestColumnFromMAXFLOATAndIsNeverWokenFromANib() throws {
        let layout = TwoColumnWaterfall()
        layout.heights = [120, 60, 40, 80]
        let tiles = Tiles()
        var shown: [CGRect] = []
        _ = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.dataSource = tiles
            collectionView.layoutIfNeeded()
            shown = collectionView.visibleCells.sorted { $0.frame.minY == $1.frame.minY ? $0.frame.minX < $1.frame.minX : $0.frame.minY < $1.frame.minY }.map(\.frame)
        }
        // 120 in the first column; 60, then 40 in the second (60 < 120, then 100 < 120); then
        // 80 in the second again (100 < 120).
        #expect(shown == [CGRect(x: 0, y: 0, width: 100, height: 120), CGRect(x: 100, y: 0, width: 100, height: 60),
                          CGRect(x: 100, y: 60, width: 100, height: 40), CGRect(x: 100, y: 100, width: 100, height: 80)], "\(shown)")
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(!layout.wokenFromNib, "Zoetrope loads no nibs")
    }

    @Test func aDragLayoutImagesACellAsItsOpacitySaysAndWaitsInNanoseconds() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(cell.isOpaque, "a view is opaque unless told otherwise, as in UIKit")
        cell.isOpaque = false
        cell.backgroundColor = .systemRed
        UIGraphicsBeginImageContextWithOptions(cell.bounds.size, cell.isOpaque, 0)
        cell.layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 80, height: 80))
        // The delay a layout waits before scrolling on while an item is dragged to an edge.
        let delay = Double(Int64(0.8 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay == 0.8 && NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
    }
}
