#if Tools  // the Tools trait (Package.swift)
import ZoetropeAssets
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
    static func loadAll(_ paths: [String], limits: FixtureLimits, warningsAsErrors: Bool = false,
                        appearances: [Appearance]? = nil, assets: AssetCatalog? = nil) throws -> [LoadedFixture] {
        let (loaded, failed) = try loadEach(paths, limits: limits, warningsAsErrors: warningsAsErrors, appearances: appearances, assets: assets)
        if failed > 0 { throw ExitStatus.invalidInput }
        return loaded
    }

    /// Loads every fixture it can, printing each bad one's error: the good ones, and how many
    /// were bad (`render --keep-going`). Two fixtures of one name are still an error. Each
    /// fixture's warnings are printed; with `warningsAsErrors` a fixture with any is bad.
    /// With `appearances`, each fixture is loaded once in each, named `NAME-APPEARANCE`. With
    /// `assets`, named colours and pictures come from that catalogue (`--assets`).
    static func loadEach(_ paths: [String], limits: FixtureLimits, warningsAsErrors: Bool = false,
                         appearances: [Appearance]? = nil, assets: AssetCatalog? = nil) throws -> (loaded: [LoadedFixture], failed: Int) {
        var loaded: [LoadedFixture] = []
        var failed = 0
        // Labels are measured with the font they are drawn with.
        let measurer = CairoTextMeasurer()
        let runs: [(path: String, appearance: Appearance?)] = paths.flatMap { path in
            appearances.map { $0.map { (path, Optional($0)) } } ?? [(path, nil)]
        }
        for (path, appearance) in runs {
            do {
                var document = try FixtureDocument.load(path: path, limits: limits, appearance: appearance, assets: assets)
                if let appearance { document = document.renamed(document.scene.name + "-" + appearance.description) }
                let timeline = try document.makeTimeline(textMeasurer: measurer)
                let standIns = document.scene.symbolStandIns
                if !standIns.isEmpty, appearance == nil || appearance == appearances?.first {
                    // Said once a fixture, as the UIKit recording says it: a missing picture is seen.
                    printError("note: \(TerminalText.escaped(path)): SF Symbols drawn as stand-ins (Apple's symbols cannot ship here; give the fixture a \"symbols\" folder of NAME.svg pictures): "
                               + standIns.map(TerminalText.escaped).joined(separator: ", "))
                }
                let warnings = document.warnings(for: timeline)
                for warning in warnings { printError((warningsAsErrors ? "error: " : "warning: ") + warning.description) }
                if warningsAsErrors && !warnings.isEmpty {
                    failed += 1
                    continue
                }
                loaded.append(LoadedFixture(document: document, timeline: timeline))
            } catch {
                printError("error: \(error)")
                failed += 1
            }
        }
        var names: [String: String] = [:]
        for fixture in loaded {
            if let other = names[fixture.scene.name] {
                printError("error: \(fixture.document.file): the name \"\(fixture.scene.name)\" is also used by \(other); each fixture rendered together needs its own name")
                throw ExitStatus.invalidInput
            }
            names[fixture.scene.name] = fixture.document.file
        }
        return (loaded, failed)
    }
}
#endif
