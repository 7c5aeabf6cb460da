/// A section to insert, at its index after the update, with its data unless the caller gives
/// the data after the update.
public struct SectionInsertion: Hashable, Sendable {
    public var index: Int
    public var section: Section?

    public init(index: Int, section: Section? = nil) {
        self.index = index
        self.section = section
    }
}
