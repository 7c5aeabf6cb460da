/// A parsed JSON document as one flat array of entries in document order, one per value.
///
/// A container's entry is followed by its children's, and records where its subtree ends, so
/// the children are found by hopping from one subtree's end to the next. Nothing is allocated
/// per value but a string's text (and strings of up to 15 bytes are stored inline): a fixture of
/// 100k items parses into a few arrays instead of hundreds of thousands of small ones, and
/// the decoder walks memory in order. Each entry keeps its byte offset, its parent and its
/// place in the parent, so a value's line, column and JSON path are worked out only when a
/// message or a source map asks for them.
///
/// - Complexity: parsing is O(n) in the length of the text. A position costs a binary search
///   of the line starts and a count along one line; a path costs one step per level.
public final class JSONTape: Sendable {
    public enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. 32 bytes.
    struct Entry: Sendable {
        /// A number's bits, a string's index in `strings`, or a container's count of children.
        var payload: UInt64
        /// The byte offset of the value's first character.
        var offset: UInt32
        /// For a member of an object, the byte offset of its key's opening quote.
        var keyOffset: UInt32
        /// For a member of an object, its key's index in `strings`; for an element of an array,
        /// its index there.
        var label: UInt32
        /// The container's index; `none` for the root.
        var parent: UInt32
        /// The index just past this value's subtree: its next sibling, if it has one.
        var end: UInt32
        var kind: Kind

        static let none = UInt32.max
    }

    /// The text, kept for positions, which are counted only when asked for.
    let bytes: [UInt8]
    /// The byte offset at which each line starts, in order (line 1's is after a byte-order mark).
    let lineStarts: [UInt32]
    let entries: [Entry]
    let strings: [String]

    init(bytes: [UInt8], lineStarts: [UInt32], entries: [Entry], strings: [String]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.entries = entries
        self.strings = strings
    }

    /// The root value's index.
    static let root = 0

    func kind(_ index: Int) -> Kind { entries[index].kind }

    func number(_ index: Int) -> Double { Double(bitPattern: entries[index].payload) }

    func string(_ index: Int) -> String { strings[Int(entries[index].payload)] }

    /// How many elements or members a container has.
    func count(_ index: Int) -> Int { Int(entries[index].payload) }

    /// The key under which a member of an object is written.
    func key(_ index: Int) -> String { strings[Int(entries[index].label)] }

    /// The indices of a container's elements or members, in order.
    func children(_ index: Int) -> Children { Children(entries: entries, start: index + 1, end: Int(entries[index].end)) }

    /// The member of the object at `index` written under `key`.
    func member(_ key: String, of index: Int) -> Int? {
        var child = index + 1
        let end = Int(entries[index].end)
        while child < end {
            if strings[Int(entries[child].label)] == key { return child }
            child = Int(entries[child].end)
        }
        return nil
    }

    struct Children: Sequence {
        let entries: [Entry]
        let start: Int
        let end: Int

        struct Iterator: IteratorProtocol {
            let entries: [Entry]
            var current: Int
            let end: Int

            mutating func next() -> Int? {
                guard current < end else { return nil }
                defer { current = Int(entries[current].end) }
                return current
            }
        }

        func makeIterator() -> Iterator { Iterator(entries: entries, current: start, end: end) }
    }

    // MARK: Where values are written

    /// The line and column of the value at `index`.
    func position(_ index: Int) -> JSONPosition { position(ofByte: Int(entries[index].offset)) }

    /// The line and column of the key of the member at `index`.
    func keyPosition(_ index: Int) -> JSONPosition { position(ofByte: Int(entries[index].keyOffset)) }

    /// The line and column of a byte: its line found among the line starts, its column by
    /// counting the Unicode scalars before it on that line.
    func position(ofByte offset: Int) -> JSONPosition {
        Self.position(ofByte: offset, in: bytes, lineStarts: lineStarts)
    }

    static func position(ofByte offset: Int, in bytes: [UInt8], lineStarts: [UInt32]) -> JSONPosition {
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle }
        }
        var column = 1
        var i = Int(lineStarts[low])
        let stop = Swift.min(offset, bytes.count)
        while i < stop {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return JSONPosition(line: low + 1, column: column)
    }

    /// The path from the root to the value at `index`: `$.sections[0].items[2]`.
    func path(_ index: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var current = index
        while entries[current].parent != Entry.none {
            let entry = entries[current]
            let parent = Int(entry.parent)
            components.append(entries[parent].kind == .object ? .key(strings[Int(entry.label)]) : .index(Int(entry.label)))
            current = parent
        }
        return JSONPath(components.reversed())
    }

    // MARK: As a tree

    /// The value at `index` and everything in it as a tree of `JSONNode`s, for callers that
    /// want to pattern-match a small document (tests, the schema).
    func node(_ index: Int) -> JSONNode {
        let value: JSONNode.Value
        switch kind(index) {
        case .null: value = .null
        case .false: value = .bool(false)
        case .true: value = .bool(true)
        case .number: value = .number(number(index))
        case .string: value = .string(string(index))
        case .array: value = .array(children(index).map(node))
        case .object:
            value = .object(children(index).map { JSONNode.Member(key: key($0), keyPosition: keyPosition($0), value: node($0)) })
        }
        return JSONNode(value: value, position: position(index))
    }
}
