/// A section to reload (delete and insert again), named by its index before the update;
/// with new data, or nil to keep the section as it is and only recreate its views.
public struct SectionReload: Hashable, Sendable {
    public var index: Int
    public var section: Section?

    public init(index: Int, section: Section? = nil) {
        self.index = index
        self.section = section
    }
}
