/// Moving an item as a finger drags it, UIKit's interactive movement, as far as a recording
/// has it: no finger drags, so the cell is not drawn under one while it moves. What the app
/// asks for is kept: the item to move, the point it is dragged to (the item there is where
/// it goes), and at the end the data source moves it in the app's data and the collection
/// view animates the move, as UIKit does when the finger lifts.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false when the data source says it cannot
    /// move (`collectionView(_:canMoveItemAt:)`), or another movement is under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: Foundation.IndexPath) -> Bool {
        guard interactiveMovement == nil, load(), core?.snapshot.item(at: Bridging.indexPath(indexPath)) != nil,
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false else { return false }
        interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// The point the moving item is dragged to, in the collection view's content: the item
    /// under it is where the moving one will go.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, let target = indexPathForItem(at: targetPosition) else { return }
        interactiveMovement = (movement.from, target)
    }

    /// Ends the movement: the data source moves the item in the app's data, and the move is
    /// animated in this turn (`moveItem(at:to:)`).
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.target != movement.from else { return }
        dataSource?.collectionView(self, moveItemAt: movement.from, to: movement.target)
        performBatchUpdates { self.moveItem(at: movement.from, to: movement.target) }
    }

    /// Ends the movement with the item where it was.
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
    }
}
