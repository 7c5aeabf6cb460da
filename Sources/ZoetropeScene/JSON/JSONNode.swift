/// A parsed JSON value that remembers where it was written, as a tree: the convenient shape
/// for small documents (`JSONParser.parse`). Fixtures are decoded from the flat `JSONTape`.
package struct JSONNode: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in the order written; keys are unique (the parser rejects duplicates).
        case object([Member])
    }

    package struct Member: Hashable, Sendable {
        package var key: String
        package var keyPosition: JSONPosition
        package var value: JSONNode
    }

    package var value: Value
    package var position: JSONPosition
}
