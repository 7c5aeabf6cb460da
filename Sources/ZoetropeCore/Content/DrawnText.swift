/// A line of text painted by `NSString.draw(at:withAttributes:)` or one line of
/// `draw(in:withAttributes:)`: its pen starts at `origin`, on the baseline, less `anchor`
/// times the line's advance as each backend shapes it (0 for text set from its start, 0.5
/// centred on `origin`, 1 ending there), so aligned text is placed by the glyphs it is drawn
/// with, whatever measured it when it was recorded.
package struct DrawnText: Hashable, Sendable {
    package var text: String
    package var font: Font
    package var color: Color
    package var origin: Point
    package var anchor: Double

    package init(text: String, font: Font, color: Color, origin: Point, anchor: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.origin = origin
        self.anchor = anchor
    }
}
