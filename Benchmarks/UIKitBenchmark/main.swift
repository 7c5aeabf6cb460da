// What ZoetropeUIKit costs over the core: the same flow layout and the same ten batch updates
// (an insert and a delete near the top, each), recorded through a UIKit-shaped
// UICollectionView with a data source, and run on the core's CollectionView directly, at 1k,
// 10k and 100k items. Build and run in release:
//
//     swift build -c release && .build/release/UIKitBenchmark
//
// The UIKit path keeps the layout object's answers before each new prepare() (a class has no
// old copy) and asks the data source for each cell that comes on screen; the ratio says what
// that costs.
// Times are the best of three runs. Then, what cells laid out by Auto Layout cost per cell,
// and what one stack view of many arranged subviews costs the solver per constraint (the
// goal: 10,000 arranged subviews laid out in under a second).

import struct Foundation.IndexPath
import func Foundation.exit
import ZoetropeCore
import ZoetropeUIKit

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) / 1e18
}

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var result = Double.infinity
    for _ in 0..<runs {
        let start = clock.now
        try body()
        result = min(result, seconds(clock.now - start))
    }
    return result
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

final class Numbers: NSObject, UICollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemBlue
        return cell
    }
}

// `--only-overhead`, `--only-live` and `--only-views` run the first, second or third table
// alone (for a profiler); `--items N` only at N items.
let arguments = CommandLine.arguments
let onlyOverhead = arguments.contains("--only-overhead")
let onlyLive = arguments.contains("--only-live")
let itemCounts = arguments.firstIndex(of: "--items").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
    .map { [$0] } ?? [1_000, 10_000, 100_000]

// `--steps N` records N updates instead of ten (for a profiler: the difference between two
// counts is what the updates cost).
let steps = arguments.firstIndex(of: "--steps").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 10
print("ZoetropeUIKit over the core: a flow layout, \(steps) batch updates (insert + delete) — seconds, best of 3")
print("items      core     UIKit    ratio")
let onlyViews = arguments.contains("--only-views")
for count in onlyLive || onlyViews ? [] : itemCounts {
    let core = try best(of: 3) {
        var flow = FlowLayout(itemSize: Size(width: 80, height: 80))
        flow.sectionInset = EdgeInsets(all: 8)
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: (0..<count).map { Item(id: ItemID("\($0)")) })]),
                                      layout: flow, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        for step in 0..<steps {
            _ = try view.performBatchUpdates(BatchUpdate(
                deletedItems: [ZoetropeCore.IndexPath(item: 3, section: 0)],
                insertedItems: [ItemInsertion(indexPath: ZoetropeCore.IndexPath(item: 0, section: 0), item: Item(id: ItemID("new\(step)")))]))
        }
    }
    let uikit = try best(of: 3) {
        let source = Numbers(count: count)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            for _ in 0..<steps {
                collectionView.performBatchUpdates {
                    collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }
                // Each update a turn of its own, played after the one before, as the core's steps.
                collectionView.pause(for: 0)
            }
        }
    }
    print("\(String(count).padding(toLength: 9, withPad: " ", startingAt: 0))  \(fixed(core, 3))    \(fixed(uikit, 3))    \(fixed(uikit / core, 1))×")
}
if onlyOverhead { exit(0) }

// What live cells cost: the same ten batch updates and one animated scroll of a screen, against
// the same recording without live views (the baseline: no cell kept, no apply(_:)), with:
// - plain cells (kept and given their attributes, never read again);
// - a cell class whose apply(_:) sets its layer from the attributes, the same corner radius
//   every time (what calling apply(_:) on every shown cell costs);
// - a cell class whose apply(_:) rounds its corners by the item's parity, so that the three
//   cells an update shifts animate their corners at every step, each read again and its
//   animation recorded (what the corner animations apply(_:) starts cost on top).
//
// `--far` makes the updates far below the screen, so that no shown view changes: what is left
// of their cost over the baseline is what a layout pass costs for views that stay.
let farSteps = arguments.contains("--far")
final class SameCornersCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        layer.cornerRadius = 8
    }
}
final class ParityCornersCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        layer.cornerRadius = layoutAttributes.indexPath.item % 2 == 0 ? 8 : 12
    }
}

