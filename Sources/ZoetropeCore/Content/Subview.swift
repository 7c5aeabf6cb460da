/// A view inside an element, placed by the app's own layout: what a cell laid out by Auto
/// Layout draws (a label, a picture, a coloured view), each at its frame.
///
/// Its frame follows the element's size as the app's constraints made it follow
/// (`ResizingFrame`), so a cell that grows mid-animation moves and stretches its subviews as
/// UIKit's layout pass does at each size. Its content is drawn as an element's is, inside that
/// frame: fill, picture, border, then text, which a label centres vertically in its frame.
package struct Subview: Hashable, Sendable {
    package var frame: ResizingFrame
    package var content: ElementContent
    /// What cuts it besides its own mask: the view holding it that clips; nil for none.
    package var clip: SubviewClip?

    package init(frame: ResizingFrame, content: ElementContent, clip: SubviewClip? = nil) {
        self.frame = frame
        self.content = content
        self.clip = clip
    }
}
