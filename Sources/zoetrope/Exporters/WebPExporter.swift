#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo

/// The animation as one animated WebP through libwebp: lossless by default, lossy with
/// `--quality`.
struct WebPExporter: Exporter {
    static let name = "webp"
    static let summary = "NAME.webp: animated WebP, lossless (lossy with --quality), the fixture's fps, scale 1 by default"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    private var options: ExportOptions { settings.options }

    func sampling(of fixture: LoadedFixture) -> Sampling? {
        Sampling(fps: Double(options.fps ?? fixture.scene.animation.fps), scale: options.scale ?? 1)
    }

    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String? {
        let sampling = sampling(of: fixture)!
        let size = RenderLimits.pixelSize(of: fixture.timeline.canvasSize, scale: sampling.scale)
        if size.width > AnimatedWebPWriter.maximumSide || size.height > AnimatedWebPWriter.maximumSide {
            return "as WEBP, each frame would be \(size.width)×\(size.height) pixels, and a WebP is at most \(AnimatedWebPWriter.maximumSide) a side; lower --scale"
        }
        return nil
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let sampling = sampling(of: fixture)!
        let times = fixture.timeline.frameTimes(fps: sampling.fps)
        let writer = AnimatedWebPWriter(scale: sampling.scale, hold: options.hold, loops: !options.noLoop, quality: options.quality,
                                        jobs: settings.jobs(for: fixture, scale: sampling.scale))
        let webp = try writer.webp(of: fixture.timeline, times: times) { progress.update($0, of: $1) }
        try folder.stageFile(name + ".webp", bytes: webp)
        let kind = options.quality.map { "lossy at \($0)" } ?? "lossless"
        return [ExportedFile(format: Self.name, name: name + ".webp", amount: webp.count,
                             human: "WebP \(ExportedFile.kilobytes(webp.count)) \(kind) at \(Int(sampling.fps)) fps, scale \(sampling.scale)")]
    }
}
#endif
