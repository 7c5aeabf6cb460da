/// A parsed JSON document as one flat array of entries in document order, one per value.
///
/// A container's entry is followed by its children's, and records where its subtree ends, so
/// the children are found by hopping from one subtree's end to the next. Nothing is allocated
/// per value but a string's text (and strings of up to 15 bytes are stored inline): a fixture of
/// 100k items parses into a few arrays instead of hundreds of thousands of small ones, and
/// the decoder walks memory in order. An entry is 16 bytes: its byte offset and kind, its key
/// or index, its subtree's end, and its string, number or count. A value's line, column and
/// JSON path are worked out from these only when a message or a source map asks for them.
///
/// - Complexity: parsing is O(n) in the length of the text. A position costs a binary search
///   of the line starts and a count along one line; a path costs, at each level, a hop over
///   every sibling before the value (fine for a message; not for a loop).
package final class JSONTape: Sendable {
    package enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value. 16 bytes: at 100k items the tape's size decides whether the decoder reads
    /// it from the processor's cache.
    struct Entry: Sendable {
        /// The byte offset of the value's first character (29 bits), and its kind (3 bits).
        var offsetAndKind: UInt32
        /// For a member of an object, its key's index in `strings`; for an element of an array,
        /// its index there.
        var label: UInt32
        /// The index just past this value's subtree: its next sibling, if it has one.
        var end: UInt32
        /// A string's index in `strings`, a number's in `numbers`, or a container's count of
        /// children.
        var payload: UInt32

        init(offset: Int, kind: Kind, label: UInt32, end: Int, payload: UInt32) {
            offsetAndKind = UInt32(offset) << 3 | UInt32(kind.rawValue)
            self.label = label
            self.end = UInt32(end)
            self.payload = payload
        }

        var offset: Int { Int(offsetAndKind >> 3) }
        var kind: Kind {
            get { Kind(rawValue: UInt8(offsetAndKind & 7))! }
            set { offsetAndKind = offsetAndKind & ~7 | UInt32(newValue.rawValue) }
        }

        /// Offsets fit in 29 bits.
        static let maximumOffset = 1 << 29 - 1
    }

    /// The text, kept for positions, which are counted only when asked for.
    let bytes: [UInt8]
    /// The byte offset at which each line starts, in order (line 1's is after a byte-order mark).
    let lineStarts: [UInt32]
    let entries: [Entry]
    let strings: [String]
    let numbers: [Double]

    init(bytes: [UInt8], lineStarts: [UInt32], entries: [Entry], strings: [String], numbers: [Double]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.entries = entries
        self.strings = strings
        self.numbers = numbers
    }

    /// The root value's index.
    static let root = 0

    func kind(_ index: Int) -> Kind { entries[index].kind }

    func number(_ index: Int) -> Double { numbers[Int(entries[index].payload)] }

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

        /// No children.
        static let none = Children(entries: [], start: 0, end: 0)
    }

    // MARK: Where values are written

    /// The line and column of the value at `index`.
    func position(_ index: Int) -> JSONPosition { position(ofByte: entries[index].offset) }

    /// The line and column of the key of the member at `index`.
    func keyPosition(_ index: Int) -> JSONPosition { position(ofByte: Self.keyOffset(beforeValueAt: entries[index].offset, in: bytes)) }

    /// The offset of the opening quote of the key written before a member's value, found by
    /// reading back over `"key" :` (the text has been parsed, so it is there).
    static func keyOffset(beforeValueAt offset: Int, in bytes: [UInt8]) -> Int {
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var i = offset - 1
        while i > 0, isWhitespace(bytes[i]) { i -= 1 }
        i -= 1  // the colon
        while i > 0, isWhitespace(bytes[i]) { i -= 1 }
        i -= 1  // the key's closing quote
        while i > 0 {
            if bytes[i] == UInt8(ascii: "\"") {
                // A quote after an even number of backslashes is not escaped: the opening one.
                var backslashes = 0
                while i - backslashes - 1 >= 0, bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { return i }
            }
            i -= 1
        }
        return i
    }

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

    /// The path from the root to the value at `index`: `$.sections[0].items[2]`, found by
    /// going down from the root, at each level into the child whose subtree holds the value.
    func path(_ index: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var current = Self.root
        while current != index {
            var child = current + 1
            while Int(entries[child].end) <= index { child = Int(entries[child].end) }
            let label = Int(entries[child].label)
            components.append(entries[current].kind == .object ? .key(strings[label]) : .index(label))
            current = child
        }
        return JSONPath(components)
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
