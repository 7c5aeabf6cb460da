import Foundation
import ZoetropeCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium, driven over the DevTools protocol, for seeing an animated SVG exactly as
/// a browser shows it at any moment.
///
/// The browser is started with `--remote-debugging-pipe`: it reads commands on its file
/// descriptor 3 and writes replies and events on 4, each message JSON ended by a NUL byte; no
/// port is opened. An SVG is shown inline in a page sized to it, at a device scale factor,
/// with sRGB forced so colours are not managed; to look at time t, its SMIL clock is paused
/// and set (`pauseAnimations()`, `setCurrentTime(t)`), two animation frames are awaited, and
/// the page is captured.
///
/// ```swift
/// let browser = try HeadlessBrowser()
/// let page = try browser.show(svg: document, width: 390, height: 844, scale: 2)
/// let image = try page.capture(at: 0.25)
/// ```
public final class HeadlessBrowser {
    /// Why the browser could not do what was asked.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let exchange = NSLock()
    /// Events received while `recordsEvents` is set (while `load` waits for a page).
    private var events: [[String: Any]] = []
    private var recordsEvents = false
    private let profile: String
    /// Seconds to wait for any one reply.
    public var timeout: Double = 60

    /// The Chromium executable on the PATH (Debian's `chromium`, or another name it goes by).
    public static func findChromium() -> String? {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        // macOS keeps it in an application bundle.
        for bundle in ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        where FileManager.default.isExecutableFile(atPath: bundle) {
            return bundle
        }
        return nil
    }

