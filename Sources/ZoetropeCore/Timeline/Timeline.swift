/// A whole animation: transitions laid end to end, sampled at any time.
///
/// `frame(at:)` is what the PNG backend draws; `segments` and `lifetimes` are what the SVG
/// backend declares as keyframes. Both read the same tracks, so the two agree.
///
/// Paint order at each moment: by the z-index in force then (`Track.zIndex(atStepTime:)`, what
/// `dump` reports); among equal z-indexes by each lifetime's fixed `paintRank`: a disappearing
/// element above every element still present in its last step (so that what falls away
/// passes over what stays), then in the order elements first appear.
public struct Timeline: Hashable, Sendable {
    /// The viewport's size at the start.
    public let viewportSize: Size
    /// The largest viewport of the timeline: the size of every frame.
    package let canvasSize: Size
    public let background: Color
    /// What lies over the background and under every element, fixed in the viewport (it does
    /// not scroll): the views behind a clear collection view (a gradient, a sibling view) and
    /// its background view, drawn at the viewport's top-left corner at the viewport's size.
    /// Nil when only the background colour shows there.
    public let underlay: ElementContent?
    public let segments: [TimelineSegment]
    package let lifetimes: [ElementLifetime]
    /// The time of the last moment, in seconds.
    public let duration: Double

    /// Times closer than this to a step boundary count as on it, so that frame k / fps lands in
    /// the same step whatever rounding the sums of durations picked up.
    static let boundaryTolerance = 1e-9

    /// Lays `transitions` end to end from time 0.
    ///
    /// - Parameter viewportSize: the collection view's size at the start.
    /// - Parameter background: the colour behind everything at the start (a step may change it).
    /// - Parameter transitions: each step's transition and a label for people.
    /// - Parameter underlay: what lies over the background, fixed in the viewport (see `underlay`).
    public init(viewportSize: Size, background: Color, transitions: [(transition: Transition, label: String)], underlay: ElementContent? = nil) {
        self.viewportSize = viewportSize
        self.canvasSize = Self.canvasSize(viewportSize, transitions.map(\.transition))
        self.background = background
        self.underlay = underlay
        let assigned = Self.lifetimes(of: transitions.map(\.transition))
        self.lifetimes = assigned.lifetimes
        (segments, duration) = Self.segments(transitions, lifetimes: assigned.lifetimes, trackLifetimes: assigned.trackLifetimes,
                                             background: background)
    }

    /// The largest of the viewport and every step's bounds.
    private static func canvasSize(_ viewportSize: Size, _ transitions: [Transition]) -> Size {
        var canvas = viewportSize
        for transition in transitions {
            for bounds in [transition.oldBounds, transition.newBounds] {
                canvas = Size(width: Swift.max(canvas.width, bounds.width), height: Swift.max(canvas.height, bounds.height))
            }
        }
        return canvas
    }

    /// Walks the steps, continuing an identity's lifetime until it disappears, then ranks the
    /// lifetimes for painting. Returns them with the lifetime of each track of each step.
    private static func lifetimes(of transitions: [Transition]) -> (lifetimes: [ElementLifetime], trackLifetimes: [[Int]]) {
        var lifetimes: [ElementLifetime] = []
        var open: [ElementIdentity: Int] = [:]
        var trackLifetimes: [[Int]] = []
        var disappears: [Bool] = []
        for (segmentIndex, transition) in transitions.enumerated() {
            let tracks = transition.tracks
            var assigned = [Int](repeating: -1, count: tracks.count)
            // Elements that stay or move continue their lifetimes first; then those still
            // leaving from the step this one interrupts go on with theirs, and this step's own
            // disappearing ones take what is left (deleting an identity and inserting it again in one step closes
            // the old lifetime before the new one opens), or, when the element itself goes on
            // (UIKit's double-sided copy of a moving element), a lifetime of their own; appearing
            // tracks come last, so that new elements are numbered (and painted) after the ones
            // already there, as UIKit adds the views of inserted cells above the others.
            let order = tracks.indices.filter { tracks[$0].role == .moving || tracks[$0].role == .staying }
                + tracks.indices.filter { tracks[$0].role == .disappearing && tracks[$0].continuesTrack != nil }
                + tracks.indices.filter { tracks[$0].role == .disappearing && tracks[$0].continuesTrack == nil }
                + tracks.indices.filter { tracks[$0].role == .appearing }
            var closing: [ElementIdentity] = []
            var claimed = Set<Int>()
            for index in order {
                let track = tracks[index]
                var lifetime: Int
                if track.role == .disappearing, let earlier = track.continuesTrack, segmentIndex > 0,
                   trackLifetimes[segmentIndex - 1].indices.contains(earlier), !claimed.contains(trackLifetimes[segmentIndex - 1][earlier]) {
                    // Still leaving from the step this one interrupts: the same lifetime.
                    lifetime = trackLifetimes[segmentIndex - 1][earlier]
                    lifetimes[lifetime].lastSegment = segmentIndex
                } else if track.role != .appearing, let existing = open[track.identity], !claimed.contains(existing) {
                    lifetime = existing
                    lifetimes[lifetime].lastSegment = segmentIndex
                } else {
                    lifetime = lifetimes.count
                    lifetimes.append(ElementLifetime(identity: track.identity, firstSegment: segmentIndex,
                                                     lastSegment: segmentIndex, paintRank: 0))
                    disappears.append(false)
                }
                claimed.insert(lifetime)
                if track.role != .disappearing || open[track.identity] == nil || open[track.identity] == lifetime {
                    open[track.identity] = lifetime
                }
                if track.role == .disappearing {
                    disappears[lifetime] = true
                    closing.append(track.identity)
                }
                assigned[index] = lifetime
            }
            // A lifetime ends with its step, unless the next step interrupts this one while
            // the element is still on its way out (it goes on in the next step).
            let shown = transition.shownDuration
            for identity in closing where open[identity].map({ disappears[$0] }) == true {
                let stillLeaving = tracks.contains { $0.identity == identity && $0.role == .disappearing && $0.end > shown + Self.boundaryTolerance }
                if !stillLeaving { open[identity] = nil }
            }
            trackLifetimes.append(assigned)
        }
        // Within one z-index, decoration views lie beneath cells and supplementary views, as
        // UIKit draws a section's background at the default z-index 0. A lifetime that
        // disappears lies above everything present in its last step: those either disappear
        // later or not at all. So (within one z-index): decorations, then lifetimes that never
        // disappear, then those that do, latest first; lifetimes are numbered in order of
        // first appearance, which breaks the remaining ties.
        let count = transitions.count
        func layer(_ lifetime: Int) -> Int { disappears[lifetime] ? count - lifetimes[lifetime].lastSegment : 0 }
        func underneath(_ lifetime: Int) -> Int { if case .decoration = lifetimes[lifetime].identity { return 0 } else { return 1 } }
        let ranked = lifetimes.indices.sorted { (underneath($0), layer($0), $0) < (underneath($1), layer($1), $1) }
        for (rank, lifetime) in ranked.enumerated() { lifetimes[lifetime].paintRank = rank }
        return (lifetimes, trackLifetimes)
    }

