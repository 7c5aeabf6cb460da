/// Space outside an item, on each edge, within its group: UIKit's
/// `NSCollectionLayoutEdgeSpacing`. Unlike content insets, edge spacing moves the item and its
/// neighbours instead of shrinking it; flexible edges share out the room the group has left.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var transposed: LayoutEdgeSpacing { LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing) }
}
