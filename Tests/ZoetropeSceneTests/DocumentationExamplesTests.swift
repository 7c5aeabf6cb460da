import Foundation
import Testing
import ZoetropeScene
import ZoetropeTestSupport

/// The worked examples in `docs/examples/` are valid fixtures, each listed in
/// `docs/fixture-format.md`, and together they show every kind of step.
@Suite struct DocumentationExamplesTests {
    let folder = packageRoot + "/docs/examples"

    func examples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everyExampleIsAValidFixtureNamedAfterItsFile() throws {
        let files = try examples()
        #expect(files.count >= 15)
        for file in files {
            let document = try FixtureDocument.load(path: folder + "/" + file)
            #expect(document.scene.name + ".json" == file)
            #expect(document.scene.summary?.isEmpty == false, "\(file) says what it shows")
            _ = try document.makeTimeline()
        }
    }

    @Test func everyExampleIsListedInTheFormatDocument() throws {
        let document = try String(contentsOfFile: packageRoot + "/docs/fixture-format.md", encoding: .utf8)
        for file in try examples() {
            #expect(document.contains("(examples/\(file))"), "docs/fixture-format.md links \(file)")
        }
    }

    @Test func theExamplesShowEveryKindOfStep() throws {
        var keys = Set<String>()
        for file in try examples() {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))) as? [String: Any]
            for step in object?["steps"] as? [[String: Any]] ?? [] { keys.formUnion(step.keys) }
        }
        let kinds = ["deleteSections", "deleteItems", "insertSections", "insertItems", "moveSections", "moveItems",
                     "reloadSections", "reloadItems", "sections", "layout", "viewport", "contentOffset", "pause",
                     "curve", "stagger", "interruptAfter", "background", "scrollSection", "apply", "animatingDifferences"]
        for kind in kinds { #expect(keys.contains(kind), "no example has a step with \(kind)") }
    }
}
