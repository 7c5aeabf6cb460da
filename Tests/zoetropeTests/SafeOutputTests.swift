import Foundation
import Testing

/// An interrupted render (Ctrl-C or SIGTERM, or a disk that refuses more bytes) leaves the previous output
/// exactly as it was and no staging folder behind.
@Suite(.serialized) struct SafeOutputTests {
    typealias CLI = CommandLineRunner

    /// Every file under `folder` with its bytes.
    func snapshot(of folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for path in (manager.subpaths(atPath: folder) ?? []) {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = manager.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    func previousOutput() throws -> (folder: String, files: [String: Data]) {
        let out = try CLI.temporaryFolder()
        let first = try CLI.run(["render", "Fixtures/rich-cards.json", "--out", out, "--fps", "2", "--scale", "1"])
        #expect(first.status == 0, "\(first.standardError)")
        let files = snapshot(of: out)
        #expect(files.count > 5)
        return (out, files)
    }

    @Test func anInterruptedRenderLeavesThePreviousOutputAndNoStaging() throws {
        let (out, before) = try previousOutput()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["render", "Fixtures/rich-cards.json", "--out", out, "--fps", "120", "--scale", "3", "--jobs", "1"]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until frames are being written into staging, then interrupt.
        var staging: String?
        for _ in 0..<600 where staging == nil {
            usleep(20_000)
            if let name = CLI.contents(of: out).first(where: { $0.hasPrefix(".zoetrope-staging-") }),
               CLI.contents(of: out + "/" + name + "/rich-cards").count >= 2 {
                staging = name
            }
        }
        #expect(staging != nil, "the render started writing frames")
        // SIGTERM: the test runner starts its children with SIGINT ignored, and a process
        // started so keeps ignoring it; both signals are handled alike.
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(message.contains("interrupted"))
        #expect(!CLI.contents(of: out).contains { $0.hasPrefix(".zoetrope-") }, "no staging folder left: \(CLI.contents(of: out))")
        #expect(snapshot(of: out) == before, "the previous output is byte for byte as it was")
    }

    @Test func aDiskThatRefusesBytesLeavesThePreviousOutputAndNoStaging() throws {
        let (out, before) = try previousOutput()
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A file size limit of 64 KB makes writing a big frame fail (EFBIG), as a full disk does.
        let script = "trap '' XFSZ; ulimit -f 64; exec \"$0\" render Fixtures/rich-cards.json --out \"$1\" --fps 4 --scale 3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLI.binary, out]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 3, "\(message)")
        #expect(message.contains("error: cannot write"), "\(message)")
        #expect(!CLI.contents(of: out).contains { $0.hasPrefix(".zoetrope-") })
        #expect(snapshot(of: out) == before)
    }
}
