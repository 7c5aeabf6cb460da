/// Core Animation's `CADisplayLink`, kept so that code driving its own animation frame by frame
/// compiles. It never fires: a recording's frames are drawn from the timeline, not from a
/// screen's refresh, so drive such an animation with `UIView.animate` or a property animator.
open class CADisplayLink: NSObject {
    public let target: Any
    public let selector: Selector
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    /// How many screen refreshes pass between calls (deprecated in iOS 10 for
    /// `preferredFramesPerSecond`); kept, as the link never fires.
    @available(*, deprecated, renamed: "preferredFramesPerSecond")
    open var frameInterval = 1
    open private(set) var timestamp: CFTimeInterval = 0
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open private(set) var duration: CFTimeInterval = 1.0 / 60

    public init(target: Any, selector sel: Selector) {
        self.target = target
        self.selector = sel
        super.init()
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
}

/// Core Foundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// The host's clock in seconds, as Core Animation's `CACurrentMediaTime()` reads it.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
