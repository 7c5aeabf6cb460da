import FuzzSupport
import ZoetropeCairo
import ZoetropeCore

// Any bytes as an app's font file: the core's table reader either refuses them with a
// FontFileError or gives finite metrics and a weight in range; what it accepts is then shaped
// by HarfBuzz, measured, and outlined by Cairo and FreeType at every weight, none of which may
// crash. (A fixture's font files are untrusted input, as its pictures are.)
let measurer = CairoTextMeasurer()
let outliner = CairoTextOutliner()

runFuzzer { bytes in
    guard let file = try? FontFile(name: "fuzz.ttf", data: bytes) else { return }
    require(file.metrics.ascent.isFinite && file.metrics.descent.isFinite, "metrics \(file.metrics)")
    require((1...1000).contains(file.weight) || file.weightAxis != nil, "weight \(file.weight)")
    let family = FontFamily(name: "Fuzz", files: [file])
    for weight in [FontWeight.thin, .regular, .black] {
        let font = Font(size: 17, weight: weight, family: family)
        let line = outliner.shape("Hi AV fi 1€ 你👍", font: font)
        require(line.advance.isFinite, "advance \(line.advance)")
        require(measurer.width(of: "Hi AV", font: font).isFinite, "width")
        for glyph in line.glyphs.prefix(4) {
            _ = outliner.outline(of: glyph, weight: weight, size: 100)
        }
    }
}
