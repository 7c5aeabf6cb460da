#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeCore

/// Every frame as a numbered PNG in a folder (the default), or with `--at`, only the moments
/// it names as stills beside it: a poster frame for documentation, the state mid-animation
/// for a bug report.
struct PNGFramesExporter: Exporter {
    static let name = "png"
    static let summary = "NAME/frame_NNNN.png: every frame at the fixture's fps and scale; with --at, stills NAME.at-Ts.png"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }

    private var options: ExportOptions { settings.options }

    func sampling(of fixture: LoadedFixture) -> Sampling? {
        let scale = options.scale ?? fixture.scene.viewport.scale
        if let moments = options.moments {
            return Sampling(fps: Double(options.fps ?? fixture.scene.animation.fps), scale: scale,
                            times: moments.compactMap { try? $0.time(in: fixture.timeline.duration).get() })
        }
        return Sampling(fps: Double(options.fps ?? fixture.scene.animation.fps), scale: scale)
    }

    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String? {
        for moment in options.moments ?? [] {
            if case .failure(let error) = moment.time(in: fixture.timeline.duration) { return error.description }
        }
        return nil
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let name = fixture.scene.name
        let sampling = sampling(of: fixture)!
        let writer = FrameSequenceWriter(scale: sampling.scale, jobs: settings.jobs(for: fixture, scale: sampling.scale))
        if let stills = sampling.times {
            // Each moment once, in the order given; the file names say the time in seconds.
            var names: [String] = [], times: [Double] = []
            for time in stills {
                let file = name + ".at-" + DecimalText.string(time) + "s.png"
                if !names.contains(file) { names.append(file); times.append(time) }
            }
            let paths = try names.map { try folder.stagePath($0) }
            _ = try writer.write(fixture.timeline, times: times, to: { paths[$0] }, progress: { progress.update($0, of: $1) })
            return zip(names, times).map { file, time in
                ExportedFile(format: "png", name: file, amount: 1, human: "a still at \(DecimalText.string(time)) s, scale \(sampling.scale)")
            }
        }
        let frames = try folder.stageDirectory(name, kind: .frames)
        let times = fixture.timeline.frameTimes(fps: sampling.fps)
        let digits = Swift.max(4, String(times.count - 1).count)
        _ = try writer.write(fixture.timeline, times: times, to: { index in
            let number = String(index)
            return frames + "/frame_" + String(repeating: "0", count: digits - number.count) + number + ".png"
        }, progress: { progress.update($0, of: $1) })
        return [ExportedFile(format: "png", name: name, amount: times.count, human: "\(times.count) frames at \(Int(sampling.fps)) fps, scale \(sampling.scale)")]
    }
}
#endif
