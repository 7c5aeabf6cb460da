// A collection view built in Swift: a flow layout, a batch update, a compositional layout
// switch and a diffable snapshot, laid end to end on one timeline.
import ZoetropeCore

let sections = [Section(id: "fruit", items: ["apple", "pear", "plum", "fig"].map { Item(id: ItemID($0)) })]
var view = try CollectionView(
    snapshot: CollectionSnapshot(sections: sections),
    layout: FlowLayout(itemSize: Size(width: 100, height: 100)),
    bounds: Rect(x: 0, y: 0, width: 390, height: 844))

// A batch in UIKit's index paths: delete what was at [0, 1], insert at [0, 0] after the update.
let batch = try view.performBatchUpdates(BatchUpdate(
    deletedItems: [IndexPath(item: 1, section: 0)],
    insertedItems: [ItemInsertion(indexPath: IndexPath(item: 0, section: 0), item: Item(id: "kiwi"))]))

// The same data as a compositional grid of three columns, animated from the flow layout.
let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
let grid = view.setCollectionViewLayout(CompositionalLayout(section: LayoutSection(group: group)))

// A new snapshot, diffed by identity as a diffable data source applies it.
var snapshot = DiffableDataSourceSnapshot(view.snapshot)
try snapshot.appendItems([Item(id: "mango")], toSection: "fruit")
let applied = try view.apply(snapshot, animatingDifferences: true)

let timeline = Timeline(viewportSize: Size(width: 390, height: 844), background: .white,
                        transitions: [(batch, "kiwi in, pear out"), (grid, "to a grid"), (applied, "mango")])
print(timeline.duration, "seconds,", timeline.frame(at: 0.15).elements.count, "elements at 0.15 s")
