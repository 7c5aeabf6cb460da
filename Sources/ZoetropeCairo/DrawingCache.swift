import CCairo
import ZoetropeCore

/// What one drawing thread keeps between frames: labels' shaped lines by text and font (the
/// same labels appear frame after frame, and the shared `TextShaper` takes a lock), their
/// masks by eighth-of-a-pixel phase (filling outlines is most of a frame's drawing), and pictures
/// decoded into Cairo surfaces (decoding a PNG costs more than drawing it).
///
/// Not shared between threads: each worker has its own, so no locking is needed and no Cairo
/// surface is used by two threads at once.
struct DrawingCache: ~Copyable {
    private struct AdvanceKey: Hashable {
        let text: String
        let font: Font
    }

    /// A line of text at a phase of its pen (eighths of a pixel), at a scale: what its mask depends on.
    struct MaskKey: Hashable {
        let text: String
        let font: Font
        let scale: Int
        let phaseX: Int
        let phaseY: Int
    }

    /// A line's coverage (an A8 surface, nil where the line has no ink) and where its top left
    /// lies from the pen's whole pixel.
    struct Mask {
        let surface: OpaquePointer?
        let left: Int
        let top: Int
        let bytes: Int
    }

    /// The most bytes of masks kept; past it they are all dropped and made again as needed
    /// (a label of 15 points at scale 3 is about 16 KB a phase).
    static let maskBudget = 32 << 20

    private var lines: [AdvanceKey: ShapedLine] = [:]
    private var masks: [MaskKey: Mask] = [:]
    private var maskBytes = 0
    /// Decoded pictures, with their assets kept alive so that identifiers are never reused.
    private var surfaces: [ObjectIdentifier: (asset: ImageAsset, surface: OpaquePointer)] = [:]

    init() {}

    deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
        for mask in masks.values { mask.surface.map(cairo_surface_destroy) }
    }

    /// The mask of `key`, made by `make` the first time it is asked for (nil when it cannot be).
    mutating func mask(for key: MaskKey, make: () -> Mask?) -> Mask? {
        if let mask = masks[key] { return mask }
        guard let mask = make() else { return nil }
        if maskBytes + mask.bytes > Self.maskBudget {
            for old in masks.values { old.surface.map(cairo_surface_destroy) }
            masks.removeAll(keepingCapacity: true)
            maskBytes = 0
        }
        masks[key] = mask
        maskBytes += mask.bytes
        return mask
    }

    /// `text` set in `font`, as `TextShaper` sets it.
    mutating func line(of text: String, font: Font) -> ShapedLine {
        let key = AdvanceKey(text: text, font: font)
        if let line = lines[key] { return line }
        let line = TextShaper.shared.shape(text, font: font)
        if lines.count > 50_000 { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// The picture of `asset` as a Cairo image surface, decoded the first time it is asked for.
    mutating func surface(for asset: ImageAsset) throws(CairoError) -> OpaquePointer {
        if let entry = surfaces[ObjectIdentifier(asset)] { return entry.surface }
        let surface = try PNGDecoding.surface(from: asset.pngData, name: asset.name)
        surfaces[ObjectIdentifier(asset)] = (asset, surface)
        return surface
    }
}

/// PNG bytes to a Cairo surface, through Cairo's stream reader.
enum PNGDecoding {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    static func surface(from bytes: [UInt8], name: String) throws(CairoError) -> OpaquePointer {
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBytes { source in
                    UnsafeMutableRawPointer(data).copyMemory(from: source.baseAddress! + reader.offset, byteCount: count)
                }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw CairoError(operation: "decoding the picture \(name)", reason: "out of memory") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(operation: "decoding the picture \(name)", status: status)
        }
        return surface
    }
}
