/// How one step animates: its timing, the effects (and timings) for elements by why they
/// come, go or move, and how their starts are staggered.
public struct UpdateAnimation: Hashable, Sendable {
    public var timing: Timing
    public var effects: EffectRules
    public var stagger: Stagger?

    public init(timing: Timing = Timing(), effects: EffectRules = .none, stagger: Stagger? = nil) {
        self.timing = timing
        self.effects = effects
        self.stagger = stagger
    }
}
