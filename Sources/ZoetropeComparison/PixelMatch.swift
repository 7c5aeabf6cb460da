import ZoetropeCairo

/// Compares two images as people see them, the way mapbox's pixelmatch does: colour distance in
/// the YIQ space (weighted for the eye, with translucent pixels blended over white), and pixels
/// on anti-aliased edges recognised and not counted — so a rasteriser's edge noise passes and a
/// changed colour, a moved shape or a missing element does not.
///
/// A pixel is *anti-aliased* when, among its eight neighbours, it lies between a darker and a
/// brighter one, no more than two neighbours share its brightness, and that darkest or
/// brightest neighbour sits in a flat patch (three or more identical neighbours) in both images:
/// the signature of an edge's blend. Such a pixel may differ without counting.
public struct PixelMatch: Sendable {
    /// How different two colours may be before their pixel differs, from 0 (exactly equal) to
    /// 1; pixelmatch's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels that differ are counted too.
    public var countsAntialiasing: Bool

    public init(threshold: Double = 0.1, countsAntialiasing: Bool = false) {
        precondition((0...1).contains(threshold), "A threshold is from 0 to 1")
        self.threshold = threshold
        self.countsAntialiasing = countsAntialiasing
    }

    /// What a comparison found.
    public struct Result: Sendable {
        public var width: Int
        public var height: Int
        /// Pixels that differ beyond the threshold and are not anti-aliasing.
        public var differingPixels: Int
        /// Pixels that differ but lie on anti-aliased edges.
        public var antialiasedPixels: Int
        /// The largest colour difference of any pixel, on the threshold's scale (0 the same,
        /// 1 black against white): the threshold below which this frame would differ.
        public var largestDifference: Double = 0
        /// The diff image as RGBA: differences in red, anti-aliasing in yellow, over a faded
        /// grey copy of the expected image.
        public var diff: [UInt8]
        /// A hash of where the counted differences are and of both images' colours there: two
        /// frames with the same signature differ the same way (one change seen in many frames).
        public var differenceSignature: UInt64 = 0

        public var pixelCount: Int { width * height }
        public var differingRatio: Double { pixelCount > 0 ? Double(differingPixels) / Double(pixelCount) : 0 }

        public func diffImage() throws -> RasterImage {
            try RasterImage(width: width, height: height, rgba: diff)
        }
    }

