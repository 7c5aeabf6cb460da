import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeSVG

/// One fixture as the player page shows it: its animated SVG, its steps, and a row per element
/// for the timing chart (when it moves, appears and disappears, with what curve, delay and
/// duration, and why), as JSON the page reads.
///
/// The same document feeds the live preview (fetched from the server, rebuilt whenever the
/// fixture changes) and the self-contained HTML export (written into the page). Every string
/// from the fixture goes into JSON, and the page puts it into the document as text, never as
/// markup; the SVG is Zoetrope's own, its text escaped by `SVGWriter`.
public struct PlayerDocument: Sendable {
    public let name: String
    /// What the page calls it: unique among the page's fixtures.
    public let key: String
    public let file: String
    public let timeline: Timeline
    /// Frames a second and pixels a point, the fixture's.
    public let fps: Int
    public let scale: Int
    /// The document's JSON.
    package let json: JSONValue

    /// Points sampled along each curve for the chart.
    static let curveSamples = 24

    /// The document of a fixture already read and run; `key` names it among the page's
    /// fixtures (default: its name).
    public init(document: FixtureDocument, timeline: Timeline, key: String? = nil, version: Int = 0) {
        let scene = document.scene
        name = scene.name
        self.key = key ?? scene.name
        file = document.file
        self.timeline = timeline
        self.fps = scene.animation.fps
        self.scale = scene.viewport.scale
        let fps = Double(scene.animation.fps)
        let svg = SVGWriter(title: scene.summary ?? scene.name, textOutliner: CairoTextOutliner()).document(for: timeline)
        let steps: [JSONValue] = timeline.segments.enumerated().map { index, segment in
            .object([("index", .number(Double(index))), ("label", .string(segment.label)),
                     ("start", .number(segment.start)), ("duration", .number(segment.duration))])
        }
        json = .object([
            ("key", .string(self.key)),
            ("name", .string(scene.name)),
            ("summary", .string(scene.summary ?? "")),
            // The file's name, not its path: a page made on one machine says nothing of its folders.
            ("file", .string(document.file.split(separator: "/").last.map(String.init) ?? document.file)),
            ("version", .number(Double(version))),
            ("width", .number(timeline.canvasSize.width)),
            ("height", .number(timeline.canvasSize.height)),
            ("duration", .number(timeline.duration)),
            ("fps", .number(fps)),
            ("frameCount", .number(timeline.frameCount(fps: fps))),
            ("steps", .array(steps)),
            ("elements", .array(Self.rows(of: timeline))),
            ("svg", .string(svg)),
            ("error", .null),
        ])
    }

    /// A row per element lifetime: what it is and each step in which it does something.
    static func rows(of timeline: Timeline) -> [JSONValue] {
        var rows: [[(String, JSONValue)]] = timeline.lifetimes.enumerated().map { index, lifetime in
            [("lifetime", .number(Double(index))), ("identity", .string(lifetime.identity.description))]
        }
        var tracksByLifetime = [[JSONValue]](repeating: [], count: rows.count)
        var kinds = [String](repeating: "cell", count: rows.count)
        for (step, segment) in timeline.segments.enumerated() {
            for (track, lifetime) in zip(segment.transition.tracks, segment.lifetimes) where lifetime >= 0 && lifetime < rows.count {
                kinds[lifetime] = category(of: track.element)
                guard track.role != .staying || track.from != track.to else { continue }
                tracksByLifetime[lifetime].append(describe(track, step: step, segment: segment))
            }
        }
        for index in rows.indices {
            rows[index].append(("category", .string(kinds[index])))
            rows[index].append(("tracks", .array(tracksByLifetime[index])))
        }
        return rows.map { .object($0) }
    }

    static func category(of element: ElementID) -> String {
        switch element {
        case .cell: return "cell"
        case .supplementary(let kind, _): return kind.rawValue
        case .decoration(let kind, _): return "decoration " + kind.rawValue
        }
    }

    /// One track: its step, role, reason, index paths, timing and curve, and what changes.
    static func describe(_ track: Track, step: Int, segment: TimelineSegment) -> JSONValue {
        let timing = track.timing
        let curvePoints: [JSONValue] = (0...curveSamples).map { k in
            let time = timing.delay + timing.duration * Double(k) / Double(curveSamples)
            return .number(timing.duration > 0 ? timing.progress(atStepTime: time) : 1)
        }
        var members: [(String, JSONValue)] = [
            ("step", .number(Double(step))),
            ("role", .string(track.role.rawValue)),
            ("reason", track.reason.map { .string($0.rawValue) } ?? .null),
            // An element inserted in this step had no place before it, a deleted one has none
            // after it: null, not the place it animates from or to.
            ("from", [.inserted, .sectionInserted].contains(track.reason) ? .null : indexPath(track.from.indexPath)),
            ("to", [.deleted, .sectionDeleted].contains(track.reason) ? .null : indexPath(track.to.indexPath)),
            ("start", .number(segment.start + Swift.max(0, timing.delay))),
            ("delay", .number(timing.delay)),
            ("duration", .number(timing.duration)),
            ("curve", .string(curveName(timing.curve))),
            ("progress", .array(curvePoints)),
            ("changes", .array(changes(from: track.from, to: track.to).map { .string($0) })),
        ]
        if !track.carried.isEmpty { members.append(("carried", .number(Double(track.carried.count)))) }
        return .object(members)
    }

