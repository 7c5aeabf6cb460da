#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// Every fenced code block of the README, docs/ and the DocC catalogs is checked by a test, so
/// that a block pasted as it is does what the page says:
///
/// - Swift is type-checked against the package's built modules (a fragment inside the little
///   context the page implies: the app's own types it names, a function around statements),
///   or is an excerpt of a file the build compiles, or is a whole file of docs/testing.md's
///   consumer package, which `PackageUsageTests` builds and runs;
/// - JSON is a fixture `zoetrope validate` accepts, or a piece of one put in its place;
/// - a shell line that runs `zoetrope` on files runs in a scratch consumer (a copy of the
///   fixtures) and succeeds, or fails as the page says; a line that builds or benchmarks names a
///   script or product that exists; a synopsis is checked option by option elsewhere;
/// - a workflow is checked by `DocumentationTests` (GitHub's schema and actionlint);
/// - a transcript (`$ zoetrope …` and what it prints) prints that when run;
/// - what is left is output or a diagram shown for reading, named here one by one.
///
/// A new block that none of these claims fails `everyBlockIsCheckedByARule`.
@Suite struct DocumentationCodeBlockTests {
    typealias CLI = CommandLineRunner

    struct Block: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var language: String
        var text: String

        var testDescription: String { "\(file):\(line)" }
        var firstLine: String { text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
    }

    /// Every fenced block (its indentation removed) of the pages a user reads.
    static let blocks: [Block] = {
        var pages = ["README.md"]
        pages += CLI.contents(of: CLI.packageRoot + "/docs").filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for module in CLI.contents(of: CLI.packageRoot + "/Sources") {
            for catalog in CLI.contents(of: CLI.packageRoot + "/Sources/" + module) where catalog.hasSuffix(".docc") {
                pages += CLI.contents(of: "\(CLI.packageRoot)/Sources/\(module)/\(catalog)").filter { $0.hasSuffix(".md") }
                    .map { "Sources/\(module)/\(catalog)/\($0)" }
            }
        }
        var found: [Block] = []
        for page in pages {
            guard let text = try? String(contentsOfFile: CLI.packageRoot + "/" + page, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let indent = line.prefix { $0 == " " }.count
                let trimmed = line.dropFirst(indent)
                guard trimmed.hasPrefix("```") else { index += 1; continue }
                let language = String(trimmed.dropFirst(3))
                var body: [String] = []
                var end = index + 1
                while end < lines.count, lines[end].dropFirst(indent) != "```" {
                    body.append(String(lines[end].dropFirst(Swift.min(indent, lines[end].prefix { $0 == " " }.count))))
                    end += 1
                }
                found.append(Block(file: page, line: index + 1, language: language, text: body.joined(separator: "\n")))
                index = end + 1
            }
        }
        return found
    }()

    // MARK: - Which rule checks each block

    /// Output and diagrams shown for reading, by page and first line: each says why it is not
    /// run.
    static let forReading: [(file: String, firstLine: String, why: String)] = [
        ("docs/architecture.md", "Fixture (JSON)", "a diagram of the modules"),
        ("docs/testing.md", "feed: 3 of 4 frames differ", "a failure's message: AnimationGoldensTests pins its lines"),
        ("docs/testing.md", "grid: the geometry differs", "a failure's message: AnimationGoldensTests pins its lines"),
        ("docs/fixture-format.md", "my-fixture.json:3:30:", "an error message: FixtureDecoderTests pins it"),
        ("docs/fixture-format.md", "my-fixture.json:9:22:", "an error message: UpdateValidator's tests pin it"),
        ("docs/fixture-format.md", "my-fixture.json:38:7:", "an error message: UpdateValidator's tests pin it"),
        ("docs/dump-format.md", "zoetrope dump FIXTURE", "the synopsis: theReadmeSynopsisOfEachSubcommandNamesEveryOption"),
        ("README.md", "zoetrope render   FIXTURE", "the synopsis: theReadmeSynopsisOfEachSubcommandNamesEveryOption"),
        ("README.md", "$ zoetrope render broken.json", "the error of a fixture the README describes, not ships: fixture-format.md's example and UpdateValidator's tests pin it"),
        ("docs/hardening.md", "$ zoetrope render longer.json", "a transcript of a fixture the page describes, not ships"),
        ("docs/hardening.md", "$ zoetrope render a.json", "a transcript of a fixture the page describes, not ships"),
    ]

