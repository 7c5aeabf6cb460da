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
            <div id="error" role="alert" hidden><strong>The fixture has an error; showing the last animation that worked.</strong><pre id="error-text"></pre></div>
            <div id="compare-bar" hidden>
            <span id="compare-label"></span>
            <label>Show <select id="compare-mode"><option value="side">side by side</option><option value="onion">onion skin</option><option value="swipe">swipe</option></select></label>
            <label id="compare-mix-label">Mix <input id="compare-mix" type="range" min="0" max="100" value="50"></label>
            <output id="compare-summary"></output>
            </div>
            <div id="stage-wrap" class="compare-side"><div id="stage"></div><div id="against-stage" hidden></div><div id="highlight" hidden></div><div id="selection" hidden></div></div>
            <div id="controls">
            <button id="play" type="button" title="Play or pause (space)">Play</button>
            <button id="previous-frame" type="button" title="Previous frame (←)">◀ Frame</button>
            <button id="next-frame" type="button" title="Next frame (→)">Frame ▶</button>
            <div id="scrubber-wrap"><input id="scrubber" type="range" min="0" max="1" step="0.001" value="0" aria-label="Time"><div id="differing-marks"></div><div id="marks"></div></div>
            <label>Speed <select id="speed"><option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>1.5</option><option>2</option></select>×</label>
            <label><input id="loop" type="checkbox" checked> Loop</label>
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

    static let css = """
        :root{color-scheme:light dark;--bar-appearing:#34c759;--bar-disappearing:#ff3b30;--bar-moving:#007aff;--bar-staying:#8e8e93}
        body{margin:0;font:14px/1.4 -apple-system,system-ui,"DejaVu Sans",sans-serif;background:Canvas;color:CanvasText}
        #app{display:grid;grid-template-columns:auto minmax(0,1fr) 320px;min-height:100vh}nav{grid-column:1}main{grid-column:2}aside{grid-column:3}
        nav{padding:12px;border-right:1px solid #8884;min-width:160px}nav ul{list-style:none;margin:0;padding:0}
        nav button{width:100%;text-align:left;background:none;border:0;padding:4px 6px;border-radius:6px;font:inherit;color:inherit;cursor:pointer}
        nav button[aria-current=true]{background:#007aff;color:#fff}
        main{padding:12px 16px;min-width:0}h1{font-size:18px;margin:0}h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#8e8e93;margin:12px 0 6px}
        #summary{margin:2px 0 10px;color:#6d6d72}
        #error{border:1px solid #ff3b30;background:#ff3b3018;border-radius:8px;padding:8px 12px;margin-bottom:10px}
        #error pre{white-space:pre-wrap;margin:6px 0 0;font:12px ui-monospace,"DejaVu Sans Mono",monospace}
        #stage-wrap{position:relative;display:inline-block;max-width:100%;background:repeating-conic-gradient(#8881 0 25%,transparent 0 50%) 0 0/16px 16px}
        #stage svg{display:block;max-width:100%;height:auto;max-height:70vh;width:auto}
        #highlight,#selection{position:absolute;pointer-events:none;box-sizing:border-box;transform-origin:center}
        #highlight{border:2px dashed #ff9500}#selection{border:2px solid #007aff;box-shadow:0 0 0 3px #007aff40}
        #controls{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:10px 0}
        #scrubber-wrap{position:relative;flex:1 1 100%;order:-1}#scrubber{width:100%;margin:0}
        #marks{position:relative;height:14px;font-size:10px;color:#8e8e93}
        #marks span{position:absolute;top:0;white-space:nowrap;border-left:1px solid #8e8e93;padding-left:2px;overflow:hidden;text-overflow:ellipsis;box-sizing:border-box}
        #clock{font-variant-numeric:tabular-nums;min-width:170px}
        #compare-bar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-bottom:8px}#compare-bar[hidden]{display:none}
        #compare-label{font-weight:600}#compare-summary{color:#ff3b30}
        #stage-wrap.comparing.compare-side{display:flex;gap:8px;background:none}
        #stage-wrap.comparing.compare-side #against-stage{position:static}
        #stage-wrap.comparing:not(.compare-side) #against-stage{position:absolute;left:0;top:0;pointer-events:none}
        #against-stage svg,#against-stage img{display:block;max-width:100%;height:auto;max-height:70vh;width:auto}
        #differing-marks{position:relative;height:6px}#differing-marks span{position:absolute;top:0;width:2px;height:6px;background:#ff3b30}
        #chart{overflow-x:auto}#chart svg{display:block}#chart text{font-size:11px;fill:currentColor}
        #chart .row:hover rect.background,#chart .row.selected rect.background{fill:#007aff22}
        #chart .bar.appearing{fill:var(--bar-appearing)}#chart .bar.disappearing{fill:var(--bar-disappearing)}
        #chart .bar.moving{fill:var(--bar-moving)}#chart .bar.staying{fill:var(--bar-staying)}
        #chart .delay{stroke:#8e8e93;stroke-dasharray:2 2}#chart .curve{fill:none;stroke:#fff;stroke-width:1.2}
        #chart .step{stroke:#8884}#chart .playhead{stroke:#ff9500;stroke-width:1.5}
        aside{padding:12px;border-left:1px solid #8884;overflow:auto;max-height:100vh;box-sizing:border-box}
        dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 10px;font-size:12px}dt{color:#8e8e93}dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
        dd.motion{grid-column:1/-1;border-top:1px solid #8884;padding-top:4px;margin-top:4px}
        """

    static let script = #"""
        "use strict";
        (() => {
          const config = JSON.parse(document.getElementById("zoetrope-config").textContent);
          const live = config.mode === "live";
          const $ = id => document.getElementById(id);
          const stage = $("stage"), scrubber = $("scrubber"), clock = $("clock"), chart = $("chart");
          let doc = null, svg = null, time = 0, playing = false, last = null, loop = true, speed = 1;
          let moment = null, momentTime = -1, momentPending = false, selected = null, errorText = null, current = null;
          let readyResolve; const ready = new Promise(r => { readyResolve = r; });
          const svgNS = "http://www.w3.org/2000/svg";
          const fmt = (n, d = 3) => (Math.round(n * 10 ** d) / 10 ** d).toString();
          const el = (tag, attrs = {}, text) => { const e = document.createElementNS(svgNS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); if (text !== undefined) e.textContent = text; return e; };

          function names() { return live ? config.fixtures : config.documents.map(d => d.key); }

          function buildList() {
            const list = names();
            $("fixtures").hidden = list.length < 2;
            const ul = $("fixture-list"); ul.textContent = "";
            for (const name of list) {
              const li = document.createElement("li"), b = document.createElement("button");
              b.type = "button"; b.textContent = name; b.dataset.name = name;
              b.addEventListener("click", () => open(name, false));
              li.appendChild(b); ul.appendChild(li);
            }
          }

          async function fetchDocument(name) {
            if (!live) return config.documents.find(d => d.key === name);
            const response = await fetch("api/fixtures/" + encodeURIComponent(name), {cache: "no-store"});
            if (!response.ok) throw new Error("the server answered " + response.status);
            return response.json();
          }

          async function open(name, keepTime) {
            const next = await fetchDocument(name);
            const switching = current !== name;
            current = name;
            for (const b of document.querySelectorAll("#fixture-list button")) b.setAttribute("aria-current", b.dataset.name === name);
            show(next, keepTime && !switching);
          }

          function show(d, keepTime) {
            // An error shows over the last animation that worked (sent with it, or already here).
            errorText = d.error ? (d.error.text || d.error.message) : null;
            $("error-text").textContent = errorText || "";
            $("error").hidden = !d.error;
            if (d.svg === undefined) {
              if (!doc || doc.key !== d.key) { stage.textContent = ""; svg = null; doc = null; $("title").textContent = d.name; chart.textContent = ""; }
              readyResolve();
              return;
            }
            const keep = keepTime && doc ? time : 0;
            doc = d;
            stage.innerHTML = d.svg;
            svg = stage.querySelector("svg");
            svg.pauseAnimations();
            $("title").textContent = d.name;
            $("summary").textContent = d.summary;
            document.title = d.name + " · Zoetrope";
            scrubber.max = d.duration;
            const marks = $("marks"); marks.textContent = "";
            for (const step of d.steps) {
              const span = document.createElement("span");
              span.textContent = step.label; span.title = step.label + " (" + fmt(step.start) + " s)";
              span.style.left = (d.duration > 0 ? step.start / d.duration * 100 : 0) + "%";
              span.style.width = (d.duration > 0 ? step.duration / d.duration * 100 : 100) + "%";
              marks.appendChild(span);
            }
            moment = null; momentTime = -1;
            if (selected !== null && !d.elements[selected]) selected = null;
            drawChart();
            seek(Math.min(keep, d.duration));
            readyResolve();
          }

          // Comparing (`preview --against`): the other side, its mode, and the frames that differ.
          let compare = null, againstSvg = null;
          async function loadCompare() {
            if (!live || !config.compare) return;
            const response = await fetch("api/compare", {cache: "no-store"});
            if (!response.ok) return;
            compare = await response.json();
            $("compare-bar").hidden = false;
            $("stage-wrap").classList.add("comparing");
            $("compare-label").textContent = "Against " + compare.label;
            const other = $("against-stage");
            other.hidden = false;
            if (compare.mode === "fixture" && compare.against && compare.against.svg !== undefined) {
              other.innerHTML = compare.against.svg;
              againstSvg = other.querySelector("svg");
              againstSvg.pauseAnimations();
            } else if (compare.mode === "frames" && !other.querySelector("img")) {
              other.textContent = "";
              const img = document.createElement("img"); img.alt = "golden frame"; other.appendChild(img);
            }
            const marks = $("differing-marks"); marks.textContent = "";
            if (compare.differing === null) $("compare-summary").textContent = "comparing…";
            else {
              $("compare-summary").textContent = compare.differing.length === 0 ? "every frame matches" : compare.differing.length + " of " + doc.frameCount + " frames differ";
              for (const k of compare.differing) {
                const span = document.createElement("span");
                span.style.left = (doc.duration > 0 ? Math.min(1, k / doc.fps / doc.duration) * 100 : 0) + "%";
                span.title = "frame " + k + " differs";
                marks.appendChild(span);
              }
            }
            applyCompareMode();
            seek(time);
          }

          function applyCompareMode() {
            const wrap = $("stage-wrap"), mode = $("compare-mode").value, mix = Number($("compare-mix").value);
            wrap.classList.toggle("compare-side", mode === "side");
            $("compare-mix-label").hidden = mode === "side";
            const other = $("against-stage");
            other.style.opacity = mode === "onion" ? mix / 100 : "";
            other.style.clipPath = mode === "swipe" ? `inset(0 0 0 ${mix}%)` : "";
          }

          function showAgainst() {
            if (!compare) return;
            if (againstSvg && compare.against) againstSvg.setCurrentTime(Math.min(time, compare.against.duration));
            const img = $("against-stage").querySelector("img");
            if (img && compare.frameCount > 0) {
              const src = "api/against/frames/" + Math.min(frameOf(time), compare.frameCount - 1);
              if (img.getAttribute("src") !== src) img.setAttribute("src", src);
            }
          }

          function frameOf(t) { return Math.round(t * doc.fps); }

          function seek(t) {
            if (!doc) return;
            time = Math.max(0, Math.min(t, doc.duration));
            svg.setCurrentTime(time);
            scrubber.value = time;
            clock.textContent = fmt(time) + " s · frame " + frameOf(time) + " of " + (doc.frameCount - 1);
            const playhead = chart.querySelector(".playhead");
            if (playhead) { const x = chartX(time); playhead.setAttribute("x1", x); playhead.setAttribute("x2", x); }
            showAgainst();
            requestMoment();
            render();
          }

          function tick(now) {
            if (playing && doc && last !== null) {
              let t = time + (now - last) / 1000 * speed;
              if (t > doc.duration) { if (loop) t = 0; else { t = doc.duration; setPlaying(false); } }
              seek(t);
            }
            last = now;
            requestAnimationFrame(tick);
          }

          function setPlaying(on) { playing = on; $("play").textContent = on ? "Pause" : "Play"; if (!on) requestMoment(); }

          // The attributes of every element at the time shown, from the server (live only).
          async function requestMoment() {
            if (!live || !doc || momentPending) return;
            if (Math.abs(momentTime - time) < 1e-9 && moment) return;
            momentPending = true;
            const asked = time, name = doc.key, version = doc.version;
            try {
              const response = await fetch("api/fixtures/" + encodeURIComponent(name) + "/moment?t=" + asked + "&version=" + version, {cache: "no-store"});
              if (response.ok && doc && doc.key === name) { moment = await response.json(); momentTime = moment.time; render(); }
            } finally {
              momentPending = false;
              if (doc && Math.abs(momentTime - time) > 1e-9 && !playing) requestMoment();
            }
          }

          // Chart geometry.
          const labelWidth = 220, rowHeight = 18, top = 20;
          let chartWidth = 900;
          function chartX(t) { return labelWidth + (doc.duration > 0 ? t / doc.duration : 0) * (chartWidth - labelWidth - 10); }

          function drawChart() {
            chart.textContent = "";
            chartWidth = Math.max(600, chart.clientWidth || 900);
            const rows = doc.elements;
            const height = top + rows.length * rowHeight + 4;
            const root = el("svg", {width: chartWidth, height, viewBox: `0 0 ${chartWidth} ${height}`, role: "img"});
            root.appendChild(el("title", {}, "Timing chart: a row per element; bars for when it appears (green), disappears (red) or moves (blue)"));
            for (const step of doc.steps) {
              const x = chartX(step.start);
              root.appendChild(el("line", {class: "step", x1: x, x2: x, y1: 0, y2: height}));
              // The name, cut to the step's width so that short steps do not overlap.
              const room = Math.floor((chartX(step.start + step.duration) - x - 4) / 6);
              const name = step.label.length <= room ? step.label : room > 1 ? step.label.slice(0, room - 1) + "…" : "";
              const label = el("text", {x: x + 2, y: 12}, name);
              label.appendChild(el("title", {}, step.label));
              root.appendChild(label);
            }
            rows.forEach((row, index) => {
              const y = top + index * rowHeight;
              const g = el("g", {class: "row" + (selected === index ? " selected" : ""), "data-lifetime": index});
              g.appendChild(el("rect", {class: "background", x: 0, y, width: chartWidth, height: rowHeight, fill: "transparent"}));
              g.appendChild(el("text", {x: 4, y: y + 13}, row.identity));
              for (const track of row.tracks) {
                const stepStart = doc.steps[track.step].start;
                const x0 = chartX(track.start), x1 = chartX(track.start + track.duration);
                if (track.delay > 0) g.appendChild(el("line", {class: "delay", x1: chartX(stepStart), x2: x0, y1: y + rowHeight / 2, y2: y + rowHeight / 2}));
                const bar = el("rect", {class: "bar " + track.role, x: x0, y: y + 2, width: Math.max(2, x1 - x0), height: rowHeight - 4, rx: 2});
                bar.appendChild(el("title", {}, `${row.identity}: ${track.role}${track.reason ? " (" + track.reason + ")" : ""}, ${track.curve}, delay ${fmt(track.delay)} s, ${fmt(track.duration)} s`));
                g.appendChild(bar);
                if (x1 - x0 > 6) {
                  const n = track.progress.length - 1;
                  const points = track.progress.map((p, k) => `${fmt(x0 + (x1 - x0) * k / n, 1)},${fmt(y + rowHeight - 3 - Math.max(-0.2, Math.min(1.2, p)) * (rowHeight - 6), 1)}`).join(" ");
                  g.appendChild(el("polyline", {class: "curve", points}));
                }
              }
              g.addEventListener("click", () => select(index));
              root.appendChild(g);
            });
            const x = chartX(time);
            root.appendChild(el("line", {class: "playhead", x1: x, x2: x, y1: 0, y2: height}));
            chart.appendChild(root);
          }

          // Where an element of the moment is on the stage (the SVG is scaled to fit).
          function stageBox(element) {
            const rect = svg.getBoundingClientRect(), k = rect.width / doc.width;
            const f = element.frame, t = element.transform, o = moment.contentOffset;
            return {left: (f.x - o.x) * k, top: (f.y - o.y) * k, width: f.width * k, height: f.height * k,
                    transform: `matrix(${t.a},${t.b},${t.c},${t.d},${t.tx * k},${t.ty * k})`};
          }

          function place(box, element) {
            if (!element || !moment) { box.hidden = true; return; }
            const b = stageBox(element);
            Object.assign(box.style, {left: b.left + "px", top: b.top + "px", width: b.width + "px", height: b.height + "px", transform: b.transform});
            box.hidden = false;
          }

          function elementAt(clientX, clientY) {
            if (!moment || !svg) return null;
            const rect = svg.getBoundingClientRect(), k = rect.width / doc.width;
            const px = (clientX - rect.left) / k + moment.contentOffset.x, py = (clientY - rect.top) / k + moment.contentOffset.y;
            for (let i = moment.elements.length - 1; i >= 0; i--) {
              const e = moment.elements[i];
              if (e.hidden || e.alpha <= 0) continue;
              if (e.clip && (px < e.clip.x || py < e.clip.y || px > e.clip.x + e.clip.width || py > e.clip.y + e.clip.height)) continue;
              const t = e.transform, dx = px - e.center.x - t.tx, dy = py - e.center.y - t.ty, det = t.a * t.d - t.b * t.c;
              if (Math.abs(det) < 1e-12) continue;
              const lx = (t.d * dx - t.c * dy) / det, ly = (-t.b * dx + t.a * dy) / det;
              if (Math.abs(lx) <= e.frame.width / 2 && Math.abs(ly) <= e.frame.height / 2) return e;
            }
            return null;
          }

          function select(lifetime) {
            selected = lifetime;
            for (const g of chart.querySelectorAll(".row")) g.classList.toggle("selected", Number(g.dataset.lifetime) === lifetime);
            render();
          }

          // The inspector: the element's identity, its attributes now (live), and its motions.
          function render() {
            const dl = $("inspected");
            const row = doc && selected !== null ? doc.elements[selected] : null;
            const now = moment && row ? moment.elements.find(e => e.lifetime === selected) : null;
            place($("selection"), now);
            dl.textContent = "";
            $("inspector-hint").hidden = !!row;
            if (!row) return;
            const add = (field, label, value, cls) => {
              const dt = document.createElement("dt"), dd = document.createElement("dd");
              dt.textContent = label; dd.textContent = value; dd.dataset.field = field; if (cls) dd.className = cls;
              dl.appendChild(dt); dl.appendChild(dd);
            };
            add("identity", "Element", row.identity);
            add("category", "Kind", row.category);
            const step = doc.steps.findIndex(s => time >= s.start - 1e-9 && time <= s.start + s.duration + 1e-9);
            const track = row.tracks.find(t => t.step === step);
            if (now) {
              add("indexPath", "Index path", `[${now.indexPath.join(", ")}]`);
              add("frame", "Frame", `${fmt(now.frame.x)}, ${fmt(now.frame.y)}, ${fmt(now.frame.width)} × ${fmt(now.frame.height)}`);
              add("center", "Centre", `${fmt(now.center.x)}, ${fmt(now.center.y)}`);
              add("alpha", "Alpha", fmt(now.alpha));
              const t = now.transform;
              add("transform", "Transform", `[${[t.a, t.b, t.c, t.d, t.tx, t.ty].map(v => fmt(v)).join(", ")}]`);
              add("zIndex", "z-index", String(now.zIndex));
              add("hidden", "Hidden", String(now.hidden));
              add("role", "Now", now.role + (now.reason ? " (" + now.reason + ")" : ""));
            } else if (live) {
              add("presence", "Now", "not on screen at " + fmt(time) + " s");
            }
            if (track) {
              add("before", "Before this step", `[${track.from.join(", ")}]`);
              add("after", "After this step", `[${track.to.join(", ")}]`);
            }
            for (const m of row.tracks) {
              add("motion", doc.steps[m.step].label, `${m.role}${m.reason ? " (" + m.reason + ")" : ""}: ${m.curve}, delay ${fmt(m.delay)} s, duration ${fmt(m.duration)} s` + (m.changes.length ? "; " + m.changes.join("; ") : ""), "motion");
            }
          }

          // Controls.
          $("play").addEventListener("click", () => setPlaying(!playing));
          $("previous-frame").addEventListener("click", () => { setPlaying(false); seek((frameOf(time) - 1) / doc.fps); });
          $("next-frame").addEventListener("click", () => { setPlaying(false); seek((frameOf(time) + 1) / doc.fps); });
          scrubber.addEventListener("input", () => { setPlaying(false); seek(Number(scrubber.value)); });
          $("speed").addEventListener("change", e => { speed = Number(e.target.value); });
          $("compare-mode").addEventListener("change", applyCompareMode);
          $("compare-mix").addEventListener("input", applyCompareMode);
          $("loop").addEventListener("change", e => { loop = e.target.checked; });
          document.addEventListener("keydown", e => {
            if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
            if (e.key === " ") { e.preventDefault(); setPlaying(!playing); }
            if (e.key === "ArrowLeft") $("previous-frame").click();
            if (e.key === "ArrowRight") $("next-frame").click();
          });
          $("stage-wrap").addEventListener("click", e => { const hit = elementAt(e.clientX, e.clientY); select(hit ? hit.lifetime : null); });
          $("stage-wrap").addEventListener("mousemove", e => place($("highlight"), elementAt(e.clientX, e.clientY)));
          $("stage-wrap").addEventListener("mouseleave", () => { $("highlight").hidden = true; });
          if (!live) $("inspector-hint").textContent = "Click a row of the timing chart to see how that element moves.";

          // Live reload: the server says which fixture changed; the page keeps its time.
          // A change made while the socket was not yet (or no longer) open is caught up with
          // when it opens.
          let connectedResolve; const connected = new Promise(r => { connectedResolve = r; });
          function connect() {
            const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
            socket.addEventListener("open", () => { connectedResolve(); if (current !== null && doc) open(current, true); });
            socket.addEventListener("message", e => {
              const message = JSON.parse(e.data);
              if (message.type === "changed" && message.name === current && (!doc || message.version !== doc.version)) open(current, true).then(loadCompare);
              else if (config.compare && (message.type === "compared" || message.type === "changed")) loadCompare();
            });
            socket.addEventListener("close", () => setTimeout(connect, 500));
          }

          window.zoetrope = {
            ready: live ? Promise.all([ready, connected]) : ready,
            state: () => ({name: current, version: doc ? doc.version : null, time, duration: doc ? doc.duration : null, playing,
                           frame: doc ? frameOf(time) : null, error: errorText, elements: doc ? doc.elements.length : 0,
                           moment: moment ? moment.time : null, marks: [...document.querySelectorAll("#marks span")].map(s => s.textContent),
                           compare: compare ? {mode: compare.mode, differing: compare.differing, shown: $("compare-mode").value,
                                               against: againstSvg ? againstSvg.getCurrentTime() : ($("against-stage").querySelector("img") || {}).src || null} : null}),
            compareMode: (mode, mix) => { $("compare-mode").value = mode; if (mix !== undefined) $("compare-mix").value = mix; applyCompareMode(); },
            seek: t => { setPlaying(false); seek(t); },
            play: () => setPlaying(true),
            pause: () => setPlaying(false),
            open: name => open(name, false),
            select,
            selectAt: (x, y) => { const r = svg.getBoundingClientRect(), k = r.width / doc.width, hit = elementAt(r.left + x * k, r.top + y * k); select(hit ? hit.lifetime : null); return hit ? hit.identity : null; },
            inspector: () => Object.fromEntries([...document.querySelectorAll("#inspected dd[data-field]:not(.motion)")].map(d => [d.dataset.field, d.textContent])),
            motions: () => [...document.querySelectorAll("#inspected dd.motion")].map(d => d.textContent),
            momentReady: () => !!moment && Math.abs(moment.time - time) < 1e-9,
          };

          buildList();
          const first = names()[0];
          if (first !== undefined) open(first, false).then(loadCompare);
          if (live) connect();
          requestAnimationFrame(tick);
        })();
        """#
}
