/// One section: an identity, its items in order, and the content of its supplementary views
/// (header, footer, or any kind a layout asks for).
public struct Section: Hashable, Sendable {
    public var id: SectionID
    public var items: [Item]
    public var supplementaryContent: [ElementKind: ElementContent]

    public init(id: SectionID, items: [Item] = [], supplementaryContent: [ElementKind: ElementContent] = [:]) {
        self.id = id
        self.items = items
        self.supplementaryContent = supplementaryContent
    }
}
