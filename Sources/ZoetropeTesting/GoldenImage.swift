import Foundation
import Testing
import ZoetropeCairo
@_exported import ZoetropeComparison

/// A reference image stored next to the tests that own it, and the check of a rendering
/// against it.
///
/// Goldens are written only on request: set `ZOETROPE_RECORD=1` (or pass `record: true`) and
/// the check writes the rendering as the new golden and reports `.recorded`, which a test
/// must treat as a failure, so a run that records never passes silently. CI never sets it.
public struct GoldenImage: Sendable {
    /// The golden file's path.
    public var path: String
    public var tolerance: ImageTolerance

    public init(path: String, tolerance: ImageTolerance = ImageTolerance()) {
        self.path = path
        self.tolerance = tolerance
    }

    /// Whether the environment asks for goldens to be recorded: `ZOETROPE_RECORD` is set, and
    /// `CI` is not (CI never records; its goldens are the ones committed, and a warning says
    /// the request is ignored).
    public static var recordingRequested: Bool { RecordingEnvironment.recordingRequested }

    /// Whether `ZOETROPE_RECORD` is set (to anything but empty, "0" or "false").
    public static var recordingAsked: Bool { RecordingEnvironment.recordingAsked }

    /// Whether this runs on CI: the `CI` variable is set, as CI services set it.
    public static var isOnCI: Bool { RecordingEnvironment.isOnCI }

    public enum Outcome: Sendable, CustomStringConvertible {
        case matched(ImageComparison)
        /// The rendering differs; it was written to `actualPath` for a look.
        case mismatched(ImageComparison, actualPath: String)
        /// There is no golden yet; the rendering was written to `actualPath`.
        case missing(actualPath: String)
        /// The rendering was written as the golden, on request.
        case recorded

        public var passed: Bool {
            if case .matched = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .matched(let comparison): return "matches its golden: \(comparison)"
            case .mismatched(let comparison, let actual): return "differs from its golden: \(comparison); the rendering is at \(actual)"
            case .missing(let actual):
                return "has no golden; the rendering is at \(actual). Record it on purpose with ZOETROPE_RECORD=1 and check it in"
            case .recorded:
                return "was recorded as a new golden (ZOETROPE_RECORD is set); this run fails so that recording is never silent; run again without it"
            }
        }
    }

    /// Checks `image` against the golden, or records it when asked to.
    public func check(_ image: RasterImage, record: Bool = GoldenImage.recordingRequested) -> Outcome {
        let manager = FileManager.default
        if record {
            try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            do {
                try image.writePNG(to: path, compression: .libdeflate(level: 9))
                return .recorded
            } catch {
                return .missing(actualPath: "(could not write \(path): \(error))")
            }
        }
        // The failure folder is made only when something fails.
        var actualPath: String { Self.failureDirectory + "/" + (path as NSString).lastPathComponent.replacingOccurrences(of: ".png", with: ".actual.png") }
        guard manager.fileExists(atPath: path), let expected = try? RasterImage(contentsOfPNG: path) else {
            let written = actualPath
            try? image.writePNG(to: written)
            return .missing(actualPath: written)
        }
        let comparison = ImageComparison(actual: image, expected: expected, tolerance: tolerance)
        if comparison.matches { return .matched(comparison) }
        let written = actualPath
        try? image.writePNG(to: written)
        // Under Swift Testing the rendering goes with the test's result too.
        if Test.current != nil, let bytes = FileManager.default.contents(atPath: written) {
            Attachment.record([UInt8](bytes), named: (written as NSString).lastPathComponent)
        }
        return .mismatched(comparison, actualPath: written)
    }

    /// Where renderings that failed a check are written for inspection: this run's folder
    /// (see `FailureFolder`), made on first use.
    public static var failureDirectory: String { FailureFolder.current }
}
