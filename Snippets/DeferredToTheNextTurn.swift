// Work an app defers with `DispatchQueue.main.async` runs in the recording's next turn, as the
// phone's run loop runs it: here a view controller inserts an item once the first layout is on
// screen, and a layout library invalidates itself one turn after it sees the new size.
import Foundation
import ZoetropeUIKit  // in the app: import UIKit

final class Colours: NSObject, UICollectionViewDataSource {
    var count = 6

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "colour", for: indexPath)
        cell.backgroundColor = indexPath.item == 0 ? .systemOrange : .systemTeal
        return cell
    }
}

let colours = Colours()
var deferredRan = false
let timeline = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { collectionView in
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "colour")
    collectionView.dataSource = colours
    collectionView.layoutIfNeeded()
    DispatchQueue.main.async {
        deferredRan = true
        colours.count += 1
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    collectionView.pause(for: 0.5)
}
let cells = timeline.frame(at: timeline.duration).elements.filter { $0.attributes.element.category == .cell }.count
print("deferred block ran: \(deferredRan); cells at the end: \(cells); \(timeline.duration) seconds")
