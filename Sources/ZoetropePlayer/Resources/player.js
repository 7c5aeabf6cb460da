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

  // The appearance chosen on the page (live only): the server reads the fixture in it.
  function appearanceQuery(separator) {
    const chosen = $("appearance").value;
    return chosen ? separator + "appearance=" + encodeURIComponent(chosen) : "";
  }

  async function fetchDocument(name) {
    if (!live) return config.documents.find(d => d.key === name);
    const response = await fetch("api/fixtures/" + encodeURIComponent(name) + appearanceQuery("?"), {cache: "no-store"});
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
    $("side-labels").hidden = false;
    $("this-side-label").textContent = current;
    $("against-side-label").textContent = compare.label + (compare.mode === "frames" ? " (golden frames)" : "");
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
    // The slider says what it does in each mode.
    const against = compare ? compare.label : "the other side";
    $("compare-mix-name").textContent = mode === "onion" ? `Opacity of ${against}` : `Swipe: ${against} from`;
    $("compare-mix").setAttribute("aria-label", mode === "onion" ? `Opacity of ${against}, percent` : `Where ${against} starts, percent of the width`);
    const other = $("against-stage");
    other.style.opacity = mode === "onion" ? mix / 100 : "";
    other.style.clipPath = mode === "swipe" ? `inset(0 0 0 ${mix}%)` : "";
    const line = $("swipe-line");
    line.hidden = mode !== "swipe";
    line.style.left = mix + "%";
    // Labels: above each side when side by side; on the two halves of a swipe; as a legend for onion skin.
    $("side-labels").dataset.mode = mode;
    $("side-labels").style.width = wrap.offsetWidth + "px";
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

  function setPlaying(on) {
    // Play at the end (Loop off, or a pause there) plays again from the start, as video players do.
    if (on && doc && time >= doc.duration - 1e-9) seek(0);
    playing = on; $("play").textContent = on ? "Pause" : "Play"; if (!on) requestMoment();
  }

  // The attributes of every element at the time shown, from the server (live only).
  async function requestMoment() {
    if (!live || !doc || momentPending) return;
    if (Math.abs(momentTime - time) < 1e-9 && moment) return;
    momentPending = true;
    const asked = time, name = doc.key, version = doc.version;
    try {
      const response = await fetch("api/fixtures/" + encodeURIComponent(name) + "/moment?t=" + asked + "&version=" + version + appearanceQuery("&"), {cache: "no-store"});
      if (response.ok && doc && doc.key === name) { moment = await response.json(); momentTime = moment.time; render(); }
    } finally {
      momentPending = false;
      if (doc && Math.abs(momentTime - time) > 1e-9 && !playing) requestMoment();
    }
  }

  // Chart geometry. The time axis is the scrubber's: the chart measures where the scrubber's
  // thumb centre lies at 0 and at the end (the thumb is 14 px wide, player.css), so a bar
  // starts right below the scrubber position of its time. A chart narrower than 600 px
  // scrolls, with an axis of its own.
  const rowHeight = 18, top = 20, thumb = 14;
  let chartWidth = 900, axisStart = 220, axisLength = 670;
  function measureAxis() {
    chartWidth = Math.max(600, chart.clientWidth || 900);
    const s = scrubber.getBoundingClientRect(), c = chart.getBoundingClientRect();
    const start = s.left - c.left + thumb / 2, length = s.width - thumb;
    if (chart.clientWidth >= 600 && length > 50 && start >= 0 && start + length <= chartWidth) { axisStart = start; axisLength = length; }
    else { axisStart = 220; axisLength = chartWidth - 230; }
  }
  function chartX(t) { return axisStart + (doc.duration > 0 ? t / doc.duration : 0) * axisLength; }

  function drawChart() {
    chart.textContent = "";
    measureAxis();
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
      const whose = reason => reason && reason.startsWith("section") ? "its section is" : "it is";
      add("before", "Before this step", track.from ? `[${track.from.join(", ")}]` : `none: ${whose(track.reason)} inserted in this step`);
      add("after", "After this step", track.to ? `[${track.to.join(", ")}]` : `none: ${whose(track.reason)} deleted in this step`);
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
  // Switching the appearance reads the fixture again in it and keeps the time shown.
  $("appearance-label").hidden = !live;
  $("appearance").addEventListener("change", () => { if (current !== null) open(current, true).then(loadCompare); });

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

  window.addEventListener("resize", () => { if (doc) drawChart(); });

  window.zoetrope = {
    ready: live ? Promise.all([ready, connected]) : ready,
    state: () => ({name: current, appearance: $("appearance").value, version: doc ? doc.version : null, time, duration: doc ? doc.duration : null, playing,
                   frame: doc ? frameOf(time) : null, error: errorText, elements: doc ? doc.elements.length : 0,
                   moment: moment ? moment.time : null, marks: [...document.querySelectorAll("#marks span")].map(s => s.textContent),
                   compare: compare ? {mode: compare.mode, differing: compare.differing, shown: $("compare-mode").value,
                                       against: againstSvg ? againstSvg.getCurrentTime() : ($("against-stage").querySelector("img") || {}).src || null} : null}),
    compareLabels: () => ({mode: $("side-labels").dataset.mode, mine: $("this-side-label").textContent, theirs: $("against-side-label").textContent,
                           slider: $("compare-mix-name").textContent, swipeLine: $("swipe-line").hidden ? null : $("swipe-line").style.left}),
    compareMode: (mode, mix) => { $("compare-mode").value = mode; if (mix !== undefined) $("compare-mix").value = mix; applyCompareMode(); },
    seek: t => { setPlaying(false); seek(t); },
    play: () => setPlaying(true),
    pause: () => setPlaying(false),
    open: name => open(name, false),
    appearance: name => { $("appearance").value = name; return open(current, true); },
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
