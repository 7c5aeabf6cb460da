import ZoetropeCore

/// How a scene animates unless a step says otherwise: timing, effects and frame rate.
public struct SceneAnimation: Hashable, Sendable {
    public var timing: Timing
    public var effects: EffectRules
    public var stagger: Stagger?
    /// Frames per second of a PNG rendering.
    public var fps: Int

    public init(timing: Timing = Timing(), effects: EffectRules = .none, stagger: Stagger? = nil, fps: Int = 30) {
        self.timing = timing
        self.effects = effects
        self.stagger = stagger
        self.fps = fps
    }
}
