#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo

/// The animation as one animated PNG: lossless, full colour with alpha, only the changed
/// rectangle stored per frame. Where a GIF bands gradients and shadows, this does not.
struct APNGExporter: Exporter {
    static let name = "apng"
    static let summary = "NAME.apng: animated PNG, lossless full colour, the fixture's fps, scale 1 by default"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    private var options: ExportOptions { settings.options }

    func sampling(of fixture: LoadedFixture) -> Sampling? {
        Sampling(fps: Double(options.fps ?? fixture.scene.animation.fps), scale: options.scale ?? 1)
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let sampling = sampling(of: fixture)!
        let times = fixture.timeline.frameTimes(fps: sampling.fps)
        let writer = AnimatedPNGWriter(scale: sampling.scale, hold: options.hold, loops: !options.noLoop,
                                       jobs: settings.jobs(for: fixture, scale: sampling.scale))
        let apng = try writer.apng(of: fixture.timeline, times: times) { progress.update($0, of: $1) }
        try folder.stageFile(name + ".apng", bytes: apng)
        return [ExportedFile(format: Self.name, name: name + ".apng", amount: apng.count,
                            human: "APNG \(ExportedFile.kilobytes(apng.count)) at \(Int(sampling.fps)) fps, scale \(sampling.scale)")]
    }
}
#endif
