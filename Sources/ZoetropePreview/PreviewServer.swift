#if Preview  // the Preview trait (Package.swift): Hummingbird and SwiftNIO
import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOPosix
import Synchronization
import ZoetropeCore
import ZoetropePlayer
import ZoetropeScene

/// `zoetrope preview`'s web server (Hummingbird, with its WebSocket package for reloads).
///
/// It answers only what the page needs: the page itself (`/`), the list of fixtures and each
/// fixture's document by key (`/api/fixtures`, `/api/fixtures/KEY`), every element at a moment
/// (`/api/fixtures/KEY/moment?t=`) and a WebSocket (`/ws`) that says which fixture changed.
/// Nothing is served from a path in a URL: fixtures are looked up by the keys fixed at start,
/// and their pictures and fonts are inside the documents. A request whose `Host` is not the
/// address the server is bound to is refused (a web page elsewhere cannot reach the server
/// through DNS rebinding; see `PreviewAddress`), a request with two `Host` headers or a target
/// that is not a path answers 400 (`RequestTargetGuard`), the WebSocket is opened only for the
/// page's own origin (any web page the user visits could otherwise listen to the fixtures'
/// names and saves), and every answer forbids the page to load anything from elsewhere.
public final class PreviewServer: Sendable {
    public let library: PreviewLibrary
    public let host: String
    /// The address and the names the server answers to.
    public let address: PreviewAddress
    /// The machine's own addresses, when listening on every interface.
    private let machineAddresses: [String]
    public let requestedPort: Int
    /// How often fixture files are checked for changes.
    public let pollInterval: Duration
    private let boundPort = Mutex<Int?>(nil)
    private let stopRequest = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let stopRequested = Mutex(false)
    private let executor = ServerExecutor(label: "zoetrope.preview-server")

    public init(library: PreviewLibrary, host: String = "127.0.0.1", port: Int = 0, allowedNames: [String] = [],
                pollInterval: Duration = .milliseconds(40)) {
        self.library = library
        self.host = host
        address = PreviewAddress(host: host, allowedNames: allowedNames)
        machineAddresses = address.isEveryInterface ? PreviewAddress.machineAddresses() : []
        self.requestedPort = port
        self.pollInterval = pollInterval
    }

    /// The port the server listens on, once it does.
    public var port: Int? { boundPort.withLock { $0 } }

    /// The address to open in a browser: on every interface, this machine's loopback one.
    public var url: String? {
        let shown = !address.isEveryInterface ? host : (host.contains(":") ? "::1" : "127.0.0.1")
        return port.map { "http://\(shown.contains(":") ? "[\(shown)]" : shown):\($0)/" }
    }

    /// Runs until `stop()` or cancellation; `onStart` is called with the address once listening.
    /// The server's tasks run on a thread of their own (see `ServerExecutor`).
    public func run(onStart: @escaping @Sendable (String) -> Void = { _ in }) async throws {
        try await withTaskExecutorPreference(executor) {
            try await serve(onStart: onStart)
        }
    }

    /// Starts the server in a task of its own, on its own thread from the first instruction:
    /// it runs even while every thread of the cooperative pool is blocked.
    public func start(onStart: @escaping @Sendable (String) -> Void = { _ in }) -> Task<Void, any Error> {
        Task(executorPreference: executor) { try await self.run(onStart: onStart) }
    }

