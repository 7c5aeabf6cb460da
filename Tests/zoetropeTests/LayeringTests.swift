import Foundation
import Testing
import ZoetropeTestSupport

/// docs/architecture.md draws the layers, bottom first, of the modules and of ZoetropeCore's
/// folders; code may use only what is below it. A module that depends on one in its own
/// layer or above fails here, and so does a ZoetropeCore folder whose files name a type that
/// a folder in its own layer or above declares.
@Suite struct LayeringTests {
    typealias CLI = CommandLineRunner

    /// The layers listed after the line `title` in the map's "Layers" section: each numbered
    /// line a layer, its backticked names the modules or folders in it.
    static func layers(titled title: String, in map: String) -> [[String]] {
        var layers: [[String]] = []
        var inside = false
        for line in map.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || (line.hasSuffix(":") && !line.hasPrefix(" ")) { inside = line == title }
            guard inside, let first = line.first, first.isNumber, line.contains(". `") else { continue }
            layers.append(line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        return layers
    }

    static var map: String {
        (try? String(contentsOfFile: CLI.packageRoot + "/docs/architecture.md", encoding: .utf8)) ?? ""
    }

    /// Each target of `Sources/` and the targets of this package it depends on, from the
    /// manifest's `.target(name:dependencies:)` and `.executableTarget(name:dependencies:)`.
    static func targetDependencies(inManifest manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for opening in [".target(", ".executableTarget(", ".systemLibrary("] {
            var scanner = manifest[...]
            while let start = scanner.range(of: opening) {
                // The call's own text: up to the parenthesis that closes it.
                let rest = scanner[start.upperBound...]
                var depth = 1
                var end = rest.endIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
                }
                let call = rest[..<end]
                scanner = rest[end...]
                guard let nameStart = call.range(of: "name: \""), !call.contains("path: \"Benchmarks/"), !call.contains("path: \"Tests/") else { continue }
                let name = String(call[nameStart.upperBound...].prefix { $0 != "\"" })
                var dependencies: [String] = []
                if let list = call.range(of: "dependencies: [") {
                    // Package products (`.product(…)`) are other packages: only this package's
                    // targets, named by their string, are layered here.
                    var text = call[list.upperBound...]
                    while let product = text.range(of: ".product(") {
                        let close = text[product.upperBound...].firstIndex(of: ")") ?? text.endIndex
                        text = text[..<product.lowerBound] + text[close...]
                    }
                    let parts = text.prefix { $0 != "]" }.split(separator: "\"", omittingEmptySubsequences: false)
                    dependencies = parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                }
                result[name] = dependencies
            }
        }
        return result
    }

