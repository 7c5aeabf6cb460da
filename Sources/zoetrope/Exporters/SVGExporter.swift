#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeSVG

/// The whole animation as one SMIL-animated SVG (plays in an `<img>`, no script).
struct SVGExporter: Exporter {
    static let name = "svg"
    static let summary = "NAME.svg: the whole animation, SMIL-animated, text as outlines"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    private var options: ExportOptions { settings.options }

    func sampling(of fixture: LoadedFixture) -> Sampling? { nil }

    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String? {
        limits.problem(with: fixture.timeline, fps: nil, scale: nil, svg: true)
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let svg = SVGWriter(title: fixture.scene.summary ?? name, textOutliner: CairoTextOutliner(), hold: options.hold, loops: !options.noLoop)
            .document(for: fixture.timeline)
        try folder.stageFile(name + ".svg", contents: svg)
        return [ExportedFile(format: Self.name, name: name + ".svg", amount: svg.utf8.count, human: "SVG " + ExportedFile.kilobytes(svg.utf8.count))]
    }
}
#endif
