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
    package var pixelWidth: Int { width.isFinite ? Int(width.rounded(.up)) : 0 }
    package var pixelHeight: Int { height.isFinite ? Int(height.rounded(.up)) : 0 }

    /// The MIME type the SVG output embeds it as.
    package var mediaType: String { format == .png ? "image/png" : "image/svg+xml" }

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
