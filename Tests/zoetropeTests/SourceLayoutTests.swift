import Foundation
import Testing
import ZoetropeTestSupport

/// The house's rule for where a type lives: every struct, class, actor and protocol that is
/// not private has a file of its name (`Label.swift`), or of its name and a topic
/// (`Label+Accessories.swift` for more of it). An enum may stay beside the type it exists for,
/// as in UIKit's own headers; a private helper may stay beside its user.
@Suite struct SourceLayoutTests {
    /// A type declared in a file named after something else.
    struct Misplaced: CustomStringConvertible {
        var name: String
        var file: String
        var description: String { "\(name) in \(file)" }
    }

    /// Files that keep more than one type, and why.
    static let sharedFiles = [
        // The observation, its options, change and registry share fileprivate members.
        "ZoetropeUIKit/Foundation/KeyValueObserving.swift",
        // `CGColorSpace` stands in for Core Graphics' only where it is missing, inside the
        // gradient's `#if !canImport(CoreGraphics)`.
        "ZoetropeUIKit/Drawing/CGGradient.swift",
    ]

    static func misplacedTypes(in module: String) throws -> [Misplaced] {
        let root = packageRoot + "/Sources/" + module
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [Misplaced] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let stem = String((relative as NSString).lastPathComponent.dropLast(".swift".count))
            let owner = stem.split(separator: "+", maxSplits: 1).first.map(String.init) ?? stem
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                guard let name = declaredTypeName(line), name != owner else { continue }
                found.append(Misplaced(name: name, file: module + "/" + relative))
            }
        }
        return found.sorted { $0.file < $1.file }
    }

    /// The name a top-level struct, class, actor or protocol declaration on `line` declares,
    /// unless it is private; nil for any other line.
    static func declaredTypeName(_ line: Substring) -> String? {
        guard let first = line.first, !first.isWhitespace else { return nil }
        var rest = line[...]
        // Attributes, their arguments included (`@available(*, unavailable, message: "…")`).
        while rest.first == "@" {
            rest = rest.drop { $0 != " " && $0 != "(" }
            if rest.first == "(" {
                var depth = 0
                rest = rest.drop { character in
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    return depth > 0
                }.dropFirst()
            }
            rest = rest.drop { $0 == " " }
        }
        var words = rest.split(separator: " ")[...]
        if let word = words.first {
            if ["private", "fileprivate"].contains(word) { return nil }
            if ["public", "package", "internal", "open"].contains(word) { words.removeFirst() }
        }
        if words.first == "final" { words.removeFirst() }
        guard let kind = words.first, ["struct", "class", "actor", "protocol"].contains(kind), words.count > 1 else { return nil }
        let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    @Test func everyTypeLivesInAFileOfItsName() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Sources").filter { !$0.hasPrefix("C") }.sorted()
        #expect(modules.contains("ZoetropeCore") && modules.contains("zoetrope"), "the modules are found: \(modules)")
        for module in modules {
            let misplaced = try Self.misplacedTypes(in: module).filter { !Self.sharedFiles.contains($0.file) }
            #expect(misplaced.isEmpty, "give each its own file, named after it: \(misplaced)")
        }
    }

    @Test func theCheckFindsATypeDeclaredUnderAnotherName() {
        #expect(Self.declaredTypeName("public struct Label: Hashable {") == "Label")
        #expect(Self.declaredTypeName("@MainActor open class UIView: UIResponder {") == "UIView")
        #expect(Self.declaredTypeName("final class Cache<Key> {") == "Cache")
        #expect(Self.declaredTypeName("@available(*, unavailable, message: \"not here\") public final class UINib {") == "UINib")
        #expect(Self.declaredTypeName("private struct Helper {") == nil)
        #expect(Self.declaredTypeName("    struct Nested {") == nil)
        #expect(Self.declaredTypeName("public enum Kind {") == nil)
        #expect(Self.declaredTypeName("extension Label {") == nil)
    }
}
