#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation

/// `zoetrope`: render collection-view update animations to PNG frames and animated SVG.
@main
struct Zoetrope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render collection-view update animations without a phone.",
        discussion: """
            Exit status: 0 success; 2 invalid input (a fixture, an update, an option), with a \
            message naming the file, the JSON path and what was expected; 3 the output could \
            not be written. Nothing is written unless everything succeeds.
            """,
        version: "0.1.0",
        subcommands: [Render.self, Sheet.self, Dump.self, Compare.self, Validate.self, Preview.self, Doctor.self, Port.self, PreviewWorker.self]
    )

    /// Runs the command, with a misused option or argument exiting 2 like any other invalid
    /// input (as `cmp` and `diff` do) rather than ArgumentParser's 64.
    /// ArgumentParser's "Error: …" as every other error of Zoetrope starts, "error: …", so
    /// that one pattern finds them all in a CI log.
    static func lowercasingErrorPrefix(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : message
    }

    static func main() {
        InterruptHandler.install()
        do {
            var command = try parseAsRoot()
            try command.run()
            InterruptHandler.holdIfInterrupted()
        } catch {
            InterruptHandler.holdIfInterrupted()
            if exitCode(for: error) == .validationFailure {
                printError(Self.lowercasingErrorPrefix(fullMessage(for: error)))
                Foundation.exit(ExitStatus.invalidInput.rawValue)
            }
            exit(withError: error)
        }
    }
}
#endif
