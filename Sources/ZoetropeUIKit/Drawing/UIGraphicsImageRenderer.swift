import ZoetropeCore

/// UIKit's image renderer: the block draws into a fresh context of the renderer's size, and
/// the picture is what it drew, kept as vectors (a `Drawing`), so an image view or a drawing
/// that shows it draws it sharp at any scale.
///
/// `pngData()` and `jpegData(compressionQuality:)` would need a rasteriser here; they return
/// nil (docs/bring-your-own-layout.md).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = CGRect(origin: .zero, size: size)
        super.init()
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = bounds
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// The picture the block draws.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: bounds.size)
        // The renderer's bounds' origin is the picture's top-left corner.
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.with(context) { actions(rendererContext) }
        return UIImage(drawing: context.drawing(), scale: format.scale)
    }

    /// Not made here: there is no rasteriser in the UIKit layer (see the type's note).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data? { nil }
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data? { nil }
}
