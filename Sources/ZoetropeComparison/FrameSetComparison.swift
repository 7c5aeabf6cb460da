import Foundation
import Synchronization
import ZoetropeCairo
import ZoetropeCore
import ZoetropePNG

/// Two PNG files, or two folders of frames, compared frame by frame with `PixelMatch`: what
/// `zoetrope compare` and the test helpers report.
///
/// In folders, frames are paired by file name (every `.png` file directly inside); a frame on
/// only one side is a difference, named. A frame passes when its differing pixels are within
/// both the count and the ratio allowed.
public struct FrameSetComparison: Sendable {
    public struct Options: Sendable, Equatable {
        /// The default threshold, for frames Zoetrope rendered: they are the same bytes on
        /// every run, so the tolerance is for another machine's rasteriser, not for noise.
        /// 0.01 is a step of about 3 levels of grey, and catches a brand colour's change
        /// (#34C759 → #30D158 is 0.027) that pixelmatch's 0.1 lets pass.
        public static let zoetropeThreshold = 0.01
        /// pixelmatch's own default, for images from elsewhere (`--pixelmatch`).
        public static let pixelmatchThreshold = 0.1

        /// How pixels are compared and the diff image drawn: every pixelmatch option.
        public var matcher: PixelMatch
        /// PixelMatch's colour threshold, 0 to 1.
        public var threshold: Double {
            get { matcher.threshold }
            set { matcher.threshold = newValue }
        }
        /// Count anti-aliased pixels as differences.
        public var countsAntialiasing: Bool {
            get { matcher.countsAntialiasing }
            set { matcher.countsAntialiasing = newValue }
        }
        /// The most differing pixels a frame may have and still match.
        public var maximumDifferingPixels = 0
        /// The largest share of differing pixels a frame may have and still match (0 to 1).
        public var maximumDifferingRatio = 0.0

        public init(threshold: Double = Options.zoetropeThreshold, countsAntialiasing: Bool = false, maximumDifferingPixels: Int = 0, maximumDifferingRatio: Double = 0) {
            self.matcher = PixelMatch(threshold: threshold, countsAntialiasing: countsAntialiasing)
            self.maximumDifferingPixels = maximumDifferingPixels
            self.maximumDifferingRatio = maximumDifferingRatio
        }

        func allows(_ result: PixelMatch.Result) -> Bool {
            result.countedPixels <= maximumDifferingPixels || result.countedRatio <= maximumDifferingRatio
        }
    }

    /// How much work one comparison may take, checked from the files' sizes and PNG headers
    /// before any image is decoded, so that a folder of huge or hostile files is refused in
    /// a moment instead of filling the memory. The same figures as `zoetrope render`'s.
    public struct Limits: Sendable, Equatable {
        /// The most pixels one image may have.
        public var maximumImagePixels: Double
        /// The most pixels all images decoded may have together (both sides). A pair whose
        /// files hold the same bytes is not decoded and does not count.
        public var maximumPixels: Double
        /// The largest PNG file, in bytes.
        public var maximumFileSize: Int
        /// The memory the pairs compared at once may take, in bytes: pairs are compared on
        /// every core, fewer at once when that would take more.
        public var maximumMemory: Double

        public init(maximumImagePixels: Double = 1.2e8, maximumPixels: Double = 2e9, maximumFileSize: Int = 256 << 20,
                    maximumMemory: Double = 2048 * 1_048_576) {
            self.maximumImagePixels = maximumImagePixels
            self.maximumPixels = maximumPixels
            self.maximumFileSize = maximumFileSize
            self.maximumMemory = maximumMemory
        }

        /// Bytes one pair of images of `pixels` each takes while compared: both as RGBA (4
        /// bytes a pixel each), one of them still as Cairo decoded it (4), and the diff (4).
        /// Measured at about 12 for two 8192×8192 frames; counted as 16.
        public static func pairMemory(pixels: Int) -> Double { 16 * Double(pixels) }
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
        /// For a frame that differs, its diff image as PNG bytes (`match.diff` is emptied, so
        /// that memory does not grow with the number of frames compared).
        public var diffPNG: [UInt8]?
        /// What the frame shows, when the caller knows (`labelled(by:)`): its time and step.
        public var label: String?

        /// The name, and the label when there is one.
        var titled: String { TerminalText.escaped(name) + (label.map { " (\($0))" } ?? "") }