    static func indexPath(_ path: IndexPath) -> JSONValue {
        .array([.number(Double(path.section)), .number(Double(path.item))])
    }

    /// UIKit's name for a standard curve, else the curve as written.
    static func curveName(_ curve: TimingCurve) -> String {
        TimingCurve.named.first { $0.curve == curve }?.name ?? curve.description
    }

    /// What the track changes, in words: the effect as it shows.
    static func changes(from: LayoutAttributes, to: LayoutAttributes) -> [String] {
        var changes: [String] = []
        func number(_ value: Double) -> String { DecimalText.string(value, decimals: 2) }
        if from.alpha != to.alpha { changes.append("alpha \(number(from.alpha)) → \(number(to.alpha))") }
        if from.frame.origin != to.frame.origin {
            changes.append("position (\(number(from.frame.minX)), \(number(from.frame.minY))) → (\(number(to.frame.minX)), \(number(to.frame.minY)))")
        }
        if from.frame.size != to.frame.size {
            changes.append("size \(number(from.frame.width))×\(number(from.frame.height)) → \(number(to.frame.width))×\(number(to.frame.height))")
        }
        if from.transform != to.transform {
            let a = TransformComponents(from.transform), b = TransformComponents(to.transform)
            if a.scaleX != b.scaleX || a.scaleY != b.scaleY {
                changes.append("scale \(number(a.scaleX))×\(number(a.scaleY)) → \(number(b.scaleX))×\(number(b.scaleY))")
            }
            if a.rotation != b.rotation { changes.append("rotation \(number(a.rotation * 180 / .pi))° → \(number(b.rotation * 180 / .pi))°") }
            if a.translationX != b.translationX || a.translationY != b.translationY {
                changes.append("translation (\(number(a.translationX)), \(number(a.translationY))) → (\(number(b.translationX)), \(number(b.translationY)))")
            }
        }
        if from.zIndex != to.zIndex { changes.append("z-index \(from.zIndex) → \(to.zIndex)") }
        return changes
    }

    /// The document of a fixture that could not be read or run: the error, where it is, over
    /// the last document that worked (its animation stays on the page), if any.
    package static func failure(key: String, file: String, error: any Error, version: Int, lastGood: PlayerDocument?) -> JSONValue {
        var members: [(String, JSONValue)] = [("message", .string(String(describing: error))), ("text", .string("\(file): \(error)"))]
        if let fixtureError = error as? FixtureError {
            members = [
                ("message", .string(fixtureError.message)),
                ("file", .string(fixtureError.file)),
                ("path", fixtureError.path.map { .string($0.description) } ?? .null),
                ("line", fixtureError.position.map { .number(Double($0.line)) } ?? .null),
                ("column", fixtureError.position.map { .number(Double($0.column)) } ?? .null),
                ("text", .string(fixtureError.description)),
            ]
        }
        let failure = JSONValue.object(members)
        guard let lastGood, case .object(var document) = lastGood.json else {
            return .object([("key", .string(key)), ("name", .string(key)), ("file", .string(file)), ("version", .number(Double(version))), ("error", failure)])
        }
        for index in document.indices {
            switch document[index].0 {
            case "error": document[index].1 = failure
            case "version": document[index].1 = .number(Double(version))
            default: break
            }
        }
        return .object(document)
    }

    /// Every element at `time`, in paint order, as `zoetrope dump` writes each (and its
    /// lifetime, the row of the chart): what the inspector shows.
    package func moment(at time: Double) -> JSONValue {
        let clamped = Swift.min(Swift.max(time, 0), timeline.duration)
        let frame = timeline.frame(at: clamped)
        let elements: [JSONValue] = frame.elements.map { element in
            guard case .object(var members) = FrameDump.element(element) else { return .null }
            members.insert(("lifetime", .number(Double(element.lifetime))), at: 0)
            members.insert(("identity", .string(element.identity.description)), at: 1)
            return .object(members)
        }
        return .object([
            ("time", .number(clamped)),
            ("step", .number(Double(timeline.segmentIndex(at: clamped) ?? 0))),
            ("contentOffset", .object([("x", .number(frame.contentOffset.x)), ("y", .number(frame.contentOffset.y))])),
            ("elements", .array(elements)),
        ])
    }
}
