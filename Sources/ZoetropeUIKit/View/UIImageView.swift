/// An image view: UIKit's `UIImageView`. The first one in a cell's content view is drawn
/// filling the cell, fitted by its `contentMode` (aspect fit, else aspect fill).
open class UIImageView: UIView {
    open var image: UIImage?

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