    @Test func noModuleDependsOnOneInItsLayerOrAbove() throws {
        let layers = Self.layers(titled: "Modules:", in: Self.map)
        #expect(layers.count >= 5, "the map's module layers are found (\(layers))")
        let layerOf = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, names in names.map { ($0, index) } })
        let manifest = try String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)
        let dependencies = Self.targetDependencies(inManifest: manifest)
        let modules = CLI.contents(of: CLI.packageRoot + "/Sources").filter { !$0.hasPrefix(".") }
        #expect(Set(layerOf.keys) == Set(modules), "the module layers name every module of Sources/ and only those")
        #expect(Set(dependencies.keys) == Set(modules), "the manifest's targets are read (\(dependencies.keys.sorted()))")
        for (module, used) in dependencies {
            guard let layer = layerOf[module] else { continue }
            for dependency in used {
                guard let below = layerOf[dependency] else { continue }
                #expect(below < layer, "\(module) (layer \(layer + 1)) depends on \(dependency) (layer \(below + 1)), which is not below it")
            }
        }
    }

    /// ZoetropeCore's folder of `path` (relative to Sources/ZoetropeCore): its top folder, or a
    /// family under `Layouts/`.
    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/")
        guard parts.count > 1 else { return "ZoetropeCore" }
        return "ZoetropeCore/" + (parts[0] == "Layouts" && parts.count > 2 ? "Layouts/\(parts[1])" : String(parts[0]))
    }

    /// `source` without comments and one-line string literals: what names a type in code.
    static func code(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = ""
            var inString = false
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                if character == "/" && previous == "/" { kept.removeLast(); break }
                if character == "\"" { inString = true; continue }
                kept.append(character)
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// Every use of a type across folders that does not point down: which folder's file names
    /// which type of which folder. `files` maps a path under Sources/ZoetropeCore to its text.
    static func reachesUp(in files: [String: String], layers: [[String]]) -> [String] {
        let layerOf = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, names in names.map { ($0, index) } })
        let code = files.mapValues(Self.code(of:))
        // The types each folder declares at the top level (nested types are named through theirs).
        var declaredIn: [String: String] = [:]
        let keywords = ["struct ", "enum ", "class ", "final class ", "protocol ", "typealias ", "actor ", "indirect enum "]
        for (path, text) in code.sorted(by: { $0.key < $1.key }) {
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("extension") {
                var rest = line[...]
                for access in ["public ", "package ", "internal ", "fileprivate ", "private "] where rest.hasPrefix(access) {
                    rest = rest.dropFirst(access.count)
                }
                guard let keyword = keywords.first(where: { rest.hasPrefix($0) }) else { continue }
                let name = String(rest.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if declaredIn[name] == nil { declaredIn[name] = folder(of: path) }
            }
        }
        var problems: [String] = []
        for (path, text) in code.sorted(by: { $0.key < $1.key }) {
            let user = folder(of: path)
            guard let userLayer = layerOf[user] else {
                problems.append("\(path): its folder \(user) is in no layer")
                continue
            }
            var names = Set<String>()
            var word = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
                if let first = word.first, first.isUppercase { names.insert(word) }
                word = ""
            }
            for name in names.sorted() {
                guard let owner = declaredIn[name], owner != user, let ownerLayer = layerOf[owner] else { continue }
                if ownerLayer >= userLayer {
                    problems.append("ZoetropeCore/\(path) (\(user), layer \(userLayer + 1)) uses \(name) of \(owner) (layer \(ownerLayer + 1))")
                }
            }
        }
        return problems
    }

    @Test func noFolderOfTheCoreUsesATypeFromItsLayerOrAbove() {
        let layers = Self.layers(titled: "ZoetropeCore's folders:", in: Self.map)
        #expect(layers.count >= 10, "the map's folder layers are found (\(layers))")
        let root = CLI.packageRoot + "/Sources/ZoetropeCore/"
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var files: [String: String] = [:]
        for path in paths { files[path] = (try? String(contentsOfFile: root + path, encoding: .utf8)) ?? "" }
        #expect(files.count > 100, "the core's files are read (\(files.count))")
        let folders = Set(paths.map(Self.folder(of:)))
        #expect(folders == Set(layers.joined()), "the folder layers name every folder of the core and only those: \(folders.sorted())")
        for problem in Self.reachesUp(in: files, layers: layers) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func aTypeUsedFromBelowItsFolderIsFoundAndCommentsAndStringsAreNot() {
        let layers = [["ZoetropeCore/Geometry"], ["ZoetropeCore/Collection"]]
        let files = [
            "Geometry/Point.swift": "public struct Point {\n    // a Section is not named here\n    let label = \"Section\"\n}",
            "Geometry/Rect.swift": "extension Point {\n    func inside(_ section: Section) {}\n}",
            "Collection/Section.swift": "public struct Section {\n    var origin: Point\n}",
        ]
        let problems = Self.reachesUp(in: files, layers: layers)
        #expect(problems == ["ZoetropeCore/Geometry/Rect.swift (ZoetropeCore/Geometry, layer 1) uses Section of ZoetropeCore/Collection (layer 2)"])
    }
}
