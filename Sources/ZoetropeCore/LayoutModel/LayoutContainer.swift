/// A container's size and insets: UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: DirectionalEdgeInsets

    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size inside the insets.
    public var effectiveContentSize: Size { contentSize.inset(by: contentInsets) }
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}
