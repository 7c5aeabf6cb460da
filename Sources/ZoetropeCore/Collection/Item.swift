/// One data item: an identity, the content its cell shows, and optionally the size it asks
/// for (what UIKit's flow-layout delegate answers in `sizeForItemAt`; other layouts read it
/// their own way).
public struct Item: Hashable, Sendable {
    public var id: ItemID
    public var content: ElementContent
    /// The size the item asks for, or nil for the layout's default.
    public var size: Size?
    /// In a flow layout, an item with an alignment takes a line of its own and sits against
    /// that edge of it (a chat's bubbles: received ones leading, sent ones trailing); nil packs
    /// it with its neighbours as UIKit's flow layout does.
    public var alignment: TextAlignment?

    public init(id: ItemID, content: ElementContent = ElementContent(), size: Size? = nil, alignment: TextAlignment? = nil) {
        self.id = id
        self.content = content
        self.size = size
        self.alignment = alignment
    }
}
