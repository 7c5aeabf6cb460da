#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo

/// The animation as a looping 256-colour GIF, for places that take nothing else.
struct GIFExporter: Exporter {
    static let name = "gif"
    static let summary = "NAME.gif: 256 colours, at most 50 fps (default 25), scale 1 by default"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    private var options: ExportOptions { settings.options }

    static func problem(with options: ExportOptions) -> String? {
        if let fps = options.fps, fps > AnimatedGIFWriter.maximumFPS {
            return "--fps must be at most \(AnimatedGIFWriter.maximumFPS) for a GIF (its delays are whole hundredths of a second); found \(fps)."
        }
        return nil
    }

    func sampling(of fixture: LoadedFixture) -> Sampling? {
        Sampling(fps: Double(Swift.min(options.fps ?? 25, AnimatedGIFWriter.maximumFPS)), scale: options.scale ?? 1)
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let sampling = sampling(of: fixture)!
        let times = fixture.timeline.frameTimes(fps: sampling.fps)
        let gif = try AnimatedGIFWriter(scale: sampling.scale, hold: options.hold, loops: !options.noLoop)
            .gif(of: fixture.timeline, times: times, jobs: settings.jobs(for: fixture, scale: sampling.scale)) { progress.update($0, of: $1) }
        try folder.stageFile(name + ".gif", bytes: gif)
        return [ExportedFile(format: Self.name, name: name + ".gif", amount: gif.count,
                            human: "GIF \(ExportedFile.kilobytes(gif.count)) at \(Int(sampling.fps)) fps, scale \(sampling.scale)")]
    }
}
#endif
