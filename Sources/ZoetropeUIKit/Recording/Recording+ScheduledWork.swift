import Foundation
import ZoetropeCore

/// Timers and delayed main-queue blocks on the recording's clock (see `ScheduledWork`).
extension Recording {
    /// Schedules `timer`, first due `delay` seconds from the turn under way, then every
    /// `interval` while it `repeats` and is valid.
    func schedule(_ timer: Timer, after delay: Double, interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        scheduledCount += 1
        // Foundation fires a timer of no interval after a tenth of a millisecond.
        let every = Swift.max(interval, 0.0001)
        scheduledWork.append(ScheduledWork(due: now + Swift.max(delay, 0), interval: repeats ? every : nil, order: scheduledCount, timer: timer,
                                           isLive: { timer.isValid }, run: { block(timer) }))
    }

    /// Schedules `work`, due `delay` seconds from the turn under way, done unless `isLive`
    /// says otherwise by then.
    func schedule(after delay: Double, isLive: @escaping () -> Bool, _ work: @escaping () -> Void) {
        scheduledCount += 1
        scheduledWork.append(ScheduledWork(due: now + Swift.max(delay, 0), interval: nil, order: scheduledCount, timer: nil, isLive: isLive, run: work))
    }

    /// Notes a timer made in the recording and not yet added to a run loop.
    func noteMade(_ timer: Timer, _ made: ScheduledWork.UnscheduledTimer) {
        unscheduledTimers[ObjectIdentifier(timer)] = (timer, made)
    }

    /// Schedules a timer the app adds to the run loop, if the recording made it; true when
    /// it is the recording's (already scheduled: added again for another mode).
    func scheduleAdded(_ timer: Timer) -> Bool {
        if let (_, made) = unscheduledTimers.removeValue(forKey: ObjectIdentifier(timer)) {
            schedule(timer, after: made.delay, interval: made.interval, repeats: made.repeats, block: made.block)
            return true
        }
        return scheduledWork.contains { $0.timer === timer }
    }

    /// When the next live work is due, in recorded seconds; nil when none is scheduled.
    var nextDue: Double? {
        scheduledWork.removeAll { !$0.isLive() }
        return scheduledWork.map(\.due).min()
    }

    /// Does the work due by now, in the order it is due (and, at one moment, was scheduled);
    /// a repeating timer is due again an interval later, or at the first of its times after
    /// now when the recording was past it. True when any ran.
    @discardableResult
    func runDueWork() -> Bool {
        let due = scheduledWork.filter { $0.due <= now + 1e-9 && $0.isLive() }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        guard !due.isEmpty else { return false }
        for work in due where work.isLive() {
            if let interval = work.interval {
                repeat { work.due += interval } while work.due <= now + 1e-9
            } else {
                scheduledWork.removeAll { $0 === work }
            }
            work.run()
        }
        return true
    }

    /// Lets `seconds` of recorded time pass with nothing changing but what the run loop does
    /// meanwhile: the work that comes due (a timer, a delayed block), each moment of it a turn
    /// of its own; and, while a display link or a UIKit Dynamics animator runs, each frame of
    /// the screen (60 a second), in which the links call their targets and the animators move
    /// their items, as the phone's run loop does at each refresh, and the work due by then is
    /// done. What a call animates plays before the next call, within the time given.
    /// `still(duration)` is what the screen shows while nothing moves.
    func letTimePass(_ seconds: Double, still: (Double) -> Transition?) {
        var remaining = seconds
        let frame = 1.0 / 60
        while remaining > 1e-9 {
            let frames = displayLinks.contains(where: { !$0.isPaused }) || !runningAnimators.isEmpty
            let wait: Double
            if frames {
                wait = Swift.min(frame, remaining)
            } else {
                guard let due = nextDue, due - now <= remaining + 1e-9 else { break }
                wait = Swift.max(0, due - now)
            }
            let before = now
            if wait > 1e-9 {
                guard let transition = still(wait) else { break }
                append(transition, label: frames ? "display link frame" : "pause(for:)")
                // Work due at its end is done as the turn ends.
                endTurn()
            }
            if frames {
                // The links a target's call invalidates or pauses are not called after it.
                for link in displayLinks where !link.isPaused && displayLinks.contains(where: { $0 === link }) {
                    link.fire(at: clockOrigin + now)
                }
                // A dynamic animator moves its items a frame on, and lays its layout out again.
                for animator in runningAnimators { animator.step(by: wait) }
            }
            runDueWork()
            endTurn()
            // What the calls animated plays before the next call, in the pause's time.
            remaining -= now - before
        }
        if remaining > 1e-9, let transition = still(remaining) {
            append(transition, label: "pause(for:)")
            endTurn()
        }
    }
}
