extension LayoutAttributes {
    /// A clip between two clips; where one end has none, the other's holds throughout.
    static func interpolatedClip(_ from: Rect?, _ to: Rect?, progress: Double) -> Rect? {
        guard let from, let to else { return to ?? from }
        return from == to ? to : from.interpolatedByCorner(to: to, progress: progress)
    }

    /// The attributes a fraction `progress` of the way to `other`, with the element of `other`.
    ///
    /// The frame interpolates by centre and size, the transform by decomposed components (see
    /// `TransformComponents`, or `Transform3DComponents` when either end leaves the plane),
    /// alpha linearly. Integral properties switch at the end: z-index
    /// and hidden are those of `self` until `progress` reaches 1, except that an element is
    /// shown while animating if either end shows it. Progress beyond 0…1 (a spring's
    /// overshoot) carries frame and transform past their ends; alpha stays within 0…1.
    package func interpolated(to other: LayoutAttributes, progress: Double) -> LayoutAttributes {
        if progress <= 0 && self == other { return self }
        if progress == 1 { return other }
        if transform3D != nil || other.transform3D != nil {
            var result = LayoutAttributes(
                element: other.element,
                frame: frame.interpolated(to: other.frame, progress: progress),
                alpha: Swift.min(1, Swift.max(0, lerp(alpha, other.alpha, progress))),
                zIndex: progress <= 0 ? zIndex : other.zIndex,
                isHidden: isHidden && other.isHidden,
                clipRect: Self.interpolatedClip(clipRect, other.clipRect, progress: progress))
            result.setTransform3D(spatialTransform.interpolated(to: other.spatialTransform, progress: progress))
            return result
        }
        let transform: Transform
        if self.transform == other.transform {
            transform = other.transform
        } else {
            transform = TransformComponents(self.transform)
                .interpolated(to: TransformComponents(other.transform), progress: progress).transform
        }
        return LayoutAttributes(
            element: other.element,
            frame: frame.interpolated(to: other.frame, progress: progress),
            transform: transform,
            alpha: Swift.min(1, Swift.max(0, lerp(alpha, other.alpha, progress))),
            zIndex: progress <= 0 ? zIndex : other.zIndex,
            isHidden: isHidden && other.isHidden,
            clipRect: Self.interpolatedClip(clipRect, other.clipRect, progress: progress))
    }
}