    public init(executable: String? = nil) throws {
        guard let executable = executable ?? Self.findChromium() else {
            throw Failure(description: "Chromium is not installed (Debian: apt-get install chromium; or run scripts/install-dependencies --browser)")
        }
        profile = NSTemporaryDirectory() + "zoetrope-chromium-\(getpid())-\(UUID().uuidString)"
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "cannot create pipes: \(String(cString: strerror(errno)))") }
        let arguments = [
            executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--force-color-profile=srgb", "--mute-audio", "--user-data-dir=\(profile)", "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let devNull = open("/dev/null", O_WRONLY)
        if devNull >= 0 {
            posix_spawn_file_actions_adddup2(&actions, devNull, 1)
            posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        }
        // A process group of its own: Chromium starts a zygote, renderers and a crash handler,
        // which outlive the browser process when only it is killed.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        if devNull >= 0 { close(devNull) }
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        process = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        BrowserProcessGroups.started(pid)
    }

    deinit {
        _ = try? send("Browser.close", [:])
        close(commands)
        close(replies)
        var status: Int32 = 0
        // Give it a moment to leave on its own, then make sure.
        for _ in 0..<50 {
            if waitpid(process, &status, WNOHANG) == process { break }
            usleep(20_000)
        }
        if waitpid(process, &status, WNOHANG) == 0 {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        BrowserProcessGroups.ended(process)
        try? FileManager.default.removeItem(atPath: profile)
    }

    // MARK: - The protocol

    /// Sends a command (to a page when `session` is given) and returns its result, skipping
    /// events.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any], session: String? = nil) throws -> [String: Any] {
        // Suites that run in parallel share one browser: one exchange on the pipe at a time,
        // or two threads read each other's replies and both wait for ever.
        exchange.lock()
        defer { exchange.unlock() }
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(commands, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "the browser stopped reading (\(String(cString: strerror(errno))))")
                }
                written += n
            }
        }
        while true {
            let reply = try readMessage()
            guard (reply["id"] as? Int) == id else {
                if recordsEvents && reply["id"] == nil { events.append(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] {
                throw Failure(description: "\(method) failed: \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    throw Failure(description: "the browser sent something that is not a JSON object")
                }
                return object
            }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw Failure(description: "the browser did not answer within \(Int(timeout)) s") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(replies, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "the browser closed its pipe (did it crash?)") }
            buffer += chunk[0..<n]
        }
    }

    // MARK: - Pages

    /// A tab showing one SVG.
    public final class Page {
        let browser: HeadlessBrowser
        let session: String
        let width: Double, height: Double
        let file: String

        init(browser: HeadlessBrowser, session: String, width: Double, height: Double, file: String) {
            self.browser = browser
            self.session = session
            self.width = width
            self.height = height
            self.file = file
        }

        deinit {
            try? FileManager.default.removeItem(atPath: file)
        }

        /// The SVG as shown at `time` seconds: its animations paused there.
        public func capture(at time: Double) throws -> RasterImage {
            let script = """
                (() => { const s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(\(time));
                  return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(s.getCurrentTime())))); })()
                """
            let evaluated = try browser.send("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true], session: session)
            if let exception = evaluated["exceptionDetails"] {
                throw Failure(description: "the page's script failed: \(exception)")
            }
            let shot = try browser.send("Page.captureScreenshot", [
                "format": "png", "fromSurface": true, "captureBeyondViewport": false,
                "clip": ["x": 0, "y": 0, "width": width, "height": height, "scale": 1],
            ], session: session)
            guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
                throw Failure(description: "the screenshot came back empty")
            }
            return try RasterImage(pngData: [UInt8](data))
        }
    }

    /// What a page reported while it loaded: its errors, and the value of a script run on it.
    public struct LoadedPage {
        /// Uncaught exceptions, console errors and failed loads (images, styles), as Chromium
        /// words them.
        public var errors: [String]
        /// What the script returned (JSON values).
        public var value: Any?
    }

    /// Opens `url` in a new tab, waits until it has loaded (images included), runs `script`
    /// on it, and reports the script's value with every error the page raised.
    public func load(_ url: URL, evaluating script: String = "null") throws -> LoadedPage {
        let (targetID, session) = try openTab()
        defer { _ = try? send("Target.closeTarget", ["targetId": targetID]) }
        try send("Runtime.enable", [:], session: session)
        try send("Log.enable", [:], session: session)
        events.removeAll()
        recordsEvents = true
        defer { recordsEvents = false; events.removeAll() }
        try navigate(session, to: url)
        let evaluated = try send("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true], session: session)
        var errors: [String] = []
        if let exception = evaluated["exceptionDetails"] { errors.append("the script failed: \(exception)") }
        for event in events where (event["sessionId"] as? String) == session {
            let parameters = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
                errors.append("uncaught: \(((details["exception"] as? [String: Any])?["description"] as? String) ?? (details["text"] as? String ?? "an exception"))")
            case "Runtime.consoleAPICalled" where (parameters["type"] as? String) == "error":
                errors.append("console.error: \(parameters["args"] ?? "")")
            case "Log.entryAdded":
                let entry = parameters["entry"] as? [String: Any] ?? [:]
                if (entry["level"] as? String) == "error" {
                    errors.append("\(entry["text"] as? String ?? "an error")\((entry["url"] as? String).map { " (\($0))" } ?? "")")
                }
            default:
                break
            }
        }
        return LoadedPage(errors: errors, value: (evaluated["result"] as? [String: Any])?["value"])
    }

    /// Opens a tab `width` × `height` points at `scale` device pixels per point showing `svg`
    /// inline, and waits until it has loaded.
    public func show(svg: String, width: Double, height: Double, scale: Int) throws -> Page {
        let (_, session) = try openTab()
        try send("Emulation.setDeviceMetricsOverride", [
            "width": Int(width.rounded(.up)), "height": Int(height.rounded(.up)), "deviceScaleFactor": scale, "mobile": false,
        ], session: session)
        try send("Emulation.setDefaultBackgroundColorOverride", ["color": ["r": 0, "g": 0, "b": 0, "a": 0]], session: session)
        let file = NSTemporaryDirectory() + "zoetrope-parity-\(getpid())-\(UUID().uuidString).html"
        let html = "<!doctype html><html><head><meta charset=\"utf-8\"><style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}"
            + "svg{display:block}</style></head><body>\(svg)</body></html>"
        try html.write(toFile: file, atomically: true, encoding: .utf8)
        try navigate(session, to: URL(fileURLWithPath: file))
        return Page(browser: self, session: session, width: width, height: height, file: file)
    }

    /// A tab to drive: scripts run in it one after another, and it can be captured.
    public final class Tab {
        let browser: HeadlessBrowser
        let target: String
        let session: String

        init(browser: HeadlessBrowser, target: String, session: String) {
            self.browser = browser
            self.target = target
            self.session = session
        }

        deinit {
            _ = try? browser.send("Target.closeTarget", ["targetId": target])
        }

        /// Runs `script` (an expression; a promise is awaited) and returns its value as JSON
        /// values; a script that throws is a failure with its message.
        @discardableResult
        public func evaluate(_ script: String) throws -> Any? {
            let evaluated = try browser.send("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true], session: session)
            if let exception = evaluated["exceptionDetails"] as? [String: Any] {
                let description = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? (exception["text"] as? String) ?? "\(exception)"
                throw Failure(description: "the page's script failed: \(description)")
            }
            return (evaluated["result"] as? [String: Any])?["value"]
        }

        /// Evaluates `condition` every 20 ms until it is true, for up to `timeout` seconds;
        /// returns the seconds it took.
        @discardableResult
        public func wait(until condition: String, timeout: Double = 10) throws -> Double {
            let start = Date()
            while Date().timeIntervalSince(start) < timeout {
                // A browser slow to answer (a loaded machine) is asked again, within the time.
                if (try? evaluate("!!(\(condition))") as? Bool) == true { return Date().timeIntervalSince(start) }
                usleep(20_000)
            }
            throw Failure(description: "the page did not get to \(condition) within \(timeout) s")
        }

        /// A left click at (`x`, `y`) in the page's CSS pixels, as a mouse makes it: pressed,
        /// then released.
        public func click(x: Double, y: Double) throws {
            for type in ["mousePressed", "mouseReleased"] {
                _ = try browser.send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1], session: session)
            }
        }

        /// The page as shown, a PNG.
        public func screenshot() throws -> [UInt8] {
            let shot = try browser.send("Page.captureScreenshot", ["format": "png", "fromSurface": true], session: session)
            guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else {
                throw Failure(description: "the screenshot came back empty")
            }
            return [UInt8](data)
        }
    }

    /// Opens `url` in a new tab of `width` × `height` points, waits until it has loaded, and
    /// keeps the tab for scripts.
    public func openTab(_ url: URL, width: Int = 1280, height: Int = 900) throws -> Tab {
        let (target, session) = try openTab()
        let tab = Tab(browser: self, target: target, session: session)
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
        try navigate(session, to: url)
        return tab
    }

    /// A new tab, attached: its target id and the session that talks to it.
    private func openTab() throws -> (target: String, session: String) {
        // A window of its own: a new tab in a shared window hides the one before it, whose
        // requestAnimationFrame and screenshots then wait forever, and the suites that share
        // this browser open tabs while others are still in use.
        let target = try send("Target.createTarget", ["url": "about:blank", "newWindow": true])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no tab was created") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "cannot attach to the tab") }
        return (targetID, session)
    }

    /// Loads `url` in the tab and waits (up to 10 s) until the document and its images have loaded.
    private func navigate(_ session: String, to url: URL) throws {
        try send("Page.navigate", ["url": url.absoluteString], session: session)
        for _ in 0..<1000 {
            let state = try send("Runtime.evaluate", ["expression": "document.readyState", "returnByValue": true], session: session)
            if ((state["result"] as? [String: Any])?["value"] as? String) == "complete" { return }
            usleep(10_000)
        }
        throw Failure(description: "\(url.path) did not finish loading")
    }
}

/// The process groups of the browsers this process started and has not closed, killed when the
/// process exits: a browser kept for a whole test run (a static) is never deinitialized, and
/// its helpers would otherwise stay running after the tests, run after run.
enum BrowserProcessGroups {
    nonisolated(unsafe) private static var groups: Set<pid_t> = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered = false

    static func started(_ group: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        groups.insert(group)
        if !registered {
            registered = true
            atexit { BrowserProcessGroups.killAll() }
        }
    }

    static func ended(_ group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
        // Its helpers, if the browser left without them.
        kill(-group, SIGKILL)
    }

    private static func killAll() {
        lock.lock()
        let all = groups
        groups = []
        lock.unlock()
        for group in all { kill(-group, SIGKILL) }
    }
}
