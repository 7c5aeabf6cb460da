import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end, measured from outside: what the benchmarks that time the release
/// `zoetrope` binary (LimitsBenchmark, PortBenchmark) share. The child's own peak memory comes
/// from `wait4`'s `ru_maxrss`, so the benchmark's memory never counts.
public enum ChildProcessMeasure {
    /// Runs `binary` with `arguments`, its standard output discarded and its standard error
    /// written to `errors` (or discarded); its exit status (128 + the signal when one killed
    /// it), wall time in seconds and peak resident memory in megabytes.
    public static func run(_ binary: String, _ arguments: [String], errors: String? = nil) -> (status: Int32, seconds: Double, megabytes: Double) {
        var pid: pid_t = 0
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let start = Date()
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return (-1, 0, 0) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Date().timeIntervalSince(start)
        #if os(Linux)
        let megabytes = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        let megabytes = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
        #endif
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), seconds, megabytes)
    }
}
