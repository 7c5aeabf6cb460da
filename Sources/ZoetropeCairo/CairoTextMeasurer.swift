import CCairo
import Synchronization
import ZoetropeCore

/// Measures text with Cairo and DejaVu Sans exactly as `FrameRenderer` draws it (same font,
/// hinting off), so that self-sized cells fit their text to the point.
///
/// A Cairo context is not safe to use from two threads at once; a `Mutex` serialises the
/// measurements, which are few (the core caches wrapped lines).
public final class CairoTextMeasurer: TextMeasuring {
    private let context = Mutex(CairoTextContext(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!))

    public init() {}

    public func width(of text: String, font: Font) -> Double {
        context.withLock { context in
            FrameRenderer.advance(of: text, font: font, in: context.cr)
        }
    }
}
