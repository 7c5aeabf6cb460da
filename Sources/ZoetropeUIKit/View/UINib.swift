@available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: register a class, or use UICollectionView.CellRegistration.")
open class UINib: NSObject {}
