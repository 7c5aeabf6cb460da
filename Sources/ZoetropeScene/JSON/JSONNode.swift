/// A parsed JSON value that remembers where it was written, as a tree: the convenient shape
/// for small documents (`JSONParser.parse`). Fixtures are decoded from the flat `JSONTape`.
public struct JSONNode: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in the order written; keys are unique (the parser rejects duplicates).
        case object([Member])
    }

    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyPosition: JSONPosition
        public var value: JSONNode
    }

    public var value: Value
    public var position: JSONPosition
}
