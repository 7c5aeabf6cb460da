/// UIKit's `UIPreviewParameters`: the outline and background of a context menu's preview of a
/// view (see `UITargetedPreview`); kept, not drawn.
open class UIPreviewParameters: NSObject {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor!

    public override init() {
        backgroundColor = .clear
        super.init()
    }

    /// Shows only `textLineRects` of the view (rectangles around its lines of text).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
    }
}
