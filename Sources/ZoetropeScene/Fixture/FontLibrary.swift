import ZoetropeCore

/// The app fonts of one fixture: its `fonts` object, family name → a font file's path or a
/// list of them, each file read and checked once.
///
/// Paths follow the rule for pictures (`FixtureResourcePath`): inside the fixture's folder.
/// Each file is read by the core's own table reader here, so a file that is not a font is an
/// error with its JSON path, not a failure in the middle of a render.
struct FontLibrary {
    private let read: FixtureResourceReader?
    private var files: [String: FontFile] = [:]
    /// The families by the names labels use.
    private(set) var families: [String: FontFamily] = [:]
    /// The names in the fixture's order, for messages.
    private(set) var names: [String] = []

    /// The most files one family may list.
    static let maximumFilesPerFamily = 32

    init(read: FixtureResourceReader?) {
        self.read = read
    }

    /// Reads the `fonts` object.
    mutating func decode(_ value: FixtureValue) throws(DecodingProblem) {
        guard value.kind == .object else {
            throw value.expected("an object naming font families: {\"Inter\": \"fonts/Inter.ttf\"} or {\"Brand\": [\"fonts/Brand-Regular.otf\", \"fonts/Brand-Bold.otf\"]}")
        }
        for entry in value.members {
            let name = entry.key
            guard !name.isEmpty, name.count <= 100, !name.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw DecodingProblem(path: entry.path, position: entry.keyPosition, message: "a family name is 1 to 100 characters")
            }
            guard name != FontMetrics.familyName else {
                throw DecodingProblem(path: entry.path, position: entry.keyPosition,
                                      message: "\"\(name)\" is Zoetrope's bundled default typeface; give the app's family another name")
            }
            var paths: [FixtureValue]
            switch entry.kind {
            case .string: paths = [entry]
            case .array: paths = try entry.array()
            default: throw entry.expected("a font file's path, or an array of them (one per weight)")
            }
            guard (1...Self.maximumFilesPerFamily).contains(paths.count) else {
                throw entry.problem("expected 1 to \(Self.maximumFilesPerFamily) font files, found \(paths.count)")
            }
            var familyFiles: [FontFile] = []
            for pathValue in paths {
                familyFiles.append(try file(try pathValue.string(), at: pathValue))
            }
            families[name] = FontFamily(name: name, files: familyFiles)
            names.append(name)
        }
    }

    /// The family a label names: nil for Zoetrope's default.
    func family(_ value: FixtureValue) throws(DecodingProblem) -> FontFamily? {
        if names.isEmpty, let name = value.stringValue, name != FontMetrics.familyName {
            throw value.problem("unknown font family \"\(name)\": the fixture names no fonts; add \"fonts\": {\"\(name)\": \"fonts/\(name).ttf\"} to use an app's typeface")
        }
        let options: [(String, FontFamily?)] = [(FontMetrics.familyName, nil)] + names.map { ($0, families[$0]) }
        return try value.choice(options, "font family")
    }

    private mutating func file(_ path: String, at value: FixtureValue) throws(DecodingProblem) -> FontFile {
        if let file = files[path] { return file }
        guard FixtureResourcePath.problem(path) == nil else {
            throw value.problem("expected a font file's path relative to the fixture's folder, without \"..\", such as \"fonts/Inter.ttf\"; found \"\(path)\"")
        }
        let lowercased = path.lowercased()
        guard lowercased.hasSuffix(".ttf") || lowercased.hasSuffix(".otf") else {
            throw value.problem("font files are TrueType or OpenType files (.ttf or .otf); found \"\(path)\"")
        }
        guard let read else { throw value.problem("a fixture that is not read from a file cannot refer to font files") }
        let bytes: [UInt8]
        do {
            bytes = try read(path)
        } catch {
            throw value.problem("cannot read the font file \"\(path)\": \(error.message)")
        }
        let file: FontFile
        do {
            file = try FontFile(name: path, data: bytes)
        } catch {
            throw value.problem("the font file \"\(path)\": \(error.message)")
        }
        files[path] = file
        return file
    }
}
