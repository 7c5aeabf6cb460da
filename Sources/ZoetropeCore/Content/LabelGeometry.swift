/// Where a label's text sits inside its element, the same for every backend.
///
/// Positions are relative to the element's centre, y downwards, at the text's baseline; the
/// horizontal position is where the line starts, given its advance width.
package enum LabelGeometry {
    /// The start of wrapped line `line` (counted from 0) of `label` in an element of
    /// `elementSize`, for a line `advance` points wide. A line that reads right to left has its
    /// leading edge on the right.
    package static func wrappedLinePosition(_ label: Label, line: Int, advance: Double, elementSize: Size, rightToLeft: Bool = false) -> Point {
        let metrics = label.font.metrics
        let top = label.centresLinesVertically
            ? -Double(label.lines?.count ?? 1) * label.font.lineHeight / 2
            : -elementSize.height / 2 + label.insets.top
        let y = top + metrics.ascent * label.fontSize + Double(line) * label.font.lineHeight
        return Point(x: lineStart(label.wrappedAlignment, label: label, advance: advance, elementWidth: elementSize.width, rightToLeft: rightToLeft), y: y)
    }

    /// The start of a single-line label `advance` points wide: centred vertically (the font's
    /// em box on the element's centre, moved by its `verticalOffset`); across, centred on the element's centre unless the
    /// label asks for another alignment, then against its insets.
    package static func singleLinePosition(_ label: Label, advance: Double, elementSize: Size, rightToLeft: Bool = false) -> Point {
        let y = label.font.metrics.baselineOffset(fontSize: label.fontSize) + label.verticalOffset
        guard let alignment = label.alignment else { return Point(x: -advance / 2, y: y) }
        return Point(x: lineStart(alignment, label: label, advance: advance, elementWidth: elementSize.width, rightToLeft: rightToLeft), y: y)
    }

    private static func lineStart(_ alignment: TextAlignment, label: Label, advance: Double, elementWidth: Double, rightToLeft: Bool) -> Double {
        let left = -elementWidth / 2 + label.insets.left
        let right = elementWidth / 2 - label.insets.right
        // Leading and trailing are the interface's when it reads right to left, else the text's
        // own: the right edge leads in Arabic.
        let rightToLeft = rightToLeft || label.layoutDirection == .rightToLeft
        let side: TextAlignment = !rightToLeft ? alignment : alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
        switch side {
        case .leading: return left
        case .center: return (left + right) / 2 - advance / 2
        case .trailing: return right - advance
        }
    }
}
