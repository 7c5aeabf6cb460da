import ZoetropeCore

/// A JSON value being decoded: the small toolkit every fixture decoder uses, so that each
/// expectation ("a number from 0 to 1", "one of: linear, easeIn, …") is written once and every
/// message has the same shape.
///
/// It is a place on the parsed document's tape; its path and position are worked out only when
/// a message needs them.
struct FixtureValue {
    let tape: JSONTape
    let index: Int

    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    var kind: JSONTape.Kind { tape.kind(index) }

    /// Where the value sits: `$.sections[0].items[2]`.
    var path: JSONPath { tape.path(index) }

    /// The line and column at which the value starts.
    var position: JSONPosition { tape.position(index) }

    /// For a member of an object, the key it is written under.
    var key: String { tape.key(index) }

    /// For a member of an object, where its key is written.
    var keyPosition: JSONPosition { tape.keyPosition(index) }

    /// Where the value is written, for the source map.
    var place: FixtureSourceMap.Place { FixtureSourceMap.Place(tape: tape, index: index) }

    /// The element at `offset` of an array, if it has one.
    func element(_ offset: Int) -> FixtureValue? {
        guard kind == .array, offset >= 0 else { return nil }
        for (position, child) in tape.children(index).enumerated() where position == offset {
            return FixtureValue(tape: tape, index: child)
        }
        return nil
    }

