import Foundation

extension FixtureDocument {
    /// Fixtures larger than this are refused before reading: a real one is a few kilobytes.
    public static let maximumFileSize = 64 << 20

    /// Reads and decodes the fixture at `path`.
    public static func load(path: String) throws(FixtureError) -> FixtureDocument {
        func failure(_ message: String) -> FixtureError {
            FixtureError(file: path, path: nil, position: nil, message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("this is a folder; expected a fixture file (.json)") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileSize {
            throw failure("the file is \(size >> 20) MB; fixtures are limited to \(maximumFileSize >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure("the file cannot be read (check its permissions)")
        }
        return try decode([UInt8](data), file: path)
    }
}
