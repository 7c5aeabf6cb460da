import Foundation
import ZoetropeAssets
import ZoetropeCore

extension FixtureDocument {
    /// Fixtures larger than this are refused before reading: a real one is a few kilobytes.
    public static let maximumFileSize = 64 << 20

    /// Reads and decodes the fixture at `path`.
    /// `assets`, when given, is the asset catalogue the fixture's named colours and pictures
    /// come from, over the one it names.
    public static func load(path: String, limits: FixtureLimits = .standard, appearance: Appearance? = nil,
                            assets: AssetCatalog? = nil) throws(FixtureError) -> FixtureDocument {
        let bytes = try fileBytes(path: path)
        let folder = (path as NSString).deletingLastPathComponent
        let root = folder.isEmpty ? "." : folder
        return try decode(bytes, file: path, readResource: resourceReader(in: root), openAssets: assetsOpener(in: root),
                          assets: assets, limits: limits, appearance: appearance)
    }

    /// Opens asset catalogues under `folder` (the caller has checked that the path stays inside
    /// it; a link may not lead out of it either).
    public static func assetsOpener(in folder: String) -> FixtureAssetsOpener {
        { (relative: String) throws(FixtureResourceProblem) -> AssetCatalog in
            let path = folder + "/" + relative
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                throw FixtureResourceProblem("it leads outside the fixture's folder (to \(target))")
            }
            do {
                return try AssetCatalog(path: path)
            } catch {
                // The catalogue's own messages name files inside it: "Brand.colorset/Contents.json: …".
                throw FixtureResourceProblem("\(error)")
            }
        }
    }

    /// The bytes of the fixture file at `path`: there, not a folder, a regular file (a FIFO
    /// would wait for a writer for ever), within `maximumFileSize`, and readable.
    public static func fileBytes(path: String) throws(FixtureError) -> [UInt8] {
        func failure(_ message: String) -> FixtureError {
            FixtureError(file: path, path: nil, position: nil, message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("this is a folder; expected a fixture file (.json)") }
        guard isRegularFile(path) else { throw failure("not a regular file (a pipe, socket or device); expected a fixture file (.json)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileSize {
            throw failure("the file is \(size >> 20) MB; fixtures are limited to \(maximumFileSize >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure("the file cannot be read (check its permissions)")
        }
        return [UInt8](data)
    }

    /// Whether `path` (or the file a link at it leads to) is a plain file.
    static func isRegularFile(_ path: String) -> Bool {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType == .typeRegular
    }

    /// Reads files under `folder` (the caller has checked that the path stays inside it).
    public static func resourceReader(in folder: String) -> FixtureResourceReader {
        { (relative: String) throws(FixtureResourceProblem) -> [UInt8] in
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FixtureResourceProblem("no such file (looked for \(path))")
            }
            guard !isDirectory.boolValue else { throw FixtureResourceProblem("\(path) is a folder") }
            // Reading a FIFO waits for a writer that may never come; a device never ends.
            guard isRegularFile(path) else { throw FixtureResourceProblem("\(path) is not a regular file (a pipe, socket or device)") }
            // A link may not lead out of the fixture's folder either.
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                throw FixtureResourceProblem("it leads outside the fixture's folder (to \(target))")
            }
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > FixtureResourcePath.maximumFileSize {
                throw FixtureResourceProblem("the file is \(size >> 20) MB; files a fixture uses are limited to \(FixtureResourcePath.maximumFileSize >> 20) MB")
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw FixtureResourceProblem("the file cannot be read (check its permissions)") }
            return [UInt8](data)
        }
    }
}
