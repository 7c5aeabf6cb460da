/// Sizes measured from items' content, by index path of the current data: how self-sizing
/// cells report their size to a layout (UIKit's `preferredLayoutAttributesFitting`).
package struct MeasuredSizes: Hashable, Sendable {
    /// Per section, per item; nil where an item is not measured.
    package var sizes: [[Size?]]

    package init(sizes: [[Size?]] = []) {
        self.sizes = sizes
    }

    package func size(at indexPath: IndexPath) -> Size? {
        guard sizes.indices.contains(indexPath.section), sizes[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sizes[indexPath.section][indexPath.item]
    }

    package var isEmpty: Bool { !sizes.contains { $0.contains { $0 != nil } } }
}
