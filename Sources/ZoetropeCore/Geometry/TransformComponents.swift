/// A transform split into translation, rotation, skew and scale, the form in which Zoetrope
/// interpolates transforms.
///
/// Interpolating the six matrix entries of a rotation shrinks and shears the element half-way
/// (a 180° turn passes through a zero matrix). Interpolating these components instead keeps a
/// rotation a rotation, which is what Core Animation does for `transform.rotation` key paths
/// and what CSS calls "decomposed" interpolation.
///
/// The decomposition is `M = T(translation) · R(rotation) · K(skew) · S(scaleX, scaleY)` in
/// column-vector terms, with `K` a horizontal shear by `tan(skew)`; SVG's
/// `translate(…) rotate(…) skewX(…) scale(…)` composes the same four in the same order, which
/// is what lets the animated SVG reproduce every PNG frame exactly.
package struct TransformComponents: Hashable, Sendable {
    package var translationX: Double
    package var translationY: Double
    /// Radians, in (−π, π] when produced by decomposition.
    package var rotation: Double
    /// Horizontal skew angle in radians.
    package var skew: Double
    package var scaleX: Double
    package var scaleY: Double

    package init(translationX: Double = 0, translationY: Double = 0, rotation: Double = 0,
                skew: Double = 0, scaleX: Double = 1, scaleY: Double = 1) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.skew = skew
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    package static let identity = TransformComponents()

    /// Decomposes `transform`. A reflection shows as a negative `scaleY`; a transform that
    /// collapses the plane (scale 0) decomposes with rotation 0, so that growing from nothing
    /// never spins.
    package init(_ transform: Transform) {
        let a = transform.a, b = transform.b, c = transform.c, d = transform.d
        let scaleX = (a * a + b * b).squareRoot()
        var rotation = 0.0
        var scaleY = d
        var shear = 0.0
        if scaleX > 0 {
            rotation = Math.atan2(b, a)
            let cosine = a / scaleX, sine = b / scaleX
            scaleY = d * cosine - c * sine
            if scaleY != 0 { shear = (c * cosine + d * sine) / scaleY }
        } else if scaleY != 0 {
            shear = c / scaleY
        }
        self.init(translationX: transform.tx, translationY: transform.ty, rotation: rotation,
                  skew: Math.atan(shear), scaleX: scaleX, scaleY: scaleY)
    }

    /// The transform these components compose to.
    package var transform: Transform {
        let cosine = Math.cos(rotation), sine = Math.sin(rotation)
        let k = skew == 0 ? 0 : Math.tan(skew)
        // R · K · S, column-vector form [[a, c], [b, d]].
        return Transform(
            a: cosine * scaleX,
            b: sine * scaleX,
            c: (cosine * k - sine) * scaleY,
            d: (sine * k + cosine) * scaleY,
            tx: translationX, ty: translationY)
    }

    /// Each component interpolated on its own; rotation takes the shorter way round.
    package func interpolated(to other: TransformComponents, progress: Double) -> TransformComponents {
        TransformComponents(
            translationX: lerp(translationX, other.translationX, progress),
            translationY: lerp(translationY, other.translationY, progress),
            rotation: lerp(rotation, shortestRotationTarget(from: rotation, to: other.rotation), progress),
            skew: lerp(skew, other.skew, progress),
            scaleX: lerp(scaleX, other.scaleX, progress),
            scaleY: lerp(scaleY, other.scaleY, progress))
    }
}

/// `to`, moved by whole turns so that it lies within half a turn of `from`.
package func shortestRotationTarget(from: Double, to: Double) -> Double {
    let turn = 2 * Double.pi
    var target = to
    while target - from > Double.pi { target -= turn }
    while target - from < -Double.pi { target += turn }
    return target
}
