import Foundation
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeCore

/// Which frames of a fixture differ from what `preview --against` compares it with: another
/// fixture (both drawn at scale 1 at the fixture's frame times) or a folder of golden frames
/// (the fixture drawn at its own scale, frame k against the k-th PNG file). Frames are
/// compared as `zoetrope compare` compares them by default (pixelmatch at Zoetrope's threshold,
/// 0.01, anti-aliasing not counted, no pixel allowed to differ); a frame one side lacks, or of
/// another size, differs.
enum FrameDifferences {
    static let matcher = PixelMatch(threshold: FrameSetComparison.Options.zoetropeThreshold)

    static func between(_ timeline: Timeline, _ other: Timeline, fps: Double) -> [Int]? {
        let renderer = FrameRenderer(scale: 1)
        var differing: [Int] = []
        for (index, time) in timeline.frameTimes(fps: fps).enumerated() {
            if Task.isCancelled { return nil }
            guard let left = try? renderer.render(timeline.frame(at: time)),
                  let right = try? renderer.render(other.frame(at: Swift.min(time, other.duration))),
                  let result = matcher.compare(left, right), result.differingPixels == 0 else {
                differing.append(index)
                continue
            }
        }
        return differing
    }

    static func against(frames: [String], timeline: Timeline, fps: Double, scale: Int) -> [Int]? {
        let renderer = FrameRenderer(scale: scale)
        let times = timeline.frameTimes(fps: fps)
        var differing: [Int] = []
        for index in 0..<Swift.max(times.count, frames.count) {
            if Task.isCancelled { return nil }
            guard index < times.count, index < frames.count,
                  let drawn = try? renderer.render(timeline.frame(at: times[index])),
                  let golden = try? RasterImage(contentsOfPNG: frames[index]),
                  let result = matcher.compare(drawn, golden), result.differingPixels == 0 else {
                differing.append(index)
                continue
            }
        }
        return differing
    }
}
