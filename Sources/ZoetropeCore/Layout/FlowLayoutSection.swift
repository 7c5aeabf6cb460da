/// One section of a prepared flow layout: its header and footer frames, its lines, and the
/// frame of every item, kept so that queries need no recomputation.
struct FlowLayoutSection: Sendable {
    /// A run of items sharing a line, with the line's extent along the scroll axis.
    struct Line: Sendable {
        var minY: Double
        var maxY: Double
        var items: Range<Int>
    }

    let section: Int
    let minY: Double
    let maxY: Double
    let header: Rect?
    let footer: Rect?
    let lines: [Line]
    let itemFrames: [Rect]

    /// Lays out one section whose top edge is at `top`.
    ///
    /// `uniformSize` is the shared item size when the sizes are known to be equal without
    /// looking (no per-item sizes), which saves comparing n sizes.
    init(section: Int, top: Double, width: Double, itemSizes sizes: [Size], uniformSize: Size?,
         parameters p: FlowLayout) {
        self.section = section
        self.minY = top
        let inset = p.sectionInset
        let available = width - inset.horizontal
        let spacing = p.minimumInteritemSpacing
        // Comparisons of accumulated lengths tolerate rounding so that "equality fits" holds
        // for spacings such as 0.1 that binary floating point cannot represent.
        let tolerance = 1e-9 * Swift.max(1, abs(available))

        var y = top
        if p.headerHeight > 0 {
            header = Rect(x: 0, y: y, width: width, height: p.headerHeight)
            y += p.headerHeight
        } else {
            header = nil
        }
        y += inset.top

        let uniform: Size? = uniformSize ?? (sizes.allSatisfy { $0 == sizes.first } ? sizes.first : nil)
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var lines: [Line] = []
        var start = 0
        while start < sizes.count {
            // Greedy: take items while the next still fits after the minimum spacing.
            var used = sizes[start].width
            var end = start + 1
            while end < sizes.count, used + spacing + sizes[end].width <= available + tolerance {
                used += spacing + sizes[end].width
                end += 1
            }
            let isLast = end == sizes.count
            var thickness = 0.0
            for i in start..<end { thickness = Swift.max(thickness, sizes[i].height) }
            let xs = FlowLayoutSection.lineOffsets(
                sizes: sizes[start..<end], isLastLine: isLast, uniformSize: uniform,
                available: available, spacing: spacing, tolerance: tolerance)
            for (k, i) in (start..<end).enumerated() {
                let size = sizes[i]
                frames[i] = Rect(x: inset.left + xs[k], y: y + (thickness - size.height) / 2,
                                 width: size.width, height: size.height)
            }
            lines.append(Line(minY: y, maxY: y + thickness, items: start..<end))
            y += thickness
            if !isLast { y += p.minimumLineSpacing }
            start = end
        }

        y += inset.bottom
        if p.footerHeight > 0 {
            footer = Rect(x: 0, y: y, width: width, height: p.footerHeight)
            y += p.footerHeight
        } else {
            footer = nil
        }
        self.maxY = y
        self.lines = lines
        self.itemFrames = frames
    }

    /// Offsets of each item of one line from the leading inset.
    static func lineOffsets(sizes: ArraySlice<Size>, isLastLine: Bool, uniformSize: Size?, available: Double,
                            spacing: Double, tolerance: Double) -> [Double] {
        let n = sizes.count
        let total = sizes.reduce(0) { $0 + $1.width }
        let leftover = available - total - Double(n - 1) * spacing

        func packed(from start: Double, gap: Double) -> [Double] {
            var offsets: [Double] = []
            offsets.reserveCapacity(n)
            var x = start
            for size in sizes {
                offsets.append(x)
                x += size.width + gap
            }
            return offsets
        }

        if !isLastLine {
            // Inner line: justify, or centre a lone item.
            return n >= 2 ? packed(from: 0, gap: spacing + leftover / Double(n - 1)) : [leftover / 2]
        }
        guard let uniform = uniformSize else {
            // Last line, sizes differ: left-aligned at the minimum spacing.
            return packed(from: 0, gap: spacing)
        }
        // Last line, one size: the slots of a full line, so columns line up with the lines above.
        let capacity = Swift.max(1, Int(((available + spacing) / (uniform.width + spacing)) + tolerance))
        if capacity <= 1 {
            return [(available - uniform.width) / 2]
        }
        let slotLeftover = available - Double(capacity) * uniform.width - Double(capacity - 1) * spacing
        return packed(from: 0, gap: spacing + slotLeftover / Double(capacity - 1))
    }

    func itemFrame(at item: Int) -> Rect? {
        itemFrames.indices.contains(item) ? itemFrames[item] : nil
    }

    /// Appends the attributes of this section's elements that intersect `rect`, in the order
    /// header, items, footer.
    func appendAttributes(in rect: Rect, to result: inout [LayoutAttributes]) {
        if let header, header.intersects(rect) {
            result.append(LayoutAttributes(element: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)), frame: header))
        }
        // Lines from the first that ends below the top of the rect.
        var l = lines.partitioningIndex { $0.maxY > rect.minY }
        while l < lines.count, lines[l].minY < rect.maxY {
            for i in lines[l].items where itemFrames[i].intersects(rect) {
                result.append(LayoutAttributes(element: .cell(IndexPath(item: i, section: section)), frame: itemFrames[i]))
            }
            l += 1
        }
        if let footer, footer.intersects(rect) {
            result.append(LayoutAttributes(element: .supplementary(.sectionFooter, IndexPath(item: 0, section: section)), frame: footer))
        }
    }
}
