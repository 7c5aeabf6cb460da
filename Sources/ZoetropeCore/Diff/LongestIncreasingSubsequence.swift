/// Which elements of a sequence form one of its longest strictly increasing subsequences.
///
/// The differ keeps in place the items whose relative order survives, and moves the rest; the
/// most items keep their place when those kept form a longest increasing subsequence of their
/// old positions, taken in new order. So an item moves only when it must, and 200 real moves
/// among 100,000 items report about 200 moves, not the tens of thousands that a differ
/// counting every shifted item reports.
///
/// Patience sorting with back-pointers (Fredman 1975; see Knuth, TAOCP vol. 3, 5.1.4).
///
/// - Returns: `true` at each index of `values` on the chosen subsequence.
/// - Complexity: O(n log n).
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    guard count > 0 else { return [] }
    // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(count)
    var previous = [Int](repeating: -1, count: count)
    for index in 0..<count {
        let value = values[index]
        // Fast path: extending the longest run, as most values of a mostly ordered sequence do.
        if let last = tails.last, values[last] < value {
            previous[index] = last
            tails.append(index)
            continue
        }
        // The first run whose tail is not smaller than `value`.
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var mask = [Bool](repeating: false, count: count)
    var index = tails[tails.count - 1]
    while index >= 0 {
        mask[index] = true
        index = previous[index]
    }
    return mask
}
