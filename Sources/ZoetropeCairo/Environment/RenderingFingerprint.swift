import CCairo
import CHarfBuzz
import CPango
import CZlib
import Foundation
import ZoetropeCore

/// What decides the pixels of a frame besides Zoetrope itself: the versions of Cairo, pixman
/// (which composites every pixel Cairo draws), Pango, HarfBuzz, FreeType, fontconfig and
/// librsvg (which draws SVG pictures), the processor's architecture (pixman picks SIMD code by it), and the font files the labels are
/// drawn with (DejaVu Sans, and the Noto fonts other scripts and emoji fall back to), as
/// fontconfig finds them on this machine, each by file name, size and hash.
///
/// Recording goldens stores it beside them (`fingerprint.json`); a check that fails on a
/// machine whose fingerprint differs says so first, since the difference may come from there
/// alone. `zoetrope doctor` prints it, with what is missing.
public struct RenderingFingerprint: Sendable, Equatable {
    /// One font as fontconfig resolves a family Zoetrope draws with.
    public struct Font: Sendable, Equatable {
        /// The family asked for (a fontconfig pattern: `DejaVu Sans:bold`).
        public var request: String
        /// The family of the file fontconfig chose: another one than asked for means the font
        /// asked for is missing.
        public var family: String
        /// The file's name (its folder differs between systems, its name does not).
        public var file: String
        public var bytes: Int
        /// The CRC-32 of the file's bytes, in hexadecimal.
        public var hash: String

        /// Whether fontconfig found the family asked for, rather than a stand-in.
        public var isInstalled: Bool {
            let asked = request.split(separator: ":").first.map(String.init) ?? request
            return family.lowercased().hasPrefix(asked.lowercased())
        }
    }

    public var cairo: String
    /// Nil in fingerprints stored before it was kept.
    public var pixman: String?
    /// librsvg, which draws fixtures' SVG pictures; nil in fingerprints stored before it was kept.
    public var librsvg: String?
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var fontconfig: String
    public var fonts: [Font]
    /// The processor's architecture (`x86_64`, `arm64`), as Swift names it; nil in
    /// fingerprints stored before it was kept.
    public var architecture: String?
    /// Pixels per point of the frames recorded, when the fingerprint is a golden's.
    public var scale: Int?

    public init(cairo: String, pixman: String? = nil, pango: String, harfbuzz: String, freetype: String, fontconfig: String, fonts: [Font],
                architecture: String? = nil, scale: Int? = nil) {
        self.cairo = cairo
        self.pixman = pixman
        self.architecture = architecture
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fontconfig = fontconfig
        self.fonts = fonts
        self.scale = scale
    }

