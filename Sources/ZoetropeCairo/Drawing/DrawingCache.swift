import CCairo
import Synchronization
import ZoetropeCore

/// What one drawing thread keeps between frames: labels' shaped lines by text and font (the
/// same labels appear frame after frame, and the shared `TextShaper` takes a lock), their
/// masks by eighth-of-a-pixel phase (filling outlines was half of a frame's drawing), and
/// pictures decoded into Cairo surfaces (decoding a PNG costs more than drawing it).
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

    /// A line's coverage, cut to its ink: 8-bit rows in the cache's mask store, and where its
    /// top left lies from the pen's whole pixel. Zero width where the line has no ink.
    struct Mask {
        let offset: Int
        let width: Int
        let height: Int
        let stride: Int
        let left: Int
        let top: Int
    }

    /// The bytes of the mask store: masks are cut to their ink and laid one after another in
    /// it; when the next does not fit they are all dropped and made again as needed. A label
    /// of 15 points at scale 3 is about 6 KB a phase: some 2,000 such masks fit.
    static let maskBudget = 12 << 20

    private var lines: [AdvanceKey: ShapedLine] = [:]
    private var masks: [MaskKey: Mask] = [:]
    /// Allocated on the first mask; its pages are touched only as masks fill it.
    private var maskStore: UnsafeMutableRawPointer?
    private var maskStoreUsed = 0
    /// Decoded pictures, with their assets kept alive so that identifiers are never reused.
    private var surfaces: [ObjectIdentifier: (asset: ImageAsset, surface: OpaquePointer)] = [:]
    /// Parsed SVG pictures: a librsvg handle is used by one thread at a time.
    private var vectorPictures: [ObjectIdentifier: (asset: ImageAsset, picture: SVGPicture)] = [:]

    /// What an SVG picture's pixels depend on: its drawn size, the frame's pixels a unit across
    /// and down, and the quarter of a pixel its corner falls on.
    struct VectorRasterKey: Hashable {
        let asset: ObjectIdentifier
        let width: Double
        let height: Double
        let pixelsAcross: Double
        let pixelsDown: Double
        let phaseX: Int
        let phaseY: Int
    }

    /// SVG pictures drawn by librsvg once per size and phase (`paint`), with their assets kept
    /// alive so that identifiers are never reused; all dropped when the next does not fit.
    private var vectorRasters: [VectorRasterKey: (asset: ImageAsset, picture: Picture)] = [:]
    private var vectorRasterBytes = 0
    static let vectorRasterBudget = 48 << 20
    /// How many times librsvg drew a picture into this cache's rasters.
    private(set) var vectorRasterisations = 0

    /// What a drawing's pixels depend on besides its operations: its box, placement and bleed,
    /// the scale, and the quarter of a pixel its corner falls on (0 to 3, across and down).
    struct PictureKey: Hashable {
        let recording: ObjectIdentifier
        let width: Double
        let height: Double
        let placement: DrawingPlacement
        let bleed: Double
        let scale: Double
        let phaseX: Int
        let phaseY: Int
    }

    /// A drawing's pixels, cut to its ink (nil when it has none), with where the ink's top
    /// left lies in the picture it was drawn into.
    struct Picture {
        let surface: OpaquePointer?
        let left: Int
        let top: Int
    }

    /// Drawings rasterised once (`FrameRenderer.drawAsPicture`), with the drawing kept alive so
    /// that its identifier is never reused; all dropped when the next does not fit the budget.
    private var pictures: [PictureKey: (drawing: Drawing, picture: Picture)] = [:]
    private var pictureBytes = 0
    /// Each of 60 chart cells of 82 × 46 points at scale 3 at every phase, with room to spare.
    static let pictureBudget = 96 << 20

    func picture(for key: PictureKey) -> Picture? { pictures[key]?.picture }

    /// Keeps the ink of `surface`, the picture of `drawing`, under `key`, and returns it; the
    /// cache destroys what it keeps, and `surface` stays the caller's.
    mutating func keep(_ surface: OpaquePointer, of drawing: Drawing, as key: PictureKey) -> Picture {
        let picture = Self.ink(of: surface)
        let bytes = picture.surface.map { Int(cairo_image_surface_get_stride($0)) * Int(cairo_image_surface_get_height($0)) } ?? 0
        if pictureBytes + bytes > Self.pictureBudget {
            for entry in pictures.values { entry.picture.surface.map(cairo_surface_destroy) }
            pictures.removeAll(keepingCapacity: true)
            pictureBytes = 0
        }
        if let old = pictures.updateValue((drawing, picture), forKey: key) { old.picture.surface.map(cairo_surface_destroy) }
        pictureBytes += bytes
        return picture
    }

    /// The rows and columns of `surface` (ARGB32) that are not all clear, copied into a surface
    /// of their own.
    private static func ink(of surface: OpaquePointer) -> Picture {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface),
              let ink = inkBounds(data, width: width, height: height, stride: stride, pixel: UInt32.self),
              let cut = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(ink.maxX - ink.minX + 1), Int32(ink.maxY - ink.minY + 1)) else {
            return Picture(surface: nil, left: 0, top: 0)
        }
        let (minX, maxX, minY, maxY) = ink
        cairo_surface_flush(cut)
        let cutStride = Int(cairo_image_surface_get_stride(cut))
        if let target = cairo_image_surface_get_data(cut) {
            for y in minY...maxY {
                (target + (y - minY) * cutStride).update(from: data + y * stride + minX * 4, count: (maxX - minX + 1) * 4)
            }
        }
        cairo_surface_mark_dirty(cut)
        return Picture(surface: cut, left: minX, top: minY)
    }

    init() {}

    deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
        for entry in pictures.values { entry.picture.surface.map(cairo_surface_destroy) }
        for entry in vectorRasters.values { entry.picture.surface.map(cairo_surface_destroy) }
        maskStore?.deallocate()
    }

    /// Calls `body` with the mask of `key` as a Cairo surface over the store's bytes (nil for a
    /// line with no ink), and where its top left lies from the pen's whole pixel. The first
    /// time, `make` fills the line into an A8 surface with its top left at `(left, top)` from
    /// the pen's whole pixel; its ink is copied into the store and the surface destroyed.
    /// Returns false, calling nothing, when the mask cannot be made or kept.
    mutating func withMask(for key: MaskKey, make: () -> (surface: OpaquePointer, left: Int, top: Int)?,
                           _ body: (OpaquePointer?, _ left: Int, _ top: Int) -> Void) -> Bool {
        let mask: Mask
        if let kept = masks[key] {
            mask = kept
        } else {
            guard let made = make() else { return false }
            defer { cairo_surface_destroy(made.surface) }
            guard let stored = store(made.surface, left: made.left, top: made.top) else { return false }
            masks[key] = stored
            mask = stored
        }
        guard mask.width > 0, let store = maskStore else {
            body(nil, 0, 0)
            return true
        }
        let surface = cairo_image_surface_create_for_data((store + mask.offset).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8,
                                                          Int32(mask.width), Int32(mask.height), Int32(mask.stride))
        defer { cairo_surface_destroy(surface) }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        body(surface, mask.left, mask.top)
        return true
    }

    /// The first and last columns and rows of pixels that are not all zero, in pixels of
    /// `pixel`'s size (a mask's byte, a colour's four); nil when every one is.
    private static func inkBounds<Pixel: FixedWidthInteger>(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                                           pixel: Pixel.Type) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: Pixel.self)
            var x = 0
            while x < width && row[x] == 0 { x += 1 }
            guard x < width else { continue }
            var last = width - 1
            while row[last] == 0 { last -= 1 }
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, last)
            minY = Swift.min(minY, y); maxY = y
        }
        return maxX >= minX ? (minX, maxX, minY, maxY) : nil
    }

    /// The ink of `surface` (the rows and columns that are not all zero) copied into the store.
    private mutating func store(_ surface: OpaquePointer, left: Int, top: Int) -> Mask? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        guard let ink = Self.inkBounds(data, width: width, height: height, stride: stride, pixel: UInt8.self) else {
            return Mask(offset: 0, width: 0, height: 0, stride: 0, left: 0, top: 0)
        }
        let (minX, maxX, minY, maxY) = ink
        let w = maxX - minX + 1, h = maxY - minY + 1
        let inkStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
        let bytes = inkStride * h
        guard inkStride > 0, bytes <= Self.maskBudget else { return nil }
        if maskStore == nil { maskStore = .allocate(byteCount: Self.maskBudget, alignment: 16) }
        if maskStoreUsed + bytes > Self.maskBudget {
            masks.removeAll(keepingCapacity: true)
            maskStoreUsed = 0
        }
        let offset = maskStoreUsed
        let destination = maskStore!.assumingMemoryBound(to: UInt8.self) + offset
        for y in 0..<h {
            let row = destination + y * inkStride
            row.update(from: data + (minY + y) * stride + minX, count: w)
            // The padding too, so that nothing Cairo reads is left from an earlier mask.
            (row + w).update(repeating: 0, count: inkStride - w)
        }
        maskStoreUsed += (bytes + 15) & ~15
        return Mask(offset: offset, width: w, height: h, stride: inkStride, left: left + minX, top: top + minY)
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

    /// The SVG picture of `asset`, parsed by librsvg the first time it is asked for.
    mutating func vectorPicture(for asset: ImageAsset) throws(CairoError) -> SVGPicture {
        if let entry = vectorPictures[ObjectIdentifier(asset)] { return entry.picture }
        let picture: SVGPicture
        do {
            picture = try SVGPicture(asset.data)
        } catch {
            throw CairoError(operation: "reading the picture \(asset.name)", reason: error.message)
        }
        vectorPictures[ObjectIdentifier(asset)] = (asset, picture)
        return picture
    }

    /// Paints `asset` with its top left at the origin, scaled to `width` × `height`: a PNG's
    /// pixels (smoothed, their edge repeated so a scaled picture's border is not faded), an
    /// SVG's vectors.
    mutating func paint(_ asset: ImageAsset, width: Double, height: Double, in cr: OpaquePointer) throws(CairoError) {
        switch asset.format {
        case .png:
            let surface = try surface(for: asset)
            cairo_save(cr)
            cairo_scale(cr, width / asset.width, height / asset.height)
            cairo_set_source_surface(cr, surface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, asset.width, asset.height)
            cairo_fill(cr)
            cairo_restore(cr)
        case .svg:
            if try paintRasterised(asset, width: width, height: height, in: cr) { return }
            let picture = try vectorPicture(for: asset)
            do {
                try picture.draw(in: cr, drawnWidth: width, drawnHeight: height)
            } catch {
                throw CairoError(operation: "drawing the picture \(asset.name)", reason: error.message)
            }
        }
    }

    /// The largest SVG raster kept, in pixels a side: past it the picture is drawn from its vectors.
    static let largestVectorRaster = 2048.0

    /// Lays the SVG picture `asset`, drawn at `width` × `height` units, from pixels librsvg drew
    /// once for its size on the frame and the quarter of a pixel its corner falls on, as
    /// `FrameRenderer.drawAsPicture` lays a view's drawing: a picture that stays still, or only
    /// moves, is drawn once, not on every frame. False, painting nothing, where the frame turns
    /// or skews it (a cell in perspective), which is drawn from its vectors instead.
    ///
    /// Whether it is laid from pixels, and those pixels, depend on the frame alone, never on
    /// what the cache holds, so every frame comes out the same whichever worker draws it.
    private mutating func paintRasterised(_ asset: ImageAsset, width: Double, height: Double, in cr: OpaquePointer) throws(CairoError) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        let device = (x: matrix.x0, y: matrix.y0)
        let quarter = (x: (device.x * 4).rounded() / 4, y: (device.y * 4).rounded() / 4)
        let whole = (x: quarter.x.rounded(.down), y: quarter.y.rounded(.down))
        let phase = (x: quarter.x - whole.x, y: quarter.y - whole.y)
        let pixelWidth = (phase.x + matrix.xx * width).rounded(.up) + 1
        let pixelHeight = (phase.y + matrix.yy * height).rounded(.up) + 1
        guard [device.x, device.y, pixelWidth, pixelHeight].allSatisfy(\.isFinite),
              pixelWidth <= Self.largestVectorRaster, pixelHeight <= Self.largestVectorRaster else { return false }
        let key = VectorRasterKey(asset: ObjectIdentifier(asset), width: width, height: height, pixelsAcross: matrix.xx, pixelsDown: matrix.yy,
                                  phaseX: Int(phase.x * 4), phaseY: Int(phase.y * 4))
        let picture: Picture
        if let kept = vectorRasters[key] {
            picture = kept.picture
        } else {
            let vector = try vectorPicture(for: asset)
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else { return false }
            defer { cairo_surface_destroy(made) }
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let context = cairo_create(made) else { return false }
            var placed = cairo_matrix_t(xx: matrix.xx, yx: 0, xy: 0, yy: matrix.yy, x0: phase.x, y0: phase.y)
            cairo_set_matrix(context, &placed)
            do {
                try vector.draw(in: context, drawnWidth: width, drawnHeight: height)
            } catch {
                cairo_destroy(context)
                throw CairoError(operation: "drawing the picture \(asset.name)", reason: error.message)
            }
            let status = cairo_status(context)
            cairo_destroy(context)
            guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "drawing the picture \(asset.name)", status: status) }
            vectorRasterisations += 1
            VectorPictureStatistics.rasterisations.add(1, ordering: .relaxed)
            picture = Self.ink(of: made)
            let bytes = picture.surface.map { Int(cairo_image_surface_get_stride($0)) * Int(cairo_image_surface_get_height($0)) } ?? 0
            if vectorRasterBytes + bytes > Self.vectorRasterBudget {
                for entry in vectorRasters.values { entry.picture.surface.map(cairo_surface_destroy) }
                vectorRasters.removeAll(keepingCapacity: true)
                vectorRasterBytes = 0
            }
            vectorRasters[key] = (asset, picture)
            vectorRasterBytes += bytes
        }
        picture.lay(at: whole, in: cr)
        return true
    }
}

extension DrawingCache.Picture {
    /// Lays the pixels on the frame with the picture's corner on the device pixel `whole`.
    func lay(at whole: (x: Double, y: Double), in cr: OpaquePointer) {
        guard let surface else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, whole.x + Double(left), whole.y + Double(top))
        cairo_paint(cr)
        cairo_restore(cr)
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

/// How many SVG pictures librsvg has drawn into a raster cache, in every thread, since the
/// process began: what RenderBenchmark reads to show that a still picture is drawn once.
package enum VectorPictureStatistics {
    package static let rasterisations = Atomic<Int>(0)
}
