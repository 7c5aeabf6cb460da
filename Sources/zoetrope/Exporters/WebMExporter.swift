#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo

/// VP9 in WebM, yuv420p: smaller than the MP4 for flat colours.
struct WebMExporter: VideoExporter {
    static let codec = VideoWriter.Codec.vp9
    static let summary = "NAME.webm: VP9 video through ffmpeg, every frame at the fixture's fps and scale (not in all)"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }
}
#endif
