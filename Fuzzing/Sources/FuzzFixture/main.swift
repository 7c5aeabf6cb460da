import FuzzSupport
import ZoetropeCore
import ZoetropeScene

// Any bytes as a fixture: either a FixtureError, or a fixture whose timeline can be built and
// sampled. Pictures are never read (no file access from fuzzed input).
runFuzzer { bytes in
    guard let document = try? FixtureDocument.decode(bytes, file: "fuzz.json", readResource: { _ throws(FixtureResourceProblem) in throw FixtureResourceProblem("fuzzed fixtures read no files") }) else { return }
    guard let timeline = try? document.makeTimeline() else { return }
    let duration = timeline.duration
    require(duration.isFinite && duration >= 0, "the duration is \(duration)")
    for time in [0, duration / 3, duration / 2, duration] {
        let frame = timeline.frame(at: time)
        for element in frame.elements {
            let f = element.attributes.frame
            require(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(element.identity) at \(time) has frame \(f)")
            require(element.attributes.alpha >= 0 && element.attributes.alpha <= 1, "alpha \(element.attributes.alpha)")
        }
    }
}
