/// The 256 colours (at most) one animated GIF is drawn in, chosen from every frame.
///
/// A GIF has one global colour table, so the palette is built from a histogram of the whole
/// animation, not frame by frame: a colour that only shows in the last second still gets its
/// entry, and a flat colour stays the same index in every frame (which keeps the frames'
/// changed rectangles small). When the animation uses 256 colours or fewer, they are the
/// palette exactly; otherwise a median cut over colours at 5 bits per channel picks 256 boxes,
/// each the population-weighted mean of its pixels. Everything is integer arithmetic with
/// ties broken by position, so the same frames always give the same palette.
package struct GIFPalette: Sendable, Equatable {
    /// The colours, as `[r, g, b]` triples, at most 256.
    package private(set) var colors: [[UInt8]]
    /// Colour index for every 15-bit colour (5 bits per channel), or nil when the palette is
    /// exact and indexed by full colour.
    private var table: [UInt8]
    private var exact: [UInt32: UInt8]

    /// Collects the colours of the frames a palette is made for.
    package struct Histogram: Sendable {
        fileprivate var counts = [Int](repeating: 0, count: 1 << 15)
        fileprivate var sums = [Int](repeating: 0, count: 3 << 15)
        fileprivate var distinct: Set<UInt32> = []
        fileprivate var tooManyForExact = false

        package init() {}

        /// This histogram and `other` together, as if every frame of both had been added to
        /// one: what frames counted on several cores add up to, the same whatever the split.
        package mutating func merge(_ other: Histogram) {
            for bin in counts.indices { counts[bin] += other.counts[bin] }
            for bin in sums.indices { sums[bin] += other.sums[bin] }
            if tooManyForExact || other.tooManyForExact {
                tooManyForExact = true
                distinct = []
            } else {
                distinct.formUnion(other.distinct)
                if distinct.count > 256 { tooManyForExact = true; distinct = [] }
            }
        }

        /// Adds an RGBA frame's pixels (composited over white where not opaque, as the GIF
        /// shows them).
        package mutating func add(rgba: [UInt8]) {
            var offset = 0
            while offset < rgba.count {
                let (r, g, b) = GIFPalette.composited(rgba, offset)
                let bin = GIFPalette.bin(r, g, b)
                counts[bin] += 1
                sums[bin * 3] += Int(r)
                sums[bin * 3 + 1] += Int(g)
                sums[bin * 3 + 2] += Int(b)
                if !tooManyForExact {
                    distinct.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                    if distinct.count > 256 { tooManyForExact = true; distinct = [] }
                }
                offset += 4
            }
        }
    }

    /// The palette for the frames collected in `histogram`.
    package init(_ histogram: Histogram) {
        if !histogram.tooManyForExact {
            let sorted = histogram.distinct.sorted()
            colors = sorted.isEmpty ? [[255, 255, 255]] : sorted.map { [UInt8($0 >> 16), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
            exact = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, UInt8($0)) })
            table = []
            return
        }
        colors = Self.medianCut(histogram, maximum: 256)
        exact = [:]
        table = Self.nearestTable(for: colors)
    }

    /// The palette index of the pixel at `offset` in an RGBA buffer, which is at (`x`, `y`).
    ///
    /// With an exact palette, the pixel's own colour; a colour within 2 levels of one in the
    /// palette, that one. Otherwise the nearest colour after an ordered (4 × 4 Bayer) dither of
    /// ±8 levels: gradients turn into a fine even texture
    /// instead of bands, and since the dither depends only on the position, a pixel that does
    /// not change keeps its index from frame to frame.
    @inline(__always)
    package func index(_ rgba: [UInt8], _ offset: Int, x: Int, y: Int) -> UInt8 {
        let (r, g, b) = Self.composited(rgba, offset)
        if table.isEmpty {
            return exact[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)] ?? 0
        }
        // A colour the palette has (nearly) as it is stays undithered: flat areas stay flat.
        let nearest = table[Self.bin(r, g, b)]
        let color = colors[Int(nearest)]
        if abs(Int(color[0]) - Int(r)) <= 2 && abs(Int(color[1]) - Int(g)) <= 2 && abs(Int(color[2]) - Int(b)) <= 2 {
            return nearest
        }
        let shift = Self.bayer[(y & 3) << 2 | (x & 3)]
        func dithered(_ c: UInt8) -> UInt8 { UInt8(clamping: Int(c) + shift) }
        return table[Self.bin(dithered(r), dithered(g), dithered(b))]
    }

    /// The 4 × 4 Bayer matrix, centred on 0, in levels.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { $0 - 8 }

    // MARK: - Building

    @inline(__always)
    static func composited(_ rgba: [UInt8], _ offset: Int) -> (UInt8, UInt8, UInt8) {
        let alpha = Int(rgba[offset + 3])
        if alpha == 255 { return (rgba[offset], rgba[offset + 1], rgba[offset + 2]) }
        func over(_ c: UInt8) -> UInt8 { UInt8((Int(c) * alpha + 255 * (255 - alpha) + 127) / 255) }
        return (over(rgba[offset]), over(rgba[offset + 1]), over(rgba[offset + 2]))
    }

    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }

    /// A box of histogram bins.
    private struct Box {
        var bins: [Int]
        var population: Int
        /// The channel (0 r, 1 g, 2 b) with the widest range, and that range in bin steps.
        var channel: Int
        var range: Int
    }

    private static func component(_ bin: Int, _ channel: Int) -> Int {
        (bin >> (10 - 5 * channel)) & 31
    }

    private static func box(_ bins: [Int], _ counts: [Int]) -> Box {
        var low = [31, 31, 31], high = [0, 0, 0], population = 0
        for bin in bins {
            population += counts[bin]
            for channel in 0..<3 {
                let value = component(bin, channel)
                low[channel] = Swift.min(low[channel], value)
                high[channel] = Swift.max(high[channel], value)
            }
        }
        let ranges = (0..<3).map { high[$0] - low[$0] }
        // Green first on ties: the eye is most sensitive to it.
        let channel = [1, 0, 2].max { ranges[$0] < ranges[$1] || ranges[$0] == ranges[$1] && $0 != 1 && $1 == 1 }!
        return Box(bins: bins, population: population, channel: channel, range: ranges[channel])
    }

    private static func medianCut(_ histogram: Histogram, maximum: Int) -> [[UInt8]] {
        let counts = histogram.counts
        let used = (0..<counts.count).filter { counts[$0] > 0 }
        var boxes = [box(used, counts)]
        while boxes.count < maximum {
            // Split the box where a split helps most: many pixels over a wide range.
            var best: Int?
            for (index, candidate) in boxes.enumerated() where candidate.bins.count > 1 {
                if best == nil || candidate.population * candidate.range > boxes[best!].population * boxes[best!].range {
                    best = index
                }
            }
            guard let chosen = best else { break }
            let splitting = boxes[chosen]
            let channel = splitting.channel
            let sorted = splitting.bins.sorted { (component($0, channel), $0) < (component($1, channel), $1) }
            // The weighted median, keeping at least one bin on each side.
            var running = 0, cut = 1
            for (position, bin) in sorted.enumerated() {
                running += counts[bin]
                if running * 2 >= splitting.population { cut = Swift.min(Swift.max(position + 1, 1), sorted.count - 1); break }
            }
            boxes[chosen] = box(Array(sorted[..<cut]), counts)
            boxes.append(box(Array(sorted[cut...]), counts))
        }
        return boxes.map { box in
            var sum = [0, 0, 0]
            for bin in box.bins {
                for channel in 0..<3 { sum[channel] += histogram.sums[bin * 3 + channel] }
            }
            let population = Swift.max(1, box.population)
            return sum.map { UInt8(($0 + population / 2) / population) }
        }
    }

    /// For every 15-bit colour, the nearest palette entry to the bin's centre.
    private static func nearestTable(for colors: [[UInt8]]) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 1 << 15)
        let palette = colors.map { $0.map(Int.init) }
        for bin in 0..<(1 << 15) {
            let r = component(bin, 0) << 3 | 4, g = component(bin, 1) << 3 | 4, b = component(bin, 2) << 3 | 4
            var bestIndex = 0, bestDistance = Int.max
            for (index, color) in palette.enumerated() {
                let dr = color[0] - r, dg = color[1] - g, db = color[2] - b
                let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
                if distance < bestDistance { bestDistance = distance; bestIndex = index }
            }
            table[bin] = UInt8(bestIndex)
        }
        return table
    }
}
