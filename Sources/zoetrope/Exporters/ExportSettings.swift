#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCairo
import ZoetropeCore

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
#endif
