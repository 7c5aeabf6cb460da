import CCairo
import ZoetropeCore

/// A drawing that only moves is rasterised once and its pixels laid on each frame, as Core
/// Animation composites a layer's backing store: a chart cell gliding across the screen costs
/// one copy of its pixels a frame rather than every path filled again.
///
/// The picture is made at the quarter of a device pixel nearest to where the drawing's corner
/// falls, across and down, and laid on whole pixels: a drawing is placed to within an eighth of
/// a pixel (labels, kept at eighths by `DrawingCache.MaskKey`, to within a sixteenth), exactly
/// where it rests on a whole, half or quarter pixel, and never resampled or softened. A drawing that animates itself (and so is
/// made anew for each frame), or that is turned or scaled on the frame (a cell in perspective,
/// zooming in), is drawn from its paths each frame instead.
///
/// Whether a drawing is laid as a picture, and the picture's pixels, depend on the frame
/// alone, never on what the cache holds: every frame comes out the same whichever worker
/// draws it, in whichever order.
extension FrameRenderer {
    /// The largest picture kept, in pixels a side: past it the drawing is drawn from its paths.
    static let largestPicture = 2048.0

    /// Lays `drawing` into `box` as a picture, when it is one that may be; false when it must
    /// be drawn from its operations.
    func drawAsPicture(_ drawing: Drawing, in box: Rect, cr: OpaquePointer, cache: inout DrawingCache) throws(CairoError) -> Bool {
        guard !drawing.isAnimated, !drawing.isMomentary else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let pixelsPerPoint = Double(scale)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == pixelsPerPoint, matrix.yy == pixelsPerPoint else { return false }
        let bleed = Swift.max(0, drawing.bleed.isFinite ? drawing.bleed : 0)
        let corner = Point(x: box.minX - bleed, y: box.minY - bleed)
        let device = (x: matrix.x0 + pixelsPerPoint * corner.x, y: matrix.y0 + pixelsPerPoint * corner.y)
        // The nearest quarter of a pixel.
        let quarter = (x: (device.x * 4).rounded() / 4, y: (device.y * 4).rounded() / 4)
        let whole = (x: quarter.x.rounded(.down), y: quarter.y.rounded(.down))
        let phase = (x: quarter.x - whole.x, y: quarter.y - whole.y)
        let width = (phase.x + pixelsPerPoint * (box.width + 2 * bleed)).rounded(.up) + 1
        let height = (phase.y + pixelsPerPoint * (box.height + 2 * bleed)).rounded(.up) + 1
        guard [device.x, device.y, width, height].allSatisfy(\.isFinite), width <= Self.largestPicture, height <= Self.largestPicture else { return false }
        let key = DrawingCache.PictureKey(recording: drawing.recordingIdentity, width: box.width, height: box.height, placement: drawing.placement,
                                          bleed: bleed, scale: pixelsPerPoint,
                                          phaseX: Int(phase.x * 4), phaseY: Int(phase.y * 4))
        let picture: DrawingCache.Picture
        if let kept = cache.picture(for: key) {
            picture = kept
        } else {
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return false }
            defer { cairo_surface_destroy(made) }
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let context = cairo_create(made) else { return false }
            // The drawing's corner on the picture's quarter pixel, everything else as on the frame.
            var placed = cairo_matrix_t(xx: pixelsPerPoint, yx: 0, xy: 0, yy: pixelsPerPoint,
                                        x0: phase.x - pixelsPerPoint * corner.x, y0: phase.y - pixelsPerPoint * corner.y)
            cairo_set_matrix(context, &placed)
            do {
                try drawOperations(drawing, in: box, cr: context, canvas: (Int32(width), Int32(height)), cache: &cache)
            } catch {
                cairo_destroy(context)
                throw error
            }
            // A context Cairo stopped drawing in would leave the rest of the drawing out unseen.
            let status = cairo_status(context)
            cairo_destroy(context)
            guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: "drawing a view's own drawing", status: status) }
            picture = cache.keep(made, of: drawing, as: key)
        }
        picture.lay(at: whole, in: cr)
        return true
    }
}
