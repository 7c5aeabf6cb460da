/// One data item: an identity and the content its cell shows.
public struct Item: Hashable, Sendable {
    public var id: ItemID
    public var content: ElementContent

    public init(id: ItemID, content: ElementContent = ElementContent()) {
        self.id = id
        self.content = content
    }
}
