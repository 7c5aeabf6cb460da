import CCairo
import Foundation
import ZoetropeCore

/// Frames of an animation laid out as one picture: a grid (a contact sheet) or a single row
/// (a filmstrip), each frame shrunk to the same width with its caption (its time) under it,
/// and an optional title above. For documentation, where one still image has to say what an
/// animation does.
///
/// Captions and title are DejaVu Sans drawn as outlines with hinting off, as frame labels are,
/// so the same frames give the same bytes.
public struct ContactSheetPainter: Sendable {
    /// One frame and what is written under it.
    public struct Tile: Sendable {
        public var image: RasterImage
        public var caption: String

        public init(image: RasterImage, caption: String) {
            self.image = image
            self.caption = caption
        }
    }

    /// Frames per row; a filmstrip has as many as there are frames.
    public var columns: Int
    /// Each frame's width on the sheet, in points.
    public var tileWidth: Double
    /// Pixels per point of the sheet.
    public var scale: Int
    /// Written above the frames, or nothing.
    public var title: String?
    public var background = Color(red: 0.93, green: 0.93, blue: 0.95)
    public var textColor = Color(red: 0.24, green: 0.24, blue: 0.26)

    static let margin = 12.0, gap = 10.0, captionHeight = 18.0, captionSize = 11.0, titleHeight = 26.0, titleSize = 14.0

    public init(columns: Int, tileWidth: Double, scale: Int = 1, title: String? = nil) {
        precondition(columns > 0 && tileWidth > 0 && (1...3).contains(scale), "A sheet has columns, a tile width and a scale of 1 to 3")
        self.columns = columns
        self.tileWidth = tileWidth
        self.scale = scale
        self.title = title
    }

    /// Where everything goes on a sheet of `count` frames whose pictures are `frameWidth` ×
    /// `frameHeight` pixels (every tile is shrunk by that aspect ratio).
    struct Geometry {
        var columns: Int, rows: Int, tileHeight: Double, top: Double, width: Double, height: Double
        var tilePixels: (width: Int, height: Int)
        var pixelWidth: Int, pixelHeight: Int
    }

    func geometry(count: Int, frameWidth: Int, frameHeight: Int) -> Geometry {
        let columns = Swift.max(1, Swift.min(self.columns, count))
        let rows = (count + columns - 1) / columns
        let tileHeight = (tileWidth * Double(frameHeight) / Double(frameWidth) * Double(scale)).rounded() / Double(scale)
        let top = Self.margin + (title == nil ? 0 : Self.titleHeight)
        let width = 2 * Self.margin + Double(columns) * tileWidth + Double(columns - 1) * Self.gap
        let height = top + Double(rows) * (tileHeight + Self.captionHeight) + Double(rows - 1) * Self.gap + Self.margin
        return Geometry(columns: columns, rows: rows, tileHeight: tileHeight, top: top, width: width, height: height,
                        tilePixels: (Int((tileWidth * Double(scale)).rounded()), Int((tileHeight * Double(scale)).rounded())),
                        pixelWidth: Int((width * Double(scale)).rounded()), pixelHeight: Int((height * Double(scale)).rounded()))
    }

    /// The sheet's size in pixels for `count` frames of `frameWidth` × `frameHeight` pixels:
    /// what a caller checks against its limits before painting.
    public func pixelSize(count: Int, frameWidth: Int, frameHeight: Int) -> (width: Int, height: Int) {
        let geometry = geometry(count: count, frameWidth: frameWidth, frameHeight: frameHeight)
        return (geometry.pixelWidth, geometry.pixelHeight)
    }

    /// The sheet of `tiles`, in order, left to right and top to bottom. All tiles are shrunk
    /// by the first tile's aspect ratio.
    public func paint(_ tiles: [Tile]) throws(CairoError) -> RasterImage {
        guard let first = tiles.first else { throw CairoError(operation: "painting a contact sheet", reason: "there are no frames") }
        return try paint(tiles, frameWidth: first.image.width, frameHeight: first.image.height)
    }

    /// `tiles` on a sheet shaped for frames of `frameWidth` × `frameHeight` pixels; tiles
    /// already at the tile size are drawn as they are.
    private func paint(_ tiles: [Tile], frameWidth: Int, frameHeight: Int) throws(CairoError) -> RasterImage {
        let geometry = geometry(count: tiles.count, frameWidth: frameWidth, frameHeight: frameHeight)
        let columns = geometry.columns, tileHeight = geometry.tileHeight, top = geometry.top, width = geometry.width
        let pixelWidth = Int32(geometry.pixelWidth), pixelHeight = Int32(geometry.pixelHeight)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixelWidth, pixelHeight) else {
            throw CairoError(operation: "creating a \(pixelWidth)×\(pixelHeight) contact sheet", reason: "out of memory")
        }
        let sheet = RasterImage(surface: surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw CairoError(operation: "creating a \(pixelWidth)×\(pixelHeight) contact sheet", status: cairo_surface_status(surface))
        }
        defer { cairo_destroy(cr) }
        FrameRenderer.configureText(cr)
        cairo_scale(cr, Double(scale), Double(scale))
        set(cr, background)
        cairo_paint(cr)

