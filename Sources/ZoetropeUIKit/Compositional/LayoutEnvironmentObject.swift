import ZoetropeCore

/// The core's environment as UIKit's protocols.
final class LayoutEnvironmentObject: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer, @unchecked Sendable {
    let value: LayoutEnvironment

    init(_ value: LayoutEnvironment) {
        self.value = value
        super.init()
    }

    var container: any NSCollectionLayoutContainer { self }
    /// The screen's traits for a container of this size, in the style of the traits current
    /// while the layout runs (the collection view's).
    var traitCollection: UITraitCollection {
        let style = UITraitCollection.current.userInterfaceStyle
        return UITraitCollection(screen: .screen, width: contentSize.width, height: contentSize.height, style: style == .unspecified ? nil : style)
    }
    var contentSize: CGSize { Bridging.cgSize(value.container.contentSize) }
    var effectiveContentSize: CGSize { Bridging.cgSize(value.container.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { Self.insets(value.container.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { Self.insets(value.container.effectiveContentInsets) }

    static func insets(_ i: DirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing)
    }
}
