#if Tools  // the Tools trait (Package.swift)
import ArgumentParser

/// `--plain` and `-q`/`--quiet`, for the commands that report each file they write: how they
/// report (see `OutputStyle`).
struct OutputOptions: ParsableArguments {
    @Flag(help: "One tab-separated line per file written, even on a terminal; no progress bar.")
    var plain = false

    @OptionGroup var quietness: QuietOption

    var style: OutputStyle { OutputStyle(quiet: quietness.quiet, plain: plain) }
}
#endif
