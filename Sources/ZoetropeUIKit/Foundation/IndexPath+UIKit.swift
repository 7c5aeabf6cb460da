/// UIKit's additions to Foundation's `IndexPath`: the section and the item (or row) of a
/// two-index path, as collection and table views use them.
///
/// Foundation on Linux has the type but not these members, which UIKit (and AppKit) add.
extension IndexPath {
    /// A path to `item` in `section`: UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        // Appended rather than made from an array: a two-index path is kept inline, and this
        // is made for every attributes object a layout answers.
        self.init(index: section)
        append(item)
    }

    /// A path to `row` in `section`, as table views name it.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The first index. Like UIKit, a path that has fewer than two indexes traps.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths for collection views must contain exactly two indices.")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths for collection views must contain exactly two indices.")
            self[0] = newValue
        }
    }

    /// The second index.
    public var item: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths for collection views must contain exactly two indices.")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths for collection views must contain exactly two indices.")
            self[1] = newValue
        }
    }

    /// The second index, as table views name it.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}

/// UIKit's additions to `NSIndexPath`, as old code written for table and collection views
/// reads them.
extension NSIndexPath {
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public var section: Int { index(atPosition: 0) }
    public var item: Int { index(atPosition: 1) }
    public var row: Int { index(atPosition: 1) }
}
