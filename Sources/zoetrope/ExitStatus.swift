#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore

/// The exit statuses of every subcommand, in one place.
enum ExitStatus {
    /// A fixture, an update or an option is invalid; nothing was written.
    static let invalidInput = ExitCode(2)
    /// The output could not be written; what was there before is intact.
    static let outputFailure = ExitCode(3)
}

/// Writes a line to standard error, its control characters shown as escapes (see
/// `TerminalText`): a name inside it, escaped where it was put in, cannot forge a line either.
func printError(_ message: String) {
    var stream = StandardError()
    print(TerminalText.escapedKeepingLines(message), to: &stream)
}
#endif
