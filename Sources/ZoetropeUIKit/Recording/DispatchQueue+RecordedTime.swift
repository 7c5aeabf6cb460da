import Foundation

/// `DispatchQueue.main.asyncAfter(deadline:)` on the recording's clock: during a recording, a
/// block the app gives the main queue to run later runs when the recorded time reaches its
/// deadline (`pause(for:)`), in a turn of the run loop, as the phone's main queue runs it; a
/// cancelled work item does not run. Other queues, and code outside a recording, are GCD's own.
///
/// These declarations stand in for Dispatch's of the same names (whose `qos:` and `flags:`
/// forms are left to it), which code importing `ZoetropeUIKit` calls through them.
extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard let recording = Recording.current, label == DispatchQueue.main.label else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        recording.schedule(after: deadline.secondsFromNow, isLive: { true }, work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        guard let recording = Recording.current, label == DispatchQueue.main.label else {
            return self.Dispatch::asyncAfter(deadline: deadline, execute: item)
        }
        recording.schedule(after: deadline.secondsFromNow, isLive: { !item.isCancelled }) { item.perform() }
    }
}

extension DispatchTime {
    /// Seconds from now to this time, to the millisecond (`.now() + 0.5` is half a second,
    /// whatever the host took between reading the clock and asking); 0 when it has passed.
    var secondsFromNow: Double {
        let now = DispatchTime.now().uptimeNanoseconds
        return uptimeNanoseconds > now ? (Double(uptimeNanoseconds - now) / 1e6).rounded() / 1e3 : 0
    }
}
