/// A picture inside an element, drawn over its fill and clipped to its corners, as a
/// `UIImageView` filling a cell.
public struct ImageContent: Hashable, Sendable {
    public var asset: ImageAsset
    public var mode: ImageContentMode

    public init(asset: ImageAsset, mode: ImageContentMode = .aspectFill) {
        self.asset = asset
        self.mode = mode
    }

    /// Where the picture is drawn for an element of `size` centred on the origin: the whole
    /// picture inside the element (fit) or the element covered (fill), centred, its aspect kept.
    package func drawnRect(in size: Size) -> Rect {
        let width = Double(asset.pixelWidth), height = Double(asset.pixelHeight)
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

/// A PNG picture's bytes and pixel size, loaded once and shared by every element that shows it.
///
/// Both backends draw from the bytes: Cairo decodes them, the SVG embeds them. Two assets are
/// equal when their names and bytes are, so reloading a fixture gives equal content.
public final class ImageAsset: Hashable, Sendable, CustomStringConvertible {
    /// The name it was loaded by (a path as a fixture wrote it), for messages.
    public let name: String
    /// The PNG file.
    public let pngData: [UInt8]
    public let pixelWidth: Int
    public let pixelHeight: Int

    public init(name: String, pngData: [UInt8], pixelWidth: Int, pixelHeight: Int) {
        self.name = name
        self.pngData = pngData
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    public static func == (lhs: ImageAsset, rhs: ImageAsset) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.pngData == rhs.pngData)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pngData.count)
    }

    public var description: String { "\(name) (\(pixelWidth)×\(pixelHeight))" }
}
