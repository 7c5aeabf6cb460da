// The flow layout at scale: preparing 1k, 100k and 1M items, and querying a phone-sized
// rectangle at 1,000 offsets spread over the content; then the compositional layout against
// the flow layout in the same run. Build and run in release:
//
//     swift run -c release LayoutBenchmark
//
// Goals (issue 3): preparing costs at most about 1 µs per item, and a query costs the same at
// 1M items as at 1k (O(log n + k): the visible elements, found by binary search). Times are the
// best of several runs, so that a busy machine's noise does not count.

import ZoetropeCore

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) / 1e18
}

func best(of runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var result = Double.infinity
    for _ in 0..<runs {
        let start = clock.now
        body()
        result = min(result, seconds(clock.now - start))
    }
    return result
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let n = Int((value * scale).rounded())
    var digits = String(n)
    while digits.count <= decimals { digits = "0" + digits }
    return decimals == 0 ? digits : String(digits.dropLast(decimals)) + "." + String(digits.suffix(decimals))
}

let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
var layout = FlowLayout(itemSize: Size(width: 80, height: 80), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                        sectionInset: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16), headerReferenceSize: Size(width: 0, height: 44))

print("FlowLayout (vertical, 80×80 items, headers), best of several runs")
var queryCost: [Int: Double] = [:]
var worstPerItem = 0.0
for (count, sections) in [(1_000, 1), (100_000, 1), (1_000_000, 1), (1_000_000, 1_000)] {
    let counts = Array(repeating: count / sections, count: sections)
    let context = LayoutContext(bounds: bounds, itemCounts: counts)
    let prepare = best(of: count >= 1_000_000 ? 3 : 10) { layout.prepare(for: context) }
    let perItem = prepare / Double(count) * 1e6
    worstPerItem = max(worstPerItem, perItem)
    let height = layout.collectionViewContentSize.height - bounds.height
    var found = 0
    let query = best(of: 5) {
        found = 0
        for k in 0..<1_000 {
            let y = height * Double(k) / 999
            found += layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 390, height: 844)).count
        }
    } / 1_000
    if sections == 1 { queryCost[count] = query }
    let single = best(of: 5) {
        var x = 0.0
        for k in 0..<10_000 { x += layout.layoutAttributesForItem(at: IndexPath(item: (k * 7919) % (count / sections), section: k % sections))!.frame.minY }
        precondition(x >= 0)
    } / 10_000
    let name = sections == 1 ? "\(count) items" : "\(count) items in \(sections) sections"
    print("\(name + String(repeating: " ", count: max(0, 28 - name.count)))  prepare \(fixed(prepare * 1000, 2)) ms (\(fixed(perItem, 3)) µs/item)"
          + "  rect query \(fixed(query * 1e6, 2)) µs (\(found / 1000) elements)  one item \(fixed(single * 1e9, 0)) ns")
}
let ratio = queryCost[1_000_000]! / queryCost[1_000]!
print("query at 1M items / at 1k items: \(fixed(ratio, 2))×  (goal: about 1×)")
print("worst prepare cost: \(fixed(worstPerItem, 3)) µs/item  (goal: at most about 1 µs)")

// The compositional layout (issue 12): a grid of 80-point squares in rows of fourths with
// headers, in 1,000 sections, every tenth section a carousel; against the flow layout's cost
// per item for the same items in the same run.
print("")
print("CompositionalLayout (rows of four, headers, every tenth section orthogonal), best of several runs")
let composed = CompositionalLayout { index, _ in
    let square = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    var section: LayoutSection
    if index % 10 == 9 {
        section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(90)),
                                                   subitems: [square]))
        section.orthogonalScrollingBehavior = .continuous
    } else {
        section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                                                   subitems: [square]))
    }
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
    section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: .sectionHeader, alignment: .top)]
    return section
}
var compositionalRatio = 0.0
var compositionalQueries: [Int: Double] = [:]
for count in [1_000, 10_000, 100_000] {
    let counts = Array(repeating: count / 1_000, count: 1_000)
    let context = LayoutContext(bounds: bounds, itemCounts: counts)
    var flowLayout = layout
    var compositional = composed
    let runs = count >= 100_000 ? 5 : 10
    let flowTime = best(of: runs) { flowLayout.prepare(for: context) }
    let time = best(of: runs) { compositional.prepare(for: context) }
    if count == 100_000 { compositionalRatio = time / flowTime }
    let height = compositional.collectionViewContentSize.height - bounds.height
    var found = 0
    let query = best(of: 5) {
        found = 0
        for k in 0..<1_000 {
            found += compositional.layoutAttributesForElements(in: Rect(x: 0, y: height * Double(k) / 999, width: 390, height: 844)).count
        }
    } / 1_000
    compositionalQueries[count] = query
    let name = "\(count) items in 1000 sections"
    print("\(name + String(repeating: " ", count: max(0, 30 - name.count)))  prepare \(fixed(time * 1000, 2)) ms (\(fixed(time / Double(count) * 1e6, 3)) µs/item, "
          + "\(fixed(time / flowTime, 2))× the flow layout)  rect query \(fixed(query * 1e6, 2)) µs (\(found / 1000) elements)")
}
let compositionalQueryRatio = compositionalQueries[100_000]! / compositionalQueries[1_000]!
print("compositional prepare / flow prepare at 100k items in 1000 sections: \(fixed(compositionalRatio, 2))×  (goal: at most 3×;"
      + " with one item per section the section provider's own cost dominates)")
print("compositional query at 100k items / at 1k items: \(fixed(compositionalQueryRatio, 2))×  (goal: about 1×; the elements found grow with the section density)")
print(ratio < 1.5 && worstPerItem <= 1.0 && compositionalRatio <= 3 ? "All goals met." : "Some goals were NOT met.")
