/// Where a label's text sits inside its element, the same for every backend.
///
/// Positions are relative to the element's centre, y downwards, at the text's baseline; the
/// horizontal position is where the line starts, given its advance width.
public enum LabelGeometry {
    /// The start of wrapped line `line` (counted from 0) of `label` in an element of
    /// `elementSize`, for a line `advance` points wide.
    public static func wrappedLinePosition(_ label: Label, line: Int, advance: Double, elementSize: Size) -> Point {
        let metrics = FontMetrics.dejaVuSans
        let top = -elementSize.height / 2 + label.insets.top
        let y = top + metrics.ascent * label.fontSize + Double(line) * label.font.lineHeight
        let left = -elementSize.width / 2 + label.insets.left
        let right = elementSize.width / 2 - label.insets.right
        let x: Double
        switch label.alignment {
        case .leading: x = left
        case .center: x = (left + right) / 2 - advance / 2
        case .trailing: x = right - advance
        }
        return Point(x: x, y: y)
    }
}
