/// A nib's registration, declared so that code that registers its cells from a nib is told why
/// it does not compile, and nothing else: without them Swift picks the class registration and
/// complains that a nib is not a class.
extension UICollectionView {
    @available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: register the cell's class, or use UICollectionView.CellRegistration.")
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    @available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: register the view's class, or use UICollectionView.SupplementaryRegistration.")
    public func register(_ nib: UINib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
}
