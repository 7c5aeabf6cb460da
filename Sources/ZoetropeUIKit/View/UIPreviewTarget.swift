/// UIKit's `UIPreviewTarget`: the container and centre a `UITargetedPreview` is shown in; kept.
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}
