/// Which effect applies to which elements for which reasons: an ordered list of rules, the
/// first match winning.
///
/// ```swift
/// let rules = EffectRules([
///     EffectRule(reasons: [.inserted], elements: [.cells], effect: .scale(0.1)),
///     EffectRule(reasons: [.sectionInserted], effect: .offscreen(.left)),
/// ])
/// ```
public struct EffectRules: Hashable, Sendable {
    public var rules: [EffectRule]

    public init(_ rules: [EffectRule] = []) {
        self.rules = rules
    }

    /// No rules: every element gets UIKit's default animation (or its layout's hooks).
    public static let none = EffectRules()

    /// The first rule that matches, if any.
    package func rule(for context: EffectContext) -> EffectRule? {
        rules.first { $0.matches(context) }
    }

    /// The effect of the first rule that matches, if any.
    package func effect(for context: EffectContext) -> Effect? {
        rule(for: context)?.effect
    }
}

/// A choice of elements by category and kind.
public enum ElementSelector: Hashable, Sendable, CustomStringConvertible {
    case cells
    /// Supplementary views of one kind, or of every kind when nil.
    case supplementary(ElementKind?)
    /// Decoration views of one kind, or of every kind when nil.
    case decoration(ElementKind?)
    /// The cell of one item, whatever its place.
    case item(ItemID)

    public static let headers = ElementSelector.supplementary(.sectionHeader)
    public static let footers = ElementSelector.supplementary(.sectionFooter)

    package func matches(_ element: ElementID, identity: ElementIdentity? = nil) -> Bool {
        if case .item(let id) = self { return identity == .item(id) }
        switch (self, element) {
        case (.cells, .cell): return true
        case (.supplementary(let kind), .supplementary(let elementKind, _)): return kind == nil || kind == elementKind
        case (.decoration(let kind), .decoration(let elementKind, _)): return kind == nil || kind == elementKind
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .cells: return "cell"
        case .supplementary(.some(.sectionHeader)): return "header"
        case .supplementary(.some(.sectionFooter)): return "footer"
        case .supplementary(let kind): return kind.map { "supplementary:\($0)" } ?? "supplementary"
        case .decoration(let kind): return kind.map { "decoration:\($0)" } ?? "decoration"
        case .item(let id): return "item:\(id)"
        }
    }
}
