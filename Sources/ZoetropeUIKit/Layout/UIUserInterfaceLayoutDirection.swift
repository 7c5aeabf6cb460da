/// The direction text and layouts run in: UIKit's `UIUserInterfaceLayoutDirection`. A
/// recording runs right to left when its traits say so (`UITraitCollection(layoutDirection:)`);
/// a view's `semanticContentAttribute` can force either.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
