/// A colour glyph drawn as a picture: PNG bytes, and its box in points from the pen position
/// on the baseline (y downwards).
public struct GlyphPicture: Hashable, Sendable {
    public var png: [UInt8]
    public var box: Rect

    public init(png: [UInt8], box: Rect) {
        self.png = png
        self.box = box
    }
}
