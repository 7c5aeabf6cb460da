import Foundation

/// Foundation's timers on the recording's clock: during a recording, a timer made with a block
/// and scheduled on the run loop fires when the recorded time reaches it (`pause(for:)`), each
/// firing a turn of the run loop, as the phone's main run loop fires it; never by the host's
/// clock, so a page that slides every three seconds slides at 3, 6 and 9 seconds of the
/// recording however long the host takes. Outside a recording they are Foundation's own.
///
/// These declarations stand in for Foundation's of the same names, which code importing
/// `ZoetropeUIKit` calls through them. What a recording does not do: fire a timer the app made
/// before it began, honour `tolerance`, or move a timer whose `fireDate` the app sets (it
/// fires as first scheduled); the target–selector forms need Objective-C (`zoetrope port`
/// rewrites them to these).
extension Timer {
    /// A timer scheduled on the run loop, first firing `interval` seconds from now.
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        guard let recording = Recording.current else {
            return Timer.Foundation::scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        let timer = Timer.Foundation::init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        recording.schedule(timer, after: interval, interval: interval, repeats: repeats, block: block)
        return timer
    }

    /// A timer to add to a run loop (`RunLoop.main.add(_:forMode:)`), first firing `interval`
    /// seconds after it is added.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.Foundation::init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        Recording.current?.noteMade(self, ScheduledWork.UnscheduledTimer(delay: interval, interval: interval, repeats: repeats, block: block))
    }

    /// A timer to add to a run loop, first firing at `date` (read against the host's clock when
    /// it is made, to the millisecond: `Date()` plus two seconds fires two recorded seconds
    /// after it is added).
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.Foundation::init(fire: date, interval: interval, repeats: repeats, block: block)
        Recording.current?.noteMade(self, ScheduledWork.UnscheduledTimer(delay: (date.timeIntervalSinceNow * 1e3).rounded() / 1e3, interval: interval, repeats: repeats, block: block))
    }
}

extension RunLoop {
    /// Adds `timer`: during a recording, a timer made in it fires on the recording's clock
    /// (see `Timer`); adding it again, for another mode, changes nothing.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if let recording = Recording.current, recording.scheduleAdded(timer) { return }
        self.Foundation::add(timer, forMode: mode)
    }
}
