#if Tools  // the Tools trait (Package.swift)
import Foundation
import Synchronization

/// A one-line progress bar on standard error, redrawn in place, when standard error is a
/// terminal; nothing otherwise, so logs and pipes get only the summary lines.
///
/// Workers report from any thread; the bar redraws at most every 50 ms and on the last frame.
final class ProgressBar: Sendable {
    private struct State {
        var lastDraw = 0.0
        var drawn = false
    }

    private let label: String
    private let enabled: Bool
    private let state = Mutex(State())

    init(label: String, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.label = label
        self.enabled = enabled
    }

    func update(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let now = Date().timeIntervalSinceReferenceDate
        let line: String? = state.withLock { state in
            guard done == total || now - state.lastDraw >= 0.05 else { return nil }
            state.lastDraw = now
            state.drawn = true
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            return "\r\(label) \(bar) \(done)/\(total) frames"
        }
        if let line { FileHandleStandardError.write(line) }
    }

    /// Clears the bar's line, so the summary that follows starts clean.
    func finish() {
        guard enabled, state.withLock({ $0.drawn }) else { return }
        FileHandleStandardError.write("\r\u{1B}[2K")
    }
}
#endif
