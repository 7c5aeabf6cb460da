/// A colour glyph drawn as a picture: PNG bytes, and its box in points from the pen position
/// on the baseline (y downwards).
public struct GlyphPicture: Hashable, Sendable {
    package var png: [UInt8]
    package var box: Rect

    package init(png: [UInt8], box: Rect) {
        self.png = png
        self.box = box
    }
}
