import ZoetropeCore

/// What a compositional layout as a whole scrolls and spaces: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying, @unchecked Sendable {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from: the safe area, as UIKit's default is.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    var value: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = Double(interSectionSpacing)
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.map(\.boundaryValue)
        configuration.contentInsetsReference = contentInsetsReference.value
        return configuration
    }
}
