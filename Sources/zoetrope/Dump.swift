#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCairo
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
              zoetrope dump Fixtures/outline.json --all          # the whole content, on screen or not
            """
    )

    @Argument(help: "A fixture file (.json).")
    var fixture: String

    @Option(parsing: .unconditional, help: "The step, numbered from 0.", transform: NumericOption.whole(0...1_000_000))
    var step: Int?

    @Option(parsing: .unconditional, help: "Seconds, from the start of --step, or of the animation.", transform: NumericOption.decimal(0...1_000_000))
    var at: Double?

    @Flag(help: "Every element of the content at rest, on screen or not, with the content size and offset (the initial layout, or after --step; not with --at).")
    var all = false

    @OptionGroup(title: "Limits") var limits: FixtureLimitOptions

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        if all && at != nil { throw ValidationError("--all lists the layout at rest (after --step, or the initial one); leave out --at.") }
    }

    func run() throws {
        guard let loaded = try LoadedFixture.loadAll([fixture], limits: limits.fixtureLimits, assets: assets.catalog()).first else { return }
        // The step (and time) asked for exist, whichever the mode.
        let moment: FrameDump.Moment
        do {
            moment = try FrameDump.moment(in: loaded.timeline, stepCount: loaded.scene.steps.count, step: step, at: at)
        } catch {
            printError("error: \(fixture): \(error)")
            throw ExitStatus.invalidInput
        }
        if all {
            let steps = loaded.scene.steps
            do {
                let view = try loaded.scene.restingView(afterStep: step, textMeasurer: CairoTextMeasurer())
                let shown = step.map { (index: $0, label: steps[$0].label) }
                print(JSONWriter.write(FrameDump.contentJSON(scene: loaded.scene.name, view: view, step: shown)), terminator: "")
            } catch {
                // The timeline was made from the same steps, so this does not happen.
                printError("error: \(fixture): \(error)")
                throw ExitStatus.invalidInput
            }
            return
        }
        print(JSONWriter.write(FrameDump.json(scene: loaded.scene.name, timeline: loaded.timeline, moment: moment)), terminator: "")
    }
}
#endif
