/// The model of the single section a flat list is diffed in: it has no identity and no
/// content of its own, so the section itself never changes.
public struct FlatSectionModel: Differentiable, Hashable, Sendable {
    public init() {}
    public var differenceIdentifier: Int { 0 }
}
