#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeScene

/// The limits a fixture is read and run to a timeline with (`FixtureLimits`), as flags that
/// every command taking fixtures shares, so that `validate` refuses what `render` would.
struct FixtureLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-steps"), help: "The most steps one fixture may have (counted before any is decoded).")
    var maxSteps: Int = FixtureLimits.standard.maximumSteps

    @Option(name: .customLong("max-element-steps"), help: "The most element-steps one animation may hold: each element counted once for every step it takes part in.")
    var maxElementSteps: Int = FixtureLimits.standard.maximumElementSteps

    func validate() throws {
        guard maxSteps > 0, maxElementSteps > 0 else {
            throw ValidationError("Limits (--max-steps, --max-element-steps) must be more than 0.")
        }
    }

    var fixtureLimits: FixtureLimits {
        FixtureLimits(maximumSteps: maxSteps, maximumElementSteps: maxElementSteps)
    }
}
#endif
