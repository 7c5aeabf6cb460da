#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo

/// H.264 in MP4, yuv420p: what every player and every site takes.
struct MP4Exporter: VideoExporter {
    static let codec = VideoWriter.Codec.h264
    static let summary = "NAME.mp4: H.264 video through ffmpeg, every frame at the fixture's fps and scale (not in all)"
    let settings: ExportSettings

    init(settings: ExportSettings) { self.settings = settings }
}
#endif
