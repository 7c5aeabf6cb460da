/// What a layout may ask of its collection view while it prepares: the bounds, the counts,
/// and the data (identities, sizes items ask for, sections' metrics, measured sizes).
///
/// UIKit layouts read these from their `collectionView` property and its delegate. Zoetrope
/// hands them to `prepare(for:)` instead, and the parameter is named `collectionView` so that a
/// UIKit layout's `prepare()` body ports unchanged.
public struct LayoutContext: Sendable {
    /// The visible rectangle in content coordinates; its origin is the content offset.
    public var bounds: Rect
    /// The number of items in each section.
    package var itemCounts: [Int]
    /// The data, when the layout runs inside a collection view; nil for counts alone.
    public var snapshot: CollectionSnapshot?
    /// Sizes of self-sizing items, measured from their content (see `TextMeasuring`).
    package var measuredSizes: MeasuredSizes?
    /// Measures text for self-sizing items; nil leaves them at their layout's size.
    public var textMeasurer: (any TextMeasuring)?
    /// Measures content the app sizes itself, before its label is measured (see
    /// `ContentMeasuring`).
    package var contentMeasurer: (any ContentMeasuring)?
    /// Where measured lines are kept between prepares.
    package var textLayoutCache: TextLayoutCache?
    /// How far each section that scrolls across the layout's scroll direction (a carousel of a
    /// compositional layout) is scrolled, by section identity, in points.
    package var orthogonalOffsets: [SectionID: Double] = [:]
    /// Pixels per point of the screen shown (UIKit's `traitCollection.displayScale`), when
    /// known: a compositional layout rounds its frames to it, as UIKit does. nil keeps exact
    /// fractions.
    public var displayScale: Double?
    /// The collection view's safe area (UIKit's `safeAreaInsets`): what a phone's rounded
    /// corners, sensor housing and home indicator cover. A compositional layout insets its
    /// sections across the scroll direction by it (`ContentInsetsReference.safeArea`, the
    /// default) and measures layout margins from inside it.
    public var safeAreaInsets: EdgeInsets = .zero
    /// The collection view's own layout margins (UIKit's `directionalLayoutMargins`), measured
    /// from inside the safe area; nil for the system's: 16 points on each side below 414
    /// points of width, 20 from there.
    public var layoutMargins: DirectionalEdgeInsets?

    public init(bounds: Rect, itemCounts: [Int]) {
        self.bounds = bounds
        self.itemCounts = itemCounts
    }

    public init(bounds: Rect, snapshot: CollectionSnapshot) {
        self.init(bounds: bounds, snapshot: snapshot, measuredSizes: nil)
    }

    /// With the sizes the collection view measured its self-sizing items at.
    package init(bounds: Rect, snapshot: CollectionSnapshot, measuredSizes: MeasuredSizes?) {
        self.bounds = bounds
        self.itemCounts = snapshot.itemCounts
        self.snapshot = snapshot
        self.measuredSizes = measuredSizes
    }

    public var numberOfSections: Int { itemCounts.count }

    /// The layout margins in effect, safe area included (UIKit's `insetsLayoutMarginsFromSafeArea`,
    /// true by default, keeps margins inside the safe area): what `layoutMargins` content
    /// insets and list rows measure from.
    package var effectiveLayoutMargins: DirectionalEdgeInsets {
        let own = layoutMargins ?? LayoutEnvironment.systemLayoutMargins(width: bounds.width)
        return DirectionalEdgeInsets(top: own.top + safeAreaInsets.top, leading: own.leading + safeAreaInsets.left,
                                     bottom: own.bottom + safeAreaInsets.bottom, trailing: own.trailing + safeAreaInsets.right)
    }

    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The item at `indexPath`, when the context has data.
    public func item(at indexPath: IndexPath) -> Item? { snapshot?.item(at: indexPath) }

    /// The section at `index`, when the context has data.
    public func section(_ index: Int) -> Section? {
        guard let snapshot, snapshot.sections.indices.contains(index) else { return nil }
        return snapshot.sections[index]
    }

    /// The size the item at `indexPath` asks for: its measured size when it sizes itself, else
    /// the size its data gives, else nil.
    public func preferredSize(ofItemAt indexPath: IndexPath) -> Size? {
        if let measured = measuredSizes?.size(at: indexPath) { return measured }
        return item(at: indexPath)?.size
    }

    /// The wrapped lines of `label` in an element `width` points wide (its insets inside), when
    /// a measurer is at hand.
    package func wrappedLines(of label: Label, elementWidth width: Double) -> [String]? {
        guard let textMeasurer else { return nil }
        let textWidth = Swift.max(1, width - label.insets.horizontal)
        if let textLayoutCache { return textLayoutCache.lines(of: label, width: textWidth, measurer: textMeasurer) }
        return TextLayout.lines(of: label.text, font: label.font, width: textWidth, measurer: textMeasurer)
    }

    /// A single-line label's text fitted to an element `width` points wide, when a measurer is
    /// at hand: inside its left and right insets when it is aligned, the whole width when it
    /// is centred on the element (as it is placed without regard to the insets).
    package func fittedText(of label: Label, elementWidth width: Double) -> String? {
        guard let textMeasurer else { return nil }
        let textWidth = Swift.max(0, label.alignment == nil ? width : width - label.insets.horizontal)
        if let textLayoutCache { return textLayoutCache.fittedText(of: label, width: textWidth, measurer: textMeasurer) }
        return TextLayout.truncated(label.text, font: label.font, width: textWidth, measurer: textMeasurer)
    }

    /// The height an item whose label wraps needs at `width`: its text's lines plus the
    /// label's insets. Nil for items without a wrapping label, or without a measurer.
    ///
    /// - Complexity: one cache lookup; the first time, O(c) measurements for c characters.
    public func selfSizedHeight(ofItemAt indexPath: IndexPath, width: Double) -> Double? {
        guard let label = item(at: indexPath)?.content.label, label.wraps,
            let lines = wrappedLines(of: label, elementWidth: width)
        else { return nil }
        return label.wrappedHeight(lineCount: lines.count)
    }

    /// The width an item's wrapping label takes on one line (its longest paragraph) plus the
    /// label's left and right insets: what a cell that hugs its text is as wide as. Nil for
    /// items without a wrapping label, or without a measurer.
    package func naturalWidth(ofItemAt indexPath: IndexPath) -> Double? {
        guard let label = item(at: indexPath)?.content.label, label.wraps, let textMeasurer else { return nil }
        let widest = label.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { textMeasurer.width(of: String($0), font: label.font) }.max() ?? 0
        return widest + label.insets.horizontal
    }

    /// Whether any item gives its own size or is measured: layouts can skip per-item work when not.
    package var hasItemSizes: Bool {
        if measuredSizes?.isEmpty == false { return true }
        return snapshot?.sections.contains { $0.items.contains { $0.size != nil } } ?? false
    }
}

extension LayoutContext: Equatable {
    public static func == (lhs: LayoutContext, rhs: LayoutContext) -> Bool {
        lhs.bounds == rhs.bounds && lhs.itemCounts == rhs.itemCounts && lhs.snapshot == rhs.snapshot
            && lhs.measuredSizes == rhs.measuredSizes
            && lhs.orthogonalOffsets == rhs.orthogonalOffsets
            && lhs.displayScale == rhs.displayScale && lhs.safeAreaInsets == rhs.safeAreaInsets
            && lhs.layoutMargins == rhs.layoutMargins
    }
}
