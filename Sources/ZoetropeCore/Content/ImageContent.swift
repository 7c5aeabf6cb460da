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

/// A picture's bytes and size, loaded once and shared by every element that shows it.
///
/// Both backends draw from the bytes: Cairo decodes a PNG or draws an SVG with librsvg, the
/// SVG output embeds the file. Two assets are equal when their names and bytes are, so
/// reloading a fixture gives equal content.
public final class ImageAsset: Hashable, Sendable, CustomStringConvertible {
    /// The name it was loaded by (a path as a fixture wrote it), for messages.
    public let name: String
    public let format: ImageFormat
    /// The file's bytes, as read.
    public let data: [UInt8]
    /// The picture's own size: pixels for a PNG, CSS pixels (`px`) for an SVG. Only its
    /// aspect ratio matters where it is drawn, since a picture is fitted to its element.
    public let width: Double
    public let height: Double

    /// A PNG picture.
    public init(name: String, pngData: [UInt8], pixelWidth: Int, pixelHeight: Int) {
        self.name = name
        self.format = .png
        self.data = pngData
        self.width = Double(pixelWidth)
        self.height = Double(pixelHeight)
    }

    /// An SVG picture of the given intrinsic size (its `width` and `height`, else its
    /// `viewBox`'s), in CSS pixels.
    public init(name: String, svgData: [UInt8], width: Double, height: Double) {
        self.name = name
        self.format = .svg
        self.data = svgData
        self.width = width
        self.height = height
    }

    /// The PNG file (empty for an SVG picture).
    public var pngData: [UInt8] { format == .png ? data : [] }

    /// The width in whole pixels (an SVG's rounded up).
    public var pixelWidth: Int { width.isFinite ? Int(width.rounded(.up)) : 0 }
    public var pixelHeight: Int { height.isFinite ? Int(height.rounded(.up)) : 0 }

    /// The MIME type the SVG output embeds it as.
    public var mediaType: String { format == .png ? "image/png" : "image/svg+xml" }

    public static func == (lhs: ImageAsset, rhs: ImageAsset) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.format == rhs.format && lhs.width == rhs.width && lhs.height == rhs.height && lhs.data == rhs.data)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(data.count)
    }

    public var description: String {
        switch format {
        case .png: "\(name) (\(pixelWidth)×\(pixelHeight))"
        case .svg: "\(name) (SVG, \(Self.number(width))×\(Self.number(height)))"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
