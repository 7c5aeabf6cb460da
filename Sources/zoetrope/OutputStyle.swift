#if Tools  // the Tools trait (Package.swift)
import Foundation

/// How a command reports: for a person at a terminal (a progress bar, sentences, a summary),
/// for a program or a log (one tab-separated line per result, no bar), or not at all.
enum OutputStyle: Equatable {
    case terminal, plain, quiet

    /// `quiet` wins; `plain` is asked for, or chosen when standard output is not a terminal.
    init(quiet: Bool, plain: Bool) {
        if quiet {
            self = .quiet
        } else if plain || isatty(STDOUT_FILENO) == 0 {
            self = .plain
        } else {
            self = .terminal
        }
    }
}
#endif
