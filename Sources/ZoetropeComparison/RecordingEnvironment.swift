import Foundation

/// What the environment says about recording goldens: `ZOETROPE_RECORD` asks for it, and `CI`
/// (set by every CI service) forbids it, since CI compares with the goldens committed.
public enum RecordingEnvironment {
    /// Whether `ZOETROPE_RECORD` is set (to anything but empty, "0" or "false").
    public static var recordingAsked: Bool { isSet("ZOETROPE_RECORD") }

    /// Whether this runs on CI: the `CI` variable is set, as CI services set it.
    public static var isOnCI: Bool { isSet("CI") }

    /// Whether goldens are to be recorded: asked, and not on CI. When asked on CI, says once on
    /// standard error that the request is ignored, so that nobody waits for goldens that are
    /// never written.
    public static var recordingRequested: Bool {
        let decision = decide(ProcessInfo.processInfo.environment)
        if decision.warning != nil { _ = warnedOnce }
        return decision.records
    }

    /// Whether `environment` asks for goldens to be recorded, and the warning to give when it
    /// asks where it may not (on CI).
    public static func decide(_ environment: [String: String]) -> (records: Bool, warning: String?) {
        guard isSet("ZOETROPE_RECORD", in: environment) else { return (false, nil) }
        return isSet("CI", in: environment) ? (false, ignoredOnCIWarning) : (true, nil)
    }

    /// The warning for `ZOETROPE_RECORD` set on CI.
    public static let ignoredOnCIWarning = "warning: ZOETROPE_RECORD is set, but so is CI: goldens are never recorded on CI; the frames are compared with the goldens committed\n"

    private static let warnedOnce: Void = {
        FileHandle.standardError.write(Data(ignoredOnCIWarning.utf8))
    }()

    static func isSet(_ name: String, in environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let value = environment[name] ?? ""
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }
}
