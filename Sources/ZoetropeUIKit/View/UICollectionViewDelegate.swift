/// The collection view's delegate: UIKit's `UICollectionViewDelegate`. Zoetrope asks it
/// nothing itself; a flow layout asks its flow-layout methods.
public protocol UICollectionViewDelegate: NSObjectProtocol {}
