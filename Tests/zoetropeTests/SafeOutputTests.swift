#if Tools  // the Tools trait (Package.swift)
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ZoetropeTestSupport

/// An interrupted render (Ctrl-C or SIGTERM, or a disk that refuses more bytes) leaves the previous output
/// exactly as it was and no staging folder behind.
@Suite(.serialized) struct SafeOutputTests {
    typealias CLI = CommandLineRunner

    /// Every file under `folder` with its bytes.
    func snapshot(of folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for path in (manager.subpaths(atPath: folder) ?? []) {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = manager.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    func previousOutput() throws -> (folder: String, files: [String: Data]) {
        let out = try CLI.temporaryFolder()
        let first = try CLI.run(["render", "Fixtures/rich-cards.json", "--out", out, "--fps", "2", "--scale", "1"])
        #expect(first.status == 0, "\(first.standardError)")
        let files = snapshot(of: out)
        #expect(files.count > 5)
        return (out, files)
    }

    @Test func anInterruptedRenderLeavesThePreviousOutputAndNoStaging() throws {
        let (out, before) = try previousOutput()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["render", "Fixtures/rich-cards.json", "--out", out, "--fps", "120", "--scale", "3", "--jobs", "1"]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until frames are being written into staging, then interrupt.
        var staging: String?
        for _ in 0..<600 where staging == nil {
            usleep(20_000)
            if let name = CLI.contents(of: out).first(where: { $0.hasPrefix(".zoetrope-staging-") }),
               CLI.contents(of: out + "/" + name + "/rich-cards").count >= 2 {
                staging = name
            }
        }
        #expect(staging != nil, "the render started writing frames")
        // SIGTERM: the test runner starts its children with SIGINT ignored, and a process
        // started so keeps ignoring it; both signals are handled alike.
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(message.contains("interrupted"))
        #expect(!CLI.contents(of: out).contains { $0.hasPrefix(".zoetrope-") }, "no staging folder left: \(CLI.contents(of: out))")
        #expect(snapshot(of: out) == before, "the previous output is byte for byte as it was")
    }

    /// ffmpeg's log lives in the temporary folder only while it is open: a video render
    /// interrupted while ffmpeg runs leaves nothing there.
    @Test func anInterruptedVideoRenderLeavesNothingInTheTemporaryFolder() throws {
        let out = try CLI.temporaryFolder(), temporary = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["render", "Fixtures/rich-cards.json", "--out", out, "--format", "mp4", "--fps", "120", "--scale", "3", "--jobs", "1"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait until ffmpeg is writing the video into staging, then interrupt.
        var started = false
        for _ in 0..<600 where !started {
            usleep(20_000)
            if let name = CLI.contents(of: out).first(where: { $0.hasPrefix(".zoetrope-staging-") }),
               CLI.contents(of: out + "/" + name).contains(where: { $0.hasSuffix(".mp4") }) {
                started = true
            }
        }
        #expect(started, "ffmpeg started writing the video")
        kill(process.processIdentifier, SIGTERM)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143, "\(message)")
        #expect(CLI.contents(of: temporary).isEmpty, "left in the temporary folder: \(CLI.contents(of: temporary))")
        #expect(!CLI.contents(of: out).contains { $0.hasPrefix(".zoetrope-") })
    }

    @Test func aDiskThatRefusesBytesLeavesThePreviousOutputAndNoStaging() throws {
        let (out, before) = try previousOutput()
        defer { try? FileManager.default.removeItem(atPath: out) }
        // A file size limit of 64 KB makes writing a big frame fail (EFBIG), as a full disk does.
        let script = "trap '' XFSZ; ulimit -f 64; exec \"$0\" render Fixtures/rich-cards.json --out \"$1\" --fps 4 --scale 3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLI.binary, out]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 3, "\(message)")
        #expect(message.contains("error: cannot write"), "\(message)")
        #expect(!CLI.contents(of: out).contains { $0.hasPrefix(".zoetrope-") })
        #expect(snapshot(of: out) == before)
    }

    /// Collects every element and attribute of a document, and whether it parsed.
    final class XMLSurvey: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [(String, String)] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            elements.append(name)
            self.attributes += attributes.map { ($0.key, $0.value) }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test func hostileLabelsAndNamesGiveAValidSVGWithNoScriptAndNoOutsideReference() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let nasty = #"<script>alert(1)</script> & ]]> <![CDATA[x]]> <!-- --> \"q\" 'a' \u0001\u0007\u001b\t\n \u202Eevil\u202C مرحبا עברית 😀👩‍👩‍👧 \ufeff javascript:alert(2) <img src=x onerror=alert(3)> url(http://example.com/x)"#
        let fixture = """
            {"version": 1, "name": "hostile", "description": "\(nasty)",
             "viewport": {"width": 600, "height": 300, "scale": 1},
             "layout": {"type": "flow", "itemSize": {"width": 560, "height": 80}, "headerHeight": 40},
             "sections": [{"id": "<s&\\"x>", "header": {"label": "\(nasty)"},
               "items": [{"id": "<a&b>", "color": "#FF3B30", "label": {"text": "\(nasty)", "wraps": true}},
                         {"id": "b", "color": "#007AFF", "label": "\(nasty)"}]}],
             "animation": {"duration": 0.3, "fps": 10},
             "steps": [{"pause": 0.2}, {"deleteItems": [[0, 0]]}]}
            """
        _ = FileManager.default.createFile(atPath: out + "/hostile.json", contents: Data(fixture.utf8))
        let result = try CLI.run(["render", out + "/hostile.json", "--out", out + "/o", "--fps", "5", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        let svg = try #require(FileManager.default.contents(atPath: out + "/o/hostile.svg"))
        let parser = XMLParser(data: svg)
        let survey = XMLSurvey()
        parser.delegate = survey
        #expect(parser.parse(), "valid XML: \(String(describing: parser.parserError))")
        #expect(!survey.elements.contains { ["script", "foreignObject", "iframe", "img", "a"].contains($0.lowercased()) }, "\(Set(survey.elements))")
        for (name, value) in survey.attributes {
            #expect(!name.lowercased().hasPrefix("on"), "event attribute \(name)")
            if name == "href" || name == "xlink:href" { #expect(value.hasPrefix("#") || value.hasPrefix("data:image/png;base64,"), "\(name)=\(value.prefix(40))") }
            if value.contains("url(") { #expect(value.replacingOccurrences(of: "url(#", with: "").contains("url(") == false, "\(name)=\(value)") }
        }
        // The only text is the title: the description, escaped, with control characters replaced.
        #expect(survey.text.contains("<script>alert(1)</script> & ]]>"))
        #expect(!survey.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" })
        #expect(CLI.contents(of: out + "/o/hostile").count == 3)
    }
}
#endif