print("")
// A recording of 1k items takes milliseconds, well inside this machine's noise, and the machine
// is shared: its speed drifts between one run and the next. So the three variants run in
// rounds, back to back (in an order that alternates from round to round), and each cost is
// the median of the rounds' own ratios to their baseline, a figure the drift cancels out of;
// the times printed are each variant's best.
if !onlyViews {
    print("Live cells and apply(_:): \(steps) batch updates and an animated scroll — seconds (best), cost (median of paired rounds)")
    print("items      without  plain    cost     apply    cost     corners  cost")
}
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
for count in onlyViews ? [] : itemCounts {
    func record(_ cellClass: UICollectionViewCell.Type) throws {
        let source = Numbers(count: count)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            for _ in 0..<steps {
                collectionView.performBatchUpdates {
                    collectionView.deleteItems(at: [IndexPath(item: farSteps ? 900 : 3, section: 0)])
                    collectionView.insertItems(at: [IndexPath(item: farSteps ? 950 : 0, section: 0)])
                }
                collectionView.pause(for: 0)
            }
            collectionView.setContentOffset(CGPoint(x: 0, y: 844), animated: true)
        }
    }
    enum Variant: String, CaseIterable { case without, plain, apply, corners }
    func run(_ variant: Variant) throws -> Double {
        switch variant {
        case .without: try best(of: 1) { try UICollectionView.$keepsLiveViews.withValue(false) { try record(UICollectionViewCell.self) } }
        case .plain: try best(of: 1) { try record(UICollectionViewCell.self) }
        case .apply: try best(of: 1) { try record(SameCornersCell.self) }
        case .corners: try best(of: 1) { try record(ParityCornersCell.self) }
        }
    }
    // `--variant without|plain|apply|corners` runs one alone, for a profiler.
    let alone = arguments.firstIndex(of: "--variant").flatMap { arguments.indices.contains($0 + 1) ? Variant(rawValue: arguments[$0 + 1]) : nil }
    var times: [Variant: [Double]] = [:]
    // (Alone, it runs 50 times at 1k items, which a profile's per-recording figures divide by;
    // `--rounds N` runs N rounds instead, for a sampling profiler.)
    let rounds = arguments.firstIndex(of: "--rounds").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
    for round in 0..<(rounds ?? (alone == nil ? max(9, 200_000 / count) : max(5, 50_000 / count))) {
        let order = round % 2 == 0 ? Variant.allCases : Variant.allCases.reversed()
        for variant in order where alone == nil || alone == variant { times[variant, default: []].append(try run(variant)) }
    }
    if alone != nil { continue }
    func fastest(_ variant: Variant) -> String { fixed(times[variant]!.min()!, 3) }
    func cost(_ variant: Variant) -> String {
        let ratios = zip(times[variant]!, times[.without]!).map { $0 / $1 }
        return fixed((median(ratios) - 1) * 100, 1) + " %"
    }
    func column(_ variant: Variant) -> String { "\(fastest(variant))    \(cost(variant).padding(toLength: 7, withPad: " ", startingAt: 0))  " }
    print("\(String(count).padding(toLength: 9, withPad: " ", startingAt: 0))  \(fastest(.without))    \(column(.plain))\(column(.apply))\(column(.corners))")
}
if onlyLive { exit(0) }

// What making and moving views costs, the parts of a live cell's price that every screen pays:
// each figure the best of 20 runs of 1,000 (`--only-views` prints this table alone).
print("")
print("Views, one at a time — nanoseconds, best of 20 runs of 1,000")
func nanoseconds(_ label: String, _ body: () -> Void) {
    let time = (0..<20).map { _ in best(of: 1, body) }.min() ?? .infinity
    print("\(label.padding(toLength: 48, withPad: " ", startingAt: 0))  \(fixed(time / 1_000 * 1e9, 0))")
}
let cellFrame = CGRect(x: 0, y: 0, width: 80, height: 80)
nanoseconds("UIView(frame:)") { for _ in 0..<1_000 { _ = UIView(frame: cellFrame) } }
nanoseconds("UICollectionViewCell(frame:)") { for _ in 0..<1_000 { _ = UICollectionViewCell(frame: cellFrame) } }
let shownParent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let shownCells = (0..<40).map { _ in UICollectionViewCell(frame: cellFrame) }
nanoseconds("addSubview + removeFromSuperview (40 siblings)") {
    for _ in 0..<25 {
        for cell in shownCells { shownParent.addSubview(cell) }
        for cell in shownCells { cell.removeFromSuperview() }
    }
}
let shownAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
shownAttributes.frame = CGRect(x: 8, y: 8, width: 80, height: 80)
nanoseconds("UICollectionViewLayoutAttributes.copy()") { for _ in 0..<1_000 { _ = shownAttributes.copy() } }
nanoseconds("UIView.center set") { for index in 0..<1_000 { shownCells[0].center = CGPoint(x: index, y: 1) } }
if arguments.contains("--only-views") { exit(0) }

