/// Breaks a label's text into lines that fit a width: greedy, at spaces, honouring newlines;
/// a word longer than a line is broken between characters.
///
/// The lines are computed once (with the backend's measurer) and stored in the label, so the
/// PNG and SVG backends draw the same lines.
package enum TextLayout {
    /// The lines of `text` set in `font` within `width` points.
    ///
    /// - Complexity: O(c) measurements of growing prefixes per line, for c characters.
    package static func lines(of text: String, font: Font, width: Double, measurer: any TextMeasuring) -> [String] {
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

    /// The ellipsis that ends text cut short.
    package static let ellipsis = "\u{2026}"

    /// `text` if it fits `width` in `font`, else its longest start (trailing spaces dropped)
    /// that fits with an ellipsis after it; the ellipsis alone, or nothing, in a very narrow
    /// width.
    ///
    /// - Complexity: O(log c) measurements for c characters (a binary search on the cut).
    package static func truncated(_ text: String, font: Font, width: Double, measurer: any TextMeasuring) -> String {
        if measurer.width(of: text, font: font) <= width { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var start = String(characters[0..<count])
            while start.last == " " { start.removeLast() }
            return start + ellipsis
        }
        var low = 0, high = characters.count - 1  // candidate(low) is the fallback; find the largest that fits
        guard fits(ellipsis, font, width, measurer) else { return "" }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(candidate(middle), font, width, measurer) { low = middle } else { high = middle - 1 }
        }
        return low == 0 ? ellipsis : candidate(low)
    }

    /// `lines` cut to `maximum` lines, the last ending in an ellipsis when any were cut.
    package static func limited(_ lines: [String], to maximum: Int?, font: Font, width: Double, measurer: any TextMeasuring) -> [String] {
        guard let maximum, maximum >= 1, lines.count > maximum else { return lines }
        var kept = Array(lines[0..<maximum])
        let last = kept[maximum - 1]
        // The last kept line and an ellipsis: cut further if the two do not fit together.
        let joined = last + ellipsis
        kept[maximum - 1] = fits(joined, font, width, measurer) ? joined : truncated(last + " " + lines[maximum], font: font, width: width, measurer: measurer)
        return kept
    }

    private static func fits(_ text: String, _ font: Font, _ width: Double, _ measurer: any TextMeasuring) -> Bool {
        measurer.width(of: text, font: font) <= width
    }
}
