extension Track {
    /// This track with a content transform in perspective (a cell's content view turned in
    /// space, see `ElementContent.contentTransform`) folded into its attributes' own
    /// transform, so that every backend draws it through the perspective pipeline elements
    /// already use. A flat content transform, or none, leaves the track as it is: that one is
    /// drawn inside the element, where it can be cut to the element's bounds.
    ///
    /// The content view's transform is flattened into the element's plane before the
    /// element's own applies, as Core Animation flattens a sublayer; the anchor point still
    /// moves the folded picture as it moved the element's.
    package func foldingContentTransform() -> Track {
        guard let inner = content.contentTransform, inner.drawsWithPerspective else { return self }
        var flat = inner
        flat.m13 = 0; flat.m23 = 0; flat.m33 = 0; flat.m43 = 0
        func folded(_ attributes: LayoutAttributes) -> LayoutAttributes {
            let shift = content.anchorShift(size: attributes.frame.size)
            let into = Transform3D(Transform(translationX: -shift.x, y: -shift.y))
            let outOf = Transform3D(Transform(translationX: shift.x, y: shift.y))
            var result = attributes
            result.setTransform3D(into.concatenating(flat).concatenating(outOf).concatenating(attributes.spatialTransform))
            return result
        }
        var track = self
        track.from = folded(from)
        track.to = folded(to)
        track.content.contentTransform = nil
        return track
    }

    /// This track with what its element's own view shows over the layout's attributes (see
    /// `ElementContent.viewPresentation`) folded into them, at its start and its end.
    package func foldingViewPresentation() -> Track {
        guard let presentation = content.viewPresentation else { return self }
        func shown(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var shown = attributes
            shown.alpha *= presentation.alphaFactor
            if let size = presentation.size { shown.size = size }
            shown.center = Point(x: attributes.center.x + presentation.centerShift.x, y: attributes.center.y + presentation.centerShift.y)
            if let transform = presentation.transform { shown.setTransform3D(transform) }
            shown.isHidden = shown.isHidden || presentation.isHidden
            return shown
        }
        var track = self
        track.from = shown(from)
        track.to = shown(to)
        track.content.viewPresentation = nil
        return track
    }
}
