import CWebP
import ZoetropeCore

/// A timeline as one animated WebP, through libwebp's animation encoder: lossless by default,
/// lossy at a quality when asked. Every browser of the last years shows it in an `<img>`, and
/// lossy it is often a tenth of the GIF.
///
/// The encoder finds each frame's changed rectangle itself and merges identical frames;
/// it runs on one thread so that the bytes are the same on every run.
public struct AnimatedWebPWriter: Sendable {
    package var drawer: OrderedFrameDrawer
    public var hold: Double
    public var loops: Bool
    /// Lossy at this quality, 0 to 100; nil for lossless.
    public var quality: Int?

    public init(scale: Int, hold: Double = 1, loops: Bool = true, quality: Int? = nil, jobs: Int = FrameSequenceWriter.defaultJobs) {
        precondition(hold >= 0, "A hold is not negative")
        precondition(quality.map { (0...100).contains($0) } ?? true, "A WebP quality is from 0 to 100")
        drawer = OrderedFrameDrawer(scale: scale, jobs: jobs)
        self.hold = hold
        self.loops = loops
        self.quality = quality
    }

    /// The largest WebP canvas: 16,383 pixels a side.
    public static let maximumSide = 16_383

    /// The animated WebP of `timeline` sampled at `times` (seconds, increasing). A frame's
    /// timestamp is its time in whole milliseconds; the last lasts one frame interval and
    /// then `hold`.
    public func webp(of timeline: Timeline, times: [Double], progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [UInt8] {
        guard !times.isEmpty else { throw CairoError(operation: "making a WebP", reason: "there are no frames") }
        let (width, height) = drawer.pixelSize(of: timeline)
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw CairoError(operation: "making a WebP", reason: "a WebP is at most \(Self.maximumSide) pixels a side; the frames are \(width)×\(height) (lower --scale)")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw Self.failure("libwebp's version does not match its headers") }
        options.anim_params.loop_count = loops ? 0 : 1
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        // Key frames at libwebp's defaults; no threads, so the file does not depend on timing.
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else { throw Self.failure("cannot start the encoder") }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw Self.failure("libwebp's version does not match its headers") }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = 75  // for lossless, the effort: libwebp's default
        }
        config.method = 4
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw Self.failure("the settings are not valid") }

        let durations = AnimatedPNGWriter.durations(of: times)
        var failure: CairoError?
        try drawer.forEachPicture(of: timeline, times: times, progress: progress) { picture in
            guard failure == nil else { return }
            var frame = WebPPicture()
            guard WebPPictureInit(&frame) != 0 else { failure = Self.failure("libwebp's version does not match its headers"); return }
            frame.use_argb = 1
            frame.width = Int32(picture.width)
            frame.height = Int32(picture.height)
            defer { WebPPictureFree(&frame) }
            let imported = picture.rgba.withUnsafeBufferPointer { WebPPictureImportRGBA(&frame, $0.baseAddress, Int32(picture.width * 4)) }
            guard imported != 0 else { failure = Self.failure("cannot take a \(picture.width)×\(picture.height) frame (out of memory)"); return }
            let timestamp = Self.milliseconds(times[picture.frames.lowerBound])
            guard WebPAnimEncoderAdd(encoder, &frame, timestamp, &config) != 0 else {
                failure = Self.failure(String(cString: WebPAnimEncoderGetError(encoder)))
                return
            }
        }
        if let failure { throw failure }
        let end = Self.milliseconds(times[times.count - 1] + durations[durations.count - 1] + hold)
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else { throw Self.failure(String(cString: WebPAnimEncoderGetError(encoder))) }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw Self.failure(String(cString: WebPAnimEncoderGetError(encoder))) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    static func milliseconds(_ seconds: Double) -> Int32 {
        Int32((seconds * 1000).rounded())
    }

    static func failure(_ reason: String) -> CairoError {
        CairoError(operation: "making a WebP with libwebp", reason: reason)
    }
}
