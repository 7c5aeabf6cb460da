#if Preview  // the Preview trait (Package.swift): the server
import Foundation
import Synchronization
import Testing
import ZoetropeCore
import ZoetropePreview
import ZoetropeTestSupport

/// The preview server: what it serves, to whom, and what it never serves, whatever the URL
/// holds; fixtures read again when saved, an error kept beside the last good animation.
@Suite(.serialized) struct PreviewServerTests {
    static let secret = "TOP-SECRET-\(UUID().uuidString)"

    @Test func thePageAndEachFixtureAreServedOnTheBoundAddress() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let port = try folder.start()
        let page = try RawHTTP.get(port: port, "/", host: "127.0.0.1:\(port)")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
        #expect(page.body.contains("id=\"zoetrope-config\"") && page.body.contains("\"small\""))
        let document = try RawHTTP.get(port: port, "/api/fixtures/small", host: "localhost:\(port)")
        #expect(document.status == 200 && document.body.contains("\"svg\"") && document.body.contains("\"error\": null"))
        // The description's markup stays text: escaped in the SVG's title (the page sets it as text).
        #expect(document.body.contains("&lt;b&gt;and&lt;/b&gt;"))
        let moment = try RawHTTP.get(port: port, "/api/fixtures/small/moment?t=0.2", host: "127.0.0.1:\(port)")
        #expect(moment.status == 200 && moment.body.contains("\"item\": \"e\""))
        #expect(try RawHTTP.get(port: port, "/api/fixtures/small/moment?t=soon", host: "127.0.0.1:\(port)").status == 400)
    }

    @Test(arguments: [
        "/../secret.txt", "/api/fixtures/../secret.txt", "/api/fixtures/..%2fsecret.txt", "/api/fixtures/%2e%2e%2fsecret.txt",
        "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/api/fixtures/%2Fetc%2Fpasswd", "/small.json", "/secret.txt",
        "/api/fixtures/small.json", "/api/fixtures/link", "/api/fixtures/small/../../secret.txt", "/images/../secret.txt",
    ])
    func aHostilePathFindsNothing(target: String) throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture(), "secret.txt": Self.secret])
        try Self.secret.write(toFile: folder.path + "/../zoetrope-outside-secret.txt", atomically: true, encoding: .utf8)
        try? FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: folder.path + "/secret.txt")
        let port = try folder.start()
        let reply = try RawHTTP.get(port: port, target, host: "127.0.0.1:\(port)")
        #expect([400, 404].contains(reply.status), "\(target) answered \(reply.status)")
        #expect(!reply.body.contains(Self.secret) && !reply.body.contains("root:"))
    }

    @Test(arguments: ["evil.example", "evil.example:PORT", "127.0.0.1:1", "127.0.0.1.evil.example:PORT", nil] as [String?])
    func aRequestForAnotherHostIsRefused(host: String?) throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let port = try folder.start()
        let reply = try RawHTTP.get(port: port, "/api/fixtures/small", host: host?.replacingOccurrences(of: "PORT", with: "\(port)"))
        #expect([400, 421].contains(reply.status), "Host \(host ?? "(none)") answered \(reply.status)")
        #expect(!reply.body.contains("\"svg\""))
    }

    /// RFC 9112 §3.2: more than one Host is a bad request; and a target that is a whole URL
    /// (what a proxy is sent) is refused rather than answered by its path alone.
    @Test func twoHostHeadersOrAnAbsoluteTargetAreABadRequest() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let port = try folder.start()
        let twice = try RawHTTP.send(port: port, "GET /api/fixtures HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(twice.status == 400 && twice.body.contains("the request has 2 Host headers"), "\(twice.status) \(twice.body)")
        let absolute = try RawHTTP.send(port: port, "GET http://evil.example/api/fixtures HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        #expect(absolute.status == 400 && absolute.body.contains("not a path"), "\(absolute.status) \(absolute.body)")
        #expect(!absolute.body.contains("small"))
        // A client cannot mark its own request to confuse the check.
        let marked = try RawHTTP.send(port: port, "GET /api/fixtures HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Zoetrope-Refused: x\r\nConnection: close\r\n\r\n")
        #expect(marked.status == 200)
    }

    /// The WebSocket tells which fixtures are saved: only the page's own origin may open it.
    /// (The server runs as the command, in a process of its own: NIO starts the upgrade as a
    /// task on the cooperative pool, which this test process's other suites keep busy.)
    @Test(arguments: [("http://evil.example", false), ("null", false), ("http://localhost:PORT", false), ("http://127.0.0.1:PORT", true), (nil, true)] as [(String?, Bool)])
    func theWebSocketOpensOnlyForThePagesOwnOrigin(origin: String?, opens: Bool) throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand()
        let port = try #require(Int(address.split(separator: ":").last?.dropLast() ?? ""))
        var request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin.replacingOccurrences(of: "PORT", with: "\(port)"))\r\n" }
        let reply = try RawHTTP.send(port: port, request + "\r\n")
        #expect(reply.status == (opens ? 101 : 400), "Origin \(origin ?? "(none)") answered \(reply.status)")
    }

    /// Listening on every interface, the server answers to the machine's own addresses and the
    /// names allowed with --allow-host, and still not to other names (DNS rebinding).
    @Test func onEveryInterfaceTheMachinesAddressesAndAllowedNamesAreAnswered() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let port = try folder.start(host: "0.0.0.0", allowedNames: ["Preview.Example"])
        for host in ["127.0.0.1", "localhost", "preview.example"] + PreviewAddress.machineAddresses().filter({ !$0.contains(":") }) {
            let reply = try RawHTTP.get(port: port, "/api/fixtures", host: "\(host):\(port)")
            #expect(reply.status == 200, "Host \(host) answered \(reply.status)")
        }
        for host in ["evil.example", "0.0.0.0.evil.example"] {
            #expect(try RawHTTP.get(port: port, "/api/fixtures", host: "\(host):\(port)").status == 421, "Host \(host)")
        }
        #expect(PreviewAddress(host: "0.0.0.0").networkWarning(port: port)?.contains("reachable from the network") == true)
        #expect(PreviewAddress(host: "127.0.0.1").networkWarning(port: port) == nil)
    }

    /// Whatever a saved fixture does, the server keeps answering and shows why over the last
    /// good animation: a fixture past the limits is refused by them (nested counts that
    /// multiply to 10^9 items), and one that would run long within raised limits is stopped
    /// in the worker process by its CPU-time limit (here lowered to 1 s), never read by the
    /// server itself.
    @Test func aRunawayFixtureIsStoppedAndTheServerKeepsAnsweringWithTheLastGoodAnimation() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand(["--worker-cpu-seconds", "1", "--max-elements", "1000000", "--max-element-steps", "10000000"])
        let port = try #require(Int(address.split(separator: ":").last?.dropLast() ?? ""))
        func document() throws -> String { try RawHTTP.get(port: port, "/api/fixtures/small", host: "127.0.0.1:\(port)").body }
        func waitFor(_ text: String) throws -> String {
            let deadline = Date().addingTimeInterval(90)
            var body = try document()
            while !body.contains(text) && Date() < deadline { usleep(50_000); body = try document() }
            return body
        }
        let items = (0..<700_000).map { "{\"id\": \"i\($0)\"}" }.joined(separator: ",")
        let heavy = smallFixture().replacingOccurrences(
            of: #"[{"id": "a", "label": "A"}, {"id": "b", "label": "B"}, {"id": "c", "label": "C"}, {"id": "d", "label": "D"}]"#, with: "[\(items)]")
        try folder.write("small.json", heavy)
        // Answering while the worker runs.
        for _ in 0..<5 {
            let asked = Date()
            #expect(try RawHTTP.get(port: port, "/api/fixtures", host: "127.0.0.1:\(port)").status == 200)
            #expect(Date().timeIntervalSince(asked) < 1)
            usleep(100_000)
        }
        let stopped = try waitFor("s of CPU time")
        #expect(stopped.contains("reading the fixture took more than 1 s of CPU time; the preview stopped it"), "\(stopped.suffix(400))")
        #expect(stopped.contains("\"svg\""), "the last good animation is still there")

        let multiplying = try String(contentsOfFile: packageRoot + "/Tests/ZoetropeSceneTests/Malformed/compositional-nested-counts-multiply.json", encoding: .utf8)
        try folder.write("small.json", multiplying)
        let refused = try waitFor("its nested groups' multiplied")
        #expect(refused.contains("\"svg\""))
        try folder.write("small.json", smallFixture(color: "#FF3B30"))
        #expect(try waitFor("\"error\": null").lowercased().contains("ff3b30"))
    }

    /// Ten cards growing while turned in perspective for ten minutes read in a moment, but their
    /// SVG would be about 50 GB: saved while the preview runs, the page gets an error, the last
    /// good animation stays, and the server keeps answering with its memory where it was.
    @Test func aFixtureWhoseSVGWouldNotFitIsAnErrorNotAServerOutOfMemory() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let address = try folder.startCommand([])
        let port = try #require(Int(address.split(separator: ":").last?.dropLast() ?? ""))
        func document() throws -> String { try RawHTTP.get(port: port, "/api/fixtures/small", host: "127.0.0.1:\(port)").body }
        func placements(width: Int) -> String {
            (0..<10).map { #""c\#($0)": {"x": \#(20 + 5 * $0), "y": \#(40 + 30 * $0), "width": \#(width), "height": 190, "rotateY": 40, "perspective": 500}"# }
                .joined(separator: ", ")
        }
        let items = (0..<10).map { ##"{"id": "c\##($0)", "color": "#FF3B30"}"## }.joined(separator: ", ")
        try folder.write("small.json", """
            {"version": 1, "name": "small", "viewport": {"width": 390, "height": 700, "scale": 1},
             "layout": {"type": "explicit", "items": {\(placements(width: 140))}},
             "sections": [{"id": "s", "items": [\(items)]}],
             "steps": [{"name": "grow", "layout": {"type": "explicit", "items": {\(placements(width: 200))}}, "duration": 600}]}
            """)
        let deadline = Date().addingTimeInterval(60)
        var body = try document()
        while !body.contains("--max-svg-size") && Date() < deadline {
            let asked = Date()
            #expect(try RawHTTP.get(port: port, "/api/fixtures", host: "127.0.0.1:\(port)").status == 200)
            #expect(Date().timeIntervalSince(asked) < 2)
            usleep(100_000)
            body = try document()
        }
        #expect(body.contains("its animated SVG would be more than about 100 MB"), "\(body.suffix(400))")
        #expect(body.contains("\"svg\""), "the last good animation is still there")
        try folder.write("small.json", smallFixture(color: "#FF3B30"))
        let recovered = Date().addingTimeInterval(60)
        body = try document()
        while !body.contains("\"error\": null") && Date() < recovered { usleep(50_000); body = try document() }
        #expect(body.lowercased().contains("ff3b30"))
    }

    @Test func aPictureLinkedFromOutsideTheFolderIsNotRead() throws {
        let outside = NSTemporaryDirectory() + "zoetrope-outside-\(UUID().uuidString).png"
        try Data(Self.secret.utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let fixture = smallFixture().replacingOccurrences(of: #"{"id": "a", "label": "A"}"#, with: #"{"id": "a", "image": "pic.png"}"#)
        let folder = try PreviewFixtureFolder(files: ["small.json": fixture])
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/pic.png", withDestinationPath: outside)
        let port = try folder.start()
        let reply = try RawHTTP.get(port: port, "/api/fixtures/small", host: "127.0.0.1:\(port)")
        #expect(reply.status == 200 && reply.body.contains("leads outside the fixture's folder"))
        #expect(!reply.body.contains(Self.secret))
    }

    @Test func changingTheAssetCatalogueReloadsTheFixtureThatNamesIt() async throws {
        func brand(_ red: String) -> String {
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "0x00", "blue": "0x00", "alpha": "1.000"}}}], "info": {"author": "xcode", "version": 1}}"#
        }
        let fixture = smallFixture().replacingOccurrences(of: #"{"id": "a", "label": "A"}"#, with: #"{"id": "a", "color": {"named": "Brand"}}"#)
            .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "assets": "Assets.xcassets","#)
        let folder = try PreviewFixtureFolder(files: ["small.json": fixture, "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
                                                      "Assets.xcassets/Brand.colorset/Contents.json": brand("0xFF")])
        let library = PreviewLibrary(paths: [folder.path + "/small.json"])
        let first = try #require(await library.documentJSON("small"))
        #expect(first.contains("\"error\": null") && first.lowercased().contains("ff0000"), "\(first.prefix(400))")
        #expect(await library.poll().isEmpty)
        // The colour edited in the catalogue, not the fixture: the fixture is read again.
        try folder.write("Assets.xcassets/Brand.colorset/Contents.json", brand("0x80"))
        #expect(await library.poll() == ["small"])
        #expect(try #require(await library.documentJSON("small")).lowercased().contains("800000"))
        // Broken: it reloads, with the catalogue's error and where it is.
        try folder.write("Assets.xcassets/Brand.colorset/Contents.json", "{")
        #expect(await library.poll() == ["small"])
        #expect(try #require(await library.documentJSON("small")).contains("Brand.colorset/Contents.json: not JSON"))
    }

    @Test func savingReloadsAndAnErrorKeepsTheLastGoodAnimation() async throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let library = PreviewLibrary(paths: [folder.path + "/small.json"])
        #expect(await library.version(of: "small") == 1)
        #expect(await library.poll().isEmpty)
        try folder.write("small.json", smallFixture(color: "#FF3B30"))
        #expect(await library.poll() == ["small"])
        #expect(await library.version(of: "small") == 2)
        let good = try #require(await library.documentJSON("small"))
        #expect(good.contains("\"error\": null") && good.lowercased().contains("ff3b30"))
        // Broken: the error, where it is, and the last good animation still there.
        try folder.write("small.json", smallFixture().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"))
        #expect(await library.poll() == ["small"])
        let broken = try #require(await library.documentJSON("small"))
        #expect(broken.contains("\"line\": 9") && broken.contains("\"path\": \"$.animation.fps\"") && broken.contains("\"svg\""), "\(broken.suffix(600))")
        #expect(broken.contains("small.json:9:"))
        // Not JSON at all: the line and column of the mistake.
        try folder.write("small.json", smallFixture().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": ten"))
        #expect(await library.poll() == ["small"])
        let syntax = try #require(await library.documentJSON("small"))
        #expect(syntax.contains("\"line\": 9") && syntax.contains("\"column\": 41") && syntax.contains("not valid JSON"))
        #expect(broken.lowercased().contains("ff3b30"))
        // Fixed: the error goes.
        try folder.write("small.json", smallFixture())
        #expect(await library.poll() == ["small"])
        #expect(try #require(await library.documentJSON("small")).contains("\"error\": null"))
    }

    @Test func aPageCanAskForAFixtureInAnotherAppearanceAndItFollowsSaves() async throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture(color: "systemBlue")])
        let library = PreviewLibrary(paths: [folder.path + "/small.json"])
        let own = try #require(await library.documentJSON("small", appearance: nil)).lowercased()
        let dark = try #require(await library.documentJSON("small", appearance: Appearance(style: .dark))).lowercased()
        // systemBlue: #007AFF in light, #0A84FF in dark; the version is the fixture's.
        #expect(own.contains("007aff") && !own.contains("0a84ff"))
        #expect(dark.contains("0a84ff") && !dark.contains("007aff") && dark.contains("\"version\": 1"))
        #expect(await library.momentJSON("small", time: 0.2, appearance: Appearance(style: .dark))?.contains("\"item\": \"e\"") == true)
        // Saved with another colour: the dark reading is made again, at the new version.
        try folder.write("small.json", smallFixture(color: "systemRed"))
        #expect(await library.poll() == ["small"])
        let saved = try #require(await library.documentJSON("small", appearance: Appearance(style: .dark))).lowercased()
        #expect(saved.contains("ff453a") && saved.contains("\"version\": 2"), "systemRed in dark")
        #expect(await library.documentJSON("nothing", appearance: Appearance(style: .dark)) == nil)
    }

    /// The worker reads a fixture in the appearance the server will read it in: an asset
    /// catalogue may hold another picture for dark mode, which only a dark reading opens.
    @Test func theCheckerIsAskedInTheAppearanceThePageChose() async throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture()])
        let asked = Mutex<[Appearance?]>([])
        let checker = PreviewFixtureChecker { _, _, appearance in
            asked.withLock { $0.append(appearance) }
            return appearance?.style == .dark ? "the dark picture is too large" : nil
        }
        let library = PreviewLibrary(paths: [folder.path + "/small.json"], checker: checker)
        #expect(try #require(await library.documentJSON("small", appearance: nil)).contains("\"error\": null"))
        let dark = try #require(await library.documentJSON("small", appearance: Appearance(style: .dark)))
        #expect(dark.contains("the dark picture is too large"))
        #expect(asked.withLock { $0 } == [nil, Appearance(style: .dark)])
    }

    @Test func theServerReadsTheAppearanceFromTheQueryAndRefusesAnUnknownOne() throws {
        let folder = try PreviewFixtureFolder(files: ["small.json": smallFixture(color: "systemBlue")])
        let port = try folder.start()
        let dark = try RawHTTP.get(port: port, "/api/fixtures/small?appearance=dark-high-contrast", host: "127.0.0.1:\(port)")
        // systemBlue with Increase Contrast in dark: #409CFF.
        #expect(dark.status == 200 && dark.body.lowercased().contains("409cff"))
        let moment = try RawHTTP.get(port: port, "/api/fixtures/small/moment?t=0.2&appearance=dark", host: "127.0.0.1:\(port)")
        #expect(moment.status == 200)
        let unknown = try RawHTTP.get(port: port, "/api/fixtures/small?appearance=purple", host: "127.0.0.1:\(port)")
        #expect(unknown.status == 400 && unknown.body.contains("unknown appearance"))
        let page = try RawHTTP.get(port: port, "/", host: "127.0.0.1:\(port)")
        #expect(page.body.contains("id=\"appearance\""))
    }

    @Test func aHundredSavesInARowLeaveItResponsive() async throws {
        let folder = try PreviewFixtureFolder(copying: ["color-swatches.json"])
        let original = try String(contentsOfFile: folder.path + "/color-swatches.json", encoding: .utf8)
        let port = try folder.start()
        let library = folder.server.library
        // (Memory is measured on the command's own process, in PreviewCommandTests.)
        for save in 1...100 {
            try folder.write("color-swatches.json", original + String(repeating: " ", count: save))
            let deadline = Date().addingTimeInterval(5)
            while await library.version(of: "color-swatches") ?? 0 < save + 1 && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
            #expect(await library.version(of: "color-swatches") == save + 1, "save \(save) was not read")
            if save % 10 == 0 {
                // Responsive during the burst, not only after it.
                let asked = Date()
                let list = try RawHTTP.get(port: port, "/api/fixtures", host: "127.0.0.1:\(port)")
                #expect(list.status == 200 && Date().timeIntervalSince(asked) < 1)
            }
        }
        let start = Date()
        let page = try RawHTTP.get(port: port, "/api/fixtures/color-swatches", host: "127.0.0.1:\(port)")
        #expect(page.status == 200 && Date().timeIntervalSince(start) < 1)
    }
}
#endif
