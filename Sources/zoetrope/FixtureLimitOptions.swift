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

    @Option(name: .customLong("max-elements"), help: "The most elements (cells, headers, footers, decorations) one fixture's animation may show; also the most items one compositional group may hold, nested counts multiplied.")
    var maxElements: Int = FixtureLimits.standard.maximumElements

    func validate() throws {
        guard maxSteps > 0, maxElementSteps > 0, maxElements > 0 else {
            throw ValidationError("Limits (--max-steps, --max-element-steps, --max-elements) must be more than 0.")
        }
    }

    var fixtureLimits: FixtureLimits {
        FixtureLimits(maximumSteps: maxSteps, maximumElementSteps: maxElementSteps, maximumElements: maxElements)
    }
}
#endif
