#if Tools  // the Tools trait (Package.swift)
import ArgumentParser

/// `--warnings-as-errors`: for CI, a fixture with a warning is refused like an invalid one.
struct WarningOptions: ParsableArguments {
    @Flag(name: .customLong("warnings-as-errors"), help: "Treat warnings (what UIKit would log, a spring that ends short of its target, an offset past the content, an update off screen) as errors: exit 2.")
    var warningsAsErrors = false
}
#endif
