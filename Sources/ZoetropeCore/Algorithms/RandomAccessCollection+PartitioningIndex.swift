extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, given that every element that
    /// satisfies it comes after every element that does not (the collection is partitioned).
    ///
    /// - Complexity: O(log n) evaluations of `predicate`.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
