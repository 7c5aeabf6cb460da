#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// What the README, the documentation and every subcommand's help say is true of the
/// repository a person cloned: the files they name exist, and the README's synopsis of each
/// subcommand names every option it has.
@Suite struct DocumentationTests {
    typealias CLI = CommandLineRunner

    static let subcommands = ["render", "sheet", "compare", "dump", "validate", "preview", "doctor", "port"]

    static func help(_ subcommand: String) throws -> String {
        try CLI.run([subcommand, "--help"]).standardOutput
    }

    /// Every path into the repository's own folders, with where it was found.
    static func mentionedPaths() throws -> [(path: String, source: String)] {
        var texts: [(String, String)] = [("README.md", try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8))]
        for file in CLI.contents(of: CLI.packageRoot + "/docs").filter({ $0.hasSuffix(".md") }) {
            texts.append(("docs/" + file, try String(contentsOfFile: CLI.packageRoot + "/docs/" + file, encoding: .utf8)))
        }
        for subcommand in subcommands { texts.append(("zoetrope \(subcommand) --help", try help(subcommand))) }
        let pattern = try NSRegularExpression(pattern: #"(?<![\w/.])(Fixtures|docs|Output|Tests|Sources|scripts|Benchmarks|Fuzzing)/[A-Za-z0-9_./*-]*[A-Za-z0-9_*]"#)
        var found: [(String, String)] = []
        for (source, text) in texts {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                found.append((String(text[Range(match.range, in: text)!]), source))
            }
        }
        return found
    }

    /// Placeholders (`Output/NAME.svg`), a user's own package (`Tests/MyAppTests/…`) and
    /// what a command makes (`Fuzzing/Findings/`, `Fuzzing/.build/…`, and the frame folders
    /// `scripts/render-fixtures` writes, `Output/FIXTURE`) are not the repository's files.
    static func isPlaceholder(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        if parts.count == 2, parts[0] == "Output", FileManager.default.fileExists(atPath: CLI.packageRoot + "/Fixtures/\(parts[1]).json") {
            return true
        }
        let segments = path.split(separator: "/").map(String.init)
        let capitals = segments.contains { segment in
            let stem = segment.split(separator: ".").first.map(String.init) ?? segment
            return stem.count >= 3 && stem.allSatisfy { $0.isUppercase || $0 == "_" }
        }
        return capitals || path.contains("/My") || path.hasPrefix("Fuzzing/Findings") || path.hasPrefix("Fuzzing/.build")
    }

    @Test func everyRepositoryFileTheDocsAndHelpNameExists() throws {
        let paths = try Self.mentionedPaths()
        #expect(paths.count > 50, "the scan finds the paths (\(paths.count))")
        for (path, source) in paths where !Self.isPlaceholder(path) {
            var matches = glob_t()
            defer { globfree(&matches) }
            let exists = path.contains("*") ? glob(CLI.packageRoot + "/" + path, 0, nil, &matches) == 0 && matches.gl_pathc > 0
                : FileManager.default.fileExists(atPath: CLI.packageRoot + "/" + path)
            #expect(exists, "\(source) names \(path), which a clone does not have")
        }
    }

    @Test func theReadmeSynopsisOfEachSubcommandNamesEveryOption() throws {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        // Taken by every subcommand, and said once under the synopsis.
        let common: Set = ["--help", "--version", "--plain", "--quiet", "--warnings-as-errors"]
        for subcommand in Self.subcommands {
            let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("zoetrope \(subcommand) ") }, "no synopsis of \(subcommand)")
            let help = try Self.help(subcommand)
            // Options, not limits: the limits are listed in --help and in the README's list of them.
            let options = help.components(separatedBy: "OPTIONS:").last ?? ""
            let names = Set(options.split(separator: "\n").compactMap { row -> String? in
                let trimmed = row.drop { $0 == " " }
                guard row.hasPrefix("  "), let name = trimmed.split(separator: " ").first.map(String.init) else { return nil }
                let option = name.hasPrefix("-q,") ? "--quiet" : name.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                return option.hasPrefix("--") ? option : nil
            })
            #expect(!names.isEmpty)
            for name in names.subtracting(common) {
                // A limit may be named in the README's list of limits instead.
                let named = line.contains(name) || name.hasPrefix("--max-") && readme.contains("`\(name)`")
                #expect(named, "the README's synopsis of \(subcommand) leaves out \(name)")
            }
        }
        #expect(readme.contains("--plain") && readme.contains("--quiet") && readme.contains("--warnings-as-errors"))
    }

    @Test func everyFormatRenderWritesIsInTheSynopsisAndInTheFormatsTable() throws {
        let help = try Self.help("render")
        // The help lists the registry: "  NAME  summary" under "Formats (--format; …)".
        let section = try #require(help.components(separatedBy: "Formats (--format").last?.components(separatedBy: "\n\n").first)
        let formats = section.split(separator: "\n").dropFirst().compactMap { row -> String? in
            guard row.hasPrefix("  "), let word = row.split(separator: " ").first, word.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
            return String(word)
        }
        #expect(formats.count >= 7, "\(formats)")
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        let synopsis = try #require(readme.split(separator: "\n").first { $0.hasPrefix("zoetrope render ") })
        let table = try String(contentsOfFile: CLI.packageRoot + "/docs/formats.md", encoding: .utf8)
        for format in formats {
            #expect(synopsis.contains(format), "the README's synopsis of render leaves out the format \(format)")
            #expect(table.contains("| `\(format)` |"), "docs/formats.md's table leaves out the format \(format)")
        }
    }

    /// Every text file under `folder` (recursively) with one of `extensions`, as (path from the
    /// package root, contents).
    static func texts(under folder: String, extensions: [String]) throws -> [(path: String, text: String)] {
        let root = CLI.packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard extensions.contains(where: { relative.hasSuffix("." + $0) }), !relative.contains("__") else { continue }
            found.append((folder + "/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(ofHeading heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A comment or a page that cites a rule must cite something a clone has: a page of docs/ and,
    /// when it names one, a heading of that page. (The team's own notes outside the repository
    /// are not citable: a reader of the code cannot open them.)
    @Test func everyCitationInTheCodeAndDocsResolvesInAClone() throws {
        var files: [(path: String, text: String)] = []
        for folder in ["Sources", "Tests", "Benchmarks", "docs"] {
            files += try Self.texts(under: folder, extensions: ["swift", "md", "c", "h", "js"])
        }
        files.append(("README.md", try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)))
        #expect(files.count > 200, "the scan finds the sources (\(files.count))")
        // Spelled in pieces so that this file does not cite them itself.
        let outside = ["REFERENCE", "DESIGN", "STYLE"].map { $0 + ".md" } + ["seeds" + "/0"]
        // `docs/PAGE.md#anchor` in a comment, or `(PAGE.md#anchor)` as a link inside docs/.
        let citation = try NSRegularExpression(pattern: #"(?:docs/|\()([a-z0-9-]+\.md)#([a-z0-9_-]+)"#)
        var citations = 0
        for (path, text) in files {
            for name in outside {
                #expect(!text.contains(name), "\(path) cites \(name), which is not in the repository: cite the behaviour (a page of docs/) instead")
            }
            for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let page = String(text[Range(match.range(at: 1), in: text)!])
                let anchor = String(text[Range(match.range(at: 2), in: text)!])
                let pagePath = CLI.packageRoot + "/docs/" + page
                guard let contents = try? String(contentsOfFile: pagePath, encoding: .utf8) else {
                    Issue.record("\(path) cites docs/\(page), which does not exist")
                    continue
                }
                var inCode = false
                let headings = contents.split(separator: "\n").filter { line in
                    if line.hasPrefix("```") { inCode.toggle() }
                    return !inCode && line.hasPrefix("#")
                }
                let anchors = Set(headings.map { Self.anchor(ofHeading: String($0.drop { $0 == "#" }.drop { $0 == " " })) })
                #expect(anchors.contains(anchor), "\(path) cites docs/\(page)#\(anchor), a heading that page does not have")
                citations += 1
            }
        }
        #expect(citations >= 15, "the scan finds the citations (\(citations))")
    }

    /// Every library product has a DocC catalog whose landing page is the module's and opens its
    /// Essentials with a "Getting started" article, which shows a runnable example (a snippet,
    /// run by `everySnippetRunsAsItsArticleSays`, or a test file the code-block check builds);
    /// scripts/docs (run by scripts/test, every warning an error) builds it; every snippet an
    /// article shows is a file of Snippets/, which `swift build` compiles.
    @Test func everyUserFacingModuleHasADocumentationCatalogThatCIBuilds() throws {
        let manifest = try String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)
        let modules = manifest.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".library(name: \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(modules.count >= 12, "the manifest's library products are found (\(modules))")
        let script = try String(contentsOfFile: CLI.packageRoot + "/scripts/docs", encoding: .utf8)
        let testScript = try String(contentsOfFile: CLI.packageRoot + "/scripts/test", encoding: .utf8)
        #expect(testScript.contains("bash scripts/docs"), "scripts/test does not build the documentation")
        var snippets = 0
        for module in modules {
            let catalog = CLI.packageRoot + "/Sources/\(module)/\(module).docc"
            let landing = try String(contentsOfFile: catalog + "/\(module).md", encoding: .utf8)
            #expect(landing.hasPrefix("# ``\(module)``"), "\(module)'s landing page does not start with its symbol")
            #expect(landing.contains("### Essentials\n\n- <doc:GettingStarted>\n"), "\(module)'s landing page does not open its Essentials with <doc:GettingStarted>")
            let gettingStarted = (try? String(contentsOfFile: catalog + "/GettingStarted.md", encoding: .utf8)) ?? ""
            #expect(gettingStarted.hasPrefix("# Getting started\n"), "\(module).docc has no GettingStarted.md titled \"Getting started\"")
            #expect(gettingStarted.contains("@Snippet(path: \"Zoetrope/Snippets/") || gettingStarted.contains("```swift\n"),
                    "\(module)'s Getting started shows no example")
            #expect(script.contains(module), "scripts/docs does not build \(module)")
            for article in CLI.contents(of: catalog).filter({ $0.hasSuffix(".md") }) {
                let text = try String(contentsOfFile: catalog + "/" + article, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("@Snippet(path: \"Zoetrope/Snippets/") {
                    let name = line.dropFirst("@Snippet(path: \"Zoetrope/Snippets/".count).prefix { $0 != "\"" }
                    #expect(FileManager.default.fileExists(atPath: CLI.packageRoot + "/Snippets/\(name).swift"),
                            "\(module).docc/\(article) shows the snippet \(name), which Snippets/ does not have")
                    snippets += 1
                }
            }
        }
        #expect(snippets >= 5, "the articles show the snippets (\(snippets))")
    }

    /// What each snippet prints when it does what its article says; a snippet missing here fails,
    /// so a new one comes with what it must print.
    static let snippetOutputs: [String: String] = [
        "ComparingFrames": " pixels differ\n",
        "DeferredToTheNextTurn": "deferred block ran: true",
        "DrawingFrames": " frames in /tmp/dashboard\n",
        "GettingStarted": " bytes of SVG\n",
        "NameCollisions": " s #33C759 Hello",
        "ReadingAnAssetCatalog": "Colors/Accent in dark: #A289FF\n",
        "ReadingPNGFiles": ", opaque\n",
        "RecordingUIKitCode": "2 steps, 0.9 seconds\n",
        "ServingALivePreview": "\"key\": \"dashboard\"",
        "SwiftAPI": "0.9 seconds, 5 elements at 0.15 s\n",
        "TestingHelpers": "",
        "WritingAPlayerPage": "wrote /tmp/color-swatches.html",
        "WritingAnAnimatedSVG": " bytes of SVG\n",
    ]

    static var snippets: [String] {
        CLI.contents(of: CLI.packageRoot + "/Snippets").filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Every snippet the articles show runs from the package's folder as a reader would run it
    /// (`swift run NAME`), exits 0 and prints what it says it does.
    @Test(arguments: snippets)
    func everySnippetRunsAsItsArticleSays(_ name: String) throws {
        let expected = try #require(Self.snippetOutputs[name], "Snippets/\(name).swift: say in snippetOutputs what it prints")
        let executable = try #require(BuildProducts.find(name), "the snippet's executable (swift build builds Snippets/)")
        let result = try DocumentationCodeBlockTests.run([executable])
        #expect(result.status == 0, "Snippets/\(name).swift exits \(result.status):\n\(result.output)")
        #expect(expected.isEmpty || result.output.contains(expected), "Snippets/\(name).swift prints:\n\(result.output)")
    }

    /// The oldest Swift that can load a package: the lowest tools version among its manifests
    /// (`Package.swift` and the `Package@swift-X.swift` variants a newer toolchain skips).
    static func minimumSwift(ofPackageIn folder: String) -> [Int]? {
        let manifests = CLI.contents(of: folder).filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
        let versions = manifests.compactMap { name -> [Int]? in
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8),
                  let line = text.split(separator: "\n").first, let range = line.range(of: "swift-tools-version:") else { return nil }
            let version = line[range.upperBound...].trimmingCharacters(in: .whitespaces).split(separator: ".").compactMap { Int($0) }
            return version.isEmpty ? nil : version
        }
        return versions.min { $0.lexicographicallyPrecedes($1) }
    }

    /// The Swift the README, the install script and the documented CI containers state is the
    /// one the resolved packages need: the newest of their oldest manifests (and this package's).
    @Test func theSwiftVersionTheDocsStateIsTheOneTheResolvedManifestsNeed() throws {
        let checkouts = CLI.packageRoot + "/.build/checkouts"
        let packages = CLI.contents(of: checkouts)
        #expect(packages.contains("hummingbird"), "the test reads the packages every trait resolves; resolve with --enable-all-traits (\(packages))")
        var needed = try #require(Self.minimumSwift(ofPackageIn: CLI.packageRoot))
        var neededBy = "Zoetrope"
        for package in packages {
            guard let version = Self.minimumSwift(ofPackageIn: checkouts + "/" + package) else { continue }
            if needed.lexicographicallyPrecedes(version) { (needed, neededBy) = (version, package) }
        }
        let stated = needed.prefix(2).map(String.init).joined(separator: ".")
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("with Swift \(stated) or later"), "the README should say Swift \(stated) or later (\(neededBy) needs it)")
        let install = try String(contentsOfFile: CLI.packageRoot + "/scripts/install-dependencies", encoding: .utf8)
        #expect(install.contains("minimum_swift=\(stated)\n"), "scripts/install-dependencies should ask for Swift \(stated) (\(neededBy) needs it)")
        let containers = try NSRegularExpression(pattern: #"container: swift:([0-9]+\.[0-9]+)"#)
        var found = 0
        for page in CLI.contents(of: CLI.packageRoot + "/docs").filter({ $0.hasSuffix(".md") }) {
            let text = try String(contentsOfFile: CLI.packageRoot + "/docs/" + page, encoding: .utf8)
            for match in containers.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let version = String(text[Range(match.range(at: 1), in: text)!])
                #expect(version == stated, "docs/\(page)'s CI container has Swift \(version); the packages need \(stated)")
                found += 1
            }
        }
        #expect(found >= 2, "the scan finds the documented containers (\(found))")
    }

    /// Every workflow the docs show is a whole file (`# .github/workflows/NAME.yml` first) that
    /// GitHub accepts — checked against GitHub's workflow schema, which check-jsonschema bundles
    /// (`scripts/install-dependencies --workflows`) — and does what a team needs: it caches the
    /// build, pins the Zoetrope it uses, asks for the permissions its actions need, and installs
    /// the fonts goldens are drawn with.
    @Test func everyDocumentedWorkflowIsAWholeFileGitHubAccepts() throws {
        let checker = CLI.packageRoot + "/.build-python/bin/check-jsonschema"
        try #require(FileManager.default.isExecutableFile(atPath: checker), "run `bash scripts/install-dependencies --workflows` (scripts/test does)")
        let block = try NSRegularExpression(pattern: #"```yaml\n(# \.github/workflows/([\w.-]+\.yml)\n.*?)```"#, options: .dotMatchesLineSeparators)
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for page in CLI.contents(of: CLI.packageRoot + "/docs").filter({ $0.hasSuffix(".md") }) {
            let text = try String(contentsOfFile: CLI.packageRoot + "/docs/" + page, encoding: .utf8)
            for match in block.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let workflow = String(text[Range(match.range(at: 1), in: text)!])
                let name = String(text[Range(match.range(at: 2), in: text)!])
                let path = "\(folder)/\(page)-\(name)"
                try workflow.write(toFile: path, atomically: true, encoding: .utf8)
                files.append(path)
                #expect(workflow.contains("\non:\n"), "\(page): \(name) has no `on:`, which GitHub requires")
                #expect(workflow.contains("actions/cache@"), "\(page): \(name) does not cache the build")
                #expect(workflow.contains("\npermissions:\n"), "\(page): \(name) does not say its permissions")
                if workflow.contains("action-junit-report") {
                    #expect(workflow.contains("checks: write"), "\(page): \(name) publishes a check without `checks: write`")
                }
                #expect(workflow.contains("fonts-noto-core") || workflow.contains("scripts/install-dependencies"),
                        "\(page): \(name) does not install the fonts goldens are drawn with")
                #expect(workflow.contains("ref: ${{ vars.ZOETROPE_REVISION }}") || workflow.contains("Package.resolved"), "\(page): \(name) does not pin Zoetrope")
            }
        }
        #expect(files.count >= 2, "the scan finds the documented workflows (\(files.count))")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: checker)
        process.arguments = ["--builtin-schema", "vendor.github-workflows"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "GitHub would reject a documented workflow:\n\(output)")
    }

    /// The version `zoetrope --version` prints heads the CHANGELOG, and every version the docs
    /// tell a user to depend on (`from: "…"`, `exact: "…"`, a workflow's `ref: v…`) is one the
    /// CHANGELOG says was released: a version that resolves, not one still to come.
    @Test func theVersionsTheDocsNameAreTheChangelogsAndTheCommandLinesOwn() throws {
        let changelog = try String(contentsOfFile: CLI.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        let newest = try #require(headings.first?.split(separator: " ").first.map(String.init), "the CHANGELOG has a version heading")
        let version = try CLI.run(["--version"])
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == newest,
                "zoetrope --version says \(version.standardOutput), the CHANGELOG's newest is \(newest)")
        let released = Set(headings.filter { !$0.contains("unreleased") }.compactMap { $0.split(separator: " ").first.map(String.init) })
        var texts = [("README.md", try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8))]
        for file in CLI.contents(of: CLI.packageRoot + "/docs").filter({ $0.hasSuffix(".md") }) {
            texts.append(("docs/" + file, try String(contentsOfFile: CLI.packageRoot + "/docs/" + file, encoding: .utf8)))
        }
        let pattern = try NSRegularExpression(pattern: #"(?:from|exact): "([0-9][^"]*)"|ref: v([0-9][\w.-]*)"#)
        for (source, text) in texts {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let range = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
                let mentioned = String(text[Range(range, in: text)!])
                // Other packages' versions (swift-snapshot-testing's and the like) are theirs.
                let line = text[text.lineRange(for: Range(match.range, in: text)!)]
                guard line.contains("zoetrope") || line.contains("Zoetrope") else { continue }
                #expect(released.contains(mentioned), "\(source) tells users to depend on Zoetrope \(mentioned), which the CHANGELOG does not list as released")
            }
        }
    }
}
#endif
