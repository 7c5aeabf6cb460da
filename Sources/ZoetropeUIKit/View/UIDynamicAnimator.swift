/// UIKit Dynamics' animator, unavailable: Zoetrope runs no physics. Its members are declared
/// (and as unavailable as the class) so that a springy layout written against it fails to
/// compile with this reason alone, not with a list of members Swift cannot find.
@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics: a layout driven by UIDynamicAnimator (springy cells while scrolling) has no frames to record. Give the layout's attributes directly, and use UIView.animate(withDuration:delay:usingSpringWithDamping:...) for springs.")
open class UIDynamicAnimator: NSObject {
    public override init() { fatalError() }
    public init(referenceView view: UIView) { fatalError() }
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

    open var referenceView: UIView? { nil }
    open var behaviors: [UIDynamicBehavior] { [] }
    open var isRunning: Bool { false }
    open func elapsedTime() -> TimeInterval { 0 }
    open func addBehavior(_ behavior: UIDynamicBehavior) {}
    open func removeBehavior(_ behavior: UIDynamicBehavior) {}
    open func removeAllBehaviors() {}
    open func items(in rect: CGRect) -> [UIDynamicItem] { [] }
    open func updateItem(usingCurrentState item: UIDynamicItem) {}
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}
