/// The rounded rectangle that cuts a subview: that of the nearest view holding it that clips
/// to its bounds (`clipsToBounds`, `masksToBounds`), as a card's rounded container cuts the
/// picture inside it. Its frame is in the element's space and follows the element's size as
/// the subview's own does.
package struct SubviewClip: Hashable, Sendable {
    package var frame: ResizingFrame
    package var cornerRadius: Double

    package init(frame: ResizingFrame, cornerRadius: Double = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}
