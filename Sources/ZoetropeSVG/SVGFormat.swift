import ZoetropeCore

/// Number and text formatting for SVG: short, deterministic, and safe inside XML.
enum SVGFormat {
    /// `value` rounded to `decimals` places, trailing zeros removed, never "-0".
    static func number(_ value: Double, decimals: Int = 3) -> String {
        DecimalText.string(value, decimals: decimals)
    }

    /// A key time (a fraction of the duration) for a discrete animation, rounded *down* to
    /// six places: frames on a step boundary show the step that begins there, so a switch of
    /// visibility written slightly late would hide an element in the frame that shows it.
    static func discreteKeyTime(_ fraction: Double) -> String {
        let clamped = Swift.min(1, Swift.max(0, fraction))
        return number((clamped * 1_000_000).rounded(.down) / 1_000_000, decimals: 6)
    }

    /// Text escaped for XML content and attribute values (see `XMLText.escape`).
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
