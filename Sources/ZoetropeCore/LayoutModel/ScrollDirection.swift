/// Which way a layout's content scrolls, as `UICollectionView.ScrollDirection`.
///
/// A flow layout fills lines across the scroll direction: rows when scrolling vertically,
/// columns when scrolling horizontally.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal

    /// A rectangle from a position and length along the line (across the scroll direction) and
    /// along the scroll direction.
    @inline(__always)
    func rect(line: Double, scroll: Double, lineLength: Double, scrollLength: Double) -> Rect {
        switch self {
        case .vertical: return Rect(x: line, y: scroll, width: lineLength, height: scrollLength)
        case .horizontal: return Rect(x: scroll, y: line, width: scrollLength, height: lineLength)
        }
    }

    /// A size's length along lines (across the scroll direction).
    @inline(__always)
    func lineLength(_ size: Size) -> Double { self == .vertical ? size.width : size.height }

    /// A size's length along the scroll direction.
    @inline(__always)
    func scrollLength(_ size: Size) -> Double { self == .vertical ? size.height : size.width }

    /// A rectangle's start and end along the scroll direction.
    @inline(__always)
    func scrollRange(_ rect: Rect) -> (min: Double, max: Double) {
        self == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// Insets as (leading, trailing) along lines and (before, after) along the scroll direction.
    @inline(__always)
    func sides(_ insets: EdgeInsets) -> (leading: Double, trailing: Double, before: Double, after: Double) {
        self == .vertical ? (insets.left, insets.right, insets.top, insets.bottom) : (insets.top, insets.bottom, insets.left, insets.right)
    }
}
