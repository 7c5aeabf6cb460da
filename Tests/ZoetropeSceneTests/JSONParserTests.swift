import Testing
import ZoetropeScene

@Suite struct JSONParserTests {
    @Test func valuesRememberWhereTheyWereWritten() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, true],\n  \"bé\": \"x\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "bé"])
        #expect(members[0].keyPosition == JSONPosition(line: 2, column: 3))
        #expect(members[1].value.position == JSONPosition(line: 3, column: 9))
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(elements[1].position == JSONPosition(line: 2, column: 12))
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
        let node = try JSONParser.parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#)
        #expect(node.value == .string("a\"b\\c\né😀"))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: trailing comma before '}'"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\" (first written at 1:2)"),
        ("{\"a\": NaN}", "1:7: NaN and Infinity are not JSON; write a finite number"),
        ("[01]", "1:2: numbers cannot have leading zeros"),
        ("\"abc", "1:5: unterminated string (it starts at 1:1)"),
        ("{a: 1}", "1:2: expected a key in double quotes, found 'a'"),
        ("[1] x", "1:5: unexpected text after the end of the document"),
        ("\"\\x\"", "1:2: invalid escape sequence '\\x'"),
        ("", "1:1: expected a value, found the end of the file"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func aRepeatedKeyIsFoundInObjectsLargeAndSmall() throws {
        // Twenty keys, one per line, then the fourth again: past the small objects' scan.
        for count in [3, 20] {
            let lines = (0..<count).map { "\"k\($0)\": \($0)," } + ["\"k2\": 0"]
            do {
                _ = try JSONParser.parse("{\n" + lines.joined(separator: "\n") + "\n}")
                Issue.record("a repeated key was accepted in an object of \(count + 1) members")
            } catch {
                #expect(error.description == "\(count + 2):1: duplicate key \"k2\" (first written at 4:1)")
            }
            // Without the repeat, it parses, every member in order.
            let node = try JSONParser.parse("{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}")
            guard case .object(let members) = node.value else { Issue.record("not an object"); return }
            #expect(members.map(\.key) == (0..<count).map { "k\($0)" })
        }
    }

    @Test func deepNestingIsRefusedInsteadOfExhaustingTheStack() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func hugeNumbersParseAsInfinityForTheDecoderToReject() throws {
        #expect(try JSONParser.parse("1e999").value == .number(.infinity))
    }

    @Test func theWriterRoundTripsThroughTheParser() throws {
        let value = JSONValue.object([("b", .array([.number(0.1), .number(-2), .number(1e-7)])), ("a", .string("q\"\n\u{1}")), ("n", .null)])
        let text = JSONWriter.write(value)
        let parsed = try JSONParser.parse(text)
        guard case .object(let members) = parsed.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "n"])
        #expect(members[1].value.value == .string("q\"\n\u{1}"))
        #expect(JSONWriter.format(0.1) == "0.1" && JSONWriter.format(3) == "3" && JSONWriter.format(-0.0) == "0")
    }

    @Test func positionsOnOneLongLineCountScalarsFromTheLineStart() throws {
        // A minified document: every value on line 2, after multi-byte text.
        var text = "[\n"
        var expected: [Int] = []
        for k in 0..<300 {
            if k > 0 { text += "," }
            expected.append(text.split(separator: "\n", omittingEmptySubsequences: false).last!.unicodeScalars.count + 1)
            text += k % 3 == 0 ? "\"é\(k)€\"" : (k % 3 == 1 ? "\(k)" : "{\"k\":\(k)}")
        }
        text += "]"
        guard case .array(let elements) = try JSONParser.parse(text).value else { Issue.record("not an array"); return }
        #expect(elements.map(\.position.line) == Array(repeating: 2, count: 300))
        #expect(elements.map(\.position.column) == expected)
    }

    @Test func keysAreFoundBackFromTheirValuesPastEscapedQuotesAndSpaces() throws {
        // The tape keeps a member's value offset, not its key's: the key is found by reading
        // back over `"key" :`, which must not stop at an escaped quote inside the key.
        let text = #"{ "a\"b" :"# + "\n" + #" 1, "c\\" "# + "\t" + #": {"d": [true, {"e" : null}]}}"#
        guard case .object(let members) = try JSONParser.parse(text).value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a\"b", "c\\"])
        #expect(members.map(\.keyPosition) == [JSONPosition(line: 1, column: 3), JSONPosition(line: 2, column: 5)])
        guard case .object(let inner) = members[1].value.value, case .array(let list) = inner[0].value.value,
              case .object(let last) = list[1].value else { Issue.record("not the expected shape"); return }
        #expect(inner[0].keyPosition == JSONPosition(line: 2, column: 15))
        #expect(last[0].keyPosition == JSONPosition(line: 2, column: 28))
        #expect(last[0].value.position == JSONPosition(line: 2, column: 34))
    }
}
