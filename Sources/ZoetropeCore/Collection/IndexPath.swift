/// A section and an item within it, as UIKit's `IndexPath(item:section:)`.
///
/// Zoetrope's own type (two integers, no heap storage) rather than Foundation's, because the
/// core imports no Foundation and a layout of a million items handles millions of these.
///
/// Files that import Foundation as well see two `IndexPath`s; add
/// `import struct ZoetropeCore.IndexPath` there and this one wins.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Sections first, then items, as UIKit sorts index paths.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`: the notation fixtures use, so a message points at what the user wrote.
    public var description: String { "[\(section), \(item)]" }
}
