#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `zoetrope preview` as a user runs it: it prints its address, serves the page there, and
/// stops cleanly on a signal; bad arguments exit 2.
@Suite struct PreviewCommandTests {
    typealias CLI = CommandLineRunner

    @Test func itPrintsItsAddressServesThePageAndStopsCleanlyOnASignal() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["preview", "Fixtures/color-swatches.json", "Fixtures/wallet.json", "--port", "0"]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line names the address.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.hasPrefix("Zoetrope preview of 2 fixtures: http://127.0.0.1:"), "\(text)")
        let address = try #require(text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let page = try String(contentsOf: URL(string: address)!, encoding: .utf8)
        #expect(page.contains("\"color-swatches\"") && page.contains("\"wallet\""))
        let document = try Data(contentsOf: URL(string: address + "api/fixtures/wallet")!)
        #expect(document.count > 1000)
        // The test runner starts children with SIGINT ignored; SIGTERM is handled alike.
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0 && rest.contains("stopped"), "\(process.terminationStatus) \(rest)")
    }

    /// A fixture saved 100 times in a row: every save read, the server answering throughout,
    /// and the process's resident memory flat (measured from save 20, after the caches fill).
    @Test func aHundredSavesLeaveTheProcessWithFlatMemory() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = try String(contentsOfFile: CLI.packageRoot + "/Fixtures/color-swatches.json", encoding: .utf8)
        try original.write(toFile: folder + "/swatches.json", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["preview", folder + "/swatches.json", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let address = try #require(String(decoding: line, as: UTF8.self).split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        func version() throws -> Int {
            let list = try String(contentsOf: URL(string: address + "api/fixtures")!, encoding: .utf8)
            return Int(list.components(separatedBy: "\"version\": ").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? -1
        }
        func resident() -> Int {
            guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/statm", encoding: .utf8) else { return 0 }
            return (Int(text.split(separator: " ").dropFirst().first ?? "0") ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        var baseline = 0
        for save in 1...100 {
            try (original + String(repeating: " ", count: save)).write(toFile: folder + "/swatches.json.saving", atomically: false, encoding: .utf8)
            rename(folder + "/swatches.json.saving", folder + "/swatches.json")
            let deadline = Date().addingTimeInterval(5)
            while try version() < save + 1 && Date() < deadline { usleep(5_000) }
            #expect(try version() == save + 1, "save \(save) was not read")
            if save == 20 { baseline = resident() }
        }
        #if os(Linux)
        let growth = resident() - baseline
        #expect(baseline > 0 && growth < 32 << 20, "resident memory grew by \(growth >> 20) MB over 80 saves")
        #endif
    }

    /// Runs `zoetrope preview` with standard error written to a file (as a service manager or a
    /// CI log does); its exit status, what it wrote there, and the seconds it took, or nil
    /// status when it was still running after 20 s.
    func startUp(_ arguments: [String]) throws -> (status: Int32?, errors: String, seconds: Double) {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/stderr", contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["preview", "Fixtures/color-swatches.json"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/stderr"))
        let start = Date()
        try process.run()
        while process.isRunning && Date().timeIntervalSince(start) < 20 { usleep(20_000) }
        let seconds = Date().timeIntervalSince(start)
        let finished = !process.isRunning
        if !finished { process.terminate(); process.waitUntilExit() }
        let errors = (try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? ""
        return (finished ? process.terminationStatus : nil, errors, seconds)
    }

    /// A port already taken, or a host that does not resolve, ends the command at once with
    /// the reason, not at Ctrl-C.
    @Test func startUpErrorsExitAtOnceWithTheReason() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        try #require(bound)
        let taken = Int(UInt16(bigEndian: address.sin_port))
        let inUse = try startUp(["--port", "\(taken)"])
        #expect(inUse.status == 3, "still running after \(inUse.seconds) s")
        #expect(inUse.errors.contains("error: the preview server could not listen on 127.0.0.1:\(taken)") && inUse.errors.contains("choose another --port"),
                "\(inUse.errors)")
        let nowhere = try startUp(["--host", "no-such-host.invalid", "--port", "0"])
        #expect(nowhere.status == 2, "still running after \(nowhere.seconds) s")
        #expect(nowhere.errors.contains("error: --host no-such-host.invalid: the name does not resolve"), "\(nowhere.errors)")
    }

    @Test func badArgumentsExit2() throws {
        #expect(try CLI.run(["preview"]).status == 2)
        #expect(try CLI.run(["preview", "Fixtures/wallet.json", "--port", "70000"]).status == 2)
        #expect(try CLI.run(["preview", "no-such.json"]).status == 2)
        let two = try CLI.run(["preview", "Fixtures/wallet.json", "Fixtures/outline.json", "--against", "Fixtures/wallet.json"])
        #expect(two.status == 2 && two.standardError.contains("--against compares one fixture; 2 are named"), "\(two.standardError)")
        let missing = try CLI.run(["preview", "Fixtures/wallet.json", "--against", "no-such-folder"])
        #expect(missing.status == 2 && missing.standardError.contains("no-such-folder: no such file or folder"), "\(missing.standardError)")
        let empty = try CLI.run(["preview", "Fixtures/wallet.json", "--against", "docs"])
        #expect(empty.status == 2 && empty.standardError.contains("docs: the folder holds no PNG frames"), "\(empty.standardError)")
    }
}
#endif
