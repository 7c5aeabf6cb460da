import Foundation
import Testing
import ZoetropeScene
import ZoetropeTestSupport

/// Every fixture in `Malformed/` is refused with exactly the message in its `.expected` file:
/// where (file, line, column, JSON path) and what was expected. Truncated and empty files,
/// wrong types, missing, unknown and duplicate keys, NaN and infinities, negative and absurd
/// values, duplicate identities, pictures that are missing, not PNGs or outside the folder,
/// invalid updates, bad UTF-8, control characters, nesting 100,000 deep, and names that would
/// lead out of the output folder.
@Suite struct MalformedFixtureTests {
    static let folder = packageRoot + "/Tests/ZoetropeSceneTests/Malformed"

    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func theCorpusIsLargeAndEveryCaseHasItsMessage() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 25)
        for file in cases {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/" + file.replacingOccurrences(of: ".json", with: ".expected")), "\(file) has no .expected")
        }
    }

    @Test(arguments: try cases())
    func eachIsRefusedWithItsMessage(file: String) throws {
        let expected = try String(contentsOfFile: Self.folder + "/" + file.replacingOccurrences(of: ".json", with: ".expected"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
        do {
            let document = try FixtureDocument.load(path: Self.folder + "/" + file)
            _ = try document.makeTimeline()
            Issue.record("\(file) was accepted")
        } catch {
            #expect(String(describing: error).replacingOccurrences(of: Self.folder + "/", with: "") == expected)
        }
    }
}
