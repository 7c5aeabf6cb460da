import CCairo
import CRsvg
import ZoetropeCore

/// An SVG file parsed by librsvg, ready to be drawn into a Cairo context as vectors: a
/// fixture's vector picture, sharp at every scale and every size an animation passes through.
///
/// The file is parsed without a base address, so it can refer to nothing outside itself
/// (librsvg resolves a reference only against the file's own location): a picture may not read
/// the machine's files into the frames. A browser drawing the embedded file in the SVG output
/// follows no reference either.
///
/// A class because it owns the librsvg handle, released exactly once. A handle is used by one
/// thread at a time: each drawing thread parses its own (`DrawingCache`).
final class SVGPicture {
    private let handle: OpaquePointer

    /// The document's intrinsic size in CSS pixels: its `width` and `height` where both are
    /// absolute lengths, else its `viewBox`'s.
    let width: Double
    let height: Double

    /// How far apart a picture's sides may be: beyond this, fitting it to an element would
    /// scale one side past what Cairo's coordinates hold.
    static let maximumAspectRatio = 1000.0

    /// CSS's pixels per inch, by which librsvg turns `in`, `cm`, `mm`, `pt` and `pc` into
    /// pixels, as browsers do.
    static let dotsPerInch = 96.0

    init(_ bytes: [UInt8]) throws(SVGPictureProblem) {
        guard !bytes.isEmpty else { throw SVGPictureProblem("the file is empty") }
        var error: UnsafeMutablePointer<GError>?
        let made = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }
        guard let made else { throw SVGPictureProblem("librsvg cannot read it as SVG: \(Self.message(taking: error))") }
        handle = made
        rsvg_handle_set_dpi(handle, Self.dotsPerInch)
        var w = 0.0, h = 0.0
        // False where either side is a percentage or missing (100% by default): then the
        // viewBox gives the aspect ratio.
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 {
            var hasWidth: Int32 = 0, hasHeight: Int32 = 0, hasViewBox: Int32 = 0
            var lengthW = RsvgLength(), lengthH = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthW, &hasHeight, &lengthH, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                g_object_unref(UnsafeMutableRawPointer(handle))
                throw SVGPictureProblem("its size is unknown: give its <svg> element a width and a height in px (or in, cm, mm, pt, pc), or a viewBox")
            }
            w = viewBox.width
            h = viewBox.height
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw SVGPictureProblem("its size is \(w)×\(h) px; both sides must be greater than 0")
        }
        guard max(w / h, h / w) <= Self.maximumAspectRatio else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw SVGPictureProblem("its size is \(w)×\(h) px; one side may be at most \(Int(Self.maximumAspectRatio)) times the other")
        }
        width = w
        height = h
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Draws the whole document into `cr` with its top left at the origin, scaled to
    /// `drawnWidth` × `drawnHeight` (the picture's own aspect ratio, as `ImageContent` fits it).
    func draw(in cr: OpaquePointer, drawnWidth: Double, drawnHeight: Double) throws(SVGPictureProblem) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, drawnWidth / width, drawnHeight / height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, UnsafeMutableRawPointer(cr), &viewport, &error) != 0 else {
            throw SVGPictureProblem("librsvg cannot draw it: \(Self.message(taking: error))")
        }
    }

    /// Draws it once, off screen, so that a picture librsvg reads but cannot draw (past one of
    /// its limits on nesting or references) is refused where the fixture is read.
    func checkDrawing() throws(SVGPictureProblem) {
        let side = 64.0, scale = side / max(width, height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        try draw(in: cr, drawnWidth: width * scale, drawnHeight: height * scale)
    }

    /// Where the element `id` draws (its ink), in the document's own units (its viewBox's, else
    /// pixels); nil when there is no such element or it draws nothing.
    func inkBounds(ofElement id: String) -> Rect? {
        var hasWidth: Int32 = 0, hasHeight: Int32 = 0, hasViewBox: Int32 = 0
        var lengthW = RsvgLength(), lengthH = RsvgLength(), viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthW, &hasHeight, &lengthH, &hasViewBox, &viewBox)
        // A viewport equal to the viewBox maps the document's units to themselves.
        var viewport = hasViewBox != 0 ? viewBox : RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        guard ink.width > 0, ink.height > 0, ink.x.isFinite, ink.y.isFinite, ink.width.isFinite, ink.height.isFinite else { return nil }
        return Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    }

    /// librsvg's version, as `major.minor.micro`.
    static var version: String { "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)" }

    private static func message(taking error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        guard let text = error.pointee.message else { return "no reason given" }
        return String(cString: text)
    }
}

/// Reading a fixture's SVG picture: parsed, measured and drawn once by librsvg, so that a file
/// it cannot show is refused with the fixture's JSON path, never in the middle of a render.
public enum SVGPictureReader {
    /// The asset of `bytes`, read from the file `name`.
    public static func asset(name: String, bytes: [UInt8]) throws(SVGPictureProblem) -> ImageAsset {
        let picture = try SVGPicture(bytes)
        try picture.checkDrawing()
        return ImageAsset(name: name, svgData: bytes, width: picture.width, height: picture.height)
    }

    /// Whether librsvg reads `bytes` as SVG: well-formed XML, no entity that loops or is not
    /// defined. Checked before another XML reader sees a file, as libxml2 under Foundation's
    /// `XMLDocument` recovers from such errors and prints each, with the file's text, to
    /// standard error.
    public static func checkReadable(_ bytes: [UInt8]) throws(SVGPictureProblem) {
        _ = try SVGPicture(bytes)
    }

    /// Where each of `ids` draws in the SVG `bytes` (in its own units), for those that draw.
    public static func inkBounds(ofElements ids: [String], in bytes: [UInt8]) throws(SVGPictureProblem) -> [String: Rect] {
        let picture = try SVGPicture(bytes)
        var found: [String: Rect] = [:]
        for id in ids { if let rect = picture.inkBounds(ofElement: id) { found[id] = rect } }
        return found
    }
}
