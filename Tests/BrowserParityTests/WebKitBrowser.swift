#if Tools  // the Tools trait (Package.swift)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ZoetropeCairo

/// WebKit (WebKitGTK's MiniBrowser, the engine of Safari and Epiphany), driven over W3C
/// WebDriver by `WebKitWebDriver` (Debian's `webkit2gtk-driver`), for seeing the animated SVG
/// as Safari's engine shows it.
///
/// MiniBrowser has no headless mode: on Linux it runs on a private virtual X display (`Xvfb`,
/// Debian's `xvfb`) unless one is set. One browser serves every page; a page is an HTML file
/// with the SVG inline, drawn `scale` times its size in CSS pixels (the SVG is vector: this is
/// what a device scale factor does), and captured as an element screenshot.
final class WebKitBrowser: SVGBrowser {
    let engine = "WebKit"
    private var processes: [Process] = []
    private let base: URL
    private var session = ""

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// WebKitGTK runs on Linux; on macOS, Safari's engine would come through `safaridriver`,
    /// which this driver does not speak yet.
    static var isAvailableOnThisSystem: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// MiniBrowser, wherever the distribution keeps it.
    static func miniBrowser() -> String? {
        ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
         "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
         "/usr/libexec/webkit2gtk-4.1/MiniBrowser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init() throws {
        guard let driver = Self.executable("WebKitWebDriver"), let browser = Self.miniBrowser() else {
            throw Failure(description: "WebKitWebDriver and MiniBrowser are not installed (Debian: apt-get install webkit2gtk-driver xvfb; or scripts/install-dependencies --browser)")
        }
        var environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
            guard let xvfb = Self.executable("Xvfb") else { throw Failure(description: "Xvfb is not installed (Debian: apt-get install xvfb)") }
            // Xvfb picks a free display itself and writes its number on the pipe: two
            // browsers of this process (the suite's tests run side by side) never share one.
            let server = Process()
            server.executableURL = URL(fileURLWithPath: xvfb)
            server.arguments = ["-displayfd", "1", "-screen", "0", "2400x3200x24", "-nolisten", "tcp"]
            let announced = Pipe()
            server.standardOutput = announced
            server.standardError = FileHandle.nullDevice
            try server.run()
            processes.append(server)
            var number = Data()
            while !number.contains(UInt8(ascii: "\n")) {
                let more = announced.fileHandleForReading.availableData
                if more.isEmpty { break }
                number.append(more)
            }
            guard let display = Int(String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
                server.terminate()
                throw Failure(description: "Xvfb did not say which display it opened")
            }
            environment["DISPLAY"] = ":\(display)"
        }
        // No GPU here: in accelerated compositing mode, layers of animated elements come out black.
        environment["WEBKIT_DISABLE_COMPOSITING_MODE"] = "1"
        let port = SVGPage.freePort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: driver)
        server.arguments = ["--port=\(port)"]
        server.environment = environment
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        processes.append(server)
        base = URL(string: "http://127.0.0.1:\(port)")!
        var started: [String: Any]?
        for _ in 0..<100 {
            started = try? request("POST", "/session", [
                "capabilities": ["alwaysMatch": ["webkitgtk:browserOptions": ["binary": browser, "args": ["--automation"]]]],
            ])
            if started != nil { break }
            usleep(100_000)
        }
        guard let id = started?["sessionId"] as? String else {
            close()
            throw Failure(description: "WebKitWebDriver did not start a session on port \(port)")
        }
        session = "/session/" + id
    }

    deinit { close() }

    func close() {
        if !session.isEmpty { _ = try? request("DELETE", session, nil) }
        session = ""
        // The driver, then the display; each given a second to go before SIGKILL.
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            for _ in 0..<20 where process.isRunning { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        processes.removeAll()
    }

    /// One WebDriver command: its `value`, or the error WebDriver reported.
    @discardableResult
    func request(_ method: String, _ path: String, _ body: [String: Any]?) throws -> [String: Any] {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        request.timeoutInterval = 60
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Data?, Error?) = (nil, nil)
        URLSession.shared.dataTask(with: request) { data, _, error in
            result = (data, error)
            done.signal()
        }.resume()
        done.wait()
        if let error = result.1 { throw Failure(description: "WebDriver \(method) \(path): \(error.localizedDescription)") }
        guard let data = result.0, let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "WebDriver \(method) \(path) answered with no JSON")
        }
        let value = object["value"]
        if let error = value as? [String: Any], let name = error["error"] as? String {
            throw Failure(description: "WebDriver \(method) \(path): \(name): \(error["message"] as? String ?? "")")
        }
        return value as? [String: Any] ?? ["value": value as Any]
    }

    func show(svg: String, width: Double, height: Double, scale: Int) throws -> any ShownSVG {
        let file = NSTemporaryDirectory() + "zoetrope-webkit-\(getpid())-\(UUID().uuidString).html"
        try SVGPage.html(svg: svg, width: width, height: height, scale: scale, ticking: true).write(toFile: file, atomically: true, encoding: .utf8)
        // The whole SVG inside the window: WebKit does not capture an element that reaches
        // past the viewport. Room is left for MiniBrowser's toolbar and the ticking square.
        try request("POST", session + "/window/rect", ["width": Int((width * Double(scale)).rounded(.up)) + 200,
                                                       "height": Int((height * Double(scale)).rounded(.up)) + 200])
        try request("POST", session + "/url", ["url": URL(fileURLWithPath: file).absoluteString])
        let found = try request("POST", session + "/element", ["using": "css selector", "value": "svg"])
        guard let element = found.values.first as? String else { throw Failure(description: "the page has no svg element") }
        return Page(browser: self, element: element, file: file)
    }

    final class Page: ShownSVG {
        let browser: WebKitBrowser
        let element: String
        let file: String

        init(browser: WebKitBrowser, element: String, file: String) {
            self.browser = browser
            self.element = element
            self.file = file
        }

        deinit { try? FileManager.default.removeItem(atPath: file) }

        func capture(at time: Double) throws -> RasterImage {
            try browser.request("POST", browser.session + "/execute/async", ["script": SVGPage.pauseScript(at: time, callback: "arguments[arguments.length - 1]"), "args": []])
            let shot = try browser.request("GET", browser.session + "/element/\(element)/screenshot", nil)
            guard let base64 = shot["value"] as? String, let data = Data(base64Encoded: base64) else {
                throw Failure(description: "the screenshot came back empty")
            }
            return try RasterImage(pngData: [UInt8](data))
        }
    }
}
#endif
