/// UIKit's older names, which layout code written before Swift's renamings still uses.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
