import Foundation
import Testing
import ZoetropeTestSupport

/// docs/architecture.md is the map a newcomer reads first: its table of modules names every
/// module there is, its table of folders every module's top folder, and nothing that is gone.
@Suite struct ArchitectureMapTests {
    /// The backticked names in the first column of the table under `heading`, up to the next
    /// heading of its level: `ZoetropeScene/JSON`, `/Fixture` names `ZoetropeScene/Fixture`.
    /// With `firstOnly`, a row's first name alone (the rest say where it is).
    static func firstColumnNames(under heading: String, in map: String, firstOnly: Bool = false) -> [String] {
        var names: [String] = []
        var inside = false
        for line in map.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inside = line == heading }
            guard inside, line.hasPrefix("| `"), let cell = line.dropFirst(2).split(separator: "|").first else { continue }
            var module = ""
            for (index, part) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                if firstOnly && index > 1 { break }
                if part.hasPrefix("/"), !module.isEmpty {
                    names.append(module + part)
                } else {
                    names.append(String(part))
                    module = String(part.prefix { $0 != "/" })
                }
            }
        }
        return names
    }

    static func directories(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    static var map: String {
        get throws { try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8) }
    }

    @Test func theModulesTableNamesEveryModuleAndOnlyThose() throws {
        let named = Set(Self.firstColumnNames(under: "## Modules", in: try Self.map, firstOnly: true))
        let modules = try Self.directories(in: packageRoot + "/Sources")
        #expect(modules.count > 15, "the modules are found: \(modules)")
        #expect(Set(modules).subtracting(named).isEmpty, "add a row to the modules table for each")
        // The shared test support lives under Tests/, and is a module too.
        let gone = named.filter { name in
            !FileManager.default.fileExists(atPath: packageRoot + "/Sources/" + name)
                && !FileManager.default.fileExists(atPath: packageRoot + "/Tests/" + name)
        }
        #expect(gone.isEmpty, "take these rows out, or bring the modules back")
    }

    @Test func theFoldersTableNamesEveryTopFolderAndOnlyThose() throws {
        // A catalog (`MODULE.docc`) has a row of its own, for every module at once.
        let named = Self.firstColumnNames(under: "## Where a type lives", in: try Self.map).filter { !$0.contains("MODULE") }
        var folders: [String] = []
        for module in try Self.directories(in: packageRoot + "/Sources") {
            folders += try Self.directories(in: packageRoot + "/Sources/" + module).filter { !$0.hasSuffix(".docc") }.map { module + "/" + $0 }
        }
        #expect(folders.count > 30, "the folders are found: \(folders)")
        // A folder of folders (`ZoetropeCore/Layouts`) is named by the rows of what it holds.
        let unnamed = folders.filter { folder in !named.contains { $0 == folder || $0.hasPrefix(folder + "/") } }
        #expect(unnamed.isEmpty, "add a row to the folders table for each")
        let gone = named.filter { !FileManager.default.fileExists(atPath: packageRoot + "/Sources/" + $0) }
        #expect(gone.isEmpty, "take these rows out, or bring the folders back")
    }

    @Test func theTablesAreReadAsTheMapWritesThem() {
        let map = """
            ## Modules

            | module | holds |
            |---|---|
            | `ZoetropeCore` | the core |

            ## Where a type lives

            | folder | holds |
            |---|---|
            | `ZoetropeScene/JSON`, `/Fixture` | the parser; the decoder, by facet (`FixtureDecoder+Steps`) |

            ## Choices
            | `NotATable/Row` | |
            """
        #expect(Self.firstColumnNames(under: "## Modules", in: map) == ["ZoetropeCore"])
        #expect(Self.firstColumnNames(under: "## Where a type lives", in: map) == ["ZoetropeScene/JSON", "ZoetropeScene/Fixture"])
    }
}
