#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCairo
import ZoetropeCore

/// One output format of `zoetrope render`: what `--format` calls it, what it needs checked
/// before any work, and how it writes a fixture into the staging folder.
///
/// Formats are registered in `ExporterRegistry`; a new format is one new file with a type that
/// conforms, and its line there (and, if it has options of its own, an option group in
/// `ExportOptions`).
protocol Exporter: Sendable {
    /// The word `--format` takes, and the `format` column of the plain listing.
    static var name: String { get }
    /// One line for the help: what the format is and where it goes.
    static var summary: String { get }
    /// Whether `--format all` includes it (the formats that need a program or are slow to
    /// make, such as video, are asked for by name).
    static var isInAll: Bool { get }
    /// Why `options` cannot be honoured by this format (a GIF over 50 fps), or nil.
    static func problem(with options: ExportOptions) -> String?

    init(settings: ExportSettings)

    /// The frames this format draws for `fixture`: their rate and scale, for the limits
    /// checked before any work; nil for a format that draws no pixels (SVG).
    func sampling(of fixture: LoadedFixture) -> Sampling?

    /// Why writing `fixture` would go over `limits`, beyond the frames `sampling` names (the
    /// SVG's keyframes, say); nil by default.
    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String?

    /// Writes `fixture` into `folder`'s staging, reporting frames done to `progress`; what
    /// it wrote, one entry per file or folder.
    func export(_ fixture: LoadedFixture, into folder: OutputFolder, progress: ProgressBar) throws -> [ExportedFile]
}

extension Exporter {
    static var isInAll: Bool { true }
    static func problem(with options: ExportOptions) -> String? { nil }
    func extraProblem(with fixture: LoadedFixture, limits: RenderLimits) -> String? { nil }
}

/// What an exporter is made with: the options of the render and its limits.
struct ExportSettings {
    var options: ExportOptions
    var limits: RenderLimits

    /// Frames drawn at once for `fixture` at `scale`: `--jobs` (one per core by default),
    /// fewer when that many would go over `--max-memory`.
    func jobs(for fixture: LoadedFixture, scale: Int) -> Int {
        limits.jobs(options.jobs ?? FrameSequenceWriter.defaultJobs, for: fixture.timeline, scale: scale)
    }
}

/// The frames an export draws: how many a second, and at which scale.
struct Sampling {
    var fps: Double
    var scale: Int
    /// The moments drawn when they are not every frame at `fps` (stills).
    var times: [Double]?
}

/// What one export wrote, for the summary lines.
struct ExportedFile {
    var format: String
    /// The file's or folder's name in the output folder.
    var name: String
    /// Frames for a folder of PNG frames or stills, bytes for a file.
    var amount: Int
    /// What a person reads on a terminal: "SVG 12 KB".
    var human: String
}

extension ExportedFile {
    /// "12 KB" for a byte count, rounded up.
    static func kilobytes(_ bytes: Int) -> String { "\((bytes + 1023) / 1024) KB" }
}
#endif
