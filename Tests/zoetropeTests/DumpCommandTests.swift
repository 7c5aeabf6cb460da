#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
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

    @Test func aStepThatDoesNotExistExits2() throws {
        let result = try CLI.run(["dump", "Fixtures/color-swatches.json", "--step", "42"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--step 42 does not exist; this fixture's steps are 0 to 8"))
        #expect(result.standardOutput.isEmpty)
    }
}
#endif
