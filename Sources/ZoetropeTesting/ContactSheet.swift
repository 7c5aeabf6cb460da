import ZoetropeCairo
import ZoetropeCore

/// Several frames side by side in one image, with a gap between them.
///
/// A golden of a whole animation is easier to review as one strip (start, quarter, half,
/// three quarters, end) than as five files, and a diff of the strip shows at once which
/// moment went wrong.
public struct ContactSheet: Sendable {
    /// Points between neighbouring frames, at the frames' own scale.
    public var gap: Int
    /// The colour of the gaps.
    public var gapColor: Color

    public init(gap: Int = 8, gapColor: Color = Color(red: 0.5, green: 0.5, blue: 0.5)) {
        precondition(gap >= 0, "A gap is not negative")
        self.gap = gap
        self.gapColor = gapColor
    }

    /// `images` in a row, top-aligned; a shorter image leaves the gap colour below it.
    public func row(_ images: [RasterImage]) throws(CairoError) -> RasterImage {
        precondition(!images.isEmpty, "A contact sheet needs at least one image")
        let width = images.reduce(0) { $0 + $1.width } + gap * (images.count - 1)
        let height = images.map(\.height).max()!
        let fill = [gapColor.red, gapColor.green, gapColor.blue, gapColor.alpha].map { UInt8(($0 * 255).rounded()) }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            rgba[offset] = fill[0]; rgba[offset + 1] = fill[1]; rgba[offset + 2] = fill[2]; rgba[offset + 3] = fill[3]
        }
        var left = 0
        for image in images {
            let pixels = image.rgbaPixels()
            for y in 0..<image.height {
                let source = y * image.width * 4
                let target = (y * width + left) * 4
                rgba.replaceSubrange(target..<target + image.width * 4, with: pixels[source..<source + image.width * 4])
            }
            left += image.width + gap
        }
        return try RasterImage(width: width, height: height, rgba: rgba)
    }
}
