/// The comparison every check here makes (`FrameSetComparison`, `PixelMatch`, the report)
/// and the recording environment, available to a test with `import ZoetropeTesting` alone.
@_exported import ZoetropeComparison
