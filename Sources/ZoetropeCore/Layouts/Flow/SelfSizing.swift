/// How a flow layout sizes items whose label wraps: what UIKit's
/// `preferredLayoutAttributesFitting(_:)` gives a cell whose content is constrained by Auto
/// Layout.
package struct SelfSizing: Hashable, Sendable {
    /// How wide a self-sizing item is.
    package enum Width: String, Hashable, Sendable, CaseIterable {
        /// The line's full width (inside the section's insets), as a list's cells: the text
        /// wraps to it.
        case full
        /// The width of its text on one line (with the label's insets), up to
        /// `maximumWidth`, where it wraps: a chat bubble, a tag.
        case fit
    }

    /// No item is shorter than this.
    package var minimumHeight: Double
    package var width: Width
    /// With `.fit`: no item is narrower than this.
    package var minimumWidth: Double
    /// With `.fit`: no item is wider than this (nor than the line); nil for the line's width.
    package var maximumWidth: Double?
    /// Where fitted items without an alignment of their own sit: on a line of their own
    /// against this edge (see `Item.alignment`); nil packs them as the flow layout packs
    /// items (tags).
    package var alignment: TextAlignment?

    package init(minimumHeight: Double = 0, width: Width = .full, minimumWidth: Double = 0, maximumWidth: Double? = nil,
                alignment: TextAlignment? = nil) {
        self.minimumHeight = minimumHeight
        self.width = width
        self.minimumWidth = minimumWidth
        self.maximumWidth = maximumWidth
        self.alignment = alignment
    }

    /// The size of an item whose label wraps, in a line `lineWidth` points wide; nil when the
    /// item has no wrapping label or there is no measurer.
    func size(ofItemAt path: IndexPath, lineWidth: Double, in context: LayoutContext) -> Size? {
        switch width {
        case .full:
            return context.selfSizedHeight(ofItemAt: path, width: lineWidth).map { Size(width: lineWidth, height: Swift.max(minimumHeight, $0)) }
        case .fit:
            guard let natural = context.naturalWidth(ofItemAt: path) else { return nil }
            let widest = Swift.min(lineWidth, maximumWidth ?? lineWidth)
            let width = Swift.min(widest, Swift.max(minimumWidth, natural))
            return context.selfSizedHeight(ofItemAt: path, width: width).map { Size(width: width, height: Swift.max(minimumHeight, $0)) }
        }
    }
}
