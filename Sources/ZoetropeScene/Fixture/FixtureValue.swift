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

    func color() throws(DecodingProblem) -> Color {
        guard let text = stringValue, let color = Color(hex: text) else {
            throw expected("a colour written \"#RRGGBB\", \"#RRGGBBAA\" or \"#RGB\"")
        }
        return color
    }
}

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

/// The keys an object of the fixture format may have, with the object's name for messages.
///
/// These lists are the format: the decoder rejects any other key, and a test checks that
/// `docs/fixture.schema.json` lists exactly the same properties.
public struct FixtureKeys: Sendable {
    public let name: String
    public let allowed: [String]

    static let contentKeys = ["color", "gradient", "cornerRadius", "border", "shadow", "image", "label", "secondaryLabel", "icon", "accessories",
                              "ring", "blur"]
    static let flowMetricKeys = ["minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
                                 "headerHeight", "footerHeight"]

    public static let root = FixtureKeys(name: "the fixture", allowed: [
        "$schema", "version", "name", "description", "viewport", "background", "fonts", "layout", "style", "sections", "animation", "steps",
    ])
    public static let viewport = FixtureKeys(name: "viewport", allowed: ["width", "height", "scale", "safeAreaInsets", "layoutMargins"])
    /// A step's `"viewport"`: the new size, and the safe area that comes with it.
    public static let stepViewport = FixtureKeys(name: "a step's viewport", allowed: ["width", "height", "safeAreaInsets"])
    public static let size = FixtureKeys(name: "a size", allowed: ["width", "height"])
    public static let rect = FixtureKeys(name: "a frame", allowed: ["x", "y", "width", "height"])
    public static let placement = FixtureKeys(name: "an item's placement", allowed: ["x", "y", "width", "height", "scale", "rotate", "rotateX", "rotateY", "perspective", "alpha", "zIndex"])
    public static let insets = FixtureKeys(name: "insets", allowed: ["top", "left", "bottom", "right"])
    public static let point = FixtureKeys(name: "a distance", allowed: ["x", "y"])
    public static let flowLayout = FixtureKeys(name: "a flow layout", allowed: [
        "type", "scrollDirection", "itemSize", "sectionInset", "sectionBackground", "selfSizing",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    ] + flowMetricKeys)
    public static let compositionalLayout = FixtureKeys(name: "a compositional layout", allowed: [
        "type", "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems", "section", "sections",
    ])
    static let sectionKeys = ["group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
                              "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference"]
    public static let compositionalSection = FixtureKeys(name: "a compositional section", allowed: sectionKeys)
    public static let compositionalSectionKind = FixtureKeys(name: "a section kind", allowed: ["ids", "indices", "minWidth", "maxWidth"] + sectionKeys)
    public static let layoutGroup = FixtureKeys(name: "a group", allowed: [
        "horizontal", "vertical", "custom", "width", "height", "count", "repeatingCount", "interItemSpacing", "contentInsets", "edgeSpacing",
        "supplementaryItems",
    ])
    public static let layoutItem = FixtureKeys(name: "a layout item", allowed: ["width", "height", "contentInsets", "edgeSpacing", "supplementaryItems"])
    public static let customItem = FixtureKeys(name: "a custom group frame", allowed: ["x", "y", "width", "height", "zIndex"])
    public static let dimension = FixtureKeys(name: "a dimension", allowed: ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"])
    public static let spacing = FixtureKeys(name: "a spacing", allowed: ["fixed", "flexible"])
    public static let edgeSpacing = FixtureKeys(name: "edge spacing", allowed: ["leading", "top", "trailing", "bottom"])
    public static let directionalInsets = FixtureKeys(name: "directional insets", allowed: ["top", "leading", "bottom", "trailing"])
    public static let boundaryItem = FixtureKeys(name: "a boundary supplementary item", allowed: [
        "kind", "alignment", "width", "height", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex", "contentInsets",
    ])
    public static let badge = FixtureKeys(name: "a supplementary item", allowed: ["kind", "width", "height", "edges", "absoluteOffset", "fractionalOffset", "itemAnchor", "zIndex"])
    public static let anchor = FixtureKeys(name: "an anchor", allowed: ["edges", "absoluteOffset", "fractionalOffset"])
    public static let decorationItem = FixtureKeys(name: "a decoration item", allowed: ["kind", "contentInsets", "zIndex"])
    public static let listLayout = FixtureKeys(name: "a list layout", allowed: [
        "type", "appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding",
    ])
    public static let columnsLayout = FixtureKeys(name: "a columns layout", allowed: [
        "type", "minimumColumnWidth", "cellHeight", "margins",
    ] + flowMetricKeys)
    public static let sequenceLayout = FixtureKeys(name: "a sequence layout", allowed: [
        "type", "rowHeight", "unitLength", "unitSpacing", "rowSpacing", "insets", "headerWidth",
    ])
    public static let dashboardLayout = FixtureKeys(name: "a dashboard layout", allowed: ["type", "positions", "defaultItemSize", "focus"])
    public static let explicitLayout = FixtureKeys(name: "an explicit layout", allowed: ["type", "items", "supplementary", "decorations"])
    public static let explicitView = FixtureKeys(name: "a supplementary or decoration view", allowed: ["kind", "section", "frame"])
    public static let curve = FixtureKeys(name: "a curve", allowed: ["spring", "uiViewSpring", "springTimingParameters"])
    public static let spring = FixtureKeys(name: "a spring", allowed: [
        "mass", "stiffness", "damping", "dampingRatio", "response", "duration", "bounce", "velocity", "initialVelocity",
    ])
    public static let selfSizing = FixtureKeys(name: "self-sizing", allowed: ["minimumHeight", "width", "minimumWidth", "maximumWidth", "align"])
    public static let metrics = FixtureKeys(name: "section metrics", allowed: ["itemSize", "sectionInset"] + flowMetricKeys)
    public static let style = FixtureKeys(name: "style", allowed: ["cell", "header", "footer", "supplementary", "decorations"])
    public static let content = FixtureKeys(name: "content", allowed: contentKeys)
    public static let accessory = FixtureKeys(name: "an accessory", allowed: ["text"])
    public static let icon = FixtureKeys(name: "an icon", allowed: ["color", "size", "cornerRadius", "glyph", "glyphColor"])
    public static let border = FixtureKeys(name: "a border", allowed: ["width", "color"])
    public static let label = FixtureKeys(name: "a label", allowed: ["text", "color", "size", "weight", "family", "wraps", "alignment", "insets", "maxLines"])
    public static let gradient = FixtureKeys(name: "a gradient", allowed: ["colors", "locations", "start", "end"])
    public static let shadow = FixtureKeys(name: "a shadow", allowed: ["color", "offset", "radius"])
    public static let ring = FixtureKeys(name: "a ring", allowed: ["progress", "from", "diameter", "lineWidth", "color", "trackColor", "duration", "delay", "curve"])
    public static let blur = FixtureKeys(name: "a blur", allowed: ["radius", "saturation"])
    public static let image = FixtureKeys(name: "a picture", allowed: ["file", "mode"])
    public static let section = FixtureKeys(name: "a section", allowed: ["id", "header", "footer", "supplementary", "decorations", "metrics", "items"])
    public static let item = FixtureKeys(name: "an item", allowed: ["id", "size", "align", "children", "expanded"] + contentKeys)
    public static let animation = FixtureKeys(name: "animation", allowed: ["duration", "curve", "delay", "fps", "effects", "stagger"])
    public static let effectRule = FixtureKeys(name: "an effect rule", allowed: ["on", "elements", "effect", "duration", "delay", "curve"])
    public static let effect = FixtureKeys(name: "an effect", allowed: ["fade", "scale", "rotate", "translate", "offscreen", "slide", "fall", "zoom", "zIndex"])
    public static let slide = FixtureKeys(name: "a slide", allowed: ["edge", "distance"])
    public static let stagger = FixtureKeys(name: "a stagger", allowed: ["by", "interval", "from", "reversed", "roles"])
    public static let step = FixtureKeys(name: "a step", allowed: [
        "name", "duration", "curve", "delay", "stagger", "background", "interruptAfter", "pause", "sections", "insertItems", "deleteItems", "moveItems", "reloadItems",
        "insertSections", "deleteSections", "moveSections", "reloadSections", "layout", "viewport", "contentOffset", "scrollToItem", "scrollToEnd", "clampOffset", "scrollSection", "apply", "animatingDifferences",
    ])
    public static let scrollToItem = FixtureKeys(name: "a scroll to an item", allowed: ["at", "position"])
    public static let diffableOperation = FixtureKeys(name: "a snapshot operation", allowed: [
        "appendSections", "appendItems", "toSection", "insertItems", "beforeItem", "afterItem", "deleteItems", "deleteSections",
        "moveItem", "moveSection", "beforeSection", "afterSection", "reloadItems", "reconfigureItems", "reloadSections", "expand", "collapse",
    ])
    public static let sectionScroll = FixtureKeys(name: "a section scroll", allowed: ["section", "toGroup", "offset"])
    public static let itemInsertion = FixtureKeys(name: "an item insertion", allowed: ["at", "item"])
    public static let sectionInsertion = FixtureKeys(name: "a section insertion", allowed: ["at", "section"])
    public static let itemMove = FixtureKeys(name: "an item move", allowed: ["from", "to"])
    public static let sectionMove = FixtureKeys(name: "a section move", allowed: ["from", "to"])
    public static let itemReload = FixtureKeys(name: "an item reload", allowed: ["at", "item"])
    public static let sectionReload = FixtureKeys(name: "a section reload", allowed: ["at", "section"])

    /// Every object of the format by the name its schema definition has.
    public static let byDefinition: [String: FixtureKeys] = [
        "fixture": root, "viewport": viewport, "stepViewport": stepViewport, "size": size, "frame": rect, "placement": placement, "insets": insets, "distance": point,
        "flowLayout": flowLayout, "columnsLayout": columnsLayout, "sequenceLayout": sequenceLayout,
        "dashboardLayout": dashboardLayout, "compositionalLayout": compositionalLayout, "compositionalSection": compositionalSection,
        "compositionalSectionKind": compositionalSectionKind, "layoutGroup": layoutGroup, "layoutItem": layoutItem, "customItem": customItem,
        "dimensionObject": dimension, "spacingObject": spacing, "edgeSpacing": edgeSpacing, "directionalInsetsObject": directionalInsets,
        "boundaryItem": boundaryItem, "sectionScroll": sectionScroll, "listLayout": listLayout, "accessory": accessory, "icon": icon, "diffableOperation": diffableOperation, "badge": badge, "decorationItem": decorationItem, "explicitLayout": explicitLayout, "explicitView": explicitView,
        "selfSizing": selfSizing, "metrics": metrics, "curveObject": curve, "spring": spring, "slide": slide, "stagger": stagger, "style": style, "content": content, "border": border, "label": label, "gradient": gradient, "shadow": shadow, "image": image,
        "section": section, "item": item, "animation": animation, "effectRule": effectRule, "effect": effect,
        "step": step, "itemInsertion": itemInsertion, "sectionInsertion": sectionInsertion,
        "itemMove": itemMove, "sectionMove": sectionMove, "itemReload": itemReload, "sectionReload": sectionReload,
    ]
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
