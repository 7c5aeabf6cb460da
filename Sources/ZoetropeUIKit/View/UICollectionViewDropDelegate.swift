@available(*, unavailable, message: "Zoetrope has no touches: drag and drop, and interactive reordering, cannot be recorded. Record the move they end in with moveItem(at:to:).")
public protocol UICollectionViewDropDelegate {}
