import ZoetropeCairo

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two images as people see them, the way mapbox's pixelmatch does, number for
/// number: a colour distance against a threshold, and pixels on anti-aliased edges recognised
/// and not counted, so a rasteriser's edge noise passes and a changed colour, a moved shape
/// or a missing element does not.
///
/// Which pixelmatch each option follows:
/// - `Metric.yiq` (the default) is pixelmatch 7.2.0, its latest release: the squared YIQ
///   distance, translucent pixels blended over pixelmatch's checkerboard (or over white).
/// - `Metric.oklab` is pixelmatch's main branch after 7.2.0 (commit c6fee35, not yet
///   released): OKLab's HyAB distance with a toe-corrected lightness, and an anti-aliasing
///   detector that blends translucent pixels over white.
///
/// A pixel is *anti-aliased* when, among its eight neighbours, it lies between a darker and a
/// brighter one, no more than two neighbours share its brightness, and that darkest or
/// brightest neighbour sits in a flat patch (three or more identical neighbours) in both images:
/// the signature of an edge's blend. Such a pixel may differ without counting.
///
/// The diff image is pixelmatch's: the first (actual) image as a faded grey, differences in
/// `differenceColour` (or `darkerDifferenceColour` where the second image is the darker), and
/// anti-aliased pixels in `antialiasingColour`; or, as a mask, the differences alone on
/// transparent pixels.
public struct PixelMatch: Sendable, Equatable {
    /// How two colours' distance is measured.
    public enum Metric: String, Sendable, CaseIterable {
        /// pixelmatch 7.2.0's: the squared YIQ distance (Kotsarenko and Ramos), the threshold
        /// on a scale where black against white is 1.
        case yiq
        /// pixelmatch's main branch's: OKLab's HyAB distance (|ΔL| + √(Δa² + Δb²)), with
        /// Ottosson's toe-corrected lightness; black against white is 1.
        case oklab
    }

    /// An opaque colour for the diff image.
    public struct Colour: Sendable, Equatable {
        public var red: UInt8, green: UInt8, blue: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// How different two colours may be before their pixel differs, from 0 (exactly equal) to
    /// 1; pixelmatch's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels that differ are counted too (pixelmatch's `includeAA`).
    public var countsAntialiasing: Bool
    /// The colour distance (pixelmatch's release, or its main branch's).
    public var metric: Metric = .yiq
    /// Whether translucent pixels are blended over pixelmatch 7's checkerboard before they are
    /// compared (true, as pixelmatch's `checkerboard`), so that transparent is not taken for
    /// white, or over plain white (false, as pixelmatch 6 and earlier).
    public var blendsOverCheckerboard = true
    /// The opacity of the faded first image under the diff (pixelmatch's `alpha`, 0 to 1).
    public var fadedOpacity = 0.1
    /// The colour of anti-aliased pixels in the diff image (pixelmatch's `aaColor`).
    public var antialiasingColour = Colour(red: 255, green: 255, blue: 0)
    /// The colour of differing pixels in the diff image (pixelmatch's `diffColor`).
    public var differenceColour = Colour(red: 255, green: 0, blue: 0)
    /// The colour of differing pixels where the second image is the darker, or nil for
    /// `differenceColour` everywhere (pixelmatch's `diffColorAlt`): with it, what was added
    /// and what was removed show apart.
    public var darkerDifferenceColour: Colour?
    /// Whether the diff image is a mask: differences on transparent pixels, with neither the
    /// faded image nor anti-aliased pixels (pixelmatch's `diffMask`).
    public var drawsMask = false
    /// When set, a frame's count is the most differing pixels in any N × N window (N clamped
    /// to the image), not the whole image's (pixelmatch's main branch's `windowSize`): noise
    /// spread thin passes where a dense change fails.
    public var windowSize: Int?

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
        /// With a `windowSize`, the most differing pixels in any window; nil without one.
        public var densestWindowPixels: Int?
        /// With a `windowSize`, the window's side as used (clamped to the image).
        public var windowSide: Int?
        /// The largest colour difference of any pixel, on the threshold's scale (0 the same,
        /// 1 black against white): the threshold below which this frame would differ.
        public var largestDifference: Double = 0
        /// The diff image as RGBA (see the type's description); empty when the comparison
        /// was asked not to draw it.
        public var diff: [UInt8]
        /// A hash of where the counted differences are and of both images' colours there: two
        /// frames with the same signature differ the same way (one change seen in many frames).
        public var differenceSignature: UInt64 = 0

