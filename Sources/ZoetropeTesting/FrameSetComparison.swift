import Foundation
import Synchronization
import ZoetropeCairo

/// Two PNG files, or two folders of frames, compared frame by frame with `PixelMatch`: what
/// `zoetrope compare` and the test helpers report.
///
/// In folders, frames are paired by file name (every `.png` file directly inside); a frame on
/// only one side is a difference, named. A frame passes when its differing pixels are within
/// both the count and the ratio allowed.
public struct FrameSetComparison: Sendable {
    public struct Options: Sendable, Equatable {
        /// PixelMatch's colour threshold, 0 to 1.
        public var threshold = 0.1
        /// Count anti-aliased pixels as differences.
        public var countsAntialiasing = false
        /// The most differing pixels a frame may have and still match.
        public var maximumDifferingPixels = 0
        /// The largest share of differing pixels a frame may have and still match (0 to 1).
        public var maximumDifferingRatio = 0.0

        public init(threshold: Double = 0.1, countsAntialiasing: Bool = false, maximumDifferingPixels: Int = 0, maximumDifferingRatio: Double = 0) {
            self.threshold = threshold
            self.countsAntialiasing = countsAntialiasing
            self.maximumDifferingPixels = maximumDifferingPixels
            self.maximumDifferingRatio = maximumDifferingRatio
        }

        func allows(_ result: PixelMatch.Result) -> Bool {
            result.differingPixels <= maximumDifferingPixels || result.differingRatio <= maximumDifferingRatio
        }
    }

    /// Why the comparison could not be made at all (exit status 2 on the command line).
    public struct InputError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public enum Status: String, Sendable {
        case matched, differed, sizeMismatch = "size-mismatch", missing, extra
    }

    /// One frame's outcome.
    public struct Frame: Sendable {
        public var name: String
        public var status: Status
        /// For frames on both sides of the same size.
        public var match: PixelMatch.Result?
        public var actualSize: (width: Int, height: Int)?
        public var expectedSize: (width: Int, height: Int)?
        public var actualPath: String?
        public var expectedPath: String?

        /// One line a person reads.
        public var summary: String {
            switch status {
            case .matched, .differed:
                let match = self.match!
                let percent = String(format: "%.3f", match.differingRatio * 100)
                return "\(name): \(status == .matched ? "matches" : "differs") — \(match.differingPixels) of \(match.pixelCount) pixels (\(percent) %)"
                    + (match.antialiasedPixels > 0 ? ", \(match.antialiasedPixels) more on anti-aliased edges not counted" : "")
            case .sizeMismatch:
                return "\(name): differs — the actual frame is \(actualSize!.width)×\(actualSize!.height), the expected \(expectedSize!.width)×\(expectedSize!.height)"
            case .missing:
                return "\(name): missing — expected, but there is no actual frame of that name"
            case .extra:
                return "\(name): extra — an actual frame with no expected frame of that name"
            }
        }
    }

    public var actual: String
    public var expected: String
    public var options: Options
    public var frames: [Frame]

    public var matches: Bool { frames.allSatisfy { $0.status == .matched } }
    public var differing: [Frame] { frames.filter { $0.status != .matched } }

    /// Compares `actual` with `expected`: two PNG files, or two folders of PNG files.
    public static func compare(actual: String, expected: String, options: Options = Options()) throws(InputError) -> FrameSetComparison {
        let actualFolder = try kind(of: actual, "actual"), expectedFolder = try kind(of: expected, "expected")
        guard actualFolder == expectedFolder else {
            throw InputError(description: "compare two PNG files or two folders of frames; \(actual) is a \(actualFolder ? "folder" : "file") and \(expected) a \(expectedFolder ? "folder" : "file")")
        }
        let pairs: [(name: String, actual: String?, expected: String?)]
        if actualFolder {
            let actualNames = try pngNames(in: actual), expectedNames = try pngNames(in: expected)
            guard !actualNames.isEmpty || !expectedNames.isEmpty else { throw InputError(description: "neither \(actual) nor \(expected) holds any .png file") }
            pairs = Set(actualNames).union(expectedNames).sorted().map { name in
                (name, actualNames.contains(name) ? actual + "/" + name : nil, expectedNames.contains(name) ? expected + "/" + name : nil)
            }
        } else {
            pairs = [((actual as NSString).lastPathComponent, actual, expected)]
        }
        let matcher = PixelMatch(threshold: options.threshold, countsAntialiasing: options.countsAntialiasing)
        // Frames are independent: decode and compare them on every core.
        let outcomes = Mutex([Result<Frame, InputError>?](repeating: nil, count: pairs.count))
        DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
            let pair = pairs[index]
            let outcome = Result { () throws(InputError) -> Frame in
                var frame = Frame(name: pair.name, status: .matched, actualPath: pair.actual, expectedPath: pair.expected)
                guard let actualPath = pair.actual else { frame.status = .missing; return frame }
                guard let expectedPath = pair.expected else { frame.status = .extra; return frame }
                let a = try image(actualPath), e = try image(expectedPath)
                frame.actualSize = (a.width, a.height)
                frame.expectedSize = (e.width, e.height)
                if let result = matcher.compare(a, e) {
                    frame.match = result
                    frame.status = options.allows(result) ? .matched : .differed
                } else {
                    frame.status = .sizeMismatch
                }
                return frame
            }
            outcomes.withLock { $0[index] = outcome }
        }
        let frames = try outcomes.withLock { $0 }.map { outcome throws(InputError) in try outcome!.get() }
        return FrameSetComparison(actual: actual, expected: expected, options: options, frames: frames)
    }

    private static func kind(of path: String, _ role: String) throws(InputError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(description: "\(path): no such file or folder (the \(role) frames)")
        }
        return isDirectory.boolValue
    }

    private static func pngNames(in folder: String) throws(InputError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw InputError(description: "\(folder): cannot list the folder (\(error.localizedDescription))")
        }
    }

    private static func image(_ path: String) throws(InputError) -> RasterImage {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError(description: "\(path): cannot be read") }
        do {
            return try RasterImage(pngData: [UInt8](data))
        } catch {
            throw InputError(description: "\(path): not a readable PNG image (\(error))")
        }
    }
}
