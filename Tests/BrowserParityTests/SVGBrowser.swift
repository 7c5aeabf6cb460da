#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropeTesting
import ZoetropeTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A browser engine that shows an animated SVG and captures it paused at any time: the
/// parity test runs the same fixtures and moments through each (Chromium, Firefox, WebKit).
protocol SVGBrowser: AnyObject {
    /// The engine's name, for messages: "Chromium", "Firefox", "WebKit".
    var engine: String { get }
    /// A page `width × height` points showing `svg` at `scale` device pixels per point.
    func show(svg: String, width: Double, height: Double, scale: Int) throws -> any ShownSVG
}

/// One SVG on a page.
protocol ShownSVG: AnyObject {
    /// The SVG as shown at `time` seconds, its animations paused there, at the page's scale.
    func capture(at time: Double) throws -> RasterImage
}

/// The page every engine shows and the script that stops its clock, written once so that
/// the engines are asked the same thing.
enum SVGPage {
    /// An HTML page with `svg` inline at the top-left corner, drawn `scale` times its size in
    /// CSS pixels: the SVG is vector, so this is what a device scale factor does, in engines
    /// whose driver cannot set one.
    ///
    /// With `ticking`, a 2-pixel square below the SVG animates forever: WebKit takes a
    /// screenshot at its next rendering update, and a page whose only animation is paused has
    /// none, so without it the screenshot never comes.
    static func html(svg: String, width: Double, height: Double, scale: Int, ticking: Bool = false) -> String {
        let w = width * Double(scale), h = height * Double(scale)
        let tick = ticking
            ? "@keyframes zoetrope-tick{from{opacity:.5}to{opacity:.6}}#zoetrope-tick{position:absolute;left:0;top:\(h + 20)px;width:2px;height:2px;"
                + "background:#888;animation:zoetrope-tick 1s linear infinite}"
            : ""
        return "<!doctype html><html><head><meta charset=\"utf-8\"><style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}"
            + "svg{display:block;width:\(w)px;height:\(h)px}\(tick)</style></head><body>\(svg)"
            + (ticking ? "<div id=\"zoetrope-tick\"></div>" : "") + "</body></html>"
    }

    /// A script that pauses the SVG's animations at `time`, waits two animation frames (so
    /// the paused picture is painted) and calls `callback`.
    static func pauseScript(at time: Double, callback: String) -> String {
        """
        const done = \(callback); const s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(\(time));
        requestAnimationFrame(() => requestAnimationFrame(() => done(s.getCurrentTime())));
        """
    }

    /// A TCP port nothing listens on now, from the system.
    static func freePort() -> Int {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(socket) }
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        defer { Darwin.close(socket) }
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : 20_000 + Int(getpid() % 20_000)
    }
}

/// Headless Chromium (`HeadlessBrowser`, over the DevTools protocol) as one of the engines.
final class ChromiumBrowser: SVGBrowser {
    let engine = "Chromium"
    let browser: HeadlessBrowser

    init() throws { browser = try HeadlessBrowser() }

    func show(svg: String, width: Double, height: Double, scale: Int) throws -> any ShownSVG {
        Page(page: try browser.show(svg: svg, width: width, height: height, scale: scale))
    }

    final class Page: ShownSVG {
        let page: HeadlessBrowser.Page
        init(page: HeadlessBrowser.Page) { self.page = page }
        func capture(at time: Double) throws -> RasterImage { try page.capture(at: time) }
    }
}
#endif
