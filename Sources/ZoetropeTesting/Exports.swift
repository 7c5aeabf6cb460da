/// What a test needs beside the checks, with `import ZoetropeTesting` alone: the core (timelines,
/// geometry), the Cairo backend (`RasterImage`, `CairoTextMeasurer`, `FrameRenderer`) and the
/// comparison every check makes (`FrameSetComparison`, `PixelMatch`, the report).
@_exported import ZoetropeCairo
@_exported import ZoetropeComparison
@_exported import ZoetropeCore
