#if Tools  // the Tools trait (Package.swift)
import ZoetropePlayer

/// One self-contained HTML page per fixture: the animation with the player's controls (play,
/// pause, scrubber marked with the steps, frame stepping, speed, loop) and the timing chart,
/// for documentation sites. No server, no outside request: the SVG, the data and the script
/// are all in the file.
struct HTMLExporter: Exporter {
    static let name = "html"
    static let summary = "NAME.html: the animation with player controls and the timing chart, one self-contained page"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    func sampling(of fixture: LoadedFixture) -> Sampling? { nil }

    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String? {
        limits.problem(with: fixture.timeline, fps: nil, scale: nil, svg: true)
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let document = PlayerDocument(document: fixture.document, timeline: fixture.timeline)
        let html = PlayerPage.standalone(documents: [document.json], title: fixture.scene.summary ?? name)
        try folder.stageFile(name + ".html", contents: html)
        return [ExportedFile(format: Self.name, name: name + ".html", amount: html.utf8.count, human: "HTML " + ExportedFile.kilobytes(html.utf8.count))]
    }
}
#endif
