import Foundation
import ZoetropeCairo
internal import CDeflate
internal import CTurboJPEG

/// An asset catalogue written by a test into a folder of its own, as Xcode lays one out: each
/// set a folder with its `Contents.json` and files. What the tests of `UIImage(named:)`,
/// `UIColor(named:)` and a fixture's `"assets"` read.
public final class TestCatalogue {
    /// The catalogue's folder (`…/Assets.xcassets`).
    public let path: String
    /// The folder it is in, removed when the catalogue is.
    public let parent: String

    /// An empty catalogue in a new temporary folder (`name` is its folder's name).
    public init(name: String = "Assets.xcassets", in parent: String? = nil) throws {
        self.parent = parent ?? NSTemporaryDirectory() + "zoetrope-catalogue-" + UUID().uuidString
        path = self.parent + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try write("Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    }

    deinit { try? FileManager.default.removeItem(atPath: parent) }

    /// Writes `text` at `relative` (folders made as needed).
    public func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    /// A colour set: `colors` is the `Contents.json`'s list, written as JSON.
    public func colorSet(_ name: String, _ colors: String) throws {
        try write("\(name).colorset/Contents.json", #"{"colors": \#(colors), "info": {"author": "xcode", "version": 1}}"#)
    }

    /// An image set with `files` (name → bytes) and the `images` list and `properties` given.
    public func imageSet(_ name: String, images: String, properties: String? = nil, files: [String: [UInt8]]) throws {
        let extra = properties.map { #", "properties": \#($0)"# } ?? ""
        try write("\(name).imageset/Contents.json", #"{"images": \#(images), "info": {"author": "xcode", "version": 1}\#(extra)}"#)
        for (file, bytes) in files { try write("\(name).imageset/\(file)", bytes) }
    }

    /// A symbol set holding one template.
    public func symbolSet(_ name: String, template: String) throws {
        try write("\(name).symbolset/Contents.json", #"{"symbols": [{"idiom": "universal", "filename": "\#(name).svg"}], "info": {"author": "xcode", "version": 1}}"#)
        try write("\(name).symbolset/\(name).svg", template)
    }

    /// A PNG of `width` × `height` pixels in one colour (RGBA bytes).
    public static func png(width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8)) throws -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { pixels += [rgba.0, rgba.1, rgba.2, rgba.3] }
        return PNGEncoder().encode(try RasterImage(width: width, height: height, rgba: pixels), opaque: rgba.3 == 255)
    }

    /// libjpeg-turbo could not write a test's photo.
    public struct JPEGWriteFailure: Error {}

    /// A JPEG photo of `width` × `height` pixels, its left half `left` and its right half
    /// `right`, at quality 95 with full-resolution colour, as a camera or an export writes one.
    public static func jpeg(width: Int, height: Int, left: (UInt8, UInt8, UInt8), right: (UInt8, UInt8, UInt8)) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width {
                let c = x < width / 2 ? left : right
                pixels += [c.0, c.1, c.2]
            }
        }
        guard let encoder = tjInitCompress() else { throw JPEGWriteFailure() }
        defer { tjDestroy(encoder) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(encoder, pixels, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &output, &size,
                                 Int32(TJSAMP_444.rawValue), 95, 0)
        guard status == 0, output != nil else { throw JPEGWriteFailure() }
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// A one-page PDF of `width` × `height` points filled with one colour (components 0…1),
    /// with a correct cross-reference table.
    public static func pdf(width: Int, height: Int, red: Double, green: Double, blue: Double) -> [UInt8] {
        pdf(width: width, height: height, content: Array("\(red) \(green) \(blue) rg 0 0 \(width) \(height) re f\n".utf8))
    }

    /// A one-page PDF whose page draws `content` (PDF operators), stored as it is, or
    /// compressed with zlib and marked `/FlateDecode` (or marked with another `filter`, as it
    /// is), with a correct cross-reference table.
    public static func pdf(width: Int, height: Int, content: [UInt8], filter: String? = nil) -> [UInt8] {
        let stream = filter == "FlateDecode" ? zlib(content) : content
        let filterEntry = filter.map { " /Filter /\($0)" } ?? ""
        return pdf(objects: [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>".utf8),
            Array("<< /Length \(stream.count)\(filterEntry) >>\nstream\n".utf8) + stream + Array("\nendstream".utf8),
        ])
    }

    /// A PDF of `objects` (numbered from 1; the first is the catalogue), with a correct
    /// cross-reference table.
    public static func pdf(objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let table = bytes.count
        var tail = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { tail += String(repeating: "0", count: 10 - String(offset).count) + String(offset) + " 00000 n \n" }
        tail += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return bytes + Array(tail.utf8)
    }

    /// `bytes` compressed as a zlib stream (what PDF's FlateDecode reads), by libdeflate.
    public static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(9) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        var out = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, bytes.count))
        let count = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        return Array(out.prefix(count))
    }

    /// A symbol template laid out as the SF Symbols app exports one (version 3: the small scale's
    /// ultralight, regular and black glyphs, with each scale's baseline and cap line and each
    /// glyph's margins), drawing a square `side` units wide whose bar, across it, is thicker for
    /// a heavier weight. The small scale's baseline is at 696 and its cap line 70.459 above it,
    /// as in Apple's templates.
    public static func symbolTemplate(side: Double = 70) -> String {
        var guides = ""
        for (scale, baseline) in [("S", 696.0), ("M", 1126.0), ("L", 1556.0)] {
            guides += #"<line id="Baseline-\#(scale)" style="fill:none;stroke:#27AAE1;stroke-width:0.5" x1="263" x2="3036" y1="\#(baseline)" y2="\#(baseline)"/>"#
            guides += #"<line id="Capline-\#(scale)" style="fill:none;stroke:#27AAE1;stroke-width:0.5" x1="263" x2="3036" y1="\#(baseline - 70.459)" y2="\#(baseline - 70.459)"/>"#
        }
        var glyphs = ""
        for (weight, x, bar) in [("Ultralight", 500.0, 4.0), ("Regular", 1400.0, 10.0), ("Black", 2800.0, 24.0)] {
            guides += #"<line id="left-margin-\#(weight)-S" style="fill:none;stroke:#00AEEF" x1="\#(x - 5)" x2="\#(x - 5)" y1="600" y2="720"/>"#
            guides += #"<line id="right-margin-\#(weight)-S" style="fill:none;stroke:#00AEEF" x1="\#(x + side + 5)" x2="\#(x + side + 5)" y1="600" y2="720"/>"#
            glyphs += #"<g id="\#(weight)-S" transform="matrix(1 0 0 1 \#(x) 696)"><path class="monochrome-0" d="M0 0 L\#(side) 0 L\#(side) -\#(side) L0 -\#(side) Z M0 -\#(side / 2 + bar / 2) L\#(side) -\#(side / 2 + bar / 2) L\#(side) -\#(side / 2 - bar / 2) L0 -\#(side / 2 - bar / 2) Z" fill-rule="evenodd"/></g>"#
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
        <!--glyph: "custom.square", point size: 100.0, template writer version: "written by a test"-->
        <style>.monochrome-0 {-sfsymbols-motion-group:0}</style>
        <g id="Notes"><rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/><text x="263" y="292">Small</text></g>
        <g id="Guides">\(guides)</g>
        <g id="Symbols">\(glyphs)</g>
        </svg>
        """
    }
}
