import Foundation

/// Work the app asked the main run loop to do later, kept on the recording's clock: a timer
/// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`, or one made and added to the run
/// loop), or a block given to `DispatchQueue.main.asyncAfter(deadline:)`.
///
/// On the phone the run loop calls such work once its time has come, each call in a turn of
/// the run loop; here the recording's time is not the host's, so the recording calls it when
/// the recorded time reaches it (`pause(for:)`, see `Recording.letTimePass`), and never from
/// the host's run loop: what a recording shows does not depend on how fast the host runs it.
final class ScheduledWork {
    /// When it is next due, in recorded seconds.
    var due: Double
    /// A repeating timer's interval; nil for work done once.
    let interval: Double?
    /// The order it was scheduled in: of work due at the same moment, the earlier runs first.
    let order: Int
    /// Whether it is still to be done: false once its timer is invalidated or its work item
    /// cancelled.
    let isLive: () -> Bool
    /// Does the work: calls the timer's block, or the queued block.
    let run: () -> Void
    /// The timer, when the work is one's: the app adds it to the run loop again (for another
    /// mode), which schedules nothing more.
    weak var timer: Timer?

    init(due: Double, interval: Double?, order: Int, timer: Timer?, isLive: @escaping () -> Bool, run: @escaping () -> Void) {
        self.due = due
        self.interval = interval
        self.order = order
        self.timer = timer
        self.isLive = isLive
        self.run = run
    }

    /// A timer that is made (`Timer(timeInterval:repeats:block:)`) but not yet added to a run
    /// loop: what adding it schedules.
    struct UnscheduledTimer {
        /// Seconds from when it is added to its first firing.
        let delay: Double
        let interval: Double
        let repeats: Bool
        let block: (Timer) -> Void
    }
}
