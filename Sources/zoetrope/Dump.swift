#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeScene

/// `zoetrope dump`: every element's attributes at one moment, as JSON.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every element's attributes at one moment as JSON (see docs/dump-format.md).",
        discussion: """
            With --step K, --at counts seconds from the start of step K and defaults to its end \
            (the layout after the step). Without --step, --at counts from the start and \
            defaults to 0 (the initial layout). Steps are numbered from 0, as in $.steps[K].

            Examples:
              zoetrope dump Fixtures/color-swatches.json                 # the initial layout
              zoetrope dump Fixtures/color-swatches.json --step 1        # after step 1
              zoetrope dump Fixtures/color-swatches.json --step 1 --at 0.2
              zoetrope dump Fixtures/self-sizing-feed.json --at 1.5 | jq '.elements[] | select(.item == "p3")'
            """
    )

    @Argument(help: "A fixture file (.json).")
    var fixture: String

    @Option(parsing: .unconditional, help: "The step, numbered from 0.", transform: NumericOption.whole(0...1_000_000))
    var step: Int?

    @Option(parsing: .unconditional, help: "Seconds, from the start of --step, or of the animation.", transform: NumericOption.decimal(0...1_000_000))
    var at: Double?

    @OptionGroup(title: "Limits") var limits: FixtureLimitOptions

    func run() throws {
        guard let loaded = try LoadedFixture.loadAll([fixture], limits: limits.fixtureLimits).first else { return }
        let moment: FrameDump.Moment
        do {
            moment = try FrameDump.moment(in: loaded.timeline, stepCount: loaded.scene.steps.count, step: step, at: at)
        } catch {
            printError("error: \(fixture): \(error)")
            throw ExitStatus.invalidInput
        }
        print(JSONWriter.write(FrameDump.json(scene: loaded.scene.name, timeline: loaded.timeline, moment: moment)), terminator: "")
    }
}
#endif
