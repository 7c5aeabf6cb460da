#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeScene

/// The limits a fixture is read and run to a timeline with (`FixtureLimits`), as flags that
/// every command taking fixtures shares, so that `validate` refuses what `render` would.
struct FixtureLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-steps"), parsing: .unconditional, help: "The most steps one fixture may have (counted before any is decoded).", transform: NumericOption.whole(1...1_000_000))
    var maxSteps: Int = FixtureLimits.standard.maximumSteps

    @Option(name: .customLong("max-element-steps"), parsing: .unconditional, help: "The most element-steps one animation may hold: each element counted once for every step it takes part in.", transform: NumericOption.whole(1...1_000_000_000))
    var maxElementSteps: Int = FixtureLimits.standard.maximumElementSteps

    @Option(name: .customLong("max-elements"), parsing: .unconditional, help: "The most elements (cells, headers, footers, decorations) one fixture's animation may show; also the most items one compositional group may hold, nested counts multiplied.", transform: NumericOption.whole(1...1_000_000_000))
    var maxElements: Int = FixtureLimits.standard.maximumElements

    var fixtureLimits: FixtureLimits {
        FixtureLimits(maximumSteps: maxSteps, maximumElementSteps: maxElementSteps, maximumElements: maxElements)
    }
}
#endif
