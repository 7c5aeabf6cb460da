import ZoetropeCore

/// One item of a custom group: UIKit's `NSCollectionLayoutGroupCustomItem`.
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, @unchecked Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
