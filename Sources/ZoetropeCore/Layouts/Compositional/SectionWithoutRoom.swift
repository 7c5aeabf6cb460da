/// A section of a compositional layout whose content has no room across the scroll direction:
/// the container's width (height, scrolling sideways), less the insets of its
/// `contentInsetsReference` and its own content insets, is zero or less.
///
/// UIKit raises for such a section rather than lay it out ("There is no room for this
/// NSCollectionLayoutGroup to fit into its parent group or section … ensure the contentInsets
/// do not result in a negative effectiveContentSize"). Zoetrope would otherwise lay its items
/// out zero points wide, so that the section vanishes without a word; the scene refuses it
/// instead (`CompositionalLayout.sectionsWithoutRoom(in:)`).
public struct SectionWithoutRoom: Hashable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// True when the layout scrolls sideways, so that "across" is the height.
    package var acrossIsHeight: Bool
    /// The collection view's length across the scroll direction.
    package var containerLength: Double
    /// What the section's content insets are measured from (never `automatic`: resolved).
    package var reference: ContentInsetsReference
    /// The insets that reference takes at each end, across.
    package var referenceLeading: Double
    package var referenceTrailing: Double
    /// The section's own content insets at each end, across.
    package var contentLeading: Double
    package var contentTrailing: Double
    /// When the section has room but its group does not: the group's length across, and its
    /// own content insets at each end (UIKit: "it has no room for any subitems itself").
    package var group: GroupWithoutRoom?

    /// A section's group whose content insets take all of its length across.
    package struct GroupWithoutRoom: Hashable, Sendable {
        package var length: Double
        package var leading: Double
        package var trailing: Double
    }

    /// What is left for the section's groups: zero or less.
    package var remaining: Double {
        if let group { return group.length - group.leading - group.trailing }
        return containerLength - referenceLeading - referenceTrailing - contentLeading - contentTrailing
    }

    /// True when the reference's insets alone leave nothing: the safe area or the layout
    /// margins are at fault, not the section's content insets.
    package var referenceLeavesNothing: Bool { group == nil && containerLength - referenceLeading - referenceTrailing <= 0 }

    public var description: String {
        let side = acrossIsHeight ? "height" : "width"
        let (start, end) = acrossIsHeight ? ("top", "bottom") : ("leading", "trailing")
        func points(_ value: Double) -> String { DecimalText.string(value, decimals: 2) }
        if let group {
            return "section \(section)'s group has no room for its items: its \(points(group.length))-point \(side), less its content insets' \(points(group.leading)) \(start) + \(points(group.trailing)) \(end), leaves \(points(remaining)) points; UIKit's compositional layout raises here (\"it has no room for any subitems itself\"), so make the group's insets smaller"
        }
        let what: String
        switch reference {
        case .none, .automatic: what = "no reference insets (contentInsetsReference \"none\")"
        case .safeArea: what = "the safe area's \(points(referenceLeading)) + \(points(referenceTrailing)) (contentInsetsReference \"safeArea\")"
        case .layoutMargins: what = "the layout margins' \(points(referenceLeading)) + \(points(referenceTrailing)), safe area included (contentInsetsReference \"layoutMargins\")"
        case .readableContent: what = "the readable content guide's \(points(referenceLeading)) + \(points(referenceTrailing)), layout margins and safe area included (contentInsetsReference \"readableContent\")"
        }
        return "section \(section) has no room across: the \(points(containerLength))-point \(side), less \(what) and its content insets' \(points(contentLeading)) \(start) + \(points(contentTrailing)) \(end), leaves \(points(remaining)) points for its groups; UIKit's compositional layout raises here (\"There is no room for this NSCollectionLayoutGroup to fit into its parent group or section\"), so make the insets smaller or the viewport wider"
    }
}
