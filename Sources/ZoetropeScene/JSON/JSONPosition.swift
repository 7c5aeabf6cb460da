/// A place in a JSON text: 1-based line and column (columns count Unicode scalars).
public struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    // Stored in 32 bits each: every value and key of a fixture carries a position, and at
    // 100k items the parsed document's size decides whether it stays in the processor's
    // caches. A line or column past 4,294,967,295 (a file of over 4 GB) shows as that.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public var description: String { "\(line):\(column)" }
}
