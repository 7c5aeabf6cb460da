import CDeflate

/// What a PNG's IHDR chunk says.
public struct PNGHeader: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
    public var colorType: Int
    public var interlaced: Bool

    public init(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlaced: Bool = false) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    public var pixelCount: Int { width * height }

    var bitsPerPixel: Int {
        bitDepth * [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType, default: 4]
    }

    /// The pixel grids the data holds, in order: the whole image, or each non-empty Adam7
    /// pass of an interlaced one.
    var passes: [(columns: Int, lines: Int)] {
        guard interlaced else { return [(width, height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x0, y0, dx, dy in
            let columns = (width - x0 + dx - 1) / dx, lines = (height - y0 + dy - 1) / dy
            return columns > 0 && lines > 0 ? (columns, lines) : nil
        }
    }

    /// The rows of raw data, as runs of (count, bytes per row without the filter byte): one
    /// run per pass (`passes`).
    var rows: [(count: Int, bytes: Int)] {
        passes.map { ($0.lines, ($0.columns * bitsPerPixel + 7) / 8) }
    }

    /// The bytes the image data inflates to: every row of every pass, each with its filter
    /// byte.
    var rawByteCount: Int {
        rows.reduce(0) { $0 + $1.count * (1 + $1.bytes) }
    }
}