    /// How a block is checked, or nil when no rule claims it.
    static func rule(for block: Block) -> String? {
        if forReading.contains(where: { block.file == $0.file && block.text.hasPrefix($0.firstLine) }) { return "for reading" }
        switch block.language {
        case "swift":
            if block.file == "docs/testing.md", block.firstLine.hasPrefix("// swift-tools-version") || block.firstLine.hasPrefix("// Tests/MyAppTests/") {
                return "built and run by PackageUsageTests"
            }
            if excerptSource(of: block) != nil { return "an excerpt of a compiled file" }
            if block.firstLine == ".testTarget(" { return "a manifest's target, loaded by SwiftPM" }
            return "type-checked"
        case "json": return "validated"
        case "yaml": return block.firstLine.hasPrefix("# .github/workflows/") ? "checked by everyDocumentedWorkflowIsAWholeFileGitHubAccepts" : nil
        case "sh": return "shell"
        case "": return block.firstLine.hasPrefix("$ zoetrope ") ? "a transcript, run" : nil
        default: return nil
        }
    }

    @Test func everyBlockIsCheckedByARule() {
        #expect(Self.blocks.count >= 40, "the scan finds the blocks (\(Self.blocks.count))")
        for block in Self.blocks {
            #expect(Self.rule(for: block) != nil, "\(block.file):\(block.line): a \(block.language.isEmpty ? "plain" : block.language) block no test checks: \(block.firstLine)")
        }
        // Every block listed for reading is still there.
        for entry in Self.forReading {
            #expect(Self.blocks.contains { $0.file == entry.file && $0.text.hasPrefix(entry.firstLine) }, "\(entry.file) no longer has \(entry.firstLine)")
        }
    }

    // MARK: - Swift

