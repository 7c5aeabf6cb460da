/// The animatable numbers of a layout attributes value, in the form they interpolate in: centre,
/// size, decomposed transform, alpha. Added and subtracted component by component.
struct AttributeVector: Hashable, Sendable {
    var values: [Double]

    init(_ attributes: LayoutAttributes) {
        let c = TransformComponents(attributes.transform)
        let center = attributes.frame.center
        values = [center.x, center.y, attributes.frame.width, attributes.frame.height,
                  c.translationX, c.translationY, c.rotation, c.skew, c.scaleX, c.scaleY, attributes.alpha]
    }

    private init(values: [Double]) { self.values = values }

    static func + (lhs: AttributeVector, rhs: AttributeVector) -> AttributeVector {
        AttributeVector(values: zip(lhs.values, rhs.values).map(+))
    }

    static func - (lhs: AttributeVector, rhs: AttributeVector) -> AttributeVector {
        var difference = zip(lhs.values, rhs.values).map(-)
        // Rotation: the shorter way round.
        difference[6] = shortestRotationTarget(from: 0, to: difference[6])
        return AttributeVector(values: difference)
    }

    /// Attributes with these numbers and `base`'s element, z-index and visibility.
    func attributes(like base: LayoutAttributes) -> LayoutAttributes {
        let v = values
        let transform = TransformComponents(translationX: v[4], translationY: v[5], rotation: v[6], skew: v[7], scaleX: v[8], scaleY: v[9]).transform
        return LayoutAttributes(element: base.element, frame: Rect(center: Point(x: v[0], y: v[1]), size: Size(width: Swift.max(0, v[2]), height: Swift.max(0, v[3]))),
                                transform: transform, alpha: Swift.min(1, Swift.max(0, v[10])), zIndex: base.zIndex, isHidden: base.isHidden,
                                clipRect: base.clipRect)
    }
}