    /// The file a golden's fingerprint is kept in: `fingerprint.json` in a folder of frames,
    /// `NAME.fingerprint.json` beside a single image `NAME.png`.
    public static func path(besideGolden golden: String) -> String {
        var isFolder: ObjCBool = false
        if golden.hasSuffix(".png") || (FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder) && !isFolder.boolValue) {
            return (golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden) + ".fingerprint.json"
        }
        return (golden.hasSuffix("/") ? String(golden.dropLast()) : golden) + "/fingerprint.json"
    }

    /// What `differences(from:)` finds between the fingerprint stored beside `golden`, if any,
    /// and that of where the frames compared were drawn (`drawn`, else this machine's), as one
    /// sentence for the start of a failure's message; nil when they agree or none was stored.
    public static func note(forGolden golden: String, scale: Int? = nil, drawn: RenderingFingerprint? = nil) -> String? {
        guard let recorded = RenderingFingerprint(contentsOf: path(besideGolden: golden)) else { return nil }
        var here = drawn ?? current
        here.scale = scale ?? here.scale ?? recorded.scale
        let differences = here.differences(from: recorded)
        guard !differences.isEmpty else { return nil }
        return "recorded where pixels are drawn differently — " + differences.joined(separator: "; ")
            + ": the frames may differ for that alone; record goldens where the tests run (docs/testing.md#where-to-record-goldens)"
    }

    /// The families Zoetrope draws labels with: DejaVu Sans (regular and bold, as `TextShaper`
    /// asks), and the fallbacks `scripts/install-dependencies` installs for the scripts and
    /// emoji DejaVu Sans lacks.
    public static let drawnFamilies = [
        "DejaVu Sans", "DejaVu Sans:bold", "Noto Sans CJK SC", "Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Hebrew",
        "Noto Sans Devanagari", "Noto Sans Thai",
    ]

    /// This machine's fingerprint.
    public static var current: RenderingFingerprint { computed }

    private static let computed: RenderingFingerprint = {
        let cairo = String(cString: cairo_version_string())
        let pango = String(cString: pango_version_string())
        let harfbuzz = String(cString: hb_version_string())
        var library: FT_Library?
        var freetype = "unknown"
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let version = Int(FcGetVersion())
        let fontconfig = "\(version / 10000).\(version / 100 % 100).\(version % 100)"
        var made = RenderingFingerprint(cairo: cairo, pixman: String(cString: pixman_version_string()), pango: pango, harfbuzz: harfbuzz,
                                        freetype: freetype, fontconfig: fontconfig, fonts: drawnFamilies.compactMap(font(matching:)),
                                        architecture: thisArchitecture)
        made.librsvg = SVGPicture.version
        return made
    }()

    /// The architecture this build runs on, as Swift's `arch()` names it.
    static var thisArchitecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #elseif arch(i386)
        return "i386"
        #elseif arch(arm)
        return "arm"
        #else
        return "other"
        #endif
    }

    /// The file fontconfig picks for `request`, as `fc-match` would.
    static func font(matching request: String) -> Font? {
        guard let pattern = FcNameParse(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetString(match, FC_FAMILY, 0, &family)
        let path = String(cString: file)
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        return Font(request: request, family: family.map { String(cString: $0) } ?? "", file: (path as NSString).lastPathComponent,
                    bytes: bytes.count, hash: checksum(bytes))
    }

    /// zlib's CRC-32, in hexadecimal: with the size, enough to tell two font files apart, and
    /// fast on the 20 MB of a CJK font.
    static func checksum(_ bytes: [UInt8]) -> String {
        let crc = bytes.withUnsafeBufferPointer { buffer in crc32(0, buffer.baseAddress, uInt(buffer.count)) }
        return String(format: "%08x", UInt32(truncatingIfNeeded: crc))
    }

    /// The differences from `other` that change pixels, in words, the fingerprint a golden was
    /// recorded with first: `Cairo 1.16.0 (this machine has 1.18.0)`. Empty when they agree.
    public func differences(from recorded: RenderingFingerprint) -> [String] {
        parts(differingFrom: recorded).map(\.text)
    }

    /// One part of the fingerprint that differs between two machines, and what that does to
    /// the frames.
    public struct Difference: Sendable, Equatable {
        /// What a difference in this part does to the pixels.
        public enum Effect: String, Sendable, Equatable {
            /// Every frame may differ: the rasteriser, the compositing or the frame's size.
            case everyPixel = "may change every frame"
            /// Only labels may differ: text is shaped, hinted or drawn by it (fontconfig picks
            /// the font files and their hinting).
            case labels = "may change labels"
            /// Only SVG pictures may differ: librsvg draws them.
            case svgPictures = "may change SVG pictures"
        }

        /// The part: `Cairo`, `pixman`, `architecture`, `DejaVu Sans:bold`…
        public var part: String
        public var effect: Effect
        /// In words, the recorded value first.
        public var text: String
    }

    /// Every part that differs from `recorded`, with what it does to the frames; a part one of
    /// them does not record is left out.
    public func parts(differingFrom recorded: RenderingFingerprint) -> [Difference] {
        var found: [Difference] = []
        if let was = recorded.scale, let now = scale, was != now {
            found.append(Difference(part: "scale", effect: .everyPixel, text: "scale \(was) (these frames are at \(now))"))
        }
        let versions: [(String, String?, String?, Difference.Effect)] = [
            ("Cairo", recorded.cairo, cairo, .everyPixel), ("pixman", recorded.pixman, pixman, .everyPixel),
            ("Pango", recorded.pango, pango, .labels), ("HarfBuzz", recorded.harfbuzz, harfbuzz, .labels),
            ("FreeType", recorded.freetype, freetype, .labels), ("fontconfig", recorded.fontconfig, fontconfig, .labels),
            ("librsvg", recorded.librsvg, librsvg, .svgPictures),
        ]
        for (name, was, now, effect) in versions {
            guard let was, let now, was != now else { continue }
            found.append(Difference(part: name, effect: effect, text: "\(name) \(was) (this machine has \(now))"))
        }
        if let was = recorded.architecture, let now = architecture, was != now {
            // pixman composites with SSE2 and SSSE3 on x86_64 and NEON on arm64, and rounds alike
            // by design; that the pixels agree has not been measured here.
            found.append(Difference(part: "architecture", effect: .everyPixel, text: "recorded on \(was) (this machine is \(now))"))
        }
        for font in recorded.fonts {
            guard let here = fonts.first(where: { $0.request == font.request }) else {
                found.append(Difference(part: font.request, effect: .labels, text: "\(font.request) from \(font.file) (this machine does not say)"))
                continue
            }
            if here.file != font.file || here.hash != font.hash {
                found.append(Difference(part: font.request, effect: .labels,
                                        text: "\(font.request) from \(font.file), \(font.bytes) bytes (this machine draws it from \(here.file), \(here.bytes) bytes)"))
            }
        }
        return found
    }

    /// As JSON: keys sorted, one font a line, so that a change reads well in a diff.
    public var json: String {
        let quoted = JSONText.quoted
        let fontLines = fonts.map { font in
            "    {\"bytes\": \(font.bytes), \"family\": \(quoted(font.family)), \"file\": \(quoted(font.file)), \"hash\": \(quoted(font.hash)), \"request\": \(quoted(font.request))}"
        }
        let scaleLine = scale.map { "\n  \"scale\": \($0)," } ?? ""
        let architectureLine = architecture.map { "\n  \"architecture\": \(quoted($0))," } ?? ""
        let pixmanLine = pixman.map { "\n  \"pixman\": \(quoted($0))," } ?? ""
        let librsvgLine = librsvg.map { "\n  \"librsvg\": \(quoted($0))," } ?? ""
        return """
            {\(architectureLine)
              "cairo": \(quoted(cairo)),
              "fontconfig": \(quoted(fontconfig)),
              "fonts": [
            \(fontLines.joined(separator: ",\n"))
              ],
              "freetype": \(quoted(freetype)),
              "harfbuzz": \(quoted(harfbuzz)),\(librsvgLine)
              "pango": \(quoted(pango)),\(pixmanLine)\(scaleLine)
              "zoetrope": "fingerprint 1"
            }

            """
    }

    /// A fingerprint read back from `json`, or nil when it is not one.
    public init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let cairo = object["cairo"] as? String, let pango = object["pango"] as? String, let harfbuzz = object["harfbuzz"] as? String,
              let freetype = object["freetype"] as? String, let fontconfig = object["fontconfig"] as? String,
              let fonts = object["fonts"] as? [[String: Any]] else { return nil }
        self.init(cairo: cairo, pango: pango, harfbuzz: harfbuzz, freetype: freetype, fontconfig: fontconfig, fonts: fonts.compactMap { font in
            guard let request = font["request"] as? String, let family = font["family"] as? String, let file = font["file"] as? String,
                  let bytes = font["bytes"] as? Int, let hash = font["hash"] as? String else { return nil }
            return Font(request: request, family: family, file: file, bytes: bytes, hash: hash)
        }, architecture: object["architecture"] as? String, scale: object["scale"] as? Int)
        pixman = object["pixman"] as? String
        librsvg = object["librsvg"] as? String
    }

    /// The fingerprint stored in `path`, if there is one.
    public init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(json: String(decoding: data, as: UTF8.self))
    }
}
