#if Tools  // the Tools trait (Package.swift)
import Dispatch
import Foundation
import Synchronization

/// What Ctrl-C (SIGINT) and SIGTERM do: remove the staging folders of the output being
/// written, then exit 130 (or 143), so an interrupted render leaves the previous output as it
/// was and nothing half-made beside it. (SIGKILL cannot be caught: its staging folder is
/// removed by the next run, see `OutputFolder.removeAbandonedStaging`.)
///
/// While an output folder publishes (the few renames that put the new output in place) a
/// signal waits until it has finished: the previous output is then either all there or
/// replaced, never half moved.
enum InterruptHandler {
    private struct State {
        var stagingFolders: Set<String> = []
        var publishing = 0
        var pendingStatus: Int32?
        /// A signal is being handled: the process is on its way out with that status.
        var leaving = false
        /// What a long-running command (the preview server) does instead of exiting.
        var stop: (@Sendable () -> Void)?
    }

    private static let state = Mutex(State())
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Installs the handlers; call once, first. A signal the process was started ignoring
    /// (SIGINT for a background job of a shell) stays ignored, as shells expect.
    static func install() {
        for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let previous = signal(number, SIG_IGN)
            if Self.address(previous) == Self.address(SIG_IGN) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { interrupted(status: status) }
            source.resume()
            sources.append(source)
        }
    }

    private static func address(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    static func register(staging: String) {
        state.withLock { _ = $0.stagingFolders.insert(staging) }
    }

    static func unregister(staging: String) {
        state.withLock { _ = $0.stagingFolders.remove(staging) }
    }

    /// Runs `body` (the moves into place) with interruption held off until it returns.
    static func whilePublishing<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { $0.publishing += 1 }
        defer {
            let status: Int32? = state.withLock { state in
                state.publishing -= 1
                return state.publishing == 0 ? state.pendingStatus : nil
            }
            if let status { leave(status: status) }
        }
        return try body()
    }

    /// Makes Ctrl-C and SIGTERM call `stop` (which ends the command cleanly) instead of
    /// exiting at once; a second signal exits.
    static func onInterrupt(_ stop: @escaping @Sendable () -> Void) {
        state.withLock { $0.stop = stop }
    }

    private static func interrupted(status: Int32) {
        if let stop = state.withLock({ state -> (@Sendable () -> Void)? in
            defer { state.stop = nil }
            return state.stop
        }) {
            stop()
            return
        }
        let busy = state.withLock { state -> Bool in
            if state.publishing > 0 { state.pendingStatus = status; return true }
            return false
        }
        if !busy { leave(status: status) }
    }

    /// Removes a staging folder that workers may still be writing into: renamed first, so no
    /// new file can be made in it (their paths no longer lead there), then removed, again
    /// while files they had already opened keep it from going.
    static func discard(_ folder: String) {
        let manager = FileManager.default
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        let trash = parent + "/" + name.replacingOccurrences(of: OutputFolder.stagingPrefix, with: OutputFolder.discardPrefix)
        let target = rename(folder, trash) == 0 ? trash : folder
        for _ in 0..<100 {
            try? manager.removeItem(atPath: target)
            if !manager.fileExists(atPath: target) { return }
            usleep(10_000)
        }
    }

    /// Called where the program would give up or finish on its own (a write failing because
    /// the handler has just taken the staging folder away): when a signal is being handled,
    /// waits for the handler to end the process, so that it exits as interrupted, after
    /// cleaning up, and not with the error the interruption caused.
    static func holdIfInterrupted() {
        guard state.withLock({ $0.leaving }) else { return }
        while true { sleep(60) }
    }

    private static func leave(status: Int32) {
        let folders = state.withLock { state -> Set<String> in
            state.leaving = true
            return state.stagingFolders
        }
        for folder in folders { discard(folder) }
        let message = "\ninterrupted\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(status)
    }
}
#endif