        /// One line a person reads.
        public var summary: String {
            switch status {
            case .matched, .differed:
                let match = self.match!
                let percent = String(format: "%.3f", match.differingRatio * 100)
                let window = match.densestWindowPixels.map { densest in
                    "\(densest) in the densest \(match.windowSide!)×\(match.windowSide!) window, " } ?? ""
                return "\(titled): \(status == .matched ? "matches" : "differs") — \(window)\(match.differingPixels) of \(match.pixelCount) pixels (\(percent) %)"
                    + (match.antialiasedPixels > 0 ? ", \(match.antialiasedPixels) more on anti-aliased edges not counted" : "")
                    + (match.largestDifference > 0 ? "; largest colour difference \(String(format: "%.3f", match.largestDifference))" : "")
            case .sizeMismatch:
                return "\(titled): differs — the actual frame is \(actualSize!.width)×\(actualSize!.height), the expected \(expectedSize!.width)×\(expectedSize!.height)"
            case .missing:
                return "\(titled): missing — expected, but there is no actual frame of that name"
            case .extra:
                return "\(titled): extra — an actual frame with no expected frame of that name"
            }
        }
    }

    public var actual: String
    public var expected: String
    public var options: Options
    public var frames: [Frame]

    public var matches: Bool { frames.allSatisfy { $0.status == .matched } }

    /// This comparison with each frame labelled by `label(name)`, such as "0.5 s, step 2
    /// (delete item [0, 1])" for `frame_0015.png` of a fixture rendered at 30 fps.
    public func labelled(by label: (String) -> String?) -> FrameSetComparison {
        var copy = self
        for index in copy.frames.indices { copy.frames[index].label = label(copy.frames[index].name) }
        return copy
    }
    public var differing: [Frame] { frames.filter { $0.status != .matched } }

    /// The differing frames, those that differ the same way together (the same pixels, the
    /// same colours on both sides: one change that shows in many frames), in frame order.
    /// Frames that are missing, extra or of another size each stand alone.
    public var differingGroups: [[Frame]] {
        var groups: [[Frame]] = []
        var groupOfSignature: [String: Int] = [:]
        for frame in differing {
            guard frame.status == .differed, let match = frame.match, match.differingPixels > 0 else {
                groups.append([frame])
                continue
            }
            let key = "\(match.differenceSignature) \(match.differingPixels) \(match.width)×\(match.height)"
            if let group = groupOfSignature[key] {
                groups[group].append(frame)
            } else {
                groupOfSignature[key] = groups.count
                groups.append([frame])
            }
        }
        return groups
    }

    /// One line for a group of frames that differ the same way: the first frame's summary,
    /// and the others named.
    public static func summary(of group: [Frame]) -> String {
        guard let first = group.first else { return "" }
        guard group.count > 1 else { return first.summary }
        let others = group.dropFirst().map(\.titled)
        let named = others.count <= 3 ? others.joined(separator: ", ") : others.prefix(2).joined(separator: ", ") + " and \(others.count - 2) more"
        return "\(first.summary) — and the same way in \(others.count) other frame\(others.count == 1 ? "" : "s"): \(named)"
    }

    /// Compares `actual` with `expected`: two PNG files, or two folders of PNG files.
    ///
    /// Every file's size and PNG header are checked against `limits` before any image is
    /// decoded; each image is then checked whole as it is decoded (`DecodedPNG`, the checks of
    /// `PNGFile.verify`), so a corrupt file is named as one. A pair of files with the same
    /// bytes matches without being decoded.
    public static func compare(actual: String, expected: String, options: Options = Options(),
                               limits: Limits = Limits()) throws(InputError) -> FrameSetComparison {
        let pairs = try Self.pairs(actual: actual, expected: expected)
        let budget = try PixelBudget(pairs: pairs, limits: limits)
        let pairMemory = Limits.pairMemory(pixels: budget.largestPair)
        if pairMemory > limits.maximumMemory {
            throw InputError(description: "comparing the largest pair of images (\(figure(Double(budget.largestPair))) pixels each) would take about \(Int((pairMemory / 1_048_576).rounded(.up))) MB, more than the limit of \(Int(limits.maximumMemory / 1_048_576)) MB (--max-memory); raise the limit")
        }
        let workers = Swift.max(1, Swift.min(FrameSequenceWriter.defaultJobs, pairs.count,
                                             pairMemory > 0 ? Int(limits.maximumMemory / pairMemory) : Int.max))
        // Frames are independent: each worker takes the next pair, as many at once as fit.
        let outcomes = Mutex([Result<Frame, InputError>?](repeating: nil, count: pairs.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < pairs.count else { return }
                let outcome = Result { () throws(InputError) -> Frame in
                    try frame(comparing: pairs[index], at: index, within: budget, options: options)
                }
                outcomes.withLock { $0[index] = outcome }
            }
        }
        let frames = try outcomes.withLock { $0 }.map { outcome throws(InputError) in try outcome!.get() }
        return FrameSetComparison(actual: actual, expected: expected, options: options, frames: frames)
    }

