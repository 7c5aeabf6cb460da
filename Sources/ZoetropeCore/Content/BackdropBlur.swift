/// A blur of what lies behind an element, as `UIVisualEffectView` with a `UIBlurEffect` shows:
/// the pixels already drawn under the element's rounded rectangle, blurred, their saturation
/// raised, then the element's own fill laid over them as the tint.
///
/// The blur is Gaussian with a standard deviation of `radius` points, as the `blurRadius` of
/// Apple's image-effects sample code (the blur iOS 7's translucent bars were shown with) and Core
/// Image's `CIGaussianBlur` read it: unlike a shadow's radius, which is twice the deviation.
/// Both backends blur as SVG's `feGaussianBlur` does (three box blurs from two points of
/// deviation up), then scale saturation as `feColorMatrix type="saturate"` does, in sRGB.
///
/// What the phone blurs and what is drawn here differ in known ways (docs/rendering.md,
/// "Blur"): the phone samples what lies past the screen's edge as the edge pixels, and blurs a
/// downscaled copy; the materials' exact figures are not published, so each style's are the
/// closest published ones.
public struct BackdropBlur: Hashable, Sendable {
    /// The Gaussian's standard deviation, in points.
    public var radius: Double
    /// How the blurred colours' saturation is scaled: 1 leaves it, 1.8 (every `UIBlurEffect`
    /// style) makes the colours behind read through the tint.
    public var saturation: Double
    /// How much of the blurred picture is laid over what lies behind, from 0 to 1: a
    /// `UIVisualEffectView` at an alpha below 1 (apps fade a blur in that way, or keep one
    /// faint) shows the blur that faintly, its sharp backdrop through it.
    public var opacity: Double

    public init(radius: Double, saturation: Double = 1, opacity: Double = 1) {
        precondition(radius >= 0 && radius.isFinite, "A blur's radius is finite and not negative")
        precondition(saturation >= 0 && saturation.isFinite, "A blur's saturation is finite and not negative")
        precondition((0...1).contains(opacity), "A blur's opacity is from 0 to 1")
        self.radius = radius
        self.saturation = saturation
        self.opacity = opacity
    }

    /// How far beyond the element the blur reads: three standard deviations, where the
    /// Gaussian's weight is below 0.3 %.
    package var reach: Double { 3 * radius }

    /// The matrix of `feColorMatrix type="saturate"` for `saturation`, row by row over red,
    /// green and blue (Filter Effects 1, 9.6): both backends scale colours by it.
    package var saturationMatrix: [[Double]] {
        let s = saturation
        return [[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
                [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]]
    }
}
