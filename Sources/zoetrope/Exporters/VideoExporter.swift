#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo

/// The animation as a video through the ffmpeg program: every frame once at exactly the
/// frame rate, no hold and no loop (a player loops it if asked). Not in `--format all`: it
/// needs ffmpeg, and encoding takes longer than drawing.
protocol VideoExporter: Exporter {
    static var codec: VideoWriter.Codec { get }
    var settings: ExportSettings { get }
}

extension VideoExporter {
    static var name: String { codec.fileExtension }
    static var isInAll: Bool { false }

    static func problem(with options: ExportOptions) -> String? {
        VideoWriter.missingProgram().map { "--format \(name): " + $0 }
    }

    func sampling(of fixture: LoadedFixture) -> Sampling? {
        Sampling(fps: Double(settings.options.fps ?? fixture.scene.animation.fps), scale: settings.options.scale ?? fixture.scene.viewport.scale)
    }

    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile] {
        let sampling = sampling(of: fixture)!
        let file = fixture.scene.name + "." + Self.codec.fileExtension
        let path = try folder.stagePath(file)
        let writer = VideoWriter(scale: sampling.scale, codec: Self.codec, jobs: settings.jobs(for: fixture, scale: sampling.scale))
        let frames = try writer.write(fixture.timeline, fps: Int(sampling.fps), to: path) { progress.update($0, of: $1) }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return [ExportedFile(format: Self.name, name: file, amount: bytes,
                             human: "\(Self.codec == .h264 ? "MP4" : "WebM") \(ExportedFile.kilobytes(bytes)), \(frames) frames at \(Int(sampling.fps)) fps, scale \(sampling.scale)")]
    }
}
#endif