    /// Compares `actual` with `expected`; nil when their sizes differ.
    public func compare(_ actual: RasterImage, _ expected: RasterImage) -> Result? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        return compare(actual: actual.rgbaPixels(), expected: expected.rgbaPixels(), width: actual.width, height: actual.height)
    }

    /// Compares two RGBA (unpremultiplied) images of `width` × `height`.
    public func compare(actual a: [UInt8], expected b: [UInt8], width: Int, height: Int) -> Result {
        precondition(a.count == width * height * 4 && b.count == a.count, "Two RGBA images of the same size")
        // 35215 is the largest squared YIQ distance, between black and white.
        let maximum = 35215 * threshold * threshold
        var diff = [UInt8](repeating: 0, count: a.count)
        var differing = 0, antialiased = 0
        var signature: UInt64 = 0xcbf2_9ce4_8422_2325
        var largest = 0.0
        diff.withUnsafeMutableBufferPointer { out in
            a.withUnsafeBytes { rawA in
                b.withUnsafeBytes { rawB in
                    for y in 0..<height {
                        for x in 0..<width {
                            let position = (y * width + x) * 4
                            // Most pixels of two frames are the same: one 32-bit comparison, and
                            // the faded copy of the expected pixel.
                            if rawA.loadUnaligned(fromByteOffset: position, as: UInt32.self) == rawB.loadUnaligned(fromByteOffset: position, as: UInt32.self) {
                                let grey = Self.faded(rawB[position], rawB[position + 1], rawB[position + 2], rawB[position + 3])
                                out[position] = grey; out[position + 1] = grey; out[position + 2] = grey; out[position + 3] = 255
                                continue
                            }
                            let delta = Self.colorDelta(a, b, position, position, brightnessOnly: false)
                            if abs(delta) > largest { largest = abs(delta) }
                            if abs(delta) > maximum {
                                if !countsAntialiasing
                                    && (Self.isAntialiased(a, x, y, width, height, other: b) || Self.isAntialiased(b, x, y, width, height, other: a)) {
                                    antialiased += 1
                                    out[position] = 255; out[position + 1] = 255; out[position + 2] = 0; out[position + 3] = 255
                                } else {
                                    differing += 1
                                    signature = Self.hash(signature, UInt64(position))
                                    for c in 0..<4 { signature = Self.hash(signature, UInt64(a[position + c]) << 8 | UInt64(b[position + c])) }
                                    out[position] = 255; out[position + 1] = 0; out[position + 2] = 0; out[position + 3] = 255
                                }
                            } else {
                                let grey = Self.faded(b[position], b[position + 1], b[position + 2], b[position + 3])
                                out[position] = grey; out[position + 1] = grey; out[position + 2] = grey; out[position + 3] = 255
                            }
                        }
                    }
                }
            }
        }
        var result = Result(width: width, height: height, differingPixels: differing, antialiasedPixels: antialiased, diff: diff)
        result.differenceSignature = signature
        result.largestDifference = (largest / 35215).squareRoot()
        return result
    }

    /// A faded grey copy of a pixel for the diff image: its brightness over white, a tenth as
    /// dark.
    private static func faded(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
        let alpha = Double(a) / 255
        let level = brightness(blend(r, alpha), blend(g, alpha), blend(b, alpha))
        return UInt8(Swift.max(0, Swift.min(255, 255 + (level - 255) * 0.1)))
    }

    /// A channel blended over white by its pixel's alpha.
    private static func blend(_ channel: UInt8, _ alpha: Double) -> Double {
        255 + (Double(channel) - 255) * alpha
    }

    private static func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    }

    /// The squared YIQ distance between pixel `k` of `a` and pixel `m` of `b`, negative when
    /// the first is the brighter; only the brightness difference when `brightnessOnly`.
    static func colorDelta(_ a: [UInt8], _ b: [UInt8], _ k: Int, _ m: Int, brightnessOnly: Bool) -> Double {
        var r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2])
        var r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2])
        let a1 = Double(a[k + 3]), a2 = Double(b[m + 3])
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        if a1 < 255 { r1 = blend(a[k], a1 / 255); g1 = blend(a[k + 1], a1 / 255); b1 = blend(a[k + 2], a1 / 255) }
        if a2 < 255 { r2 = blend(b[m], a2 / 255); g2 = blend(b[m + 1], a2 / 255); b2 = blend(b[m + 2], a2 / 255) }
        let y = brightness(r1, g1, b1) - brightness(r2, g2, b2)
        if brightnessOnly { return y }
        let i = (r1 * 0.595_977_99 - g1 * 0.274_176_10 - b1 * 0.321_801_89) - (r2 * 0.595_977_99 - g2 * 0.274_176_10 - b2 * 0.321_801_89)
        let q = (r1 * 0.211_470_17 - g1 * 0.522_617_11 + b1 * 0.311_146_94) - (r2 * 0.211_470_17 - g2 * 0.522_617_11 + b2 * 0.311_146_94)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x, y) of `image` is on an anti-aliased edge (see the type's description).
    static func isAntialiased(_ image: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int, other: [UInt8]) -> Bool {
        let x0 = Swift.max(x - 1, 0), y0 = Swift.max(y - 1, 0)
        let x2 = Swift.min(x + 1, width - 1), y2 = Swift.min(y + 1, height - 1)
        let position = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                let delta = colorDelta(image, image, position, (ny * width + nx) * 4, brightnessOnly: true)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        // Not between a darker and a brighter neighbour: not an edge's blend.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkestAt.x, darkestAt.y, width, height) && hasManySiblings(other, darkestAt.x, darkestAt.y, width, height))
            || (hasManySiblings(image, brightestAt.x, brightestAt.y, width, height) && hasManySiblings(other, brightestAt.x, brightestAt.y, width, height))
    }

    /// Whether more than two of the pixel's neighbours are exactly the same colour as it.
    static func hasManySiblings(_ image: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = Swift.max(x - 1, 0), y0 = Swift.max(y - 1, 0)
        let x2 = Swift.min(x + 1, width - 1), y2 = Swift.min(y + 1, height - 1)
        let position = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                let other = (ny * width + nx) * 4
                if image[position] == image[other] && image[position + 1] == image[other + 1]
                    && image[position + 2] == image[other + 2] && image[position + 3] == image[other + 3] {
                    equal += 1
                }
                if equal > 2 { return true }
            }
        }
        return false
    }

    /// One step of FNV-1a over a 64-bit word.
    private static func hash(_ state: UInt64, _ word: UInt64) -> UInt64 {
        (state ^ word) &* 0x100_0000_01b3
    }
}