        if let title {
            write(fitted(title, size: Self.titleSize, bold: true, width: width - 2 * Self.margin, in: cr),
                  size: Self.titleSize, bold: true, centredAt: nil, baseline: Self.margin + Self.titleSize, in: cr)
        }
        let tilePixels = geometry.tilePixels
        for (index, tile) in tiles.enumerated() {
            let x = Self.margin + Double(index % columns) * (tileWidth + Self.gap)
            let y = top + Double(index / columns) * (tileHeight + Self.captionHeight + Self.gap)
            let small = tile.image.width == tilePixels.width && tile.image.height == tilePixels.height
                ? tile.image : try tile.image.resized(width: tilePixels.width, height: tilePixels.height)
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, 1 / Double(scale), 1 / Double(scale))
            cairo_set_source_surface(cr, small.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            // A hairline frame, so light frames stand out from the sheet.
            cairo_set_source_rgba(cr, 0, 0, 0, 0.18)
            cairo_set_line_width(cr, 1 / Double(scale))
            cairo_rectangle(cr, x + 0.5 / Double(scale), y + 0.5 / Double(scale), tileWidth - 1 / Double(scale), tileHeight - 1 / Double(scale))
            cairo_stroke(cr)
            write(tile.caption, size: Self.captionSize, bold: false, centredAt: x + tileWidth / 2, baseline: y + tileHeight + 13, in: cr)
        }
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "painting a contact sheet", status: status) }
        return sheet
    }

    /// `count` times from 0 to `duration`, evenly spread, rounded to hundredths of a second so
    /// that the captions are the times shown; the last is the end itself.
    public static func evenlySpreadTimes(count: Int, duration: Double) -> [Double] {
        precondition(count > 0, "At least one time")
        guard count > 1 else { return [0] }
        let last = Double(count - 1)
        return (0..<count).map { (index: Int) -> Double in
            index == count - 1 ? duration : (duration * Double(index) / last * 100).rounded() / 100
        }
    }

    /// "0 s", "0.25 s", "1.5 s": a time to the millisecond, without trailing zeros.
    public static func caption(for time: Double) -> String {
        DecimalText.string(time, decimals: 3) + " s"
    }

    /// The sheet of `timeline` at `times`, each frame drawn at `frameScale` and shrunk.
    ///
    /// Each frame is shrunk as soon as it is drawn, so memory holds one full-size frame and
    /// the small tiles, whatever the number of frames.
    public func paint(_ timeline: Timeline, times: [Double], frameScale: Int) throws(CairoError) -> RasterImage {
        let renderer = FrameRenderer(scale: frameScale)
        let (frameWidth, frameHeight) = renderer.pixelSize(of: timeline.canvasSize)
        let tilePixels = geometry(count: times.count, frameWidth: Int(frameWidth), frameHeight: Int(frameHeight)).tilePixels
        var tiles: [Tile] = []
        for time in times {
            let frame = try renderer.render(timeline.frame(at: time))
            tiles.append(Tile(image: try frame.resized(width: tilePixels.width, height: tilePixels.height), caption: Self.caption(for: time)))
        }
        return try paint(tiles, frameWidth: Int(frameWidth), frameHeight: Int(frameHeight))
    }

    private func set(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// `text`, cut short with an ellipsis where it would be wider than `width`.
    private func fitted(_ text: String, size: Double, bold: Bool, width: Double, in cr: OpaquePointer) -> String {
        FrameRenderer.selectFont(cr, Label(text: text, fontSize: size, weight: bold ? .bold : .regular))
        func advance(_ candidate: String) -> Double {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, candidate, &extents)
            return extents.x_advance
        }
        guard advance(text) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if advance(candidate) <= width { return candidate }
        }
        return "…"
    }

    /// Text as filled outlines: centred on `centre`, or from the left margin when nil.
    private func write(_ text: String, size: Double, bold: Bool, centredAt centre: Double?, baseline: Double, in cr: OpaquePointer) {
        FrameRenderer.selectFont(cr, Label(text: text, fontSize: size, weight: bold ? .bold : .regular))
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        let x = centre.map { $0 - extents.x_advance / 2 } ?? Self.margin
        set(cr, textColor)
        cairo_move_to(cr, x, baseline)
        cairo_text_path(cr, text)
        cairo_fill(cr)
    }
}
