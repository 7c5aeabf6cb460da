import Foundation

/// The pictures an app copies into its bundle as loose files (`record(…, resources:)`), which
/// `UIImage(named:)` finds by file name when the asset catalogue has no such name, as UIKit
/// finds them in the main bundle.
///
/// The folder is read once, when the recording starts: every file in it and in its subfolders
/// is known by its name alone, as Xcode copies a target's resources flat into the bundle
/// (two files of one name are refused, as Xcode refuses to build them). Asset catalogues
/// (`.xcassets`), localisations (`.lproj`) and hidden files are passed over. A name is looked
/// up as UIKit looks it up: with its extension as given (`"1.jpg"`), or `.png` when it has none
/// (`"star"`); and the file for the screen's scale first (`star@3x.png` on an iPhone), then
/// the others, nearest first (`star@2x.png`, then `star.png`).
final class BundleResources: Sendable {
    /// The folder, as it was given.
    let path: String
    /// Each file's path, by its name.
    private let files: [String: String]

    /// More files than any app bundles, and folders nested deeper than any project nests them.
    static let maximumEntries = 50_000
    static let maximumDepth = 32

    /// Reads the folder at `url`, or throws saying what is wrong with it.
    init(contentsOf url: URL) throws {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): no such folder; expected the folder of the app's bundled files (such as App/Resources)")
        }
        guard isDirectory.boolValue else {
            throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): this is a file; expected the folder that holds the app's bundled files")
        }
        var files: [String: String] = [:]
        var entries = 0
        func walk(_ folder: String, depth: Int) throws {
            guard depth <= Self.maximumDepth else {
                throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): folders nested more than \(Self.maximumDepth) deep at \(folder)")
            }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
                throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): \(folder) cannot be read (\(error.localizedDescription))")
            }
            for name in names where !name.hasPrefix(".") {
                entries += 1
                guard entries <= Self.maximumEntries else {
                    throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): more than \(Self.maximumEntries) entries")
                }
                let child = folder + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    // A catalogue is `assets:`; a localisation holds another language's files.
                    let ext = (name as NSString).pathExtension
                    if ext != "xcassets" && ext != "lproj" { try walk(child, depth: depth + 1) }
                } else if type == .typeRegular {
                    if let earlier = files[name] {
                        throw UIKitRecordingError(.badInput, reason: "the resources folder \(path): two files are named \(name) (\(earlier) and \(child)); the app's bundle holds one file of a name, and Xcode refuses to copy both")
                    }
                    files[name] = child
                }
            }
        }
        try walk(path, depth: 0)
        self.path = path
        self.files = files
    }

    /// The file `UIImage(named:)` reads for `name` on a screen of `scale` pixels a point; nil
    /// when the folder has none.
    func picture(named name: String, scale: Int) -> String? {
        let given = name as NSString
        let ext = given.pathExtension.isEmpty ? "png" : given.pathExtension
        let stem = given.pathExtension.isEmpty ? name : given.deletingPathExtension
        // A name that says its scale is that file alone.
        if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") { return files[stem + "." + ext] }
        let order = scale >= 3 ? [3, 2, 1] : scale == 2 ? [2, 3, 1] : [1, 2, 3]
        for each in order {
            if let found = files[each == 1 ? stem + "." + ext : "\(stem)@\(each)x.\(ext)"] { return found }
        }
        return nil
    }
}
