/// One section of a prepared flow layout: its header, footer and background frames, its
/// lines, and the frame of every item, kept so that queries need no recomputation.
///
/// Computed in line and scroll coordinates (across and along the scroll direction), so the
/// same rules serve vertical and horizontal layouts.
struct FlowLayoutSection: Sendable {
    /// The metrics in force for one section.
    struct Metrics: Sendable {
        var itemSize: Size
        var minimumLineSpacing: Double
        var minimumInteritemSpacing: Double
        var sectionInset: EdgeInsets
        var headerReferenceSize: Size
        var footerReferenceSize: Size
    }

    /// A run of items sharing a line, with the line's extent along the scroll direction.
    struct Line: Sendable {
        var start: Double
        var end: Double
        var items: Range<Int>
    }

    let section: Int
    /// Extent along the scroll direction.
    let start: Double
    let end: Double
    let header: Rect?
    let footer: Rect?
    let background: Rect?
    let backgroundKind: ElementKind?
    let lines: [Line]
    let itemFrames: [Rect]

    /// Lays out one section that starts at `start` along the scroll direction.
    ///
    /// `uniformSize` is the shared item size when the sizes are known to be equal without
    /// looking (no per-item sizes), which saves comparing n sizes.
    ///
    /// `alignments`, when not empty, gives each item's `Item.alignment`: an aligned item takes
    /// a line of its own and sits against that edge of it.
    init(section: Int, start: Double, lineAxisLength: Double, itemSizes sizes: [Size], uniformSize: Size?,
         metrics m: Metrics, axis: ScrollDirection, backgroundKind: ElementKind?, alignments: [TextAlignment?] = []) {
        self.section = section
        self.start = start
        self.backgroundKind = backgroundKind
        let inset = axis.sides(m.sectionInset)
        let available = lineAxisLength - inset.leading - inset.trailing
        let spacing = m.minimumInteritemSpacing
        // Comparisons of accumulated lengths tolerate rounding so that "equality fits" holds
        // for spacings such as 0.1 that binary floating point cannot represent.
        let tolerance = 1e-9 * Swift.max(1, abs(available))

        var position = start
        let headerLength = axis.scrollLength(m.headerReferenceSize)
        if headerLength > 0 {
            header = axis.rect(line: 0, scroll: position, lineLength: lineAxisLength, scrollLength: headerLength)
            position += headerLength
        } else {
            header = nil
        }
        let contentStart = position
        position += inset.before

        let uniform: Size? = uniformSize ?? (sizes.allSatisfy { $0 == sizes.first } ? sizes.first : nil)
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var lines: [Line] = []
        var first = 0
        while first < sizes.count {
            // Greedy: take items while the next still fits after the minimum spacing.
            // An aligned item is a line of its own; an unaligned line stops before one.
            let aligned: (Int) -> TextAlignment? = { alignments.isEmpty ? nil : alignments[$0] }
            var used = axis.lineLength(sizes[first])
            var end = first + 1
            while aligned(first) == nil, end < sizes.count, aligned(end) == nil,
                  used + spacing + axis.lineLength(sizes[end]) <= available + tolerance {
                used += spacing + axis.lineLength(sizes[end])
                end += 1
            }
            let isLast = end == sizes.count
            var thickness = 0.0
            for i in first..<end { thickness = Swift.max(thickness, axis.scrollLength(sizes[i])) }
            let offsets: [Double]
            if let alignment = aligned(first) {
                let leftover = available - axis.lineLength(sizes[first])
                offsets = [alignment == .leading ? 0 : alignment == .trailing ? leftover : leftover / 2]
            } else {
                offsets = FlowLayoutSection.lineOffsets(
                    lengths: sizes[first..<end].map { axis.lineLength($0) }, isLastLine: isLast,
                    uniformLength: uniform.map { axis.lineLength($0) }, available: available, spacing: spacing, tolerance: tolerance)
            }
            for (k, i) in (first..<end).enumerated() {
                let size = sizes[i]
                let across = axis.scrollLength(size)
                frames[i] = axis.rect(line: inset.leading + offsets[k], scroll: position + (thickness - across) / 2,
                                      lineLength: axis.lineLength(size), scrollLength: across)
            }
            lines.append(Line(start: position, end: position + thickness, items: first..<end))
            position += thickness
            if !isLast { position += m.minimumLineSpacing }
            first = end
        }

        position += inset.after
        background = backgroundKind == nil
            ? nil : axis.rect(line: 0, scroll: contentStart, lineLength: lineAxisLength, scrollLength: position - contentStart)
        let footerLength = axis.scrollLength(m.footerReferenceSize)
        if footerLength > 0 {
            footer = axis.rect(line: 0, scroll: position, lineLength: lineAxisLength, scrollLength: footerLength)
            position += footerLength
        } else {
            footer = nil
        }
        self.end = position
        self.lines = lines
        self.itemFrames = frames
    }

