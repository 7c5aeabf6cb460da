#if Tools  // the Tools trait (Package.swift)
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ZoetropeCairo

/// Headless Firefox (Debian's `firefox-esr`), driven over WebDriver BiDi, the W3C protocol
/// Firefox speaks itself on a WebSocket (`--remote-debugging-port`), no geckodriver needed.
///
/// The WebSocket is swift-nio's (`NIOWebSocket`, its HTTP upgrade and frame aggregation); the
/// calls are synchronous (futures waited on from the test's thread, never an event loop's).
/// One browser serves every page: the tab's viewport is set to the SVG's size at its device
/// pixel ratio, and a capture is a screenshot of the viewport.
final class FirefoxBrowser: SVGBrowser {
    let engine = "Firefox"
    private let process: Process
    private let profile: String
    private let channel: Channel
    private let connection: BiDiConnection
    private var context = ""

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["firefox-esr", "firefox"] {
            if let found = path.split(separator: ":").map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                return found
            }
        }
        let bundle = "/Applications/Firefox.app/Contents/MacOS/firefox"
        return FileManager.default.isExecutableFile(atPath: bundle) ? bundle : nil
    }

    init() throws {
        guard let executable = Self.executable() else {
            throw Failure(description: "Firefox is not installed (Debian: apt-get install firefox-esr; or scripts/install-dependencies --browser)")
        }
        profile = NSTemporaryDirectory() + "zoetrope-firefox-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        // Colours as written (no colour management), and nothing fetched from the network.
        let preferences = [
            #"user_pref("gfx.color_management.mode", 0);"#,
            #"user_pref("browser.shell.checkDefaultBrowser", false);"#,
            #"user_pref("app.update.enabled", false);"#,
            #"user_pref("datareporting.policy.dataSubmissionEnabled", false);"#,
            #"user_pref("toolkit.telemetry.enabled", false);"#,
            #"user_pref("layout.css.prefers-reduced-motion.enabled", false);"#,
        ]
        try preferences.joined(separator: "\n").write(toFile: profile + "/user.js", atomically: true, encoding: .utf8)
        let port = SVGPage.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", String(port), "about:blank"]
        var environment = ProcessInfo.processInfo.environment
        environment["MOZ_REMOTE_SETTINGS_DEVTOOLS"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        connection = BiDiConnection()
        var connected: Channel?
        for _ in 0..<150 {
            connected = try? Self.connect(port: port, handler: connection)
            if connected != nil { break }
            usleep(100_000)
        }
        guard let channel = connected else {
            process.terminate()
            throw Failure(description: "Firefox did not open WebDriver BiDi on port \(port)")
        }
        self.channel = channel
        try send("session.new", ["capabilities": [String: Any]()])
        let tree = try send("browsingContext.getTree", [:])
        guard let first = (tree["contexts"] as? [[String: Any]])?.first?["context"] as? String else {
            throw Failure(description: "Firefox has no tab")
        }
        context = first
    }

    deinit {
        _ = try? send("session.end", [:])
        try? channel.close().wait()
        // Firefox may take its time over SIGTERM: two seconds, then SIGKILL.
        if process.isRunning { process.terminate() }
        for _ in 0..<40 where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Connects a WebSocket to Firefox's BiDi endpoint, `connection` at its end.
    private static func connect(port: Int, handler: BiDiConnection) throws -> Channel {
        let upgraded = MultiThreadedEventLoopGroup.singleton.next().makePromise(of: Void.self)
        let upgrader = NIOWebSocketClientUpgrader(maxFrameSize: 1 << 28, upgradePipelineHandler: { channel, _ in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(
                    NIOWebSocketFrameAggregator(minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1 << 16, maxAccumulatedFrameSize: 1 << 28))
                try channel.pipeline.syncOperations.addHandler(handler)
                upgraded.succeed()
            }
        })
        let channel: Channel
        do {
            channel = try ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .channelInitializer { channel in
                    channel.pipeline.addHTTPClientHandlers(withClientUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
                }
                .connect(host: "127.0.0.1", port: port).wait()
        } catch {
            upgraded.fail(error)  // nothing waits on it; a promise must not be dropped unfulfilled
            throw error
        }
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: "127.0.0.1:\(port)")
        headers.add(name: "Content-Length", value: "0")
        let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/session", headers: headers)
        // Not waited on: the upgrade handler holds writes after the head until the upgrade.
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        let deadline = channel.eventLoop.scheduleTask(in: .seconds(10)) { upgraded.fail(Failure(description: "the WebSocket upgrade timed out")) }
        defer { deadline.cancel() }
        do {
            try upgraded.futureResult.wait()
        } catch {
            try? channel.close().wait()
            throw error
        }
        return channel
    }

    /// One BiDi command: its result, or the error Firefox reported.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
        let data = try connection.send(method: method, parameters: parameters, on: channel).wait()
        guard let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "Firefox answered \(method) with something that is not a JSON object")
        }
        if let error = reply["error"] as? String {
            throw Failure(description: "Firefox \(method): \(error): \(reply["message"] as? String ?? "")")
        }
        return reply["result"] as? [String: Any] ?? [:]
    }

    func show(svg: String, width: Double, height: Double, scale: Int) throws -> any ShownSVG {
        let file = NSTemporaryDirectory() + "zoetrope-firefox-\(getpid())-\(UUID().uuidString).html"
        try SVGPage.html(svg: svg, width: width, height: height, scale: 1).write(toFile: file, atomically: true, encoding: .utf8)
        try send("browsingContext.setViewport", [
            "context": context, "viewport": ["width": Int(width.rounded(.up)), "height": Int(height.rounded(.up))], "devicePixelRatio": scale,
        ])
        try send("browsingContext.navigate", ["context": context, "url": URL(fileURLWithPath: file).absoluteString, "wait": "complete"])
        return Page(browser: self, width: width, height: height, file: file)
    }

    final class Page: ShownSVG {
        let browser: FirefoxBrowser
        let width: Double, height: Double
        let file: String

        init(browser: FirefoxBrowser, width: Double, height: Double, file: String) {
            self.browser = browser
            self.width = width
            self.height = height
            self.file = file
        }

        deinit { try? FileManager.default.removeItem(atPath: file) }

        func capture(at time: Double) throws -> RasterImage {
            let script = "new Promise(resolve => { " + SVGPage.pauseScript(at: time, callback: "resolve") + " })"
            let evaluated = try browser.send("script.evaluate", [
                "expression": script, "target": ["context": browser.context], "awaitPromise": true,
            ])
            if (evaluated["type"] as? String) == "exception" {
                throw Failure(description: "the page's script failed: \(evaluated["exceptionDetails"] ?? "")")
            }
            let shot = try browser.send("browsingContext.captureScreenshot", [
                "context": browser.context, "origin": "viewport",
                "clip": ["type": "box", "x": 0, "y": 0, "width": width, "height": height],
            ])
            guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
                throw Failure(description: "the screenshot came back empty")
            }
            return try RasterImage(pngData: [UInt8](data))
        }
    }
}

