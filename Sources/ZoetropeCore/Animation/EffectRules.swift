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

    /// The effect of the first rule that matches, if any.
    public func effect(for context: EffectContext) -> Effect? {
        rules.first { $0.matches(context) }?.effect
    }
}

/// One rule: for these reasons, on these elements, this effect.
public struct EffectRule: Hashable, Sendable {
    public var reasons: Set<AppearanceReason>
    /// Which elements the rule covers; empty covers every element.
    public var elements: [ElementSelector]
    public var effect: Effect

    public init(reasons: Set<AppearanceReason>, elements: [ElementSelector] = [], effect: Effect) {
        self.reasons = reasons
        self.elements = elements
        self.effect = effect
    }

    public func matches(_ context: EffectContext) -> Bool {
        reasons.contains(context.reason)
            && (elements.isEmpty || elements.contains { $0.matches(context.element) })
    }
}

/// A choice of elements by category and kind.
public enum ElementSelector: Hashable, Sendable, CustomStringConvertible {
    case cells
    /// Supplementary views of one kind, or of every kind when nil.
    case supplementary(ElementKind?)
    /// Decoration views of one kind, or of every kind when nil.
    case decoration(ElementKind?)

    public static let headers = ElementSelector.supplementary(.sectionHeader)
    public static let footers = ElementSelector.supplementary(.sectionFooter)

    public func matches(_ element: ElementID) -> Bool {
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
        }
    }
}
