/// Where each section and item of the old snapshot went, and where each of the new came from.
///
/// UIKit builds these as global old→new and new→old item index arrays (NSNotFound for gone
/// and new); here they are per section, nil for gone and new. The animation reads them to pair
/// an element before the update with the same element after it.
public struct UpdateMapping: Hashable, Sendable {
    /// New section index of each old section; nil when deleted.
    package var newSectionForOld: [Int?]
    /// Old section index of each new section; nil when inserted.
    package var oldSectionForNew: [Int?]
    /// For each old section, the new index path of each of its items; nil when deleted.
    package var newIndexPathForOld: [[IndexPath?]]
    /// For each new section, the old index path of each of its items; nil when inserted.
    package var oldIndexPathForNew: [[IndexPath?]]

    package init(newSectionForOld: [Int?], oldSectionForNew: [Int?],
                newIndexPathForOld: [[IndexPath?]], oldIndexPathForNew: [[IndexPath?]]) {
        self.newSectionForOld = newSectionForOld
        self.oldSectionForNew = oldSectionForNew
        self.newIndexPathForOld = newIndexPathForOld
        self.oldIndexPathForNew = oldIndexPathForNew
    }

    /// The mapping of a snapshot onto itself.
    package init(identityFor counts: [Int]) {
        let sections = counts.indices.map { Optional($0) }
        let paths = counts.enumerated().map { s, n in (0..<n).map { Optional(IndexPath(item: $0, section: s)) } }
        self.init(newSectionForOld: sections, oldSectionForNew: sections,
                  newIndexPathForOld: paths, oldIndexPathForNew: paths)
    }

    public func newSection(forOld section: Int) -> Int? {
        newSectionForOld.indices.contains(section) ? newSectionForOld[section] : nil
    }

    public func oldSection(forNew section: Int) -> Int? {
        oldSectionForNew.indices.contains(section) ? oldSectionForNew[section] : nil
    }

    public func newIndexPath(forOld path: IndexPath) -> IndexPath? {
        guard newIndexPathForOld.indices.contains(path.section),
            newIndexPathForOld[path.section].indices.contains(path.item)
        else { return nil }
        return newIndexPathForOld[path.section][path.item]
    }

    public func oldIndexPath(forNew path: IndexPath) -> IndexPath? {
        guard oldIndexPathForNew.indices.contains(path.section),
            oldIndexPathForNew[path.section].indices.contains(path.item)
        else { return nil }
        return oldIndexPathForNew[path.section][path.item]
    }
}
