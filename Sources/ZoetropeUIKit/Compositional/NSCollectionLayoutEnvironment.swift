import ZoetropeCore

/// What a section provider is told: UIKit's `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
