#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// The blocks that are run: JSON through `zoetrope validate` and `dump`, shell lines in a
/// scratch consumer, transcripts against what the command prints.
extension DocumentationCodeBlockTests {
    /// A small whole fixture a piece of one is put into.
    static func fixture(effects: String = "", stagger: String = "", steps: String = "{\"name\": \"delete\", \"deleteItems\": [[0, 0]]}") -> String {
        """
        {"version": 1, "name": "piece", "viewport": {"width": 390, "height": 400},
         "layout": {"type": "flow", "itemSize": {"width": 80, "height": 80}},
         "sections": [{"id": "s", "items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}, {"id": "t", "items": [{"id": "d"}]}],
         "animation": {"duration": 0.3\(stagger.isEmpty ? "" : ", " + stagger)\(effects.isEmpty ? "" : ", " + effects)},
         "steps": [\(steps)]}
        """
    }

    /// Each JSON block is a whole fixture that validates, a piece of one (effects, an effect
    /// rule, a stagger, steps) that validates in its place, or `zoetrope dump`'s output for the
    /// moment it names, element for element.
    @Test func everyJSONBlockIsAFixtureOrAPieceOfOneThatValidates() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocks = Self.blocks.filter { Self.rule(for: $0) == "validated" }
        #expect(blocks.count >= 6)
        for (index, block) in blocks.enumerated() {
            let text = block.text
            if text.contains("\"fixture\":"), text.contains("\"elements\":") {
                try checkDump(block)
                continue
            }
            let whole: String
            if text.hasPrefix("{"), text.contains("\"version\": 1"), text.contains("\"sections\"") {
                whole = text
            } else if text.hasPrefix("\"effects\":") {
                whole = Self.fixture(effects: text)
            } else if text.hasPrefix("\"stagger\":") {
                whole = Self.fixture(stagger: text)
            } else if text.hasPrefix("{\"on\":") {
                whole = Self.fixture(effects: "\"effects\": [\(text)]")
            } else if text.hasPrefix("{\"name\":") {
                whole = Self.fixture(steps: text)
            } else {
                Issue.record("\(block.file):\(block.line): a JSON block of no known kind: \(block.firstLine)")
                continue
            }
            let path = "\(folder)/block-\(index).json"
            try whole.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CLI.run(["validate", path], in: CLI.packageRoot)
            #expect(result.status == 0, "\(block.file):\(block.line) does not validate: \(result.standardError)")
        }
    }

    /// The dump the page shows is what `zoetrope dump` prints for its fixture and time: the same
    /// keys, and each element shown is printed as shown.
    func checkDump(_ block: Block) throws {
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(block.text.utf8)) as? [String: Any], "\(block.file):\(block.line) is not JSON")
        let fixture = try #require(shown["fixture"] as? String), time = try #require(shown["time"] as? Double)
        let result = try CLI.run(["dump", "Fixtures/\(fixture).json", "--at", "\(time)"])
        try #require(result.status == 0, "\(result.standardError)")
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(shown.keys) == Set(printed.keys), "\(block.file):\(block.line): keys \(shown.keys.sorted()), dump prints \(printed.keys.sorted())")
        /// A value as JSON with sorted keys: equal values, equal text.
        func canonical(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: ["v": value], options: [.sortedKeys]), as: UTF8.self)
        }
        for key in shown.keys where key != "elements" {
            let documented = try canonical(shown[key]!), dumped = try canonical(printed[key] ?? NSNull())
            #expect(documented == dumped, "\(block.file):\(block.line): \(key) is \(documented), dump prints \(dumped)")
        }
        let elements = try ((printed["elements"] as? [Any]) ?? []).map(canonical)
        for element in try ((shown["elements"] as? [Any]) ?? []).map(canonical) {
            #expect(elements.contains(element), "\(block.file):\(block.line): dump prints no element \(element)")
        }
    }

    /// A transcript prints what the page shows.
    @Test func everyTranscriptPrintsWhatThePageShows() throws {
        let transcripts = Self.blocks.filter { Self.rule(for: $0) == "a transcript, run" }
        #expect(!transcripts.isEmpty)
        for block in transcripts {
            let lines = block.text.split(separator: "\n").map(String.init)
            let arguments = lines[0].dropFirst("$ zoetrope ".count).split(separator: " ").map(String.init)
            let result = try CLI.run(arguments)
            let printed = (result.standardOutput + result.standardError).split(separator: "\n").map(String.init)
            #expect(printed == Array(lines.dropFirst()), "\(block.file):\(block.line): `zoetrope \(arguments.joined(separator: " "))` prints\n\(printed.joined(separator: "\n"))")
        }
    }

    /// The executable products of this package.
    static func executables() throws -> Set<String> {
        let manifest = try String(contentsOfFile: CLI.packageRoot + "/Package.swift", encoding: .utf8)
        return Set(manifest.matches(of: /\.executableTarget\(\s*name: "(\w+)"/).map { String($0.1) })
    }

    /// The shell blocks: the lines that build, benchmark or fuzz name scripts and products that
    /// exist (and the README's test command is what CI runs); `zoetrope preview` lines use only
    /// options it has; every other line runs, block by block, in a scratch consumer with two
    /// fixtures, and succeeds.
    @Test func everyShellLineNamesWhatExistsOrRunsInAScratchConsumer() throws {
        let blocks = Self.blocks.filter { Self.rule(for: $0) == "shell" }
        let executables = try Self.executables()
        let previewHelp = try CLI.run(["preview", "--help"]).standardOutput
        let ci = try String(contentsOfFile: CLI.packageRoot + "/.ci/run", encoding: .utf8)
        var run: [Block] = []
        for block in blocks {
            var runs = false
            for line in block.text.split(separator: "\n").map(String.init) {
                let command = line.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if command.hasPrefix("bash scripts/") {
                    let script = String(command.dropFirst(5).split(separator: " ")[0])
                    #expect(FileManager.default.fileExists(atPath: CLI.packageRoot + "/" + script), "\(block.file):\(block.line): no \(script)")
                    if command == "bash scripts/test" { #expect(ci.contains("\nbash scripts/test"), ".ci/run does not run the README's test command") }
                } else if command.hasPrefix("swift ") || command.hasPrefix(".build/release/") {
                    for name in command.matches(of: /(?:swift run -c release(?: --traits \w+)? |--product |\.build\/release\/)(\w+)/).map({ String($0.1) }) {
                        #expect(executables.contains(name), "\(block.file):\(block.line): no executable \(name) in Package.swift")
                    }
                } else if command.hasPrefix("zoetrope preview") {
                    for option in command.matches(of: /--[a-z-]+/).map({ String($0.0) }) {
                        #expect(previewHelp.contains(option), "\(block.file):\(block.line): preview has no \(option)")
                    }
                } else if !command.isEmpty {
                    runs = true
                }
            }
            if runs { run.append(block) }
        }
        #expect(run.count >= 3, "the consumer's blocks are found (\(run.map(\.testDescription)))")
        try runInAScratchConsumer(run)
    }

    /// Runs each block with bash in one folder that holds what the page's reader has: two
    /// fixtures, their frames rendered and kept as goldens, a git repository, `zoetrope` on
    /// the PATH; `CI` is unset, as on the reader's machine (recording is refused on CI).
    func runInAScratchConsumer(_ blocks: [Block]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Fixtures", withIntermediateDirectories: true)
        for name in ["color-swatches", "color-swatches-boring"] {
            try FileManager.default.copyItem(atPath: "\(CLI.packageRoot)/Fixtures/\(name).json", toPath: "\(folder)/Fixtures/\(name).json")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["ZOETROPE_RECORD"] = nil
        environment["PATH"] = (CLI.binary as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GIT_AUTHOR_NAME"] = "Reader"; environment["GIT_AUTHOR_EMAIL"] = "reader@example.com"
        environment["GIT_COMMITTER_NAME"] = "Reader"; environment["GIT_COMMITTER_EMAIL"] = "reader@example.com"
        func bash(_ script: String) throws -> (status: Int32, output: String) {
            try Self.run(["bash", "-c", script], in: folder, environment: environment)
        }
        let setup = try bash("""
            set -e
            git init -q . && git add Fixtures && git commit -qm fixtures
            zoetrope render Fixtures --out Output --format png --scale 1 -q
            mkdir -p Goldens frames-1 && cp -R Output/. Goldens/ && cp -R Output frames-1/Actual
            """)
        try #require(setup.status == 0, "the consumer's setup: \(setup.output)")
        for block in blocks {
            let result = try bash(block.text)
            #expect(result.status == 0, "\(block.file):\(block.line) fails in a consumer's folder (exit \(result.status)):\n\(block.text)\n\(result.output)")
        }
    }
}
#endif
