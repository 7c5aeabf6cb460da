/// A parsed JSON value that remembers where it was written, so that every error about it can
/// name the line and column.
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

    /// How the value reads in an error message: "the number 12", "a string", "an object".
    public var kindDescription: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "the number \(JSONWriter.format(n))"
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \"\(shown)\""
        case .array(let a): return a.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }
}
