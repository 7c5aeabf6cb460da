/// Core Animation's `CADisplayLink`: a timer that calls its target at each refresh of the
/// screen, as code that drives its own animation frame by frame uses it (an interactive
/// layout transition's progress, a custom spring).
///
/// In a recording the screen refreshes 60 times a second of recorded time, and time passes in
/// `pause(for:)`: while a link added to the run loop is running, each of those frames is a turn
/// of its own in which the link calls its target, and what the target changes shows from that
/// frame on, as on the phone. `timestamp` and `CACurrentMediaTime()` read the recording's
/// clock, so an animation timed from them lasts the recorded seconds it asks for.
///
/// On Linux a link can call its target only through `action`: Swift there has no Objective-C
/// runtime to find a method by its selector. `zoetrope port` writes
/// `CADisplayLink(target: self, selector: #selector(step))` with the action that calls
/// `step()`; a link made without one is kept and calls nothing.
open class CADisplayLink: NSObject {
    public let target: Any
    public let selector: Selector
    /// What the link calls at each of its frames, when not on Apple's platforms (see above).
    /// Not UIKit API.
    public let action: ((CADisplayLink) -> Void)?
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    /// How many screen refreshes pass between calls (deprecated in iOS 10 for
    /// `preferredFramesPerSecond`).
    @available(*, deprecated, renamed: "preferredFramesPerSecond")
    open var frameInterval: Int {
        get { storedFrameInterval }
        set { storedFrameInterval = Swift.max(1, newValue) }
    }
    private var storedFrameInterval = 1
    /// When the frame the link was last called for was shown, on `CACurrentMediaTime()`'s clock.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the frame after it is due.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two of the screen's refreshes.
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    private weak var recording: Recording?
    private var framesUntilCall = 0

    public init(target: Any, selector sel: Selector) {
        self.target = target
        self.selector = sel
        self.action = nil
        super.init()
    }

    /// A link that calls `action` at its frames: what `zoetrope port` writes on Linux for
    /// `init(target:selector:)`. Not UIKit API.
    public init(target: Any, selector sel: Selector, action: @escaping (CADisplayLink) -> Void) {
        self.target = target
        self.selector = sel
        self.action = action
        super.init()
    }

    /// Starts calling the target at the recording's frames; outside a recording, nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let current = Recording.current, !current.displayLinks.contains(where: { $0 === self }) else { return }
        recording = current
        timestamp = current.clockOrigin + current.now
        targetTimestamp = timestamp + duration
        current.displayLinks.append(self)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good, as UIKit's does: it is taken off the run loop.
    open func invalidate() {
        recording?.displayLinks.removeAll { $0 === self }
        recording = nil
    }

    /// The frames a second the link is called at: `preferredFramesPerSecond` (0: the
    /// screen's 60) divided by the older `frameInterval`.
    private var framesBetweenCalls: Int {
        let rate = preferredFramesPerSecond > 0 ? Swift.min(60, preferredFramesPerSecond) : 60
        return Swift.max(1, Int((60 / Double(rate)).rounded())) * storedFrameInterval
    }

    /// A frame of the screen was shown at `time`: the target is called when it is one of the
    /// link's frames.
    func fire(at time: CFTimeInterval) {
        guard framesUntilCall <= 0 else {
            framesUntilCall -= 1
            return
        }
        framesUntilCall = framesBetweenCalls - 1
        duration = 1.0 / 60
        timestamp = time
        targetTimestamp = time + Double(framesBetweenCalls) * duration
        action?(self)
    }
}

/// Core Foundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// The host's clock in seconds, as Core Animation's `CACurrentMediaTime()` reads it; during a
/// recording, the recording's clock (see `CADisplayLink`), which runs only as recorded time
/// passes.
public func CACurrentMediaTime() -> CFTimeInterval {
    if let recording = Recording.current { return recording.clockOrigin + recording.now }
    return ProcessInfo.processInfo.systemUptime
}
