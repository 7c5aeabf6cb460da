// An app's own UIKit code recorded on Linux: a flow layout subclass, a data source, a batch
// update in an animation block.
import ZoetropeUIKit  // in the app: import UIKit

final class TightFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 80, height: 80)
        minimumInteritemSpacing = 4
        minimumLineSpacing = 4
    }
}

final class Colours: NSObject, UICollectionViewDataSource {
    var count = 12

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "colour", for: indexPath)
        cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        cell.layer.cornerRadius = 12
        return cell
    }
}

let colours = Colours()
let timeline = try ZoetropeUIKit.record(collectionViewLayout: TightFlowLayout()) { collectionView in
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "colour")
    collectionView.dataSource = colours
    collectionView.layoutIfNeeded()  // the first layout pass, as on screen
    colours.count += 1
    UIView.animate(withDuration: 0.4) {
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
    }
    collectionView.pause(for: 0.5)
}
print(timeline.segments.count, "steps,", timeline.duration, "seconds")
