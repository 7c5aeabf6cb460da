/// What a view's content means for right-to-left layout: UIKit's `UISemanticContentAttribute`.
///
/// `.unspecified` follows the interface (and the nearest view above that forces a direction);
/// playback controls and spatial content (a D-pad, a map) stay left to right whatever the
/// interface; the two `force` cases say which way outright.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
