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
#endif
