import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene

/// A fixture read, decoded and run to a timeline: what every subcommand starts from.
struct LoadedFixture {
    let document: FixtureDocument
    let timeline: Timeline

    var scene: Scene { document.scene }

    /// Loads every fixture, printing each one's error; throws only after trying them all, so
    /// one run reports every bad file.
    static func loadAll(_ paths: [String], limits: FixtureLimits) throws -> [LoadedFixture] {
        var loaded: [LoadedFixture] = []
        var failed = false
        // Labels are measured with the font they are drawn with.
        let measurer = CairoTextMeasurer()
        for path in paths {
            do {
                let document = try FixtureDocument.load(path: path, limits: limits)
                loaded.append(LoadedFixture(document: document, timeline: try document.makeTimeline(textMeasurer: measurer)))
            } catch {
                printError("error: \(error)")
                failed = true
            }
        }
        if failed { throw ExitStatus.invalidInput }
        var names: [String: String] = [:]
        for fixture in loaded {
            if let other = names[fixture.scene.name] {
                printError("error: \(fixture.document.file): the name \"\(fixture.scene.name)\" is also used by \(other); each fixture rendered together needs its own name")
                throw ExitStatus.invalidInput
            }
            names[fixture.scene.name] = fixture.document.file
        }
        return loaded
    }
}
