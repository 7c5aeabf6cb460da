/// The data a collection view shows at one moment: sections of identified items.
///
/// This is what UIKit keeps in its data source; here it is a value, so the state before and
/// after an update can both be held and compared.
public struct CollectionSnapshot: Hashable, Sendable {
    public var sections: [Section]

    public init(sections: [Section] = []) {
        self.sections = sections
    }

    public var numberOfSections: Int { sections.count }

    /// Item counts per section: all a layout needs to know of the data.
    public var itemCounts: [Int] { sections.map(\.items.count) }

    public func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The identity of the item at `indexPath`, if there is one: `item(at:)?.id` without
    /// copying the rest of the item (asked of every shown cell at every layout pass).
    package func itemID(at indexPath: IndexPath) -> ItemID? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item].id
    }

    /// The identity and content of the item at `indexPath`, if there is one, read in place
    /// (asked of every shown cell at every layout pass).
    package func identifiedContent(at indexPath: IndexPath) -> (id: ItemID, content: ElementContent)? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return (sections[indexPath.section].items[indexPath.item].id, sections[indexPath.section].items[indexPath.item].content)
    }

    /// The content of an element, or nil when the data has none for it (a decoration, or a
    /// supplementary kind the section does not describe).
    package func content(for element: ElementID) -> ElementContent? {
        switch element {
        case .cell(let path):
            return item(at: path)?.content
        case .supplementary(let kind, let path):
            guard sections.indices.contains(path.section) else { return nil }
            return sections[path.section].supplementaryContent[kind]
        case .decoration(let kind, let path):
            guard sections.indices.contains(path.section) else { return nil }
            return sections[path.section].decorationItemContent[kind]?[path.item] ?? sections[path.section].decorationContent[kind]
        }
    }

    /// The identity of the element at `element`'s place in this snapshot.
    package func identity(for element: ElementID) -> ElementIdentity {
        let path = element.indexPath
        var section: SectionID? { sections.indices.contains(path.section) ? sections[path.section].id : nil }
        switch element {
        case .cell:
            if let id = itemID(at: path) { return .item(id) }
            // A layout may report cells the data does not have; give them a stable name.
            return .item(ItemID("#cell\(path)"))
        case .supplementary(let kind, _):
            return .supplementary(kind, section: section ?? SectionID("#section\(path.section)"), item: path.item)
        case .decoration(let kind, _):
            return .decoration(kind, section: section, item: path.item)
        }
    }

    /// The first place where an identity repeats, if any: item identities must be unique
    /// across the whole snapshot, and section identities likewise, because content and
    /// animation follow them.
    ///
    /// - Complexity: O(n). The usual case, no repeat, is decided from the identities' hash
    ///   values alone (`hashValuesAreDistinct`); a repeated hash value — a repeat, or a
    ///   collision — is then settled by identity.
    package func firstDuplicateIdentity() -> DuplicateIdentity? {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(sections.reduce(sections.count) { $0 + $1.items.count })
        for section in sections {
            // Sections and items are apart: a section may share its identity's text with an item.
            hashes.append(UInt64(bitPattern: Int64(section.id.hashValue &+ 0x5EC7_1D)))
            for i in section.items.indices { hashes.append(UInt64(bitPattern: Int64(section.items[i].id.hashValue))) }
        }
        return Self.hashValuesAreDistinct(hashes) ? nil : firstDuplicateIdentityByIdentity()
    }

    /// Whether no value repeats in `hashes` (false also when 0 and 1 both occur).
    ///
    /// A flat table of 8 bytes a slot, kept small enough for the processor's nearest caches: a
    /// large set is first split by its values' top bits into parts of about 512 (values
    /// already spread evenly: they are hash values), and each part checked in one table in
    /// turn. At 100k items one table for all (2 MB) missed the caches on nearly every probe
    /// and cost 17× what it did at 10k; a dictionary keyed by identity, 28×.
    static func hashValuesAreDistinct(_ hashes: [UInt64]) -> Bool {
        let count = hashes.count
        var partBits = 0
        while count >> partBits > 512 && partBits < 16 { partBits += 1 }
        // Each part's values, one part after another.
        var parted: [UInt64]
        var starts = [Int](repeating: 0, count: (1 << partBits) + 1)
        if partBits == 0 {
            parted = hashes
            starts[1] = count
        } else {
            let shift = UInt64(64 - partBits)
            for hash in hashes { starts[Int(hash >> shift) + 1] += 1 }
            for part in 0..<(1 << partBits) { starts[part + 1] += starts[part] }
            var next = starts
            parted = [UInt64](repeating: 0, count: count)
            parted.withUnsafeMutableBufferPointer { parted in
                for hash in hashes {
                    let part = Int(hash >> shift)
                    parted[next[part]] = hash
                    next[part] += 1
                }
            }
        }
        var largest = 0
        for part in 0..<(1 << partBits) { largest = Swift.max(largest, starts[part + 1] - starts[part]) }
        var capacity = 16
        while capacity < 2 * largest { capacity <<= 1 }
        let mask = capacity - 1
        var table = [UInt64](repeating: 0, count: capacity)
        return table.withUnsafeMutableBufferPointer { table in
            parted.withUnsafeBufferPointer { parted in
                for part in 0..<(1 << partBits) {
                    let range = starts[part]..<starts[part + 1]
                    if range.isEmpty { continue }
                    if part > 0 { table.update(repeating: 0) }
                    for k in range {
                        let hash = parted[k]
                        let key = hash == 0 ? 1 : hash
                        var slot = Int(truncatingIfNeeded: key &* 0x9E37_79B9_7F4A_7C15 >> 20) & mask
                        while true {
                            let found = table[slot]
                            if found == 0 {
                                table[slot] = key
                                break
                            }
                            if found == key { return false }
                            slot = (slot + 1) & mask
                        }
                    }
                }
                return true
            }
        }
    }

    /// The check by identity itself.
    private func firstDuplicateIdentityByIdentity() -> DuplicateIdentity? {
        var sectionsSeen: [SectionID: Int] = Dictionary(minimumCapacity: sections.count)
        var itemsSeen: [ItemID: IndexPath] = Dictionary(minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
        for s in sections.indices {
            let sectionID = sections[s].id
            if let first = sectionsSeen.updateValue(s, forKey: sectionID) {
                return .section(sectionID, first: first, second: s)
            }
            // By index, so that no item (and its content) is copied.
            for i in sections[s].items.indices {
                let id = sections[s].items[i].id
                let path = IndexPath(item: i, section: s)
                if let first = itemsSeen.updateValue(path, forKey: id) {
                    return .item(id, first: first, second: path)
                }
            }
        }
        return nil
    }
}

/// Two sections or two items that share an identity.
public enum DuplicateIdentity: Hashable, Sendable, CustomStringConvertible {
    case section(SectionID, first: Int, second: Int)
    case item(ItemID, first: IndexPath, second: IndexPath)

    public var description: String {
        switch self {
        case .section(let id, let first, let second):
            return "section id \"\(id)\" is used by sections \(first) and \(second); section ids must be unique"
        case .item(let id, let first, let second):
            return "item id \"\(id)\" is used at \(first) and at \(second); item ids must be unique in the collection"
        }
    }
}
