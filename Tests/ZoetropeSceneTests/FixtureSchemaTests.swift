import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// `docs/fixture.schema.json` and the decoder describe one format.
@Suite struct FixtureSchemaTests {
    func schema() throws -> [(key: String, value: JSONNode)] {
        let bytes = try #require(readFile(packageRoot + "/docs/fixture.schema.json"))
        guard case .object(let root) = try JSONParser.parse(bytes).value,
            let defs = root.first(where: { $0.key == "$defs" }), case .object(let definitions) = defs.value.value
        else { Issue.record("the schema has no $defs"); return [] }
        return definitions.map { ($0.key, $0.value) }
    }

    @Test func everyObjectOfTheSchemaListsExactlyTheKeysTheDecoderAccepts() throws {
        let definitions = try schema()
        for (name, keys) in FixtureKeys.byDefinition {
            guard let definition = definitions.first(where: { $0.key == name })?.value,
                case .object(let members) = definition.value
            else {
                Issue.record("the schema has no definition \"\(name)\"")
                continue
            }
            guard let properties = members.first(where: { $0.key == "properties" }), case .object(let listed) = properties.value.value else {
                Issue.record("\(name) has no properties")
                continue
            }
            #expect(Set(listed.map(\.key)) == Set(keys.allowed), "definition \(name)")
            let closed = members.first { $0.key == "additionalProperties" }?.value.value
            #expect(closed == .bool(false), "definition \(name) must refuse unknown keys, as the decoder does")
        }
    }

    @Test func theSchemaNamesExactlyTheSystemColoursTheDecoderKnows() throws {
        let single = try #require(try schema().first { $0.key == "singleColor" }?.value)
        guard case .object(let members) = single.value, case .array(let choices)? = members.first(where: { $0.key == "oneOf" })?.value.value else {
            Issue.record("singleColor is not a oneOf")
            return
        }
        let names = choices.compactMap { choice -> [String]? in
            guard case .object(let parts) = choice.value, case .array(let listed)? = parts.first(where: { $0.key == "enum" })?.value.value else { return nil }
            return listed.compactMap { if case .string(let name) = $0.value { return name } else { return nil } }
        }.first
        #expect(names == SystemColor.allCases.map(\.rawValue))
    }
}
