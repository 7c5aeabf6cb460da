import Foundation
import Testing
import ZoetropeTestSupport

/// The house's rule for length: a function (a method, an initialiser, a computed property's
/// body) fits in 80 lines and a file in 500, unless a comment says why it is kept whole: a line
/// `// Kept whole: …` just above the declaration (with its doc comment), or in a file's first
/// lines for the file.
@Suite struct SourceLengthTests {
    static let functionLimit = 80
    static let fileLimit = 500

    /// What was long before the rule was kept, each to be split (issue 47, item 5). The list may
    /// only shrink: an entry that is no longer long fails until it is taken off.
    static let awaitingSplit: Set<String> = [
    ]

    /// A function, initialiser or property body longer than the limit, or a file: named
    /// `MODULE/PATH.swift: name`, or `MODULE/PATH.swift` for the file.
    static func longPieces(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String] = []
        let fileExplained = lines.prefix(12).contains { $0.contains("// Kept whole:") }
        if lines.count > fileLimit && !fileExplained { found.append(file) }
        for (index, line) in lines.enumerated() {
            guard let name = declaredFunctionName(line) else { continue }
            guard let length = bodyLength(of: lines, from: index), length > functionLimit else { continue }
            // The comment sits above the declaration, among its doc comment and attributes.
            var above = index - 1
            var explained = false
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("/") || lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                if lines[above].contains("// Kept whole:") { explained = true }
                above -= 1
            }
            if !explained { found.append(file + ": " + name) }
        }
        return found
    }

    /// The name a `func`, `init`, `subscript` or `deinit` on `line` declares; nil for any other.
    static func declaredFunctionName(_ line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let first = words.first, !first.hasPrefix("//") else { return nil }
        for (index, word) in words.enumerated() {
            if word == "func", index + 1 < words.count {
                return String(words[index + 1].prefix { $0 != "(" && $0 != "<" })
            }
            if word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("init<") { return "init" }
            if word.hasPrefix("subscript(") { return "subscript" }
            if word == "deinit" { return "deinit" }
            // Modifiers and attributes come before; anything else ends the search.
            let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "package", "open", "static", "class",
                                             "final", "override", "mutating", "nonmutating", "nonisolated", "convenience", "required"]
            if !modifiers.contains(word) && !word.hasPrefix("@") && !word.hasPrefix("private(") && !word.hasPrefix("package(") { return nil }
        }
        return nil
    }

    /// How many lines the declaration starting at `start` spans, from its first line to the
    /// brace that closes its body; nil for one without a body (a protocol's requirement).
    /// Braces inside string literals and after `//` are not counted.
    static func bodyLength(of lines: [Substring], from start: Int) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            var inString = false
            var previous: Character = " "
            for character in lines[index] {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString {
                    if character == "/" && previous == "/" { break }
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                previous = character
            }
            if opened && depth <= 0 { return index - start + 1 }
            // A requirement, or a declaration that ends before any body.
            if !opened && index > start && lines[index].trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        }
        return nil
    }

    static func allLongPieces() throws -> [String] {
        let root = packageRoot + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            found += longPieces(in: try String(contentsOfFile: root + "/" + relative, encoding: .utf8), file: relative)
        }
        return found.sorted()
    }

    @Test func everyFunctionAndFileIsShortOrSaysWhyItIsNot() throws {
        let long = try Self.allLongPieces()
        #expect(!long.isEmpty || Self.awaitingSplit.isEmpty, "the sources are found")
        let new = long.filter { !Self.awaitingSplit.contains($0) }
        #expect(new.isEmpty, "split these (functions under \(Self.functionLimit) lines, files under \(Self.fileLimit)), or say why above them with // Kept whole:")
        let split = Self.awaitingSplit.subtracting(long)
        #expect(split.isEmpty, "these are short now: take them off awaitingSplit")
    }

    @Test func theCheckMeasuresADeclarationToItsClosingBrace() {
        let body = (0..<85).map { "        let value\($0) = \"{\" // }" }.joined(separator: "\n")
        let text = "struct S {\n    /// Why.\n    private static func long(_ a: Int) -> Int {\n\(body)\n    }\n    func short() {}\n}\n"
        #expect(Self.longPieces(in: text, file: "M/S.swift") == ["M/S.swift: long"])
        let explained = text.replacingOccurrences(of: "    /// Why.\n", with: "    /// Why.\n    // Kept whole: one table, read top to bottom.\n")
        #expect(Self.longPieces(in: explained, file: "M/S.swift").isEmpty)
        #expect(Self.declaredFunctionName("    public init?(coder: NSCoder) {") == "init")
        #expect(Self.declaredFunctionName("    let function = 1") == nil)
        #expect(Self.declaredFunctionName("    // func commented()") == nil)
    }
}
