import Foundation

/// The rule every command follows before it replaces a folder whole (a comparison report, a
/// fixture's frames, goldens) or writes a file over another: what it replaces must be missing,
/// empty, or hold only what Zoetrope itself writes into that kind of folder, and it must not be,
/// hold, or lie inside anything the same command reads. Anything else is refused by name before
/// any work, and nothing is deleted.
///
/// A report is recognised by its marker file (`markerName`, written by `ComparisonReport`), so
/// that a web page of one's own with an `index.html` is never taken for one; frames by their
/// names (`frame_NNNN.png`); goldens by holding only PNG files and the fingerprint and geometry
/// that are recorded beside them.
public enum ReplaceableFolder {
    /// What a folder is for, which says what may be in it.
    public enum Kind: Sendable {
        /// `compare --report DIR`: `index.html`, `summary.json`, its images and the marker.
        case report
        /// `render`'s `NAME/`: `frame_NNNN.png` only.
        case frames
        /// Recorded goldens: PNG files, `fingerprint.json`, `geometry.json`.
        case goldens

        var noun: String {
            switch self {
            case .report: "a comparison report"
            case .frames: "a fixture's frames"
            case .goldens: "goldens"
            }
        }
    }

    /// The file a comparison report carries to be recognised as one.
    public static let markerName = ".zoetrope-report"

    /// Something a command reads, named as its messages name it ("the actual frames").
    public struct Input: Sendable {
        public var role: String
        public var path: String

        public init(_ role: String, _ path: String) {
            self.role = role
            self.path = path
        }
    }

    /// Why a folder or file may not be written; nothing was deleted.
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Throws a `Refusal` unless `path` may be replaced by a folder of `kind`: see the type.
    public static func check(_ path: String, kind: Kind, inputs: [Input] = []) throws {
        try checkOverlap(path, with: inputs, writing: kind.noun)
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw Refusal(description: "refusing to replace \(path) with \(kind.noun): it is a file, not a folder")
        }
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        let foreign = contents.filter { !belongs($0, in: path, kind: kind) }.sorted()
        if kind == .report, !contents.isEmpty, !contents.contains(markerName) {
            throw Refusal(description: "refusing to replace \(path) with \(kind.noun): it is not a report Zoetrope wrote (it has no \(markerName)) and holds \(listed(contents.sorted())); choose an empty or new folder")
        }
        if !foreign.isEmpty {
            throw Refusal(description: "refusing to replace \(path) with \(kind.noun): it holds \(listed(foreign)), which Zoetrope did not write; choose an empty or new folder, or move \(foreign.count == 1 ? "it" : "them") out")
        }
    }

    /// Throws a `Refusal` unless a file may be written at `path`: not a folder, and not one of
    /// `inputs` nor inside one.
    public static func checkFile(_ path: String, inputs: [Input] = []) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Refusal(description: "refusing to write the file \(path): it is a folder")
        }
        let target = canonical(path)
        for input in inputs {
            let read = canonical(input.path)
            if target == read || target.hasPrefix(read + "/") {
                throw Refusal(description: "refusing to write \(path): it is \(target == read ? "" : "inside ")\(input.role) (\(input.path)), which this command reads")
            }
        }
    }

    /// Throws a `Refusal` unless the frames `source` names may be recorded over `expected`:
    /// the two are not one place, and neither holds the other (each frame would be removed
    /// before it is copied).
    public static func checkRecording(into expected: String, from source: Input) throws {
        let target = canonical(expected), read = canonical(source.path)
        if target == read || target.hasPrefix(read + "/") || read.hasPrefix(target + "/") {
            let relation = target == read ? "is" : target.hasPrefix(read + "/") ? "lies inside" : "holds"
            throw Refusal(description: "refusing to record into \(expected): it \(relation) \(source.role) (\(source.path)); record from frames rendered elsewhere")
        }
    }

    /// Throws when `path` is, holds or lies inside one of `inputs`.
    static func checkOverlap(_ path: String, with inputs: [Input], writing noun: String) throws {
        let target = canonical(path)
        for input in inputs {
            let read = canonical(input.path)
            let relation: String? = target == read ? "it is" : target.hasPrefix(read + "/") ? "it lies inside"
                : read.hasPrefix(target + "/") ? "it holds" : nil
            if let relation {
                throw Refusal(description: "refusing to replace \(path) with \(noun): \(relation) \(input.role) (\(input.path)), which this command reads; choose a folder of its own")
            }
        }
    }

    /// Whether `name`, in the folder `path`, is something Zoetrope writes in a folder of `kind`.
    static func belongs(_ name: String, in path: String, kind: Kind) -> Bool {
        switch kind {
        case .frames:
            return isFrameName(name)
        case .goldens:
            return name.lowercased().hasSuffix(".png") || name == "fingerprint.json" || name == "geometry.json"
        case .report:
            if [markerName, "index.html", "summary.json"].contains(name) { return true }
            guard name == "frames" || name == "thumbnails" else { return false }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + name)) ?? []
            return inside.allSatisfy { $0.lowercased().hasSuffix(".png") }
        }
    }

    /// `frame_` and digits and `.png`: the names `render` gives frames.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst(6).dropLast(4)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A few names, quoted, and how many more.
    static func listed(_ names: [String]) -> String {
        let shown = names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }

    /// `path` absolute, with its symbolic links resolved as far as it exists: two spellings of
    /// one place compare equal.
    static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        var resolved = existing
        if let real = realpath(existing, nil) {
            resolved = String(cString: real)
            free(real)
        }
        for component in rest { resolved = (resolved as NSString).appendingPathComponent(component) }
        return resolved
    }
}
