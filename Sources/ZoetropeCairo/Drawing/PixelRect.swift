import ZoetropeCore

/// A rectangle of whole pixels of a canvas.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

extension PixelRect {
    func intersects(_ other: PixelRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
