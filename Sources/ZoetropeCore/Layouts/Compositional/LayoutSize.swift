/// A width and a height, each a `LayoutDimension`: UIKit's `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` size.
    @inline(__always)
    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    var transposed: LayoutSize {
        LayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}