    /// The file of the package that holds `block` verbatim (each line as written, indentation
    /// aside), when it is an excerpt of one.
    static func excerptSource(of block: Block) -> String? {
        let wanted = block.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard wanted.count >= 3 else { return nil }
        for folder in ["Sources", "Snippets"] {
            let enumerator = FileManager.default.enumerator(atPath: CLI.packageRoot + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: "\(CLI.packageRoot)/\(folder)/\(path)", encoding: .utf8) else { continue }
                let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                guard let first = wanted.first else { continue }
                for start in lines.indices where lines[start] == first && start + wanted.count <= lines.count {
                    if Array(lines[start..<start + wanted.count]) == wanted { return "\(folder)/\(path)" }
                }
            }
        }
        return nil
    }

    /// What a fragment needs to compile, by what it names: the app's own types and values the
    /// page names but does not show (`support`, a file of its own that imports only
    /// ZoetropeUIKit, as an app's file would), and what goes around the block (imports, a
    /// function around statements). `library` is false for top-level code.
    static func context(for block: Block) -> (support: String, before: String, after: String, library: Bool) {
        let text = block.text
        if text.contains("CardModel(") {
            return ("""
                import ZoetropeUIKit
                final class CardLayout: UICollectionViewFlowLayout {}
                final class CardCell: UICollectionViewCell {}
                final class CardModel: NSObject, UICollectionViewDataSource {
                    var count: Int
                    init(count: Int) { self.count = count }
                    func insert(at index: Int) { count += 1 }
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                    }
                }
                """, "", "", true)
        }
        if text.contains("GridViewController()") {
            return ("""
                import ZoetropeUIKit
                final class GridViewController: UIViewController {
                    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
                }
                """, "import Testing\nimport ZoetropeTesting\nimport ZoetropeUIKit\n", "", true)
        }
        if text.contains("MyFlowLayout()") {
            return ("""
                import ZoetropeUIKit
                final class MyFlowLayout: UICollectionViewFlowLayout {}
                final class MyCell: UICollectionViewCell {}
                final class Model: NSObject, UICollectionViewDataSource {
                    func insert(at index: Int) {}
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    }
                }
                let model = Model()
                """, "", "", false)
        }
        if text.contains("messages.append(newMessage)") {
            return ("", "import ZoetropeUIKit\nfunc send(_ newMessage: String, to messages: inout [String], in collectionView: UICollectionView) {\n"
                + "let last = IndexPath(item: messages.count, section: 0)\n", "\n}\n", true)
        }
        if text.contains("UIBackgroundConfiguration") {
            return ("", "import ZoetropeUIKit\nfunc configure(_ cell: UICollectionViewListCell) {\n", "\n}\n", true)
        }
        if text.contains("FontFile(") {
            return ("", "import ZoetropeCore\nfunc makeLabel(bytes: [UInt8]) throws {\n", "\n_ = label\n}\n", true)
        }
        if text.hasPrefix("// UIKit\nfunc createLayout()") {
            return ("", "import ZoetropeUIKit\nimport ZoetropeCore\n", "", true)
        }
        if text.hasPrefix("import struct ") {
            return ("", "import Foundation\n", "\nlet path = IndexPath(item: 0, section: 0)\n", true)
        }
        return ("", "", "", !text.contains("let ") && !text.contains("try "))
    }

    /// Type-checks `source` against the built modules; returns swiftc's messages on failure.
    static func typecheck(_ source: String, support: String = "", library: Bool) throws -> String? {
        let modules = try #require(BuildProducts.find("Modules/ZoetropeCore.swiftmodule").map { ($0 as NSString).deletingLastPathComponent },
                                   "the built modules folder (…/debug/Modules)")
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + (library ? "/Block.swift" : "/main.swift")
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        var files = [file]
        if !support.isEmpty {
            try support.write(toFile: folder + "/Support.swift", atomically: true, encoding: .utf8)
            files.append(folder + "/Support.swift")
        }
        // The C modules the libraries import, found as SwiftPM finds them.
        var arguments = ["swiftc", "-typecheck", "-I", modules] + (try CModuleSearchPaths.swiftcArguments(packageRoot: CLI.packageRoot))
        if library { arguments.append("-parse-as-library") }
        let result = try Self.run(arguments + files)
        return result.status == 0 ? nil : result.output
    }

    /// Runs `arguments` (a program on the PATH and its arguments) in `folder`; standard output
    /// and error together.
    static func run(_ arguments: [String], in folder: String = CLI.packageRoot, environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static var swiftBlocks: [Block] { blocks.filter { rule(for: $0) == "type-checked" } }

    @Test(arguments: swiftBlocks)
    func aSwiftBlockTypeChecksAgainstThePackage(_ block: Block) throws {
        let context = Self.context(for: block)
        // An elided body (`{ … }`) is the page's way to say "yours": any body will do.
        let text = block.text.replacingOccurrences(of: "{ … }", with: "{ fatalError() }")
        let failure = try Self.typecheck(context.before + text + context.after, support: context.support, library: context.library)
        #expect(failure == nil, "\(block.file):\(block.line) does not compile as the page shows it:\n\(failure ?? "")")
    }

    /// A target the page shows for a user's manifest is one SwiftPM loads, naming products
    /// Zoetrope has.
    @Test func aManifestsTargetLoadsAndNamesZoetropesProducts() throws {
        let targets = Self.blocks.filter { Self.rule(for: $0) == "a manifest's target, loaded by SwiftPM" }
        #expect(!targets.isEmpty)
        let products = try String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)
        for block in targets {
            let folder = try CLI.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let manifest = """
                // swift-tools-version:6.1
                import PackageDescription
                let package = Package(name: "MyApp", platforms: [.macOS(.v14)],
                    dependencies: [.package(url: "https://example.com/zoetrope.git", branch: "main")],
                    targets: [
                \(block.text)
                    ])
                """
            try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
            let loaded = try Self.run(["swift", "package", "dump-package"], in: folder)
            #expect(loaded.status == 0, "\(block.file):\(block.line): SwiftPM does not load it: \(loaded.output)")
            for product in block.text.matches(of: /\.product\(name: "(\w+)", package: "zoetrope"\)/).map({ String($0.1) }) {
                #expect(products.contains(".library(name: \"\(product)\""), "\(block.file):\(block.line) names the product \(product), which Zoetrope does not have")
            }
        }
    }

    /// The column layout's `prepare` on the page is the one that ships, line for line.
    @Test func aBlockThatQuotesTheCodeIsFoundInIt() throws {
        let prepare = try #require(Self.blocks.first { $0.file == "docs/custom-layouts.md" && $0.firstLine.hasPrefix("package mutating func prepare") })
        #expect(Self.excerptSource(of: prepare) == "Sources/ZoetropeCore/Layouts/Custom/ColumnFlowLayout.swift")
        var changed = prepare
        changed.text = changed.text.replacingOccurrences(of: ".rounded(.down)", with: "")
        #expect(Self.excerptSource(of: changed) == nil)
    }
}
#endif
