#if Tools  // the Tools trait (Package.swift)
import ArgumentParser

/// `-q`/`--quiet`: nothing printed but errors. Every command that writes files takes it.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors (no progress bar, no summary).")
    var quiet = false
}

/// `--plain` and `-q`/`--quiet`, for the commands that report each file they write: how they
/// report (see `OutputStyle`).
struct OutputOptions: ParsableArguments {
    @Flag(help: "One tab-separated line per file written, even on a terminal; no progress bar.")
    var plain = false

    @OptionGroup var quietness: QuietOption

    var style: OutputStyle { OutputStyle(quiet: quietness.quiet, plain: plain) }
}
#endif
