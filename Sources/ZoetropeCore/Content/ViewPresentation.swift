/// What an element's own view shows over the attributes its layout gave it.
///
/// UIKit gives a shown cell its layout's attributes only when they change; in between, what
/// the app sets on the cell itself stands, and Core Animation draws the cell's layer, not the
/// attributes: a cell faded or turned from `scrollViewDidScroll(_:)` (a parallax, a cube), one
/// moved by setting its `center`, one hidden. This is that difference, read from the live view
/// against the attributes it was last given, and folded into the element's attributes for the
/// steps it is shown in (`Track.foldingViewPresentation()`).
package struct ViewPresentation: Hashable, Sendable {
    /// The view's alpha over the layout's, as a factor (so that a fade the layout animates
    /// still plays from where the app left the view).
    package var alphaFactor = 1.0
    /// How far the view's centre lies from the layout's.
    package var centerShift = Point.zero
    /// The view's size, where it differs from the layout's; nil where it does not.
    package var size: Size?
    /// The view's own transform, where it differs from the layout's: drawn instead of it.
    package var transform: Transform3D?
    /// Whether the app hid a view its layout shows.
    package var isHidden = false

    package init(alphaFactor: Double = 1, centerShift: Point = .zero, size: Size? = nil, transform: Transform3D? = nil, isHidden: Bool = false) {
        self.alphaFactor = alphaFactor
        self.centerShift = centerShift
        self.size = size
        self.transform = transform
        self.isHidden = isHidden
    }

    /// Whether the view shows just what its attributes say.
    package var isNeutral: Bool {
        alphaFactor == 1 && centerShift == .zero && size == nil && transform == nil && !isHidden
    }
}
