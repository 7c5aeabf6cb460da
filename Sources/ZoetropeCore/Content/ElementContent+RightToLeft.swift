extension ElementContent {
    /// This content as a right-to-left interface shows it: what sits at the leading edge moves
    /// to the right one, as a cell's content does in Arabic or Hebrew.
    ///
    /// Content is written left to right (a label's left inset is its leading one, a subview's
    /// frame is measured from the left). Mirrored, each label's `.leading` side and the icon
    /// move to the right edge and the left and right insets swap, and each subview's frame is
    /// mirrored across the element, growing with it from the other side. Text itself, pictures,
    /// gradients and drawings are not turned around, as UIKit turns none of them.
    package func mirroredForRightToLeft() -> ElementContent {
        var content = self
        if let label { content.label = label.mirroredForRightToLeft() }
        if let secondaryLabel { content.secondaryLabel = secondaryLabel.mirroredForRightToLeft() }
        if !accessories.isEmpty { content.accessories = accessories.map { $0.mirroredForRightToLeft() } }
        if var icon {
            icon.layoutDirection = .rightToLeft
            icon.glyphLabel = icon.glyphLabel?.mirroredForRightToLeft()
            content.icon = icon
        }
        if !subviews.isEmpty {
            content.subviews = subviews.map { subview in
                var mirrored = subview
                mirrored.frame = subview.frame.mirroredAcrossWidth()
                mirrored.content = subview.content.mirroredForRightToLeft()
                return mirrored
            }
        }
        return content
    }
}

extension Label {
    /// The label in a right-to-left interface: its leading side is the right edge, and its
    /// left and right insets swap.
    package func mirroredForRightToLeft() -> Label {
        var label = self
        label.layoutDirection = .rightToLeft
        label.insets = EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        return label
    }
}

extension ResizingFrame {
    /// The frame mirrored across its element: its right edge's distance from the element's
    /// right edge is what its left edge's was from the left one, at every size.
    package func mirroredAcrossWidth() -> ResizingFrame {
        // x' = elementWidth − x − width, each term an affine function of the element's size.
        let mirroredX = Dependence(constant: -x.constant - width.constant, perWidth: 1 - x.perWidth - width.perWidth,
                                   perHeight: -x.perHeight - width.perHeight)
        return ResizingFrame(x: mirroredX, y: y, width: width, height: height)
    }
}
