import CCairo
import Synchronization
import ZoetropeCore

/// Measures text exactly as `FrameRenderer` draws it (the same `TextShaper`: DejaVu Sans with
/// hinting off, and fallback fonts through Pango for what it lacks), so that self-sized cells
/// fit their text to the point.
public final class CairoTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, font: Font) -> Double {
        TextShaper.shared.shape(text, font: font).advance
    }
}
