/// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    case top, centeredVertically, bottom, left, centeredHorizontally, right
}

/// Where a scroll comes to rest: what `setContentOffset(_:animated:)` and
/// `scrollToItem(at:at:animated:)` are given, resolved against the layout after the step's
/// change, so that one step can insert a message and scroll to it.
public enum ScrollTarget: Hashable, Sendable {
    /// An offset; with `clamped`, held within the content as UIScrollView holds a scroll
    /// (0 to the content size less the bounds, each way); without, as given (overscroll).
    case offset(Point, clamped: Bool)
    /// The item at this index path, placed at `position`, clamped to the content.
    case item(IndexPath, ScrollPosition)
    /// The end of the content (its bottom, or its trailing end when it is wider than tall and
    /// the bounds are narrower: the right end, or the left one in a mirrored layout): a chat's
    /// scroll to the newest message.
    case end
}

extension CollectionView {
    /// The layout's content size.
    public var contentSize: Size { layout.collectionViewContentSize }

    /// `offset` held within the content and its insets (`contentInset`): from minus the
    /// leading inset to the content size plus the trailing inset, less the bounds' size.
    package func clampedOffset(_ offset: Point) -> Point {
        let minX = -contentInset.left, minY = -contentInset.top
        let maxX = Swift.max(minX, contentSize.width + contentInset.right - bounds.width)
        let maxY = Swift.max(minY, contentSize.height + contentInset.bottom - bounds.height)
        return Point(x: Swift.min(Swift.max(offset.x, minX), maxX), y: Swift.min(Swift.max(offset.y, minY), maxY))
    }

    /// Where `target` rests with the current layout and bounds; nil when it names an item
    /// the layout has no place for.
    package func restingOffset(for target: ScrollTarget) -> Point? {
        switch target {
        case .offset(let point, let clamped):
            return clamped ? clampedOffset(point) : point
        case .end:
            let wide = contentSize.width > bounds.width && contentSize.height <= bounds.height
            let trailing = leadsFromTheRight ? -contentInset.left - bounds.width : contentSize.width
            return clampedOffset(wide ? Point(x: trailing, y: bounds.origin.y) : Point(x: bounds.origin.x, y: contentSize.height))
        case .item(let path, let position):
            guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { return nil }
            var origin = bounds.origin
            switch position {
            case .top: origin.y = frame.minY - contentInset.top
            case .centeredVertically: origin.y = frame.midY - bounds.height / 2
            case .bottom: origin.y = frame.maxY - bounds.height + contentInset.bottom
            case .left: origin.x = frame.minX - contentInset.left
            case .centeredHorizontally: origin.x = frame.midX - bounds.width / 2
            case .right: origin.x = frame.maxX - bounds.width + contentInset.right
            }
            return clampedOffset(origin)
        }
    }
}
