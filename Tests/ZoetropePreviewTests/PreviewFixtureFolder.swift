#if Preview  // the Preview trait (Package.swift): the server
import Foundation
import ZoetropePreview
import ZoetropeTesting
import ZoetropeTestSupport

/// A temporary folder of fixtures to preview, removed when released, and a server on a free
/// port over it.
final class PreviewFixtureFolder: @unchecked Sendable {
    let path: String
    private(set) var server: PreviewServer!
    private var task: Task<Void, Error>?
    private var process: Process?

    /// A folder holding `files` (name → contents) and copies of `fixtures` from the repository.
    init(files: [String: String] = [:], copying fixtures: [String] = []) throws {
        path = NSTemporaryDirectory() + "zoetrope-preview-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
        for fixture in fixtures {
            try manager.copyItem(atPath: packageRoot + "/Fixtures/" + fixture, toPath: path + "/" + fixture)
        }
    }

    deinit {
        server?.stop()
        task?.cancel()
        if let process, process.isRunning {
            process.terminate()
            // It stops within two seconds of SIGTERM; a hung one must not hang the tests.
            for _ in 0..<1000 where process.isRunning { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `name` as an editor saves: a new file moved into place.
    func write(_ name: String, _ contents: String) throws {
        let target = path + "/" + name
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: target + ".saving", atomically: false, encoding: .utf8)
        guard rename(target + ".saving", target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Starts a server over the `.json` files of the folder, sorted; returns its port.
    func start(host: String = "127.0.0.1", allowedNames: [String] = []) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
        let server = PreviewServer(library: PreviewLibrary(paths: names.map { path + "/" + $0 }), host: host, port: 0, allowedNames: allowedNames)
        self.server = server
        let failure = ServerFailure()
        let running = server.start()
        task = running
        Task.detached { do { try await running.value } catch { failure.record(error) } }
        for _ in 0..<3000 {
            if let port = server.port { return port }
            if let error = failure.error { throw error }
            usleep(10_000)
        }
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the preview server did not start within 30 s"])
    }
}

extension PreviewFixtureFolder {
    /// The `zoetrope` binary next to this test bundle (SwiftPM builds it: the tests depend on it).
    static let binary = BuildProducts.zoetropeBinary(packageRoot: packageRoot)

    /// Starts `zoetrope preview` over the folder's `.json` files in a process of its own (as a
    /// user runs it, and out of reach of this test process's busy thread pool); returns its
    /// address. `extra` are more arguments (`--against …`).
    func startCommand(_ extra: [String] = []) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["preview"] + names.map { path + "/" + $0 } + ["--port", "0"] + extra
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guard let address = String(decoding: line, as: UTF8.self).split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "zoetrope preview printed no address"])
        }
        return String(address)
    }
}

/// What stopped a server, if anything.
final class ServerFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (any Error)?
    var error: (any Error)? { lock.withLock { stored } }
    func record(_ error: any Error) { lock.withLock { stored = error } }
}

/// A small fixture: four cells in a flow layout, one inserted by the step.
func smallFixture(name: String = "small", color: String = "#007AFF") -> String {
    """
    {
      "version": 1,
      "name": "\(name)",
      "description": "Four cells <b>and</b> one inserted",
      "viewport": {"width": 320, "height": 240, "scale": 1},
      "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, "minimumInteritemSpacing": 10},
      "style": {"cell": {"color": "\(color)", "cornerRadius": 8}},
      "sections": [{"id": "s", "items": [{"id": "a", "label": "A"}, {"id": "b", "label": "B"}, {"id": "c", "label": "C"}, {"id": "d", "label": "D"}]}],
      "animation": {"duration": 0.4, "fps": 10},
      "steps": [{"name": "insert e", "insertItems": [{"at": [0, 1], "item": {"id": "e", "label": "E"}}]}]
    }
    """
}
#endif
