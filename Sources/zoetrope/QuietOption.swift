#if Tools  // the Tools trait (Package.swift)
import ArgumentParser

/// `-q`/`--quiet`: nothing printed but errors. Every command that writes files takes it.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors (no progress bar, no summary).")
    var quiet = false
}
#endif
