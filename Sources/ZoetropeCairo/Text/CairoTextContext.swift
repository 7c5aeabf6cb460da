import CCairo

/// A Cairo context set up for text as `FrameRenderer` draws it (DejaVu Sans, hinting off), on
/// a surface of the owner's choosing, destroyed with it. For the text shaper and the outliner,
/// which keep one each and use it only under their own lock.
final class CairoTextContext: @unchecked Sendable {
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer) {
        self.surface = surface
        cr = cairo_create(surface)!
        FrameRenderer.configureText(cr)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
