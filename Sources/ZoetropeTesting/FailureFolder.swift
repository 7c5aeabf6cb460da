import Foundation
import Testing
import ZoetropeComparison

/// Where a test run leaves what a person needs to see a failure: the renderings that did not
/// match, diff images, HTML reports.
///
/// Each test process that fails writes into a folder of its own, `run-<date>-<time>-<pid>`, under
/// `$ZOETROPE_FAILURES` (by default `$TMPDIR/zoetrope-failures`), made only when the first
/// failure is written. Making it removes the oldest runs' folders beyond the last
/// `$ZOETROPE_KEEP_FAILURES` (5 by default), so the folder does not grow for ever on a
/// developer's machine or a CI cache.
public enum FailureFolder {
    /// The folder all runs' folders are in.
    public static var root: String {
        let configured = ProcessInfo.processInfo.environment["ZOETROPE_FAILURES"] ?? ""
        let root = configured.isEmpty ? NSTemporaryDirectory() + "zoetrope-failures" : configured
        return root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    }

    /// How many runs' folders are kept, this one included (at least 1).
    public static var keptRuns: Int {
        Int(ProcessInfo.processInfo.environment["ZOETROPE_KEEP_FAILURES"] ?? "").map { Swift.max(1, $0) } ?? 5
    }

    /// This run's folder, made (and older runs pruned) on first use.
    public static var current: String { made }

    private static let made: String = {
        let root = FailureFolder.root
        let manager = FileManager.default
        try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        prune(root, keeping: keptRuns - 1)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let folder = "\(root)/run-\(formatter.string(from: Date()))-\(ProcessInfo.processInfo.processIdentifier)"
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The folder of the Swift Testing test running now, inside this run's folder, named
    /// after its suite and function (`MySuite.theFeedAnimates__` for
    /// `MySuite.theFeedAnimates()`): everything one failing test leaves is in it, a folder for
    /// each check. Nil outside Swift Testing (XCTest tells a library no test's name): checks then
    /// leave their folders in the run's folder. Made on first use.
    public static func forCurrentTest() -> String? {
        guard let test = Test.current else { return nil }
        let folder = current + "/" + ComparisonReport.safeName(test.id.nameComponents.joined(separator: "."))
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes all but the newest `count` run folders in `root` (by name, which starts with the
    /// time). Anything else in `root` is left alone.
    public static func prune(_ root: String, keeping count: Int) {
        let manager = FileManager.default
        let runs = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("run-") }.sorted()
        for run in runs.dropLast(count) { try? manager.removeItem(atPath: root + "/" + run) }
    }
}
