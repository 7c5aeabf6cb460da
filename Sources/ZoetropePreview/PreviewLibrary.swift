import Foundation
import Synchronization
import ZoetropeAssets
import ZoetropeCairo
import ZoetropeCore
import ZoetropePlayer
import ZoetropeSVG
import ZoetropeScene

/// The fixtures a preview serves: each read when the server starts and again whenever its file,
/// or a picture or font it uses, changes on disk.
///
/// Fixtures are known by a key fixed at start (the file's name without `.json`), so a URL
/// names one of them and nothing else: no path from a request ever reaches the file system.
/// A fixture that fails to read keeps its last good document beside the error, so the page
/// shows the error over the last animation that worked.
///
/// A fixture is read within `limits` (the same as `validate` and `render`), and, with a
/// `checker`, only after the checker has read the same bytes where a runaway cannot hurt the
/// server (`zoetrope preview` runs a worker process with CPU-time and memory limits): whatever
/// a saved file holds, the server keeps answering. Reading happens off the actor, so requests
/// are answered while a fixture is read.
public actor PreviewLibrary {
    /// One served fixture.
    struct Entry: Sendable {
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
        /// The appearance it is drawn in over the fixture's own; nil for the fixture's own.
        var appearance: Appearance?
    }

    /// A fixture drawn in an appearance a page asked for.
    private struct VariantKey: Hashable {
        var key: String
        var appearance: Appearance
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
    /// Fixtures read again in an appearance a page chose (`?appearance=dark`), made when first
    /// asked for and again once the fixture has been read again (their version is behind).
    private var variants: [VariantKey: Entry] = [:]
    /// How many appearances are kept at most; past it the others are dropped, to be read again.
    private static let maximumVariants = 32
    /// The keys, in the order given.
    public let keys: [String]
    private var listeners: [UUID: AsyncStream<PreviewChange>.Continuation] = [:]
    /// How many times fixtures were read, for tests and the benchmark.
    public private(set) var reloads = 0

    /// The limits every fixture is read with.
    public let limits: FixtureLimits
    /// The largest animated SVG the library builds for a fixture, estimated before it is built
    /// (`SVGWriter.estimate(for:)`): a fixture past it is an error on the page, never a server
    /// that runs out of memory writing it.
    public let maximumSVGBytes: Double
    /// `zoetrope preview`'s default, the same as `render`'s `--max-svg-size`: 100 MB.
    public static let standardMaximumSVGBytes = 100.0 * 1_048_576
    /// What reads a fixture's bytes first, where a runaway cannot take the server down.
    public let checker: PreviewFixtureChecker?

    /// What the first fixture is compared with (`preview --against`), if anything.
    public let against: PreviewAgainst?
    private var againstEntry: Entry?
    /// The golden frames, sorted by name, and how they looked when compared.
    private let againstFrames: [String]
    private var againstFrameStamps: [String: FileStamp] = [:]
    /// The frames that differ, for the current versions; nil while being worked out.
    private var differing: [Int]?
    private var comparison: Task<Void, Never>?
    private var comparisonGeneration = 0

    /// How a change to what is compared against is named in notifications.
    public static let againstKey = "(against)"

    /// Reads every fixture of `paths` (files; folders are expanded by the caller), and what the
    /// first is compared with.
    public init(paths: [String], against: PreviewAgainst? = nil, limits: FixtureLimits = .standard, checker: PreviewFixtureChecker? = nil,
                maximumSVGBytes: Double = PreviewLibrary.standardMaximumSVGBytes) {
        self.limits = limits
        self.maximumSVGBytes = maximumSVGBytes
        self.checker = checker
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
            Self.read(&entry, limits: limits, checker: checker, maximumSVGBytes: maximumSVGBytes)
            entries[unique] = entry
            keys.append(unique)
        }
        self.keys = keys
        self.entries = entries
        self.against = against
        switch against {
        case .fixture(let path):
            var entry = Entry(key: Self.againstKey, path: path)
            Self.read(&entry, limits: limits, checker: checker, maximumSVGBytes: maximumSVGBytes)
            againstEntry = entry
            againstFrames = []
        case .frames(let folder):
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
            againstFrames = names.map { folder + "/" + $0 }
            againstFrameStamps = Dictionary(uniqueKeysWithValues: againstFrames.map { ($0, FileStamp(path: $0)) })
        case nil:
            againstFrames = []
        }
    }

    /// Starts working out which frames differ (off the actor), if there is something to compare.
    public func compare() {
        guard let against, let key = keys.first, let document = entries[key]?.document else { return }
        comparison?.cancel()
        comparisonGeneration += 1
        differing = nil
        let generation = comparisonGeneration
        let fps = Double(document.fps)
        let timeline = document.timeline
        let scale = document.scale
        let other = againstEntry?.document?.timeline
        let frames = againstFrames
        comparison = Task.detached(priority: .utility) { [weak self] in
            let result: [Int]?
            switch against {
            case .fixture:
                guard let other else { return }
                result = FrameDifferences.between(timeline, other, fps: fps)
            case .frames:
                result = FrameDifferences.against(frames: frames, timeline: timeline, fps: fps, scale: scale)
            }
            guard let result else { return }
            await self?.finishComparison(generation: generation, differing: result)
        }
    }

    private func finishComparison(generation: Int, differing: [Int]) {
        guard generation == comparisonGeneration else { return }
        self.differing = differing
        for listener in listeners.values { listener.yield(PreviewChange(kind: .compared, key: Self.againstKey, version: generation)) }
    }

    /// What the page needs to compare: the mode, the other fixture's document or the golden
    /// frames' count, and the frames that differ (null while being worked out).
    public func compareJSON() -> String? {
        guard let against else { return nil }
        let differingJSON = differing.map { "[" + $0.map(String.init).joined(separator: ",") + "]" } ?? "null"
        switch against {
        case .fixture(let path):
            return "{\"mode\":\"fixture\",\"label\":\(JSONWriter.quote((path as NSString).lastPathComponent)),\"against\":\(againstEntry?.json ?? "null"),\"differing\":\(differingJSON)}"
        case .frames(let folder):
            return "{\"mode\":\"frames\",\"label\":\(JSONWriter.quote((folder as NSString).lastPathComponent)),\"frameCount\":\(againstFrames.count),\"differing\":\(differingJSON)}"
        }
    }

    /// The bytes of golden frame `index`, or nil when there is no such frame.
    public func againstFrame(_ index: Int) -> [UInt8]? {
        guard againstFrames.indices.contains(index), let data = FileManager.default.contents(atPath: againstFrames[index]) else { return nil }
        return [UInt8](data)
    }

    /// The JSON the page is sent for `key`, or nil for no such fixture.
    public func documentJSON(_ key: String) -> String? {
        entries[key]?.json
    }

    /// The JSON the page is sent for `key` drawn in `appearance` (nil: the fixture's own), or
    /// nil for no such fixture. The fixture is read in that appearance when first asked for
    /// and after each change to its files, with the same checks and limits; its version is
    /// the fixture's, so a page that switches keeps following its changes.
    public func documentJSON(_ key: String, appearance: Appearance?) async -> String? {
        await entry(key, in: appearance)?.json
    }

    /// Every element at `time` of `key`'s current animation, or nil.
    public func momentJSON(_ key: String, time: Double) -> String? {
        guard let document = entries[key]?.document, time.isFinite else { return nil }
        return JSONWriter.write(document.moment(at: time))
    }

    /// Every element at `time` of `key`'s animation drawn in `appearance`, or nil.
    public func momentJSON(_ key: String, time: Double, appearance: Appearance?) async -> String? {
        guard time.isFinite, let document = await entry(key, in: appearance)?.document else { return nil }
        return JSONWriter.write(document.moment(at: time))
    }

    /// `key`'s entry in `appearance`: the fixture's own for nil, else its variant, read again
    /// when the fixture has been.
    private func entry(_ key: String, in appearance: Appearance?) async -> Entry? {
        guard let base = entries[key] else { return nil }
        guard let appearance else { return base }
        let id = VariantKey(key: key, appearance: appearance)
        if let made = variants[id], made.version == base.version { return made }
        var fresh = Entry(key: key, path: base.path)
        fresh.appearance = appearance
        fresh.version = base.version - 1
        fresh.document = variants[id]?.document
        let read = await readOffTheActor(fresh)
        if variants[id] == nil, variants.count >= Self.maximumVariants { variants.removeAll() }
        variants[id] = read
        return read
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

    /// Changes as they happen: each fixture read again, each comparison finished.
    public func changes() -> (id: UUID, stream: AsyncStream<PreviewChange>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<PreviewChange>.makeStream(bufferingPolicy: .bufferingNewest(64))
        listeners[id] = continuation
        return (id, stream)
    }

    public func stopListening(_ id: UUID) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// Reads again every fixture whose files changed since they were read; returns their keys.
    @discardableResult
    public func poll() async -> [String] {
        var changed: [String] = []
        for key in keys {
            guard let entry = entries[key] else { continue }
            guard entry.stamps.contains(where: { FileStamp(path: $0.key) != $0.value }) else { continue }
            let updated = await readOffTheActor(entry)
            entries[key] = updated
            reloads += 1
            changed.append(key)
            for listener in listeners.values { listener.yield(PreviewChange(kind: .changed, key: key, version: updated.version)) }
        }
        if let current = againstEntry, current.stamps.contains(where: { FileStamp(path: $0.key) != $0.value }) {
            let against = await readOffTheActor(current)
            againstEntry = against
            reloads += 1
            changed.append(Self.againstKey)
            for listener in listeners.values { listener.yield(PreviewChange(kind: .changed, key: Self.againstKey, version: against.version)) }
        }
        if againstFrameStamps.contains(where: { FileStamp(path: $0.key) != $0.value }) {
            againstFrameStamps = Dictionary(uniqueKeysWithValues: againstFrames.map { ($0, FileStamp(path: $0)) })
            changed.append(Self.againstKey)
        }
        if against != nil && !changed.isEmpty { compare() }
        return changed
    }

    public func finishAll() {
        for listener in listeners.values { listener.finish() }
        listeners.removeAll()
    }

    /// `entry` read again on a thread of its own: the actor answers requests meanwhile (only
    /// `poll`, one call at a time, writes entries).
    private func readOffTheActor(_ entry: Entry) async -> Entry {
        let limits = limits, checker = checker, maximumSVGBytes = maximumSVGBytes
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                var entry = entry
                Self.read(&entry, limits: limits, checker: checker, maximumSVGBytes: maximumSVGBytes)
                continuation.resume(returning: entry)
            }
        }
    }

    /// Reads `entry`'s fixture and the files it uses, noting each file's stamp.
    static func read(_ entry: inout Entry, limits: FixtureLimits, checker: PreviewFixtureChecker?, maximumSVGBytes: Double) {
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
            let bytes = try FixtureDocument.fileBytes(path: entry.path)
            if let checker, let refusal = checker.check(bytes, entry.path, entry.appearance) {
                throw FixtureError(file: entry.path, path: nil, position: nil, message: refusal)
            }
            let baseOpener = FixtureDocument.assetsOpener(in: folder.isEmpty ? "." : folder)
            let opener: FixtureAssetsOpener = { (relative: String) throws(FixtureResourceProblem) -> AssetCatalog in
                // Every folder and file of the catalogue is watched, so that a colour or picture
                // changed in Xcode (or a set added) reloads the fixture, opened or not.
                used.withLock { $0 += Self.catalogueFiles(in: (folder.isEmpty ? "." : folder) + "/" + relative) }
                return try baseOpener(relative)
            }
            let document = try FixtureDocument.decode(bytes, file: entry.path, readResource: reader, openAssets: opener,
                                                      limits: limits, appearance: entry.appearance)
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            if let problem = Self.svgProblem(timeline, maximumSVGBytes: maximumSVGBytes) {
                throw FixtureError(file: entry.path, path: nil, position: nil, message: problem)
            }
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

    /// The most entries of a catalogue the preview watches: more than any app's catalogue has.
    static let watchedCatalogueEntries = 20_000

    /// The folder `path` and everything under it (links not followed), up to
    /// `watchedCatalogueEntries`: what a fixture's asset catalogue is made of.
    static func catalogueFiles(in path: String) -> [String] {
        var found = [path]
        guard let walk = FileManager.default.enumerator(atPath: path) else { return found }
        while let relative = walk.nextObject() as? String, found.count < watchedCatalogueEntries {
            found.append(path + "/" + relative)
        }
        return found
    }

    /// Why the animated SVG of `timeline` is not built (its estimate is past the limit), or nil.
    public static func svgProblem(_ timeline: Timeline, maximumSVGBytes: Double) -> String? {
        let estimate = SVGWriter().estimate(for: timeline, stoppingAbove: maximumSVGBytes)
        guard estimate.bytes > maximumSVGBytes else { return nil }
        return "its animated SVG would be \(estimate), more than the preview's limit of \(Int(maximumSVGBytes / 1_048_576)) MB (--max-svg-size); shorten the steps in which elements change size while turned in perspective (each of their frames is a page of its own), or render PNG frames with zoetrope render"
    }
}