// What Auto Layout cells cost: a self-sizing list (compositional, estimated heights) of cells
// with an avatar and two labels placed by constraints, recorded with one insert. Each cell
// is solved at its reference size and at a point wider and taller (to draw its subviews),
// and measured once at the width the list proposes.
final class ContactCell: UICollectionViewCell {
    let avatar = UIView(), name = UILabel(), detail = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.backgroundColor = .systemTeal
        detail.numberOfLines = 0
        for view in [avatar, name, detail] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            detail.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            detail.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        name.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }
    required init?(coder: NSCoder) { fatalError() }
}

print("")
print("Auto Layout cells in a self-sizing list, recorded with one insert — seconds, best of 3")
print("items      time     per cell")
for count in [100, 1_000, 10_000] {
    let time = try best(of: 3) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
        _ = try ZoetropeUIKit.record(collectionViewLayout: layout) { collectionView in
            let registration = UICollectionView.CellRegistration<ContactCell, Int> { cell, _, item in
                cell.name.text = "Contact \(item)"
                cell.detail.text = item % 3 == 0 ? "A longer line of detail that wraps onto a second line in the row" : "Detail"
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            snapshot.insertItems([-1], beforeItem: 0)
            source.apply(snapshot)
        }
    }
    print("\(String(count).padding(toLength: 9, withPad: " ", startingAt: 0))  \(fixed(time, 3))    \(fixed(time / Double(count) * 1e6, 0)) µs")
}

// One vertical stack view of `count` arranged subviews, pinned to the top and sides of a
// screen and laid out once: labels (each sized by its text: hugging and compression
// resistance, which the solver optimises) or plain views of a fixed height. The constraints
// are every one the engine adds: the app's, the stack view's and the content sizes.
func stackLayoutTime(count: Int, labels: Bool) -> (seconds: Double, constraints: Int) {
    var constraints = 0
    let time = best(of: 3) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: screen.topAnchor),
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
        ])
        for k in 0..<count {
            if labels {
                let label = UILabel()
                label.text = "Row \(k)"
                stack.addArrangedSubview(label)
            } else {
                let view = UIView()
                view.heightAnchor.constraint(equalToConstant: 44).isActive = true
                stack.addArrangedSubview(view)
            }
        }
        let before = AutoLayoutStatistics.constraintsAdded
        screen.layoutIfNeeded()
        constraints = AutoLayoutStatistics.constraintsAdded - before
        let last = stack.arrangedSubviews[count - 1].frame
        precondition(last.minY > CGFloat(count - 1) * 8, "the stack's last view is not below the others: \(last)")
    }
    return (time, constraints)
}

print("")
print("One vertical UIStackView, laid out once — seconds, best of 3")
print("arranged   subviews      time    constraints   per constraint")
for labels in [true, false] {
    for count in [100, 1_000, 10_000] {
        let (time, constraints) = stackLayoutTime(count: count, labels: labels)
        let what = labels ? "labels" : "views of 44 pt"
        print("\(String(count).padding(toLength: 9, withPad: " ", startingAt: 0))  \(what.padding(toLength: 14, withPad: " ", startingAt: 0))  \(fixed(time, 3))    \(String(constraints).padding(toLength: 11, withPad: " ", startingAt: 0))   \(fixed(time / Double(max(1, constraints)) * 1e6, 2)) µs")
    }
}
