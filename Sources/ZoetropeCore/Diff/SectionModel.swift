/// What the differ sees of a section besides its items: its identity and the content of its
/// supplementary views. A change of content is a section update.
public struct SectionModel: Hashable, Sendable, Differentiable {
    public var id: SectionID
    public var supplementaryContent: [ElementKind: ElementContent]
    public var decorationContent: [ElementKind: ElementContent]
    public var metrics: SectionMetrics

    public init(id: SectionID, supplementaryContent: [ElementKind: ElementContent] = [:],
                decorationContent: [ElementKind: ElementContent] = [:], metrics: SectionMetrics = SectionMetrics()) {
        self.id = id
        self.supplementaryContent = supplementaryContent
        self.decorationContent = decorationContent
        self.metrics = metrics
    }

    public var differenceIdentifier: SectionID { id }
}
