/// The direction text and layouts run in: UIKit's `UIUserInterfaceLayoutDirection`. Zoetrope
/// lays out left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