    /// How the value reads in an error message: "the number 12", "a string", "an object".
    var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number: return "the number \(JSONWriter.format(tape.number(index)))"
        case .string:
            let s = tape.string(index)
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \"\(shown)\""
        case .array: return tape.count(index) == 0 ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }

    func problem(_ message: String) -> DecodingProblem {
        DecodingProblem(path: path, position: position, message: message)
    }

    func expected(_ what: String) -> DecodingProblem {
        problem("expected \(what), found \(kindDescription)")
    }

    /// An object whose keys must all be in `keys`.
    func object(keys: FixtureKeys) throws(DecodingProblem) -> FixtureObject {
        guard kind == .object else { throw expected("an object") }
        for member in tape.children(index) {
            let key = tape.key(member)
            guard !keys.allowed.contains(key) else { continue }
            var message = "unknown key \"\(key)\" in \(keys.name); expected one of: \(keys.allowed.joined(separator: ", "))"
            if let suggestion = closest(to: key, among: keys.allowed) {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            throw DecodingProblem(path: tape.path(member), position: tape.keyPosition(member), message: message)
        }
        return FixtureObject(value: self)
    }

    /// The members of an object, in the order written (none for anything else).
    var members: [FixtureValue] {
        guard kind == .object else { return [] }
        return tape.children(index).map { FixtureValue(tape: tape, index: $0) }
    }

    func array() throws(DecodingProblem) -> [FixtureValue] {
        guard kind == .array else { throw expected("an array") }
        var elements: [FixtureValue] = []
        elements.reserveCapacity(tape.count(index))
        for element in tape.children(index) { elements.append(FixtureValue(tape: tape, index: element)) }
        return elements
    }

    func string() throws(DecodingProblem) -> String {
        guard kind == .string else { throw expected("a string") }
        return tape.string(index)
    }

    /// The text of a string, or nil for any other kind of value.
    var stringValue: String? { kind == .string ? tape.string(index) : nil }

    func bool() throws(DecodingProblem) -> Bool {
        switch kind {
        case .true: return true
        case .false: return false
        default: throw expected("true or false")
        }
    }

    /// A finite number within `range`, described by `what` in messages.
    func number(in range: ClosedRange<Double> = -1e9...1e9, _ what: String = "a number") throws(DecodingProblem) -> Double {
        guard kind == .number else { throw expected(what) }
        let value = tape.number(index)
        guard value.isFinite else { throw problem("expected \(what), found a number too large to represent") }
        guard range.contains(value) else {
            throw problem("expected \(what) from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)), found \(JSONWriter.format(value))")
        }
        return value
    }

    /// A number greater than zero and at most `maximum`.
    func positiveNumber(maximum: Double = 1e6, _ what: String = "a number greater than 0") throws(DecodingProblem) -> Double {
        let value = try number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, what)
        guard value > 0, value <= maximum else {
            throw problem("expected \(what) (at most \(JSONWriter.format(maximum))), found \(JSONWriter.format(value))")
        }
        return value
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>, _ what: String = "a whole number") throws(DecodingProblem) -> Int {
        guard kind == .number else { throw expected(what) }
        let value = tape.number(index)
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            throw problem("expected \(what), found \(kindDescription)")
        }
        let integer = Int(value)
        guard range.contains(integer) else {
            throw problem("expected \(what) from \(range.lowerBound) to \(range.upperBound), found \(integer)")
        }
        return integer
    }

    /// One of a fixed set of names.
    /// One of `options` by name, or of `aliases` (other names people type for the same
    /// values, accepted as they are but not listed). For an unknown name the suggestion is,
    /// first, a name or alias spelt the same but for case and punctuation ("EaseInOut",
    /// "ease_in_out"), then the closest by edit distance.
    func choice<T>(_ options: [(String, T)], _ what: String, aliases: [(String, T)] = []) throws(DecodingProblem) -> T {
        guard let text = stringValue else {
            throw expected("\(what) (one of: \(Self.listed(options.map(\.0))))")
        }
        if let match = options.first(where: { $0.0 == text }) ?? aliases.first(where: { $0.0 == text }) { return match.1 }
        var message = "unknown \(what) \"\(text)\"; expected one of: \(Self.listed(options.map(\.0)))"
        func folded(_ word: String) -> String { String(word.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let sameWord = (options + aliases).first { folded($0.0) == folded(text) }?.0
        if let suggestion = sameWord ?? closest(to: text, among: options.map(\.0) + aliases.map(\.0)) {
            message += " (did you mean \"\(suggestion)\"?)"
        }
        throw problem(message)
    }

    /// The names an error lists: all of a short list; the first few of a long one (a fixture
    /// may declare thousands of font families) and how many more there are.
    static func listed(_ names: [String], atMost limit: Int = 12) -> String {
        guard names.count > limit else { return names.joined(separator: ", ") }
        return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }

    /// A colour as the fixture is drawn in `palette`'s appearance: written `"#RRGGBB"`,
    /// `"#RRGGBBAA"` or `"#RGB"`; a UIKit system colour's name (`"systemBlue"`, `"label"`),
    /// which takes its value for the appearance; one colour per style, `{"light": …, "dark": …}`,
    /// with `"lightHighContrast"` and `"darkHighContrast"` for Increase Contrast (each falling
    /// back to its style's colour); or a colour set of the fixture's asset catalogue,
    /// `{"named": "Brand"}`, in the appearance.
    func color(in palette: FixturePalette) throws(DecodingProblem) -> Color {
        let appearance = palette.appearance
        let what = "a colour: \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", a system colour's name (\"systemBlue\", \"label\", …), {\"light\": …, \"dark\": …} or {\"named\": …}"
        if kind == .object {
            if tape.member("named", of: index) != nil {
                // Alone: its colours for each appearance are the colour set's.
                return try palette.namedColor(try self.object(keys: .namedColor).required("named", "a colour set's name"))
            }
            let object = try self.object(keys: .appearanceColor)
            let light = try object.required("light", "the colour in light mode").singleColor(in: palette)
            let dark = try object.required("dark", "the colour in dark mode").singleColor(in: palette)
            let high = appearance.contrast == .high
            switch appearance.style {
            case .light:
                if high, let value = object.optional("lightHighContrast") { return try value.singleColor(in: palette) }
                return light
            case .dark:
                if high, let value = object.optional("darkHighContrast") { return try value.singleColor(in: palette) }
                return dark
            }
        }
        guard let text = stringValue else { throw expected(what) }
        if let color = Color(hex: text) { return color }
        if let system = SystemColor(rawValue: text) { return system.color(in: appearance) }
        if text.hasPrefix("#") { throw problem("\"\(text)\" is not a colour: after \"#\" come 3, 6 or 8 hexadecimal digits") }
        var message = "unknown colour \"\(text)\"; expected \(what)"
        if let suggestion = closest(to: text, among: SystemColor.allCases.map(\.rawValue)) {
            message += " (did you mean \"\(suggestion)\"?)"
        } else if palette.assets?.colorSet(named: text) != nil {
            message += " (the asset catalogue's colour is written {\"named\": \"\(text)\"})"
        }
        throw problem(message)
    }

    /// One of a pair's colours: a hex colour or a system colour's name, not another pair.
    private func singleColor(in palette: FixturePalette) throws(DecodingProblem) -> Color {
        guard kind == .string else {
            throw expected("a colour written \"#RRGGBB\" or a system colour's name (a pair's colours are not pairs)")
        }
        return try color(in: palette)
    }
}

/// The candidate nearest to `word` by edit distance, when it is near enough to be a typo.
func closest(to word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let lowered = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(lowered, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(1, word.count / 3) else { return nil }
    return best.0
}
