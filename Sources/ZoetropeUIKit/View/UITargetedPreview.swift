/// UIKit's `UITargetedPreview`: the view a context menu lifts and how (its parameters), as a
/// delegate's `previewForHighlightingContextMenuWithConfiguration` gives it. No menu opens in a
/// recording; it is kept, not drawn.
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    /// Where the preview is placed; nil for the view where it is.
    public let target: UIPreviewTarget?
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters(), target: UIPreviewTarget? = nil) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }
}
