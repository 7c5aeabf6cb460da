import Foundation
import Synchronization
import ZoetropeCairo
import ZoetropePlayer
import ZoetropeScene

/// The fixtures a preview serves: each read when the server starts and again whenever its file,
/// or a picture or font it uses, changes on disk.
///
/// Fixtures are known by a key fixed at start (the file's name without `.json`), so a URL
/// names one of them and nothing else: no path from a request ever reaches the file system.
/// A fixture that fails to read keeps its last good document beside the error, so the page
/// shows the error over the last animation that worked.
public actor PreviewLibrary {
    /// One served fixture.
    struct Entry {
        let key: String
        let path: String
        var version = 0
        /// The last document that read and ran.
        var document: PlayerDocument?
        /// What the page is sent: the document's JSON, with the error when the file now fails.
        var json = ""
        var failed = false
        /// The fixture file and the files it read, with how they looked when read.
        var stamps: [String: FileStamp] = [:]
    }

    /// What identifies a file's content for polling: its inode, size and modification time
    /// (all zero, size −1, for a file that is not there).
    struct FileStamp: Equatable {
        var inode: UInt64 = 0
        var size: Int64 = -1
        var modified: Double = 0

        init(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
            #else
            modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            #endif
        }
    }

    /// Runs off Swift's cooperative pool, as the server does (see `ServerExecutor`).
    private let executor = ServerExecutor(label: "zoetrope.preview-library")
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    private var entries: [String: Entry] = [:]
    /// The keys, in the order given.
    public let keys: [String]
    private var listeners: [UUID: AsyncStream<(key: String, version: Int)>.Continuation] = [:]
    /// How many times fixtures were read, for tests and the benchmark.
    public private(set) var reloads = 0

    /// Reads every fixture of `paths` (files; folders are expanded by the caller).
    public init(paths: [String]) {
        var keys: [String] = []
        var entries: [String: Entry] = [:]
        for path in paths {
            var key = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if key.isEmpty { key = "fixture" }
            var unique = key
            var counter = 2
            while entries[unique] != nil {
                unique = "\(key)-\(counter)"
                counter += 1
            }
            var entry = Entry(key: unique, path: path)
            Self.read(&entry)
            entries[unique] = entry
            keys.append(unique)
        }
        self.keys = keys
        self.entries = entries
    }

    /// The JSON the page is sent for `key`, or nil for no such fixture.
    public func documentJSON(_ key: String) -> String? {
        entries[key]?.json
    }

    /// Every element at `time` of `key`'s current animation, or nil.
    public func momentJSON(_ key: String, time: Double) -> String? {
        guard let document = entries[key]?.document, time.isFinite else { return nil }
        return JSONWriter.write(document.moment(at: time))
    }

    /// The fixtures, for the page's list.
    public func listJSON() -> String {
        JSONWriter.write(.array(keys.compactMap { key in
            entries[key].map { entry in
                .object([("key", .string(key)), ("file", .string(entry.path)), ("version", .number(Double(entry.version))),
                         ("failed", .bool(entry.failed))])
            }
        }))
    }

    public func version(of key: String) -> Int? { entries[key]?.version }

    /// Changes as they happen: the key and the new version of each fixture read again.
    public func changes() -> (id: UUID, stream: AsyncStream<(key: String, version: Int)>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<(key: String, version: Int)>.makeStream(bufferingPolicy: .bufferingNewest(64))
        listeners[id] = continuation
        return (id, stream)
    }

    public func stopListening(_ id: UUID) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// Reads again every fixture whose files changed since they were read; returns their keys.
    @discardableResult
    public func poll() -> [String] {
        var changed: [String] = []
        for key in keys {
            guard var entry = entries[key] else { continue }
            guard entry.stamps.contains(where: { FileStamp(path: $0.key) != $0.value }) else { continue }
            Self.read(&entry)
            reloads += 1
            entries[key] = entry
            changed.append(key)
            for listener in listeners.values { listener.yield((key, entry.version)) }
        }
        return changed
    }

    public func finishAll() {
        for listener in listeners.values { listener.finish() }
        listeners.removeAll()
    }

    /// Reads `entry`'s fixture and the files it uses, noting each file's stamp.
    static func read(_ entry: inout Entry) {
        entry.version += 1
        let folder = (entry.path as NSString).deletingLastPathComponent
        let base = FixtureDocument.resourceReader(in: folder.isEmpty ? "." : folder)
        let used = Mutex<[String]>([])
        let reader: FixtureResourceReader = { (relative: String) throws(FixtureResourceProblem) -> [UInt8] in
            used.withLock { $0.append((folder.isEmpty ? "." : folder) + "/" + relative) }
            return try base(relative)
        }
        // Stamps first: a save that lands while the file is read is seen on the next poll.
        var stamps: [String: FileStamp] = [:]
        stamps[entry.path] = FileStamp(path: entry.path)
        do {
            guard let data = FileManager.default.contents(atPath: entry.path) else {
                throw FixtureError(file: entry.path, path: nil, position: nil, message: "the file cannot be read (is it there?)")
            }
            guard data.count <= FixtureDocument.maximumFileSize else {
                throw FixtureError(file: entry.path, path: nil, position: nil,
                                   message: "the file is \(data.count >> 20) MB; fixtures are limited to \(FixtureDocument.maximumFileSize >> 20) MB")
            }
            let document = try FixtureDocument.decode([UInt8](data), file: entry.path, readResource: reader)
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            let player = PlayerDocument(document: document, timeline: timeline, key: entry.key, version: entry.version)
            entry.document = player
            entry.json = JSONWriter.write(player.json)
            entry.failed = false
        } catch {
            let failure = PlayerDocument.failure(key: entry.key, file: entry.path, error: error, version: entry.version, lastGood: entry.document)
            entry.json = JSONWriter.write(failure)
            entry.failed = true
        }
        for file in used.withLock({ $0 }) { stamps[file] = FileStamp(path: file) }
        entry.stamps = stamps
    }
}
