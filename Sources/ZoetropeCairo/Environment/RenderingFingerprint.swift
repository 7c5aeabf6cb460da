import CCairo
import CHarfBuzz
import CPango
import CZlib
import Foundation

/// What decides the pixels of a frame besides Zoetrope itself: the versions of Cairo, Pango,
/// HarfBuzz, FreeType and fontconfig, and the font files the labels are drawn with (DejaVu
/// Sans, and the Noto fonts other scripts and emoji fall back to), as fontconfig finds them on
/// this machine, each by file name, size and hash.
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
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var fontconfig: String
    public var fonts: [Font]
    /// Pixels per point of the frames recorded, when the fingerprint is a golden's.
    public var scale: Int?

    public init(cairo: String, pango: String, harfbuzz: String, freetype: String, fontconfig: String, fonts: [Font], scale: Int? = nil) {
        self.cairo = cairo
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
        return RenderingFingerprint(cairo: cairo, pango: pango, harfbuzz: harfbuzz, freetype: freetype, fontconfig: fontconfig,
                                    fonts: drawnFamilies.compactMap(font(matching:)))
    }()

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
        var lines: [String] = []
        if let was = recorded.scale, let now = scale, was != now { lines.append("scale \(was) (these frames are at \(now))") }
        for (name, was, now) in [("Cairo", recorded.cairo, cairo), ("Pango", recorded.pango, pango), ("HarfBuzz", recorded.harfbuzz, harfbuzz),
                                 ("FreeType", recorded.freetype, freetype), ("fontconfig", recorded.fontconfig, fontconfig)] where was != now {
            lines.append("\(name) \(was) (this machine has \(now))")
        }
        for font in recorded.fonts {
            guard let here = fonts.first(where: { $0.request == font.request }) else {
                lines.append("\(font.request) from \(font.file) (this machine does not say)")
                continue
            }
            if here.file != font.file || here.hash != font.hash {
                lines.append("\(font.request) from \(font.file), \(font.bytes) bytes (this machine draws it from \(here.file), \(here.bytes) bytes)")
            }
        }
        return lines
    }

    /// As JSON: keys sorted, one font a line, so that a change reads well in a diff.
    public var json: String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let fontLines = fonts.map { font in
            "    {\"bytes\": \(font.bytes), \"family\": \(quoted(font.family)), \"file\": \(quoted(font.file)), \"hash\": \(quoted(font.hash)), \"request\": \(quoted(font.request))}"
        }
        let scaleLine = scale.map { "\n  \"scale\": \($0)," } ?? ""
        return """
            {
              "cairo": \(quoted(cairo)),
              "fontconfig": \(quoted(fontconfig)),
              "fonts": [
            \(fontLines.joined(separator: ",\n"))
              ],
              "freetype": \(quoted(freetype)),
              "harfbuzz": \(quoted(harfbuzz)),
              "pango": \(quoted(pango)),\(scaleLine)
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
        }, scale: object["scale"] as? Int)
    }

    /// The fingerprint stored in `path`, if there is one.
    public init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(json: String(decoding: data, as: UTF8.self))
    }
}
