#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene

@Suite struct DumpCommandTests {
    typealias CLI = CommandLineRunner

    func elements(_ output: String) throws -> [[String: JSONNode.Value]] {
        guard case .object(let root) = try JSONParser.parse(output).value,
            case .array(let list)? = root.first(where: { $0.key == "elements" })?.value.value
        else { return [] }
        return list.compactMap { node in
            guard case .object(let members) = node.value else { return nil }
            return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.value) })
        }
    }

    @Test func dumpPrintsEveryElementAtTheMomentAsked() throws {
        let result = try CLI.run(["dump", "Fixtures/color-swatches-boring.json", "--step", "3", "--at", "0.25"])
        #expect(result.status == 0, "\(result.standardError)")
        let list = try elements(result.standardOutput)
        #expect(list.count == 9)
        let pink = try #require(list.first { $0["item"] == .string("pink") })
        #expect(pink["role"] == .string("disappearing") && pink["reason"] == .string("deleted"))
        guard case .number(let alpha)? = pink["alpha"] else { Issue.record("no alpha"); return }
        #expect(abs(alpha - 0.5) < 1e-9)
        let header = try #require(list.first { $0["kind"] == .string("header") })
        #expect(header["section"] == .string("warm") && header["category"] == .string("supplementary"))
    }

    @Test func withoutOptionsDumpShowsTheInitialLayout() throws {
        let result = try CLI.run(["dump", "Fixtures/color-swatches.json"])
        #expect(result.status == 0)
        let list = try elements(result.standardOutput)
        #expect(list.count == 8)  // the header and seven swatches
        #expect(list.allSatisfy { $0["role"] == .string("staying") })
    }

    /// `--all` lists the whole content, not only what is on screen: thirty 100-point cells in
    /// rows of three fill 10 rows (1,090 points) of which three rows show in 240.
    @Test func allListsEveryElementOfTheContentWithItsSize() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let items = (0..<30).map { "{\"id\": \"i\($0)\"}" }.joined(separator: ", ")
        let fixture = """
            {"version": 1, "viewport": {"width": 320, "height": 240, "scale": 1},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}},
             "sections": [{"id": "s", "items": [\(items)]}],
             "steps": [{"deleteItems": [[0, 0]]}]}
            """
        try fixture.write(toFile: folder + "/long.json", atomically: true, encoding: .utf8)
        let onScreen = try elements(try CLI.run(["dump", folder + "/long.json"]).standardOutput)
        // Without --all: what the first frame shows (nine, and the tenth the step moves in).
        #expect(onScreen.count == 10)
        let result = try CLI.run(["dump", folder + "/long.json", "--all"])
        #expect(result.status == 0, "\(result.standardError)")
        let all = try elements(result.standardOutput)
        #expect(all.count == 30)
        #expect(all.filter { $0["onScreen"] == .bool(true) }.count == 9)
        #expect(all.last?["item"] == .string("i29"))
        #expect(result.standardOutput.contains("\"contentSize\": {\"width\": 320, \"height\": 1090}"), "\(result.standardOutput.prefix(300))")
        // After the step, one fewer: 29 cells, the first now i1.
        let after = try elements(try CLI.run(["dump", folder + "/long.json", "--all", "--step", "0"]).standardOutput)
        #expect(after.count == 29 && after.first?["item"] == .string("i1"))
        let withTime = try CLI.run(["dump", folder + "/long.json", "--all", "--at", "0.1"])
        #expect(withTime.status == 2 && withTime.standardError.contains("--all lists the layout at rest"))
    }

    /// One answer from every entry point: a self-sizing cell is as tall from the Swift API's
    /// defaults (`FixtureDocument.makeTimeline()`) as from `zoetrope dump`, and the
    /// approximate measurer would not have given that height.
    @Test func theSwiftAPIsDefaultsLayOutSelfSizingCellsAsTheCommandLineDoes() throws {
        let path = CLI.packageRoot + "/Fixtures/self-sizing-feed.json"
        let dumped = try elements(try CLI.run(["dump", path]).standardOutput)
        func height(_ element: [String: JSONNode.Value]) -> Double? {
            guard case .object(let frame)? = element["frame"], case .number(let h)? = frame.first(where: { $0.key == "height" })?.value.value else { return nil }
            return h
        }
        let document = try FixtureDocument.load(path: path)
        let swift = try document.makeTimeline().frame(at: 0).elements
        let approximate = try document.makeTimeline(textMeasurer: ApproximateTextMeasurer()).frame(at: 0).elements
        #expect(dumped.count == swift.count && !swift.isEmpty)
        var differsFromApproximate = false
        for (index, element) in swift.enumerated() {
            #expect(height(dumped[index]) == element.attributes.frame.height, "element \(index)")
            if approximate.indices.contains(index), approximate[index].attributes.frame.height != element.attributes.frame.height { differsFromApproximate = true }
        }
        #expect(differsFromApproximate, "the fixture's text measures differently with the approximate measurer")
    }

    @Test func aStepThatDoesNotExistExits2() throws {
        let result = try CLI.run(["dump", "Fixtures/color-swatches.json", "--step", "42"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--step 42 does not exist; this fixture's steps are 0 to 8"))
        #expect(result.standardOutput.isEmpty)
    }
}
#endif