    typealias Pair = (name: String, actual: String?, expected: String?)

    /// The frames to compare: the two files, or the two folders' PNG files paired by name (a
    /// name only one side has is a pair with a side missing).
    private static func pairs(actual: String, expected: String) throws(InputError) -> [Pair] {
        let actualFolder = try kind(of: actual, "actual"), expectedFolder = try kind(of: expected, "expected")
        guard actualFolder == expectedFolder else {
            throw InputError(description: "compare two PNG files or two folders of frames; \(actual) is a \(actualFolder ? "folder" : "file") and \(expected) a \(expectedFolder ? "folder" : "file")")
        }
        guard actualFolder else { return [((actual as NSString).lastPathComponent, actual, expected)] }
        let actualNames = try pngNames(in: actual), expectedNames = try pngNames(in: expected)
        guard !actualNames.isEmpty || !expectedNames.isEmpty else { throw InputError(description: "neither \(actual) nor \(expected) holds any .png file") }
        return Set(actualNames).union(expectedNames).sorted().map { name in
            (name, actualNames.contains(name) ? actual + "/" + name : nil, expectedNames.contains(name) ? expected + "/" + name : nil)
        }
    }

    /// The pixels a comparison may decode, worked out from the headers alone and spent as pairs
    /// are decoded. Files of the same length may hold the same bytes, and such a pair is not
    /// decoded: it counts only once it is found to differ.
    final class PixelBudget: Sendable {
        let limits: Limits
        let pairPixels: [Double]
        let surelyDecoded: [Bool]
        let largestPair: Int
        let decodedPixels: Mutex<Double>

        init(pairs: [Pair], limits: Limits) throws(InputError) {
            self.limits = limits
            var totalPixels = 0.0, largestPair = 0
            var pairPixels = [Double](repeating: 0, count: pairs.count), surelyDecoded = [Bool](repeating: false, count: pairs.count)
            for (index, pair) in pairs.enumerated() {
                guard let actualPath = pair.actual, let expectedPath = pair.expected else { continue }
                let (a, aSize) = try header(actualPath, limits), (e, eSize) = try header(expectedPath, limits)
                pairPixels[index] = Double(a.pixelCount) + Double(e.pixelCount)
                surelyDecoded[index] = aSize != eSize
                if surelyDecoded[index] { totalPixels += pairPixels[index] }
                if a.width == e.width && a.height == e.height { largestPair = Swift.max(largestPair, a.pixelCount) }
            }
            self.pairPixels = pairPixels
            self.surelyDecoded = surelyDecoded
            self.largestPair = largestPair
            decodedPixels = Mutex(totalPixels)
            if totalPixels > limits.maximumPixels { throw overBudget(totalPixels) }
        }

        /// Counts pair `index` as decoded, unless it was counted from the start.
        func spend(onPair index: Int) throws(InputError) {
            guard !surelyDecoded[index] else { return }
            let total = decodedPixels.withLock { total -> Double in
                total += pairPixels[index]
                return total
            }
            if total > limits.maximumPixels { throw overBudget(total) }
        }

        func overBudget(_ pixels: Double) -> InputError {
            InputError(description: "the images to decode hold \(figure(pixels)) pixels in all, more than the limit of \(figure(limits.maximumPixels)) (--max-total-pixels); compare fewer frames at once, or raise the limit")
        }
    }

    /// One pair's outcome: missing on a side, the same bytes (not decoded), of another size, or
    /// compared pixel by pixel (with a diff image when it differs).
    private static func frame(comparing pair: Pair, at index: Int, within budget: PixelBudget, options: Options) throws(InputError) -> Frame {
        var frame = Frame(name: pair.name, status: .matched, actualPath: pair.actual, expectedPath: pair.expected)
        guard let actualPath = pair.actual else { frame.status = .missing; return frame }
        guard let expectedPath = pair.expected else { frame.status = .extra; return frame }
        // Zoetrope renders the same bytes on every run, so an unchanged frame is its golden
        // byte for byte: equal bytes are equal pixels, and are not decoded.
        let actualBytes = try contents(actualPath), expectedBytes = try contents(expectedPath)
        if actualBytes == expectedBytes, case .success(let header) = PNGFile.header(of: [UInt8](actualBytes.prefix(PNGFile.headerLength))) {
            frame.actualSize = (header.width, header.height)
            frame.expectedSize = (header.width, header.height)
            frame.match = PixelMatch.Result(width: header.width, height: header.height, differingPixels: 0, antialiasedPixels: 0, diff: [])
            return frame
        }
        try budget.spend(onPair: index)
        // Decoded one at a time and kept as RGBA only, so that a pair holds as little as it
        // can at once.
        let (a, aWidth, aHeight) = try pixels(actualPath, actualBytes)
        let (e, eWidth, eHeight) = try pixels(expectedPath, expectedBytes)
        frame.actualSize = (aWidth, aHeight)
        frame.expectedSize = (eWidth, eHeight)
        guard aWidth == eWidth, aHeight == eHeight else { frame.status = .sizeMismatch; return frame }
        // Counted first without the diff image, which only a differing frame needs.
        let matcher = options.matcher
        var result = matcher.compare(actual: a, expected: e, width: aWidth, height: aHeight, drawingDiff: false)
        frame.status = options.allows(result) ? .matched : .differed
        if frame.status == .differed {
            let drawn = matcher.compare(actual: a, expected: e, width: aWidth, height: aHeight)
            if let image = try? drawn.diffImage() {
                frame.diffPNG = PNGEncoder().encode(image, opaque: !matcher.drawsMask)
            }
        }
        result.diff = []
        frame.match = result
        return frame
    }

