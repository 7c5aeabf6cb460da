/// The screen: UIKit's `UIScreen`, as layouts read it (an iPhone 15's, 390 × 844 points at 3×).
open class UIScreen: NSObject, @unchecked Sendable {
    public static let main = UIScreen()
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
}

/// The device: UIKit's `UIDevice`, an iPhone.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "18.0" }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// UIKit's older names, which layout code written before Swift's renamings still uses.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// The application: UIKit's `UIApplication`, as layouts read it.
open class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Dynamic Type's sizes: UIKit's `UIContentSizeCategory`. Zoetrope lays out at the default, Large.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public var isAccessibilityCategory: Bool { false }
}
