/// A picture inside an element, drawn over its fill and clipped to its corners, as a
/// `UIImageView` filling a cell.
public struct ImageContent: Hashable, Sendable {
    public var asset: ImageAsset
    public var mode: ImageContentMode
    /// When set, the picture is drawn as a template: its alpha filled with this colour, as an
    /// image view shows a template image in its tint colour. Nil: in its own colours.
    public var tint: Color?

    public init(asset: ImageAsset, mode: ImageContentMode = .aspectFill, tint: Color? = nil) {
        self.asset = asset
        self.mode = mode
        self.tint = tint
    }

    /// Where the picture is drawn for an element of `size` centred on the origin: the whole
    /// picture inside the element (fit) or the element covered (fill), centred, its aspect kept.
    package func drawnRect(in size: Size) -> Rect {
        let width = asset.width, height = asset.height
        guard width > 0, height > 0, size.width > 0, size.height > 0 else { return Rect(center: .zero, size: .zero) }
        let scale: Double
        switch mode {
        case .aspectFill: scale = Swift.max(size.width / width, size.height / height)
        case .aspectFit: scale = Swift.min(size.width / width, size.height / height)
        }
        return Rect(center: .zero, size: Size(width: width * scale, height: height * scale))
    }
}

/// How a picture is fitted to its element, as `UIView.ContentMode`.
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable {
    /// Covers the element; what overflows is clipped.
    case aspectFill
    /// Fits inside the element; the fill shows around it.
    case aspectFit
}

/// What kind of file a picture is, which decides how each backend draws it.
public enum ImageFormat: String, Hashable, Sendable {
    /// A raster picture: Cairo decodes it once and scales its pixels; the SVG embeds it.
    case png
    /// A vector picture: Cairo draws it with librsvg at every frame's scale, so it stays sharp
    /// at any size; the SVG embeds the file as it is, which a browser draws as vectors too.
    case svg
}
