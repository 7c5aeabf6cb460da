#if Tools  // the Tools trait (Package.swift)
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOPosix
import Synchronization
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
/// through DNS rebinding), and every answer forbids the page to load anything from elsewhere.
public final class PreviewServer: Sendable {
    public let library: PreviewLibrary
    public let host: String
    public let requestedPort: Int
    /// How often fixture files are checked for changes.
    public let pollInterval: Duration
    private let boundPort = Mutex<Int?>(nil)
    private let stopRequest = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let stopRequested = Mutex(false)
    private let executor = ServerExecutor(label: "zoetrope.preview-server")

    public init(library: PreviewLibrary, host: String = "127.0.0.1", port: Int = 0, pollInterval: Duration = .milliseconds(40)) {
        self.library = library
        self.host = host
        self.requestedPort = port
        self.pollInterval = pollInterval
    }

    /// The port the server listens on, once it does.
    public var port: Int? { boundPort.withLock { $0 } }

    /// The address to open in a browser.
    public var url: String? {
        port.map { "http://\(host.contains(":") ? "[\(host)]" : host):\($0)/" }
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
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
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
            }
            group.cancelAll()
            await library.finishAll()
        }
        try? await eventLoops.shutdownGracefully()
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
        router.get("/api/fixtures/:key") { _, context in
            let key = try context.parameters.require("key")
            guard let json = await library.documentJSON(key) else { throw HTTPError(.notFound, message: "no fixture \"\(key)\"") }
            return Self.response(json, type: "application/json")
        }
        router.get("/api/fixtures/:key/moment") { request, context in
            let key = try context.parameters.require("key")
            guard let time = request.uri.queryParameters.get("t", as: Double.self), time.isFinite else {
                throw HTTPError(.badRequest, message: "give the time in seconds: ?t=0.5")
            }
            guard let json = await library.momentJSON(key, time: time) else { throw HTTPError(.notFound, message: "no animation for \"\(key)\"") }
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

    /// The names a request may give in `Host`: the bound address, and the loopback names when
    /// bound to loopback.
    func allowedHosts() -> Set<String> {
        guard let port else { return [] }
        var hosts: Set<String> = [host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"]
        if ["127.0.0.1", "localhost", "::1"].contains(host) {
            hosts.formUnion(["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"])
        }
        return hosts
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

    /// Refuses a request whose `Host` header is not the server's own address.
    struct HostCheck: RouterMiddleware {
        typealias Context = BasicWebSocketRequestContext
        let server: PreviewServer

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            guard let host = request.head.authority, server.allowedHosts().contains(host.lowercased()) else {
                throw HTTPError(.misdirectedRequest, message: "this preview answers only to \(server.allowedHosts().sorted().first ?? "its own address")")
            }
            return try await next(request, context)
        }
    }
}
#endif
