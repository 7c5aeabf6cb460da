#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore
import ZoetropeScene

/// `zoetrope validate`: check fixtures without rendering anything.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check fixtures: the format, every value, and every step's update. Writes nothing.",
        discussion: """
            Each fixture is read and run through every step as a render would (UIKit's \
            batch-update rules included), without drawing. Every bad fixture is reported, \
            with its file, line, column and JSON path; the exit status is 2 if any is bad.

            Examples:
              zoetrope validate Fixtures/color-swatches.json
              zoetrope validate Fixtures                 # every .json file in the folder
              zoetrope validate Fixtures --shard 1/4     # the first of four slices
              zoetrope validate Fixtures --assets App/Assets.xcassets   # and every file of the catalogue
            """
    )

    @OptionGroup var inputs: FixtureInputs

    @OptionGroup(title: "Limits") var limits: FixtureLimitOptions

    @OptionGroup var warnings: WarningOptions

    @OptionGroup var assets: AssetsOption

    func run() throws {
        let paths = try inputs.paths()
        if inputs.isEmptyShard(paths) { return }
        let catalog = try assets.catalog()
        // The whole catalogue, every picture in it, not only those the fixtures show.
        if let catalog {
            do { try catalog.checkEveryFile() } catch {
                printError("error: --assets \(catalog.path): \(error)")
                throw ExitStatus.invalidInput
            }
        }
        let loaded = try LoadedFixture.loadAll(paths, limits: limits.fixtureLimits, warningsAsErrors: warnings.warningsAsErrors, assets: catalog)
        for fixture in loaded {
            let scene = fixture.scene
            let frames = Int(fixture.timeline.frameCount(fps: Double(scene.animation.fps)))
            print("\(TerminalText.escaped(fixture.document.file)): ok — \(TerminalText.escaped(scene.name)), \(scene.steps.count) steps, \(JSONWriter.format((fixture.timeline.duration * 100).rounded() / 100)) s, \(frames) frames at \(scene.animation.fps) fps")
        }
        // On a terminal, a summary after a list; elsewhere one line per fixture and nothing more.
        if loaded.count > 1 && OutputStyle(quiet: false, plain: false) == .terminal { print("all \(loaded.count) fixtures are valid") }
    }
}
#endif
