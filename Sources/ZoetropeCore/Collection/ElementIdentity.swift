/// What an element *is* across updates, as opposed to where it is (`ElementID`).
///
/// A cell is its item; a header or footer is its section's; a decoration belongs to its
/// section when it has one. Tracks carry this identity so that backends can follow one element
/// from step to step, the SVG writer drawing it as one node for the whole animation.
public enum ElementIdentity: Hashable, Sendable, CustomStringConvertible {
    case item(ItemID)
    case supplementary(ElementKind, section: SectionID, item: Int)
    case decoration(ElementKind, section: SectionID?, item: Int)
    /// A supplementary or decoration view that belongs to an item (a badge, a list row's
    /// separator) and follows it through updates.
    case anchored(ElementKind, ElementCategory, item: ItemID)

    public var description: String {
        switch self {
        case .item(let id): return "item \(id)"
        case .supplementary(let kind, let section, let item):
            return item == 0 ? "\(kind) of \(section)" : "\(kind) \(item) of \(section)"
        case .decoration(let kind, let section, let item):
            return "decoration \(kind) \(item)" + (section.map { " of \($0)" } ?? "")
        case .anchored(let kind, _, let item):
            return "\(kind) of item \(item)"
        }
    }
}