    /// Offsets of each item of one line from the leading inset, given the items' lengths along
    /// the line.
    static func lineOffsets(lengths: [Double], isLastLine: Bool, uniformLength: Double?, available: Double,
                            spacing: Double, tolerance: Double) -> [Double] {
        let n = lengths.count
        let total = lengths.reduce(0, +)
        let leftover = available - total - Double(n - 1) * spacing

        func packed(from start: Double, gap: Double) -> [Double] {
            var offsets: [Double] = []
            offsets.reserveCapacity(n)
            var x = start
            for length in lengths {
                offsets.append(x)
                x += length + gap
            }
            return offsets
        }

        if !isLastLine {
            // Inner line: justify, or centre a lone item.
            return n >= 2 ? packed(from: 0, gap: spacing + leftover / Double(n - 1)) : [leftover / 2]
        }
        guard let uniform = uniformLength else {
            // Last line, lengths differ: packed from the leading inset at the minimum spacing.
            return packed(from: 0, gap: spacing)
        }
        // Last line, one length: the slots of a full line, so it lines up with the lines above.
        // Items of no length with no spacing fit without end: the line holds what it holds.
        let slot = uniform + spacing
        let slots = slot > 0 ? ((available + spacing) / slot) + tolerance : Double(lengths.count)
        let capacity = Swift.max(1, Swift.max(lengths.count, Int(Swift.min(slots, Double(lengths.count + 1_000_000)))))
        if capacity <= 1 {
            return [(available - uniform) / 2]
        }
        let slotLeftover = available - Double(capacity) * uniform - Double(capacity - 1) * spacing
        return packed(from: 0, gap: spacing + slotLeftover / Double(capacity - 1))
    }

    func itemFrame(at item: Int) -> Rect? {
        itemFrames.indices.contains(item) ? itemFrames[item] : nil
    }

    /// Appends the attributes of this section's elements that intersect `rect`, in the order
    /// background, header, items, footer.
    func appendAttributes(in rect: Rect, axis: ScrollDirection, to result: inout [LayoutAttributes]) {
        let path = IndexPath(item: 0, section: section)
        if let background, let backgroundKind, background.intersects(rect) {
            result.append(LayoutAttributes(element: .decoration(backgroundKind, path), frame: background, zIndex: 0))
        }
        if let header, header.intersects(rect) {
            result.append(LayoutAttributes(element: .supplementary(.sectionHeader, path), frame: header))
        }
        let range = axis.scrollRange(rect)
        // Lines from the first that ends after the start of the rect.
        let first = lines.partitioningIndex { $0.end > range.min }
        var end = first, room = 0
        while end < lines.count, lines[end].start < range.max {
            room += lines[end].items.count
            end += 1
        }
        // Room for them all, made once: an array grown one element at a time is copied at each
        // doubling, and a collection view asks this of its visible rectangle at every pass. (At
        // least doubled, so that a rectangle over many sections still grows it geometrically.)
        let needed = result.count + room + 1
        if result.capacity < needed { result.reserveCapacity(max(needed, 2 * result.capacity)) }
        for line in lines[first..<end] {
            for i in line.items where itemFrames[i].intersects(rect) {
                result.append(LayoutAttributes(element: .cell(IndexPath(item: i, section: section)), frame: itemFrames[i]))
            }
        }
        if let footer, footer.intersects(rect) {
            result.append(LayoutAttributes(element: .supplementary(.sectionFooter, path), frame: footer))
        }
    }
}