        public init(width: Int, height: Int, differingPixels: Int, antialiasedPixels: Int, diff: [UInt8]) {
            self.width = width
            self.height = height
            self.differingPixels = differingPixels
            self.antialiasedPixels = antialiasedPixels
            self.diff = diff
        }

        public var pixelCount: Int { width * height }
        public var differingRatio: Double { pixelCount > 0 ? Double(differingPixels) / Double(pixelCount) : 0 }
        /// The count a frame is judged by: the densest window's with a `windowSize`, else all
        /// differing pixels (pixelmatch's return value).
        public var countedPixels: Int { densestWindowPixels ?? differingPixels }
        /// `countedPixels` as a share of the window's pixels, or of the image's.
        public var countedRatio: Double {
            guard let windowSide else { return differingRatio }
            return Double(countedPixels) / Double(windowSide * windowSide)
        }

        public func diffImage() throws -> RasterImage {
            try RasterImage(width: width, height: height, rgba: diff)
        }
    }

    /// Compares `actual` with `expected`; nil when their sizes differ.
    public func compare(_ actual: RasterImage, _ expected: RasterImage) -> Result? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        return compare(actual: actual.rgbaPixels(), expected: expected.rgbaPixels(), width: actual.width, height: actual.height)
    }

    /// Compares two RGBA (unpremultiplied) images of `width` × `height`: `actual` is
    /// pixelmatch's first image, `expected` its second. Without `drawingDiff`, the counts
    /// alone, which is faster (pixelmatch with no output).
    public func compare(actual a: [UInt8], expected b: [UInt8], width: Int, height: Int, drawingDiff: Bool = true) -> Result {
        precondition(a.count == width * height * 4 && b.count == a.count, "Two RGBA images of the same size")
        var diff: [UInt8] = []
        var result = Result(width: width, height: height, differingPixels: 0, antialiasedPixels: 0, diff: [])
        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                if drawingDiff {
                    // A mask starts transparent; otherwise every pixel is drawn.
                    diff = [UInt8](unsafeUninitializedCapacity: a.count) { out, count in
                        count = a.count
                        if drawsMask { out.initialize(repeating: 0) }
                        result = run(first.baseAddress!, second.baseAddress!, width, height, out.baseAddress)
                    }
                } else {
                    result = run(first.baseAddress!, second.baseAddress!, width, height, nil)
                }
            }
        }
        result.diff = diff
        return result
    }

    /// The comparison itself, over raw pointers (pixelmatch's loop, in its order).
    // Kept whole: one pass over every pixel, whose colour distance, anti-aliasing test, diff
    // drawing, window mask and signature share the loop's state, as pixelmatch's own loop
    // does; its steps are functions already (`yiqDelta`, `oklabDelta`, `isAntialiased`,
    // `draw`, `drawFaded`).
    private func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ width: Int, _ height: Int,
                     _ output: UnsafeMutablePointer<UInt8>?) -> Result {
        let count = width * height
        let drawsBackground = output != nil && !drawsMask
        var result = Result(width: width, height: height, differingPixels: 0, antialiasedPixels: 0, diff: [])
        if let windowSize {
            result.densestWindowPixels = 0
            result.windowSide = Swift.max(1, Swift.min(windowSize, width, height))
        }
        // Identical images, the common case: one memory comparison.
        if memcmp(a, b, count * 4) == 0 {
            if drawsBackground, let output { drawFaded(a, from: 0, to: count, into: output) }
            return result
        }
        let words1 = UnsafeRawPointer(a), words2 = UnsafeRawPointer(b)
        let colours = diffColours
        let tables = metric == .oklab ? OKLabTables.shared : nil
        // 35215 is the largest squared YIQ distance, between black and white.
        let yiqLimit = 35215 * threshold * threshold
        var mask: [UInt8] = windowSize != nil ? [UInt8](repeating: 0, count: count) : []
        var signature: UInt64 = 0xcbf2_9ce4_8422_2325
        var largest = 0.0
        var fadedWord: UInt32 = 0, faded: UInt8 = 0, hasFaded = false
        // Blocks of equal pixels are found with one memory comparison each; only a block that
        // differs somewhere is walked pixel by pixel.
        let block = 64
        var blockStart = 0
        while blockStart < count {
            let blockEnd = Swift.min(blockStart + block, count)
            if memcmp(a + blockStart * 4, b + blockStart * 4, (blockEnd - blockStart) * 4) == 0 {
                if drawsBackground, let output { drawFaded(a, from: blockStart, to: blockEnd, into: output) }
                blockStart = blockEnd
                continue
            }
            for i in blockStart..<blockEnd {
                let position = i * 4
                let word1 = words1.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                let word2 = words2.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                var sign = 0
                if word1 != word2 {
                    switch metric {
                    case .yiq:
                        let delta = yiqDelta(a, b, position)
                        largest = Swift.max(largest, Swift.abs(delta))
                        if Swift.abs(delta) > yiqLimit { sign = delta < 0 ? -1 : 1 }
                    case .oklab:
                        let (exceeds, distance) = oklabDelta(a, b, position, tables!)
                        largest = Swift.max(largest, distance)
                        sign = exceeds
                    }
                }
                if sign != 0 {
                    let x = i % width, y = i / width
                    if !countsAntialiasing
                        && (isAntialiased(a, x, y, width, height, words1, words2) || isAntialiased(b, x, y, width, height, words2, words1)) {
                        result.antialiasedPixels += 1
                        if drawsBackground, let output { draw(colours.antialiasing, at: position, into: output) }
                        if !mask.isEmpty { mask[i] = 2 }
                    } else {
                        result.differingPixels += 1
                        signature = Self.hash(signature, UInt64(position))
                        signature = Self.hash(signature, UInt64(word1) << 32 | UInt64(word2))
                        if let output { draw(sign < 0 ? colours.darker : colours.difference, at: position, into: output) }
                        if !mask.isEmpty { mask[i] = 1 }
                    }
                } else if drawsBackground, let output {
                    // Runs of one colour are common: the last grey is kept.
                    if !hasFaded || word1 != fadedWord {
                        fadedWord = word1
                        faded = fadedGrey(a, position)
                        hasFaded = true
                    }
                    output[position] = faded; output[position + 1] = faded; output[position + 2] = faded; output[position + 3] = 255
                }
            }
            blockStart = blockEnd
        }
        result.differenceSignature = signature
        result.largestDifference = metric == .yiq ? (largest / 35215).squareRoot() : largest
        if let side = result.windowSide { result.densestWindowPixels = Self.densestWindow(mask, width, height, side) }
        return result
    }

    /// The diff image's colours, resolved.
    private var diffColours: (difference: Colour, darker: Colour, antialiasing: Colour) {
        (differenceColour, darkerDifferenceColour ?? differenceColour, antialiasingColour)
    }

    private func draw(_ colour: Colour, at position: Int, into output: UnsafeMutablePointer<UInt8>) {
        output[position] = colour.red
        output[position + 1] = colour.green
        output[position + 2] = colour.blue
        output[position + 3] = 255
    }

    /// Pixels `start..<end` of `image` as the faded grey background.
    private func drawFaded(_ image: UnsafePointer<UInt8>, from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt8>) {
        let words = UnsafeRawPointer(image)
        var lastWord: UInt32 = 0, grey: UInt8 = 0, hasGrey = false
        for i in start..<end {
            let position = i * 4
            let word = words.loadUnaligned(fromByteOffset: position, as: UInt32.self)
            if !hasGrey || word != lastWord {
                lastWord = word
                grey = fadedGrey(image, position)
                hasGrey = true
            }
            output[position] = grey; output[position + 1] = grey; output[position + 2] = grey; output[position + 3] = 255
        }
    }

    /// pixelmatch's grey for a pixel of the first image: its brightness faded towards white
    /// by `fadedOpacity` and by its own alpha, the fraction dropped as a typed array drops it.
    private func fadedGrey(_ image: UnsafePointer<UInt8>, _ position: Int) -> UInt8 {
        let brightness = Double(image[position]) * 0.298_895_31 + Double(image[position + 1]) * 0.586_622_47
            + Double(image[position + 2]) * 0.114_482_23
        let value = 255 + (brightness - 255) * fadedOpacity * Double(image[position + 3]) / 255
        return UInt8(Swift.max(0, Swift.min(255, value)))
    }

    /// The background a translucent pixel at byte `position` is blended over: pixelmatch 7's
    /// checkerboard (a pattern in the byte offset), or white.
    private func background(_ position: Int) -> (Double, Double, Double) {
        guard blendsOverCheckerboard else { return (255, 255, 255) }
        let k = Double(position)
        return (48 + 159 * Double(position % 2),
                48 + 159 * Double(Int32(truncatingIfNeeded: Int(k / 1.618033988749895)) % 2),
                48 + 159 * Double(Int32(truncatingIfNeeded: Int(k / 2.618033988749895)) % 2))
    }

    /// The squared YIQ distance between the pixels at `position`, negative when the first is
    /// the brighter (pixelmatch 7.2.0's `colorDelta`, which is only asked about pixels that
    /// differ).
    private func yiqDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ position: Int) -> Double {
        let r1 = Double(a[position]), g1 = Double(a[position + 1]), b1 = Double(a[position + 2]), a1 = Double(a[position + 3])
        let r2 = Double(b[position]), g2 = Double(b[position + 1]), b2 = Double(b[position + 2]), a2 = Double(b[position + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(position)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.298_895_31 + dg * 0.586_622_47 + db * 0.114_482_23
        let i = dr * 0.595_977_99 - dg * 0.274_176_10 - db * 0.321_801_89
        let q = dr * 0.211_470_17 - dg * 0.522_617_11 + db * 0.311_146_94
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether the pixels at `position` are further apart than the threshold in OKLab's HyAB
    /// distance: 0 if not, else -1 when the first is the lighter and 1 when it is the darker;
    /// and the distance itself, for the report. The test is pixelmatch's, without the square
    /// root, so that the same pixels pass.
    private func oklabDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ position: Int, _ tables: OKLabTables) -> (Int, Double) {
        let first: (l: Double, m: Double, s: Double, lightness: Double)
        let second: (l: Double, m: Double, s: Double, lightness: Double)
        if a[position + 3] == 255 && b[position + 3] == 255 {
            first = tables.opaque(a[position], a[position + 1], a[position + 2])
            second = tables.opaque(b[position], b[position + 1], b[position + 2])
        } else {
            let (rb, gb, bb) = background(position)
            func blended(_ image: UnsafePointer<UInt8>) -> (Double, Double, Double, Double) {
                let alpha = Double(image[position + 3])
                return tables.translucent((Double(image[position]) * alpha + rb * (255 - alpha)) / 255,
                                          (Double(image[position + 1]) * alpha + gb * (255 - alpha)) / 255,
                                          (Double(image[position + 2]) * alpha + bb * (255 - alpha)) / 255)
            }
            first = blended(a)
            second = blended(b)
        }
        let dLightness = first.lightness - second.lightness
        let dl = first.l - second.l, dm = first.m - second.m, ds = first.s - second.s
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        let distance = Swift.abs(dLightness) + (da * da + db * db).squareRoot()
        let rest = threshold - Swift.abs(dLightness)
        if rest > 0 && da * da + db * db <= rest * rest { return (0, distance) }
        return (dLightness > 0 ? -1 : 1, distance)
    }

    /// The brightness difference the anti-aliasing detector uses between the centre pixel at
    /// `centre` and a neighbour at `m` of the same image. pixelmatch 7.2.0 blends translucent
    /// pixels over its checkerboard (at the centre's place); its main branch over white, with
    /// the alpha difference breaking a tie.
    private func brightnessDelta(_ image: UnsafePointer<UInt8>, _ centre: Int, _ m: Int) -> Double {
        let r1 = Double(image[centre]), g1 = Double(image[centre + 1]), b1 = Double(image[centre + 2]), a1 = Double(image[centre + 3])
        let r2 = Double(image[m]), g2 = Double(image[m + 1]), b2 = Double(image[m + 2]), a2 = Double(image[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = metric == .yiq ? background(centre) : (255, 255, 255)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
            let d = dr * 0.298_895_31 + dg * 0.586_622_47 + db * 0.114_482_23
            if metric == .oklab && d == 0 && da != 0 { return da / 2 }
            return d
        }
        return dr * 0.298_895_31 + dg * 0.586_622_47 + db * 0.114_482_23
    }

    /// Whether pixel (x, y) of `image` is on an anti-aliased edge (see the type's
    /// description); `own` and `other` are both images as words, `own` being `image`'s.
    private func isAntialiased(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int, _ width: Int, _ height: Int,
                               _ own: UnsafeRawPointer, _ other: UnsafeRawPointer) -> Bool {
        let x0 = Swift.max(x - 1, 0), y0 = Swift.max(y - 1, 0)
        let x2 = Swift.min(x + 1, width - 1), y2 = Swift.min(y + 1, height - 1)
        let centre = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                let delta = brightnessDelta(image, centre, (ny * width + nx) * 4)
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
        return (Self.hasManySiblings(own, darkestAt.x, darkestAt.y, width, height) && Self.hasManySiblings(other, darkestAt.x, darkestAt.y, width, height))
            || (Self.hasManySiblings(own, brightestAt.x, brightestAt.y, width, height) && Self.hasManySiblings(other, brightestAt.x, brightestAt.y, width, height))
    }

    /// Whether more than two of the pixel's neighbours are exactly the same colour as it.
    private static func hasManySiblings(_ words: UnsafeRawPointer, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = Swift.max(x - 1, 0), y0 = Swift.max(y - 1, 0)
        let x2 = Swift.min(x + 1, width - 1), y2 = Swift.min(y + 1, height - 1)
        let word = words.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where !(nx == x && ny == y) {
                if words.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == word { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }

    /// The most counted differences (mask value 1) in any `n` × `n` window (`n` no larger
    /// than the image): column sums over the last `n` rows, slid across each band.
    static func densestWindow(_ mask: [UInt8], _ width: Int, _ height: Int, _ n: Int) -> Int {
        var columns = [Int](repeating: 0, count: width)
        var densest = 0
        for y in 0..<height {
            for x in 0..<width {
                columns[x] += mask[y * width + x] == 1 ? 1 : 0
                if y >= n { columns[x] -= mask[(y - n) * width + x] == 1 ? 1 : 0 }
            }
            guard y >= n - 1 else { continue }
            var sum = 0
            for x in 0..<width {
                sum += columns[x]
                if x >= n { sum -= columns[x - n] }
                if x >= n - 1 { densest = Swift.max(densest, sum) }
            }
        }
        return densest
    }

    /// One step of FNV-1a over a 64-bit word.
    private static func hash(_ state: UInt64, _ word: UInt64) -> UInt64 {
        (state ^ word) &* 0x100_0000_01b3
    }
}
