internal import CCairo
internal import CPoppler
internal import ZoetropeCairo
import ZoetropeCore

/// An asset catalogue's PDF picture, as an SVG one: Poppler draws the PDF's first page into
/// Cairo's SVG surface, once, when the picture is first used.
///
/// So a PDF is drawn exactly as an SVG picture is — as vectors by librsvg in the frames, sharp
/// at every size, and embedded in the animated SVG, which a browser cannot do with a PDF. Its
/// size is the page's, in points (a PDF's unit), which the SVG gives as CSS pixels: one point
/// of the picture is one point on the screen, as UIKit sizes a PDF image.
enum PDFPicture {
    /// The largest side of a page, in points: a picture, not a poster.
    static let maximumSide = 10_000.0

    /// The SVG picture of `bytes`, read from `file`.
    static func asset(name: String, bytes: [UInt8], file: String) throws(AssetCatalogError) -> ImageAsset {
        func problem(_ message: String) -> AssetCatalogError { AssetCatalogError(file: file, message: message) }
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw problem("not a PDF file (it does not start with \"%PDF-\")") }
        // Measured before Poppler reads it: Poppler cannot be stopped part-way through a page.
        if let tooMuch = PDFStreamBudget.problem(in: bytes) { throw problem(tooMuch) }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, $0.count) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            var reason = "Poppler cannot read it"
            if let error {
                if let text = error.pointee.message { reason += ": " + String(cString: text) }
                g_error_free(error)
            }
            throw problem(reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) >= 1, let page = poppler_document_get_page(document, 0) else {
            throw problem("the PDF has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw problem("its page is \(width)×\(height) points; each side must be more than 0 and at most \(Int(maximumSide))")
        }
        let svg = try svgBytes(of: page, width: width, height: height, file: file)
        do {
            return try SVGPictureReader.asset(name: name, bytes: svg)
        } catch {
            throw problem("its page cannot be drawn as vectors: \(error.message)")
        }
    }

    /// The page drawn into an SVG document of `width` × `height` pixels.
    private static func svgBytes(of page: OpaquePointer, width: Double, height: Double, file: String) throws(AssetCatalogError) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_svg_surface_create_for_stream(write, unmanaged.toOpaque(), width, height) else {
            throw AssetCatalogError(file: file, message: "Cairo cannot make an SVG surface for it")
        }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let cr = cairo_create(surface)
        poppler_page_render(page, UnsafeMutableRawPointer(cr))
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, finished == CAIRO_STATUS_SUCCESS else {
            throw AssetCatalogError(file: file, message: "Cairo could not draw its page: \(String(cString: cairo_status_to_string(status == CAIRO_STATUS_SUCCESS ? finished : status)))")
        }
        return renumbered(sink.bytes)
    }

    /// The SVG with the ids Cairo numbers by a counter of the whole process (`surface15`,
    /// `image3`) numbered from 1 in the order they first appear, so that one PDF always makes
    /// the same bytes, however many pictures were converted before it.
    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8), Array("source".utf8)]
        var numbers: [[UInt8]: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var i = 0
        while i < svg.count {
            // An id is written `id="surface15"`, and referred to as `#surface15`.
            let opensID = svg[i] == UInt8(ascii: "#") || (i >= 3 && svg[i - 1] == UInt8(ascii: "\"") && svg[i - 2] == UInt8(ascii: "=") && svg[i - 3] == UInt8(ascii: "d"))
            let start = svg[i] == UInt8(ascii: "#") ? i + 1 : i
            if opensID, let prefix = prefixes.first(where: { svg[start...].starts(with: $0) }) {
                var end = start + prefix.count
                while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
                if end > start + prefix.count {
                    let key = Array(svg[start..<end])
                    let number = numbers[key] ?? { let next = numbers.count + 1; numbers[key] = next; return next }()
                    out.append(contentsOf: svg[i..<start])
                    out.append(contentsOf: prefix)
                    out.append(contentsOf: Array(String(number).utf8))
                    i = end
                    continue
                }
            }
            out.append(svg[i])
            i += 1
        }
        return out
    }
}
