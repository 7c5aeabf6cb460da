#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeTestSupport

/// File names and values from files reach the terminal with their control characters shown
/// (`TerminalText`): in `compare`'s lines and errors, `validate`'s and `doctor`'s.
@Suite(.serialized) struct TerminalNamesTests {
    typealias CLI = CommandLineRunner

    /// Creates a file whose name is `bytes` (which need not be UTF-8) inside `folder`.
    func create(named bytes: [UInt8], in folder: String, contents: [UInt8]) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        try #require(descriptor >= 0, "cannot create a file with that name here")
        _ = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Nothing in `text` acts on a terminal, and no line of it is one a name made up.
    func expectHarmless(_ text: String, _ context: String) {
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x0D || $0.value == 0x202E }, "\(context): \(text.debugDescription)")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error: forged") || $0.hasPrefix("ok") }, "\(context): \(text.debugDescription)")
        #expect(!text.contains("\u{FFFD}"), "\(context): bytes that are not UTF-8 reached the terminal: \(text.debugDescription)")
    }

    @Test func compareShowsHostileFrameNamesEscaped() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for side in ["a", "b"] { try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true) }
        // Two different small PNGs: the frames differ, so each is named.
        try RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)).writePNG(to: root + "/red.png")
        try RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 12) + [0, 0, 255, 255]).writePNG(to: root + "/blue.png")
        let red = [UInt8](try #require(FileManager.default.contents(atPath: root + "/red.png")))
        let blue = [UInt8](try #require(FileManager.default.contents(atPath: root + "/blue.png")))
        let names: [[UInt8]] = [
            Array("x\u{1B}[31mred\u{07}.png".utf8),
            Array("y.png\nerror: forged.png".utf8),
            Array("z\u{202E}gnp.png".utf8),
        ]
        for name in names {
            try create(named: name, in: root + "/a", contents: red)
            try create(named: name, in: root + "/b", contents: blue)
        }
        let result = try CLI.run(["compare", root + "/a", root + "/b"])
        #expect(result.status == 1, "\(result.standardError)")
        expectHarmless(result.standardOutput, "compare's lines")
        expectHarmless(result.standardError, "compare's errors")
        #expect(result.standardOutput.contains("x\\e[31mred\\x07.png: differs"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("y.png\\nerror: forged.png, z\\u{202E}gnp.png"), "\(result.standardOutput)")
        // A name that is not UTF-8 cannot be paired by name: an error that shows its bytes.
        let notUTF8 = Array("w".utf8) + [0xFF, 0xFE] + Array(".png".utf8)
        try create(named: notUTF8, in: root + "/a", contents: red)
        let unpaired = try CLI.run(["compare", root + "/a", root + "/b"])
        #expect(unpaired.status == 2)
        expectHarmless(unpaired.standardError, "compare's error for a name that is not UTF-8")
        #expect(unpaired.standardError.contains("the file name \"w\\xFF\\xFE.png\" is not UTF-8"), "\(unpaired.standardError)")
        _ = notUTF8.withUnsafeBufferPointer { name in
            (Array((root + "/a/").utf8) + Array(name) + [0]).withUnsafeBufferPointer { unlink(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        }

        // A damaged frame is named in an error the same way.
        try create(named: Array("v\u{1B}]0;title\u{07}.png".utf8), in: root + "/a", contents: [1, 2, 3])
        try create(named: Array("v\u{1B}]0;title\u{07}.png".utf8), in: root + "/b", contents: blue)
        let damaged = try CLI.run(["compare", root + "/a", root + "/b"])
        #expect(damaged.status == 2)
        expectHarmless(damaged.standardError, "compare's error for a damaged frame")
        #expect(damaged.standardError.contains("v\\e]0;title\\x07.png"), "\(damaged.standardError)")
    }

    @Test func validateAndDoctorShowHostileNamesEscaped() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixture = try #require(FileManager.default.contents(atPath: CLI.packageRoot + "/Fixtures/color-swatches-boring.json"))
        try create(named: Array("ok\nok: forged\u{1B}[2J.json".utf8), in: root, contents: [UInt8](fixture))
        let validated = try CLI.run(["validate", root])
        #expect(validated.status == 0, "\(validated.standardError)")
        expectHarmless(validated.standardOutput, "validate's lines")
        #expect(validated.standardOutput.contains("\\nok: forged\\e[2J.json: ok"), "\(validated.standardOutput)")

        // A fingerprint whose values carry escapes, as doctor --against reads it.
        let own = try CLI.run(["doctor", "--json"]).standardOutput
        let hostile = own.replacingOccurrences(of: #""cairo": ""#, with: #""cairo": "\u001b[2J\u0007\nerror: forged "#)
        #expect(hostile != own)
        try hostile.write(toFile: root + "/fingerprint.json", atomically: true, encoding: .utf8)
        let doctor = try CLI.run(["doctor", "--against", root + "/fingerprint.json"])
        expectHarmless(doctor.standardOutput, "doctor's lines")
        expectHarmless(doctor.standardError, "doctor's errors")
    }
}
#endif
