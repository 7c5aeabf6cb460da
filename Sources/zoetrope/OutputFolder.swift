#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeComparison

/// An output folder written all or nothing: everything goes into a staging folder inside it
/// and is moved into place by `publish()`, so a failed or interrupted render leaves the
/// previous output as it was.
///
/// The staging folder lives inside the output folder so that the final moves are renames on
/// one file system. Replacing a frame folder takes two renames (old aside, new in) and then
/// removes the old one; an SVG is replaced by one atomic rename.
///
/// What is staged is checked first against `ReplaceableFolder`'s rule: a folder it would
/// replace holds only what Zoetrope writes into such a folder, and nothing staged is, holds or
/// lies inside the command's `inputs`.
final class OutputFolder {
    let path: String
    let staging: String
    /// What the command reads, never to be replaced.
    let inputs: [ReplaceableFolder.Input]
    private var staged: [String] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String, inputs: [ReplaceableFolder.Input] = []) throws {
        self.path = path
        self.inputs = inputs
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the output folder \(path): \(error.localizedDescription)")
        }
        staging = path + "/" + Self.stagingPrefix + String(ProcessInfo.processInfo.processIdentifier)
        Self.removeAbandonedStaging(in: path)
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw Failure(description: "cannot write in the output folder \(path): \(error.localizedDescription)")
        }
        InterruptHandler.register(staging: staging)
    }

    /// A name for something directly inside the output folder: no separator, no "." or
    /// "..", not hidden. Fixture names are checked when read; this holds whatever the caller.
    private func checked(_ name: String) throws -> String {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.hasPrefix("."), !name.contains("\0") else {
            throw Failure(description: "refusing to write \"\(name)\": an output name must stay inside \(path)")
        }
        return name
    }

    static let stagingPrefix = ".zoetrope-staging-"
    /// A staging folder being removed after an interruption.
    static let discardPrefix = ".zoetrope-discard-"

    /// Removes staging folders left by renders that were killed: those whose process is gone
    /// (or is this one, which has not started yet). A render still running keeps its own.
    static func removeAbandonedStaging(in path: String) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
            let prefix = name.hasPrefix(stagingPrefix) ? stagingPrefix : name.hasPrefix(discardPrefix) ? discardPrefix : nil
            guard let prefix, let pid = Int32(name.dropFirst(prefix.count)) else { continue }
            let alive = pid != ProcessInfo.processInfo.processIdentifier && (kill(pid, 0) == 0 || errno == EPERM)
            if !alive { try? manager.removeItem(atPath: path + "/" + name) }
        }
    }

    /// A new empty folder `name` in staging, returned as a path; it will replace the folder of
    /// that name, which must be one Zoetrope may replace with a folder of `kind`.
    func stageDirectory(_ name: String, kind: ReplaceableFolder.Kind) throws -> String {
        let directory = staging + "/" + (try checked(name))
        try ReplaceableFolder.check(path + "/" + name, kind: kind, inputs: inputs)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        staged.append(name)
        return directory
    }

    /// The staging path of a file `name` the caller writes itself.
    func stagePath(_ name: String) throws -> String {
        let file = staging + "/" + (try checked(name))
        try ReplaceableFolder.checkFile(path + "/" + name, inputs: inputs)
        staged.append(name)
        return file
    }

    /// A file `name` in staging with `contents`.
    func stageFile(_ name: String, contents: String) throws {
        try stageFile(name, bytes: Array(contents.utf8))
    }

    /// A file `name` in staging with `bytes`.
    func stageFile(_ name: String, bytes: [UInt8]) throws {
        let file = staging + "/" + (try checked(name))
        try ReplaceableFolder.checkFile(path + "/" + name, inputs: inputs)
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            throw Failure(description: "cannot write \(file)")
        }
        staged.append(name)
    }

    /// Moves everything staged into place, replacing what was there, and removes staging.
    func publish() throws {
        try InterruptHandler.whilePublishing { try moveIntoPlace() }
        InterruptHandler.unregister(staging: staging)
    }

    private func moveIntoPlace() throws {
        let manager = FileManager.default
        for name in staged {
            let source = staging + "/" + name
            let target = path + "/" + name
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                let aside = staging + "/.previous-" + name
                try manager.moveItem(atPath: target, toPath: aside)
            }
            guard rename(source, target) == 0 else {
                let reason = String(cString: strerror(errno))
                // Put the previous output back where it was before giving up.
                let aside = staging + "/.previous-" + name
                if manager.fileExists(atPath: aside) { _ = rename(aside, target) }
                throw Failure(description: "cannot move \(name) into \(path): \(reason)")
            }
        }
        try? manager.removeItem(atPath: staging)
    }

    /// Removes staging and everything in it.
    func discard() {
        InterruptHandler.holdIfInterrupted()
        try? FileManager.default.removeItem(atPath: staging)
        InterruptHandler.unregister(staging: staging)
    }
}
#endif
