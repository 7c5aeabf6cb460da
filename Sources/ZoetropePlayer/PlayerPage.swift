import ZoetropeCore
import ZoetropeScene

/// The player page: a fixture's animation with play, pause, a scrubber marked with the steps,
/// frame stepping, speed and loop; a timing chart (a row per element, a bar for each time it
/// moves, appears or disappears, its delay and its curve's shape); and an inspector for the
/// element clicked. One page serves both uses:
///
/// - `live`: the preview server's page. It fetches documents from the server, asks the server
///   for every element's attributes at the moment shown (the inspector, hit-testing), and
///   reloads when the server says a fixture changed, keeping the time.
/// - `standalone`: the HTML export. The documents are written into the page, which makes no
///   request at all; the inspector shows each element's motions (what the chart knows).
///
/// Everything from a fixture reaches the page as JSON and is put in as text; the page's own
/// script has no outside dependency. `window.zoetrope` is the page's API for tests.
public enum PlayerPage {
    /// The live preview's page: documents come from the server at `api/`; with `comparing`,
    /// the first fixture is shown beside what `--against` names (`api/compare`).
    public static func live(fixtures: [String], comparing: Bool = false) -> String {
        page(config: .object([("mode", .string("live")), ("fixtures", .array(fixtures.map { .string($0) })), ("compare", .bool(comparing))]),
             title: "Zoetrope preview")
    }

    /// A page that plays `documents`, for reading with no server: everything it shows is
    /// written into it, and it makes no request at all (what `zoetrope render --format html`
    /// writes). With several documents, a list beside the stage switches between them.
    public static func standalone(_ documents: [PlayerDocument], title: String) -> String {
        standalone(documents: documents.map(\.json), title: title)
    }

    /// A page holding `documents` (PlayerDocument JSON), for reading with no server.
    package static func standalone(documents: [JSONValue], title: String) -> String {
        page(config: .object([("mode", .string("standalone")), ("documents", .array(documents))]), title: title)
    }

    static func page(config: JSONValue, title: String) -> String {
        // Inside <script>, "</script" or "<!--" in a string would end or confuse it; JSON's
        // "\u003c" is the same character to the parser.
        let json = JSONWriter.write(config).replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escape(title))</title>
            <style>\(css)</style>
            </head>
            <body>
            <div id="app">
            <nav id="fixtures" hidden><h2>Fixtures</h2><ul id="fixture-list"></ul></nav>
            <main>
            <header><h1 id="title">Zoetrope</h1><p id="summary"></p></header>
            <div id="compare-bar" hidden>
            <span id="compare-label"></span>
            <label>Show <select id="compare-mode"><option value="side">side by side</option><option value="onion">onion skin</option><option value="swipe">swipe</option></select></label>
            <label id="compare-mix-label"><span id="compare-mix-name">Mix</span> <input id="compare-mix" type="range" min="0" max="100" value="50"></label>
            <output id="compare-summary"></output>
            </div>
            <div id="side-labels" data-mode="side" hidden><span id="this-side-label"></span><span id="against-side-label"></span></div>
            <div id="stage-wrap" class="compare-side"><div id="error" role="alert" hidden><strong>The fixture has an error; showing the last animation that worked.</strong><pre id="error-text"></pre></div><div id="stage"></div><div id="against-stage" hidden></div><div id="swipe-line" hidden></div><div id="highlight" hidden></div><div id="selection" hidden></div></div>
            <div id="controls">
            <button id="play" type="button" title="Play or pause (space)">Play</button>
            <button id="previous-frame" type="button" title="Previous frame (←)">◀ Frame</button>
            <button id="next-frame" type="button" title="Next frame (→)">Frame ▶</button>
            <div id="scrubber-wrap"><input id="scrubber" type="range" min="0" max="1" step="0.001" value="0" aria-label="Time"><div id="differing-marks"></div><div id="marks"></div></div>
            <label>Speed <select id="speed"><option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>1.5</option><option>2</option></select>×</label>
            <label><input id="loop" type="checkbox" checked> Loop</label>
            <label id="appearance-label" hidden>Appearance <select id="appearance"><option value="">the fixture's</option><option>light</option><option>dark</option><option>light-high-contrast</option><option>dark-high-contrast</option><option>dark-elevated</option><option>light-ax5</option><option>dark-ax5</option></select></label>
            <output id="clock">0.000 s · frame 0</output>
            </div>
            <section id="chart-section"><h2>Timing</h2><div id="chart"></div></section>
            </main>
            <aside id="inspector"><h2>Inspector</h2><p id="inspector-hint">Click an element, or a row of the timing chart.</p><dl id="inspected"></dl></aside>
            </div>
            <script type="application/json" id="zoetrope-config">\(json)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The page's style sheet (`Resources/player.css`), embedded at build time.
    static let css = embedded(PackageResources.player_css)

    /// The page's script (`Resources/player.js`), embedded at build time: `window.zoetrope` is
    /// its API for tests.
    static let script = embedded(PackageResources.player_js)

    /// A resource's text, without the newline its file ends with.
    private static func embedded(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
