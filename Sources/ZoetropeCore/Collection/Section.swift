/// One section: an identity, its items in order, the content of its supplementary views
/// (header, footer, or any kind a layout asks for) and of its decoration views, and
/// optionally its own layout metrics.
public struct Section: Hashable, Sendable {
    public var id: SectionID
    public var items: [Item]
    public var supplementaryContent: [ElementKind: ElementContent]
    /// What the section's decoration views of each kind show (a background, say).
    public var decorationContent: [ElementKind: ElementContent]
    /// What one decoration view of a kind shows instead, by its item index, when it shows its
    /// own (a live decoration view given its attributes: stripes that alternate by row).
    package var decorationItemContent: [ElementKind: [Int: ElementContent]] = [:]
    /// Metrics this section asks for, as UIKit's flow-layout delegate answers per section.
    public var metrics: SectionMetrics

    public init(id: SectionID, items: [Item] = [], supplementaryContent: [ElementKind: ElementContent] = [:],
                decorationContent: [ElementKind: ElementContent] = [:], metrics: SectionMetrics = SectionMetrics()) {
        self.id = id
        self.items = items
        self.supplementaryContent = supplementaryContent
        self.decorationContent = decorationContent
        self.metrics = metrics
    }
}
