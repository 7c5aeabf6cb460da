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
        let start = Date()
        for save in 1...100 {
            try (original + String(repeating: " ", count: save)).write(toFile: folder + "/swatches.json.saving", atomically: false, encoding: .utf8)
            rename(folder + "/swatches.json.saving", folder + "/swatches.json")
            let deadline = Date().addingTimeInterval(5)
            while try version() < save + 1 && Date() < deadline { usleep(5_000) }
            #expect(try version() == save + 1, "save \(save) was not read")
            if save == 20 { baseline = resident() }
        }
        let seconds = Date().timeIntervalSince(start)
        #if os(Linux)
        let growth = resident() - baseline
        #expect(baseline > 0 && growth < 32 << 20, "resident memory grew by \(growth >> 20) MB over 80 saves")
        #endif
        #expect(seconds < 30, "100 saves took \(seconds) s to be read")
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
