/// How one step animates: its timing and the effects for elements that come and go.
public struct UpdateAnimation: Hashable, Sendable {
    public var timing: Timing
    public var effects: EffectRules

    public init(timing: Timing = Timing(), effects: EffectRules = .none) {
        self.timing = timing
        self.effects = effects
    }
}