/// The BiDi end of the WebSocket: numbers each command, and completes its promise when the
/// reply with that number comes (events, which have none, are dropped).
final class BiDiConnection: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let waiting = NIOLockedValueBox<(next: Int, promises: [Int: EventLoopPromise<Data>])>((1, [:]))

    func send(method: String, parameters: [String: Any], on channel: Channel) -> EventLoopFuture<Data> {
        let promise = channel.eventLoop.makePromise(of: Data.self)
        let id = waiting.withLockedValue { state in
            let id = state.next
            state.next += 1
            state.promises[id] = promise
            return id
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
            let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: channel.allocator.buffer(bytes: data))
            channel.writeAndFlush(frame, promise: nil)
        } catch {
            promise.fail(error)
        }
        // No reply within a minute is a failure, not a hang.
        let timeout = channel.eventLoop.scheduleTask(in: .seconds(60)) {
            promise.fail(FirefoxBrowser.Failure(description: "Firefox did not answer \(method) within 60 s"))
        }
        promise.futureResult.whenComplete { _ in timeout.cancel() }
        return promise.futureResult
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            var buffer = frame.unmaskedData
            guard let bytes = buffer.readBytes(length: buffer.readableBytes),
                  let message = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                  let id = message["id"] as? Int else { return }
            let promise = waiting.withLockedValue { $0.promises.removeValue(forKey: id) }
            promise?.succeed(Data(bytes))
        case .connectionClose:
            failAll(FirefoxBrowser.Failure(description: "Firefox closed the WebSocket"))
            context.close(promise: nil)
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        failAll(FirefoxBrowser.Failure(description: "the connection to Firefox closed"))
    }

    private func failAll(_ error: Error) {
        let promises = waiting.withLockedValue { state in
            defer { state.promises.removeAll() }
            return Array(state.promises.values)
        }
        for promise in promises { promise.fail(error) }
    }
}
#endif