    /// Builds the application on an event loop of its own and runs it, with the poller, until
    /// `stop()` or cancellation.
    private func serve(onStart: @escaping @Sendable (String) -> Void) async throws {
        let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let router = makeRouter()
        let webSocketResponder = router.buildResponder()
        let application = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                GuardedChildChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                         configuration: .init()))
            },
            configuration: .init(address: .hostname(host, port: requestedPort), serverName: "zoetrope-preview"),
            onServerRunning: { [self] channel in
                let port = channel.localAddress?.port ?? requestedPort
                boundPort.withLock { $0 = port }
                onStart(url ?? "")
            },
            // An event loop of its own: code elsewhere in the process that blocks the shared
            // loops (a test's client waiting on a future) cannot stall the server.
            eventLoopGroupProvider: .shared(eventLoops),
            logger: Self.quietLogger)

        await library.compare()
        do {
            try await serve(application, eventLoops: eventLoops)
        } catch {
            try? await eventLoops.shutdownGracefully()
            throw error
        }
        try? await eventLoops.shutdownGracefully()
    }

    /// Runs `application` and the poller until `stop()`, cancellation or a failure.
    private func serve(_ application: some ApplicationProtocol, eventLoops: MultiThreadedEventLoopGroup) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await application.run() }
            group.addTask { [library, pollInterval] in
                while !Task.isCancelled {
                    try await Task.sleep(for: pollInterval)
                    await library.poll()
                }
            }
            group.addTask { [self] in
                await waitForStopRequest()
                throw CancellationError()
            }
            do {
                try await group.next()
            } catch is CancellationError {
            } catch {
                // The server could not start (the port is taken) or failed: end the other
                // tasks at once, so the caller hears of it now rather than at Ctrl-C.
                group.cancelAll()
                stop()
                await library.finishAll()
                throw error
            }
            group.cancelAll()
            await library.finishAll()
        }
    }

    /// Every route the page uses, behind the Host check; nothing else is answered.
    private func makeRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: HostCheck(server: self))
        let library = self.library
        let page = PlayerPage.live(fixtures: library.keys, comparing: library.against != nil)

        router.get("/") { _, _ in
            Self.response(page, type: "text/html; charset=utf-8")
        }
        router.get("/api/fixtures") { _, _ in
            Self.response(await library.listJSON(), type: "application/json")
        }
        router.get("/api/fixtures/:key") { request, context in
            let key = try context.parameters.require("key")
            let appearance = try Self.appearance(of: request)
            guard let json = await library.documentJSON(key, appearance: appearance) else { throw HTTPError(.notFound, message: "no fixture \"\(key)\"") }
            return Self.response(json, type: "application/json")
        }
        router.get("/api/fixtures/:key/moment") { request, context in
            let key = try context.parameters.require("key")
            guard let time = request.uri.queryParameters.get("t", as: Double.self), time.isFinite else {
                throw HTTPError(.badRequest, message: "give the time in seconds: ?t=0.5")
            }
            let appearance = try Self.appearance(of: request)
            guard let json = await library.momentJSON(key, time: time, appearance: appearance) else {
                throw HTTPError(.notFound, message: "no animation for \"\(key)\"")
            }
            return Self.response(json, type: "application/json")
        }
        router.get("/api/compare") { _, _ in
            guard let json = await library.compareJSON() else { throw HTTPError(.notFound, message: "this preview compares nothing (--against)") }
            return Self.response(json, type: "application/json")
        }
        router.get("/api/against/frames/:index") { _, context in
            // An index into the folder's frames, listed at start: never a path.
            guard let index = Int(try context.parameters.require("index")), let bytes = await library.againstFrame(index) else {
                throw HTTPError(.notFound, message: "no such golden frame")
            }
            return Self.response(bytes, type: "image/png")
        }
        router.ws("/ws") { _, outbound, _ in
            let (id, changes) = await library.changes()
            for await change in changes {
                let message = "{\"type\":\"\(change.kind.rawValue)\",\"name\":\(Self.quote(change.key)),\"version\":\(change.version)}"
                do { try await outbound.write(.text(message)) } catch { break }
            }
            await library.stopListening(id)
        }
        return router
    }

    /// The appearance a page asked for (`?appearance=dark-high-contrast`), nil for the
    /// fixture's own.
    private static func appearance(of request: Request) throws -> Appearance? {
        guard let name = request.uri.queryParameters.get("appearance"), !name.isEmpty else { return nil }
        guard let appearance = Appearance(name: name) else {
            throw HTTPError(.badRequest, message: "unknown appearance \"\(name.prefix(40))\"; expected light or dark, optionally with -high-contrast, -elevated and a content size (-xs … -ax5)")
        }
        return appearance
    }

    /// Returns when `stop()` is called (at once if it already was).
    private func waitForStopRequest() async {
        await withCheckedContinuation { continuation in
            let already = stopRequested.withLock { requested -> Bool in
                if !requested { stopRequest.withLock { $0 = continuation } }
                return requested
            }
            if already { continuation.resume() }
        }
    }

    /// Stops a running server: it closes its connections and `run` returns.
    public func stop() {
        stopRequested.withLock { $0 = true }
        stopRequest.withLock { continuation in
            continuation?.resume()
            continuation = nil
        }
    }

    /// The names a request may give in `Host` (see `PreviewAddress`).
    func allowedHosts() -> Set<String> {
        guard let port else { return [] }
        return address.allowedAuthorities(port: port, machineAddresses: machineAddresses)
    }

    static func response(_ body: String, type: String) -> Response {
        response(ByteBuffer(string: body), type: type)
    }

    static func response(_ bytes: [UInt8], type: String) -> Response {
        response(ByteBuffer(bytes: bytes), type: type)
    }

    static func response(_ body: ByteBuffer, type: String) -> Response {
        var headers: HTTPFields = [
            .contentType: type,
            .cacheControl: "no-store",
        ]
        headers[.xContentTypeOptions] = "nosniff"
        headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }

    static func quote(_ text: String) -> String {
        JSONWriter.quote(text)
    }

    static let quietLogger: Logger = {
        var logger = Logger(label: "zoetrope-preview")
        logger.logLevel = .critical
        return logger
    }()

    /// Refuses a request `RequestTargetGuard` marked (400), one whose `Host` header is not the
    /// server's own address (421), and a WebSocket from a page of another origin (403).
    struct HostCheck: RouterMiddleware {
        typealias Context = BasicWebSocketRequestContext
        let server: PreviewServer

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            if let refusal = HTTPField.Name(RequestTargetGuard.refusalHeader).flatMap({ request.headers[$0] }) {
                throw HTTPError(.badRequest, message: refusal)
            }
            guard let host = request.head.authority?.lowercased(), server.allowedHosts().contains(host) else {
                throw HTTPError(.misdirectedRequest, message: "this preview answers only to \(server.allowedHosts().sorted().first ?? "its own address")")
            }
            // A browser always sends Origin with a WebSocket; a program may send none. The page's
            // own origin is this server under the name the request used.
            if request.headers[.upgrade] != nil || request.uri.path == "/ws",
               let origin = request.headers[.origin], origin.lowercased() != "http://" + host {
                throw HTTPError(.forbidden, message: "the preview's WebSocket is only for its own page (http://\(host)), not for \(origin)")
            }
            return try await next(request, context)
        }
    }
}
#endif
