/// An image view: UIKit's `UIImageView`. In a cell laid out by Auto Layout it is drawn at the
/// frame its constraints give it; otherwise the first one in a cell's content view is drawn
/// filling the cell. Either way its picture is fitted by its `contentMode` (aspect fit, else
/// aspect fill), in its own colours, or as a template in the view's `tintColor`.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { contentDidChange(); keyValueDidChange() } }
    /// Whether an image of `.automatic` rendering mode is a template here: in a system button,
    /// as UIKit's button shows its image in its tint.
    var templatesAutomaticImages = false
    open override var tintColor: UIColor! { didSet { contentDidChange() } }
    /// The configuration a symbol image is shown in, over its own (`shownImage`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { contentDidChange() } }

    /// The image as drawn: a symbol made again in `preferredSymbolConfiguration`, as UIKit
    /// shows one.
    var shownImage: UIImage? {
        guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        if let image { frame.size = image.size }
    }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
}
