import ZoetropeCore

/// A width and a height: UIKit's `NSCollectionLayoutSize`.
open class NSCollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }

    var value: LayoutSize { LayoutSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
