/// Breaks a label's text into lines that fit a width: greedy, at spaces, honouring newlines;
/// a word longer than a line is broken between characters.
///
/// The lines are computed once (with the backend's measurer) and stored in the label, so the
/// PNG and SVG backends draw the same lines.
public enum TextLayout {
    /// The lines of `text` set in `font` within `width` points.
    ///
    /// - Complexity: O(c) measurements of growing prefixes per line, for c characters.
    public static func lines(of text: String, font: Font, width: Double, measurer: any TextMeasuring) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if measurer.width(of: candidate, font: font) <= width || current.isEmpty && fits(String(word), font, width, measurer) {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                // The word alone: break it between characters while it is wider than a line.
                var rest = String(word)
                while !fits(rest, font, width, measurer) && rest.count > 1 {
                    var cut = rest.count - 1
                    while cut > 1 && !fits(String(rest.prefix(cut)), font, width, measurer) { cut -= 1 }
                    lines.append(String(rest.prefix(cut)))
                    rest = String(rest.dropFirst(cut))
                }
                current = rest
            }
            lines.append(current)
        }
        return lines
    }

    private static func fits(_ text: String, _ font: Font, _ width: Double, _ measurer: any TextMeasuring) -> Bool {
        measurer.width(of: text, font: font) <= width
    }
}
