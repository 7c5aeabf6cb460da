/// A collection view's editing mode, as a list's "Edit" button sets it
/// (`collectionView.isEditing = editing` in the controller's `setEditing(_:animated:)`, which
/// `UICollectionViewController` does by itself).
///
/// As in UIKit, each cell's configuration state says whether its collection view is editing,
/// so its configurations and `configurationUpdateHandler` follow; a list cell shows the
/// accessories displayed `.whenEditing` and hides those displayed `.whenNotEditing`: the
/// delete, insert and multiselect controls at its leading edge, pushing its text along, and the
/// reorder control at its trailing edge. The shown cells are brought to the new state and read
/// again at the next layout pass, so the change is drawn from the next step. No finger edits a
/// recording: the controls are drawn, never tapped.
extension UICollectionView {
    func editingDidChange() {
        for case let cell as UICollectionViewCell in subviews {
            cell.setNeedsUpdateConfiguration()
        }
    }
}
