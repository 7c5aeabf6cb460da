import ZoetropeCore

/// A view behind a section, such as its background: UIKit's `NSCollectionLayoutDecorationItem`.
/// The view is the class registered with the layout's `register(_:forDecorationViewOfKind:)`.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem, @unchecked Sendable {
    public let elementKind: String
    /// 0 by default, as in UIKit: beneath the section's other items all the same.
    public var zIndex = 0

    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    var decorationValue: LayoutDecorationItem {
        var item = LayoutDecorationItem.background(elementKind: Bridging.kind(elementKind))
        item.contentInsets = Self.insets(contentInsets)
        item.zIndex = zIndex
        return item
    }
}