    /// The steps end to end, each one's tracks in paint order, with the background each begins
    /// and ends with. Returns them with the time the last one ends.
    private static func segments(_ transitions: [(transition: Transition, label: String)], lifetimes: [ElementLifetime],
                                 trackLifetimes: [[Int]], background: Color) -> (segments: [TimelineSegment], duration: Double) {
        var segments: [TimelineSegment] = []
        var start = 0.0
        // The colour shown as each step begins, and the one the background is heading for (an
        // interrupted fade goes on to its colour unless the next step names another).
        var currentBackground = background
        var targetBackground = background
        // Content whose drawings animate from when it first shows, by lifetime: as given, and
        // with those animations begun when it first showed.
        var anchored: [Int: (given: ElementContent, anchored: ElementContent)] = [:]
        for (index, entry) in transitions.enumerated() {
            var transition = entry.transition
            let order = transition.tracks.indices.sorted {
                lifetimes[trackLifetimes[index][$0]].paintRank < lifetimes[trackLifetimes[index][$1]].paintRank
            }
            transition.tracks = order.map { transition.tracks[$0].foldingViewPresentation().foldingContentTransform() }
            for (position, track) in transition.tracks.enumerated() where track.content.hasAnimatedDrawing && track.content.hasContentRelativeDrawing {
                let lifetime = trackLifetimes[index][order[position]]
                if let kept = anchored[lifetime], kept.given == track.content {
                    transition.tracks[position].content = kept.anchored
                } else {
                    let made = track.content.anchoringDrawings(at: start)
                    anchored[lifetime] = (track.content, made)
                    transition.tracks[position].content = made
                }
            }
            let nextBackground = transition.newBackground ?? targetBackground
            segments.append(TimelineSegment(start: start, transition: transition,
                                            lifetimes: order.map { trackLifetimes[index][$0] }, label: entry.label,
                                            fromBackground: currentBackground, toBackground: nextBackground))
            targetBackground = nextBackground
            if let handoff = transition.handoffAfter, handoff < transition.timing.end {
                currentBackground = segments[index].fromBackground.interpolated(to: nextBackground, progress: transition.timing.progress(atStepTime: handoff))
            } else {
                currentBackground = nextBackground
            }
            // Boundaries are kept to whole nanoseconds, so that 0.3 + 0.5 + 0.4 is 1.2 and not
            // 1.2000000000000002: times people write stay the times they read back.
            start = ((start + transition.shownDuration) * 1e9).rounded() / 1e9
        }
        return (segments, start)
    }

    /// The index of the segment showing at `time`: the last one starting at or before it.
    package func segmentIndex(at time: Double) -> Int? {
        guard !segments.isEmpty else { return nil }
        let after = segments.partitioningIndex { $0.start > time + Self.boundaryTolerance }
        return Swift.max(0, after - 1)
    }

