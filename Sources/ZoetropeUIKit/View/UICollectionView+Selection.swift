/// Selection as the app sets it (`selectItem`, `deselectItem`): no tap, so the delegate is not
/// told; a cell whose look changes when selected shows it in a step of its own.
extension UICollectionView {
    /// `selectItem(at:animated:scrollPosition:)`'s work: nil deselects every item.
    func select(_ indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection || allowsMultipleSelection else { return }
        let before = selectedItems
        guard let indexPath else {
            selectedItems = []
            showSelection(of: before, label: "selectItem(at:animated:scrollPosition:)")
            return
        }
        if !allowsMultipleSelection { selectedItems = [] }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        showSelection(of: Array(Set(before + [indexPath])), label: "selectItem(at:animated:scrollPosition:)")
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
}
