import ZoetropeCairo
import ZoetropeAssets
import ZoetropeCore

/// A fixture file, decoded: its scene, and where each part of it was written.
///
/// ```swift
/// let document = try FixtureDocument.load(path: "Fixtures/color-swatches.json")
/// let timeline = try document.makeTimeline()
/// ```
public struct FixtureDocument: Sendable {
    /// The file as the user named it, for messages.
    public let file: String
    public let scene: Scene
    /// What the fixture was read with, and what `makeTimeline` holds it to.
    public let limits: FixtureLimits
    let sources: FixtureSourceMap

    /// Decodes the bytes of a fixture. `file` names it in errors; its last path component,
    /// without `.json`, is the scene's name when the fixture gives none. `readResource` reads
    /// the pictures the fixture refers to (`load(path:)` reads them from the fixture's folder);
    /// without it, a fixture with pictures is an error. `limits` bounds the steps here and the
    /// element-steps in `makeTimeline`. `appearance`, when given, is the one the fixture is
    /// drawn in, whatever its own `"appearance"` says (a matrix of renders gives each).
    ///
    /// `openAssets` opens the asset catalogue the fixture names (`"assets"`; `load(path:)` opens
    /// it in the fixture's folder); `assets`, when given, is the catalogue its named colours and
    /// pictures come from, whatever the fixture names (`zoetrope render --assets`).
    public static func decode(_ bytes: [UInt8], file: String, readResource: FixtureResourceReader? = nil,
                              openAssets: FixtureAssetsOpener? = nil, assets: AssetCatalog? = nil,
                              limits: FixtureLimits = .standard, appearance: Appearance? = nil) throws(FixtureError) -> FixtureDocument {
        let root: JSONTape
        do {
            root = try JSONParser.parseTape(bytes)
        } catch {
            throw FixtureError(file: file, path: nil, position: error.position, message: "not valid JSON: \(error.message)")
        }
        var decoder = FixtureDecoder(fallbackName: Self.baseName(of: file), readResource: readResource, openAssets: openAssets, limits: limits)
        decoder.appearanceOverride = appearance
        decoder.assetsOverride = assets
        do {
            let scene = try decoder.decodeScene(root)
            return FixtureDocument(file: file, scene: scene, limits: limits, sources: decoder.sources)
        } catch {
            throw error.inFile(file)
        }
    }

    /// The same document under another output name (the appearance a matrix of renders drew
    /// it in, added to its own).
    public func renamed(_ name: String) -> FixtureDocument {
        var scene = scene
        scene.name = name
        return FixtureDocument(file: file, scene: scene, limits: limits, sources: sources)
    }

    /// The last path component without its `.json` extension.
    static func baseName(of file: String) -> String {
        var name = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name
    }

    /// The scene's timeline; an invalid step is reported at the operation that caused it.
    public func makeTimeline(textMeasurer: any TextMeasuring = CairoTextMeasurer()) throws(FixtureError) -> Timeline {
        let timeline: Timeline
        do {
            timeline = try scene.makeTimeline(textMeasurer: textMeasurer, limits: limits)
        } catch {
            switch error {
            case .invalidScroll(let index, let message):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                throw FixtureError(file: file, path: place.map { $0.path / "scrollToItem" }, position: place?.position,
                                   message: "invalid scroll in step \(index): \(message)")
            case .tooManyElementSteps(let index, let count):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                throw FixtureError(file: file, path: place?.path, position: place?.position,
                                   message: "by step \(index) the animation has \(count) element-steps (each element counted once for every step it takes part in), more than the limit of \(limits.maximumElementSteps) (--max-element-steps); use fewer steps or fewer elements, or raise the limit")
            case .duplicateIdentity(let duplicate):
                throw FixtureError(file: file, path: .root / "sections", position: nil, message: duplicate.description)
            case .invalidStep(let index, let updateError):
                guard sources.steps.indices.contains(index) else {
                    throw FixtureError(file: file, path: nil, position: nil, message: updateError.message)
                }
                let step = sources.steps[index]
                // An operation at fault, else the step's data (counts, identities), else the step.
                let place = updateError.operation.flatMap { step.operations[$0] } ?? step.data ?? step.place
                throw FixtureError(file: file, path: place.path, position: place.position,
                                   message: "invalid update in step \(index) (\(scene.steps[index].label)): \(updateError.message)")
            case .invalidDiffableOperation(let index, let operation, let error):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                throw FixtureError(file: file, path: place.map { $0.path / "apply" / operation }, position: place?.position,
                                   message: "invalid snapshot operation in step \(index): \(error.message)")
            case .sectionWithoutRoom(nil, let problem):
                // The safe area or the margins leave nothing: the viewport; else the insets.
                let place = problem.referenceLeavesNothing ? sources.viewport ?? sources.layout : sources.layout ?? sources.viewport
                throw FixtureError(file: file, path: place?.path, position: place?.position, message: "the initial layout: \(problem)")
            case .sectionWithoutRoom(let index?, let problem):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                var path = place?.path
                switch scene.steps[index].action {
                case .bounds(let size, _, _) where size != nil: path = path.map { $0 / "viewport" }
                case .layout: path = path.map { $0 / "layout" }
                default: break
                }
                throw FixtureError(file: file, path: path, position: place?.position,
                                   message: "step \(index) (\(scene.steps[index].label)): \(problem)")
            case .invalidOrthogonalScroll(let index, let message):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                throw FixtureError(file: file, path: place.map { $0.path / "scrollSection" }, position: place?.position,
                                   message: "invalid section scroll in step \(index): \(message)")
            case .invalidAppearanceChange(let index, let message):
                let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
                throw FixtureError(file: file, path: place.map { $0.path / "appearance" }, position: place?.position,
                                   message: "invalid appearance change in step \(index): \(message)")
            }
        }
        if timeline.lifetimes.count > limits.maximumElements {
            throw FixtureError(file: file, path: nil, position: nil,
                               message: "the animation shows \(timeline.lifetimes.count) elements, more than the limit of \(limits.maximumElements) (--max-elements)")
        }
        return timeline
    }
}