    /// Everything visible at `time` seconds; times before 0 show the start and times after
    /// `duration` the end. A time on the boundary of two steps shows the later one.
    public func frame(at time: Double) -> Frame {
        guard let index = segmentIndex(at: time) else {
            return Frame(time: time, canvasSize: canvasSize, viewportSize: viewportSize, contentOffset: .zero, background: background, underlay: underlay, elements: [])
        }
        var frame = frame(step: index, atStepTime: time - segments[index].start)
        frame.time = time
        return frame
    }

    /// Everything visible `stepTime` seconds into step `step`, clamped to the time the step is
    /// shown. Unlike `frame(at:)`, the end of a step is that step's last moment, not the next
    /// step's first: the frame with its own elements and roles (what `dump --step` and golden
    /// strips need when the next step inserts something or interrupts this one).
    package func frame(step: Int, atStepTime stepTime: Double) -> Frame {
        precondition(segments.indices.contains(step), "Step \(step) is not in this timeline of \(segments.count) steps")
        let segment = segments[step]
        var local = Swift.min(Swift.max(0, stepTime), segment.duration)
        if abs(local - segment.duration) < Self.boundaryTolerance { local = segment.duration }
        var elements: [FrameElement] = []
        elements.reserveCapacity(segment.transition.tracks.count)
        for (position, track) in segment.transition.tracks.enumerated() where track.isPresent(atStepTime: local) {
            elements.append(FrameElement(
                lifetime: segment.lifetimes[position], identity: track.identity, role: track.role, reason: track.reason,
                attributes: track.attributes(atStepTime: local),
                // A layer's explicit animation (a ring's `strokeEnd`) plays in the recording's time.
                content: track.content.hasAnimatedDrawing ? track.content.resolvingDrawings(at: segment.start + local) : track.content))
        }
        // Tracks are in paint-rank order; the z-index of the moment comes first.
        if segment.hasZIndexes {
            let ranks = elements.map { lifetimes[$0.lifetime].paintRank }
            elements = elements.indices.sorted { (elements[$0].attributes.zIndex, ranks[$0]) < (elements[$1].attributes.zIndex, ranks[$1]) }.map { elements[$0] }
        }
        let transition = segment.transition
        let progress = transition.timing.progress(atStepTime: local)
        let bounds = transition.bounds(atStepTime: local)
        return Frame(time: segment.start + local, canvasSize: canvasSize, viewportSize: bounds.size, contentOffset: bounds.origin,
                     background: segment.fromBackground.interpolated(to: segment.toBackground, progress: progress), underlay: underlay,
                     elements: elements)
    }

    /// The times of the frames of a `fps` rendering: k / fps from 0 to the end, inclusive.
    public func frameTimes(fps: Double) -> [Double] {
        let count = Int(frameCount(fps: fps))
        return (0..<count).map { Double($0) / fps }
    }

    /// How many frames `frameTimes(fps:)` gives, counted without making them (a Double, so
    /// that an absurd count can be refused rather than overflow).
    package func frameCount(fps: Double) -> Double {
        precondition(fps > 0 && fps.isFinite, "Frames per second must be a positive number")
        return (duration * fps + Self.boundaryTolerance).rounded(.down) + 1
    }
}

extension Timeline {
    /// A stretch of one lifetime at one z-index: from `start` (inclusive) to `end` (exclusive;
    /// infinity for the last), in seconds of the timeline.
    package struct PaintPiece: Hashable, Sendable {
        package var lifetime: Int
        package var zIndex: Int
        package var start: Double
        package var end: Double
    }

    /// Every lifetime cut where its z-index changes, in paint order: by z-index, then paint
    /// rank. Sorting the pieces once orders every moment alike, because each piece keeps one
    /// z-index, so a document whose order cannot change over time (the SVG) paints each moment
    /// as `frame(at:)` does, showing each piece only in its stretch. A lifetime whose z-index
    /// never changes is one piece.
    package func paintPieces() -> [PaintPiece] {
        var changes: [[(time: Double, z: Int)]] = Array(repeating: [], count: lifetimes.count)
        for segment in segments {
            for (position, track) in segment.transition.tracks.enumerated() {
                let lifetime = segment.lifetimes[position]
                if changes[lifetime].isEmpty { changes[lifetime].append((-.infinity, track.from.zIndex)) }
                var z = track.zIndex(atStepTime: 0)
                if changes[lifetime].last!.z != z { changes[lifetime].append((segment.start, z)) }
                if let change = track.zIndexChange, change > 0, change < segment.duration {
                    z = track.to.zIndex
                    if changes[lifetime].last!.z != z { changes[lifetime].append((segment.start + change, z)) }
                }
            }
        }
        var pieces: [PaintPiece] = []
        for (lifetime, list) in changes.enumerated() {
            for (k, change) in list.enumerated() {
                pieces.append(PaintPiece(lifetime: lifetime, zIndex: change.z, start: change.time,
                                         end: k + 1 < list.count ? list[k + 1].time : .infinity))
            }
        }
        return pieces.sorted { ($0.zIndex, lifetimes[$0.lifetime].paintRank, $0.start) < ($1.zIndex, lifetimes[$1.lifetime].paintRank, $1.start) }
    }
}
