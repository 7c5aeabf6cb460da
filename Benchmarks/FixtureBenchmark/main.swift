// Reading a large fixture: the JSON parser and the fixture decoder on a machine-written
// fixture of about 10 MB, minified (one line) and pretty-printed, in the same run. Build and
// run in release:
//
//     swift run -c release FixtureBenchmark
//
// Goal (issue 15): a 10 MB minified fixture is read in under 1 s, and minified reads no
// slower than pretty-printed (positions are tracked as the parser goes; an earlier parser
// re-counted each line's columns at every value and took 50 s on one line). Each figure is
// the best of five runs, so that a busy machine's noise counts against neither. Exits 1 when
// the goal is missed.

import Foundation
import ZoetropeScene

/// `count` items of a feed as a client would write them: ids, colours and labels, in
/// sections of 1,000.
func fixture(items count: Int, pretty: Bool) -> [UInt8] {
    var sections: [String] = []
    let indent = pretty ? "\n      " : ""
    for section in stride(from: 0, to: count, by: 1000) {
        var items: [String] = []
        for i in section..<Swift.min(count, section + 1000) {
            let color = String(format: "#%06X", (i &* 2_654_435_761) & 0xFFFFFF)
            items.append(#"\#(indent){"id": "item-\#(i)", "color": "\#(color)", "label": "Item number \#(i)"}"#)
        }
        sections.append(#"\#(pretty ? "\n  " : ""){"id": "s\#(section / 1000)", "items": [\#(items.joined(separator: ","))]}"#)
    }
    let text = #"{"version": 1, "name": "big", "viewport": {"width": 390, "height": 844, "scale": 3}, "#
        + #""layout": {"type": "flow", "itemSize": {"width": 80, "height": 80}}, "sections": [\#(sections.joined(separator: ","))], "#
        + #""animation": {"duration": 0.3, "fps": 30}, "steps": [{"deleteItems": [[0, 0]]}, {"pause": 0.2}]}"#
    return Array((pretty ? text : text.replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",")).utf8)
}

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        fastest = Swift.min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
}

let items = 160_000
let minified = fixture(items: items, pretty: false)
let pretty = fixture(items: items, pretty: true)
var scenes = 0
let minifiedTime = try best(of: 5) { scenes += try FixtureDocument.decode(minified, file: "big.json").scene.snapshot.sections.count }
let prettyTime = try best(of: 5) { scenes += try FixtureDocument.decode(pretty, file: "big.json").scene.snapshot.sections.count }
func megabytes(_ bytes: [UInt8]) -> String { String(format: "%.1f MB", Double(bytes.count) / 1_048_576) }
print("reading a fixture of \(items) items (parse and decode, best of 5)")
print("minified  \(megabytes(minified))  \(String(format: "%.3f s  %.1f MB/s", minifiedTime, Double(minified.count) / 1_048_576 / minifiedTime))")
print("pretty    \(megabytes(pretty))  \(String(format: "%.3f s  %.1f MB/s", prettyTime, Double(pretty.count) / 1_048_576 / prettyTime))")
let perByteRatio = (minifiedTime / Double(minified.count)) / (prettyTime / Double(pretty.count))
print(String(format: "minified / pretty, per byte: %.2f (linear: about 1)", perByteRatio))
let met = minifiedTime < 1 && perByteRatio < 1.5
print(met ? "goal met: under 1 s, and linear" : "goal MISSED: under 1 s, and linear")
exit(met ? 0 : 1)
