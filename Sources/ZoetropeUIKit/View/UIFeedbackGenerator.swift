/// UIKit's `UIFeedbackGenerator`: the haptics an app plays as the user acts (a tap of an item,
/// a snap of a carousel). A recording has no hand to feel them; an app's generators compile,
/// and `prepare()` and the calls that play feedback do nothing.
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Readies the engine for feedback soon; nothing to ready here.
    open func prepare() {}
}