    /// The PNG header of the file at `path`, read from its first bytes, within `limits`, and
    /// the file's length.
    private static func header(_ path: String, _ limits: Limits) throws(InputError) -> (PNGHeader, Int) {
        // Opening a FIFO waits for a writer that may never come; a device never ends.
        guard isRegularFile(path) else {
            throw InputError(description: "\(TerminalText.escaped(path)): not a regular file (a pipe, socket or device); compare reads PNG files")
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        if size > limits.maximumFileSize {
            throw InputError(description: "\(TerminalText.escaped(path)): the file is \(size >> 20) MB, more than the limit of \(limits.maximumFileSize >> 20) MB (--max-file-size)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw InputError(description: "\(TerminalText.escaped(path)): cannot be read") }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: PNGFile.headerLength)) ?? Data()
        let header: PNGHeader
        switch PNGFile.header(of: [UInt8](start)) {
        case .failure(let problem): throw InputError(description: "\(TerminalText.escaped(path)): \(problem)")
        case .success(let found): header = found
        }
        if Double(header.pixelCount) > limits.maximumImagePixels {
            throw InputError(description: "\(TerminalText.escaped(path)): the image is \(header.width)×\(header.height) pixels (\(figure(Double(header.pixelCount)))), more than the limit of \(figure(limits.maximumImagePixels)) (--max-image-pixels)")
        }
        return (header, size)
    }

    /// Whether `path` (or the file a link at it leads to) is a plain file.
    static func isRegularFile(_ path: String) -> Bool {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType == .typeRegular
    }

    /// "124", or "1.2 × 10^9".
    static func figure(_ value: Double) -> String {
        guard value >= 1e7 else { return String(Int(value)) }
        let exponent = Int(log10(value).rounded(.down))
        return String(format: "%.1f × 10^%d", value / pow(10, Double(exponent)), exponent)
    }

    private static func kind(of path: String, _ role: String) throws(InputError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(description: "\(TerminalText.escaped(path)): no such file or folder (the \(role) frames)")
        }
        return isDirectory.boolValue
    }

    private static func pngNames(in folder: String) throws(InputError) -> [String] {
        // Read as bytes: a name that is not UTF-8 would come back from FileManager changed
        // (U+FFFD for each bad byte), a name of no file, and then be reported as unreadable.
        guard let directory = opendir(folder) else {
            throw InputError(description: "\(TerminalText.escaped(folder)): cannot list the folder (\(String(cString: strerror(errno))))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            let isPNG = bytes.count > 4 && String(decoding: bytes.suffix(4), as: UTF8.self).lowercased() == ".png" && bytes.first != UInt8(ascii: ".")
            guard isPNG else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                throw InputError(description: "\(TerminalText.escaped(folder)): the file name \"\(TerminalText.escaped(bytes: bytes))\" is not UTF-8, so it cannot be paired with a frame of the same name; rename it")
            }
            names.append(name)
        }
        return names.sorted()
    }

    /// The bytes of the file at `path`.
    private static func contents(_ path: String) throws(InputError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError(description: "\(TerminalText.escaped(path)): cannot be read") }
        return data
    }

    /// The PNG file at `path`, whose bytes are `data`, checked and decoded in one pass
    /// (`DecodedPNG`), as RGBA bytes with its width and height.
    private static func pixels(_ path: String, _ data: Data) throws(InputError) -> ([UInt8], Int, Int) {
        do {
            let image = try DecodedPNG(decoding: [UInt8](data))
            return (image.rgba, image.width, image.height)
        } catch {
            throw InputError(description: "\(TerminalText.escaped(path)): \(error)")
        }
    }
}
