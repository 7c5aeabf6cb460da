#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropePlayer
import ZoetropeScene
import ZoetropeTestSupport

/// The player page's script and style sheet are files (`Sources/ZoetropePlayer/Resources/`),
/// compiled into the module: a lint of the script's text, its parse in Chromium, and the page
/// made from them loading and playing with no error.
@Suite(.serialized) struct PlayerScriptTests {
    static let resources = packageRoot + "/Sources/ZoetropePlayer/Resources"

    static func script() throws -> String {
        try String(contentsOfFile: resources + "/player.js", encoding: .utf8)
    }

    /// What a linter would refuse, in the few rules this script keeps: strict mode, `let` and
    /// `const` only, strict equality, no debugging left behind, clean whitespace.
    @Test func thePlayerScriptKeepsItsLintRules() throws {
        let lines = try Self.script().components(separatedBy: "\n")
        #expect(lines.first == "\"use strict\";", "the script does not start in strict mode")
        let rules: [(pattern: String, rule: String)] = [
            (#"\bvar\s"#, "declare with let or const, not var"),
            (#"[^=!<>]==[^=]|!=[^=]"#, "compare with === and !=="),
            (#"\bconsole\.|\bdebugger\b|\beval\("#, "no console output, debugger or eval"),
            (#"\t|\s+$"#, "no tabs or trailing spaces"),
        ]
        for (number, line) in lines.enumerated() {
            for (pattern, rule) in rules where line.range(of: pattern, options: .regularExpression) != nil {
                Issue.record("player.js:\(number + 1): \(rule): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// The script is the text the page embeds, byte for byte (the build compiles the file in).
    @Test func thePageEmbedsTheFilesAsTheyAre() throws {
        let page = PlayerPage.standalone(documents: [], title: "empty")
        let script = try Self.script()
        let style = try String(contentsOfFile: Self.resources + "/player.css", encoding: .utf8)
        #expect(page.contains("<script>" + script.dropLast() + "</script>"))
        #expect(page.contains("<style>" + style.dropLast() + "</style>"))
    }

    /// Chromium parses the script as a function body in strict mode: a syntax error is reported
    /// with its message, before any page runs it.
    @Test func thePlayerScriptParsesInABrowser() throws {
        let source = JSONWriter.quote(try Self.script())
        let loaded = try PreviewPageTests.browser().load(
            URL(string: "data:text/html,<!doctype html><title>parse</title>")!,
            evaluating: "(() => { try { new Function(\(source)); return 'parsed'; } catch (error) { return `${error.name}: ${error.message}`; } })()")
        #expect(loaded.value as? String == "parsed", "\(String(describing: loaded.value))")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
    }

    /// A fixture's page, written as `render --format html` writes it, plays from disk with no
    /// error raised, no console error and no failed load.
    @Test func thePagePlaysWithNoErrorRaised() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-player-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/outline.json")
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let file = folder + "/outline.html"
        try PlayerPage.standalone(documents: [PlayerDocument(document: document, timeline: timeline).json], title: "outline")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = try PreviewPageTests.browser().load(URL(fileURLWithPath: file), evaluating: """
            zoetrope.ready.then(() => new Promise(resolve => {
              zoetrope.select(1);
              zoetrope.seek(0.3);
              zoetrope.play();
              setTimeout(() => resolve(zoetrope.state().time), 300);
            }))
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        #expect((loaded.value as? Double).map { $0 > 0.3 } == true, "\(String(describing: loaded.value))")
    }
}
#endif
