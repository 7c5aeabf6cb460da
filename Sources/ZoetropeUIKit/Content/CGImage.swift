#if !canImport(CoreGraphics)
/// Core Graphics' bitmap image, as apps hand a picture to a layer
/// (`layer.contents = image.cgImage`): the `UIImage` it came from.
public final class CGImage: @unchecked Sendable {
    let image: UIImage

    init(image: UIImage) {
        self.image = image
    }

    public var width: Int { image.pixelSize.width }
    public var height: Int { image.pixelSize.height }
}

extension UIImage {
    /// The picture as a `CGImage`; nil for an empty one, as UIKit's.
    public var cgImage: CGImage? { isEmpty ? nil : CGImage(image: self) }

    public convenience init(cgImage: CGImage) {
        self.init(copying: cgImage.image)
    }
}
#endif
