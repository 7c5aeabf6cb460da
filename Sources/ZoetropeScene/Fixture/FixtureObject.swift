import ZoetropeCore

/// An object whose keys have been checked; members are read by name.
struct FixtureObject {
    let value: FixtureValue

    var path: JSONPath { value.path }

    /// The members in the order written.
    var members: [FixtureValue] { value.members }

    func has(_ key: String) -> Bool { value.tape.member(key, of: value.index) != nil }

    /// The member `key`, if present.
    func optional(_ key: String) -> FixtureValue? {
        value.tape.member(key, of: value.index).map { FixtureValue(tape: value.tape, index: $0) }
    }

    /// The member `key`; its absence is an error that says what it holds.
    func required(_ key: String, _ what: String) throws(DecodingProblem) -> FixtureValue {
        guard let member = optional(key) else {
            throw value.problem("missing key \"\(key)\" (\(what))")
        }
        return member
    }
}
