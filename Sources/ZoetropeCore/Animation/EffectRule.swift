/// One rule: for these reasons, on these elements, this effect and this timing.
public struct EffectRule: Hashable, Sendable {
    public var reasons: Set<AppearanceReason>
    /// Which elements the rule covers; empty covers every element.
    public var elements: [ElementSelector]
    /// How the elements enter or leave; nil keeps the default (UIKit's fade, or the layout's hooks).
    public var effect: Effect?
    /// Their own duration, delay or curve; nil keeps the step's.
    public var timing: TimingAdjustment?

    public init(reasons: Set<AppearanceReason>, elements: [ElementSelector] = [], effect: Effect? = nil, timing: TimingAdjustment? = nil) {
        self.reasons = reasons
        self.elements = elements
        self.effect = effect
        self.timing = timing
    }

    package func matches(_ context: EffectContext) -> Bool {
        reasons.contains(context.reason)
            && (elements.isEmpty || elements.contains { $0.matches(context.element, identity: context.identity) })
    }
}
