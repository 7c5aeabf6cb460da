import ZoetropeCore

/// One element seen in perspective, as the SVG animates it: a fixed mesh of triangles over the
/// element's picture, each triangle with its own translation, rotation, skew and scale
/// channels, sampled along each step so that at every moment its corners lie within a
/// twentieth of a point of where the projection puts them.
///
/// SVG's transforms are affine, and a projection is not; but it is affine enough over a small
/// triangle, and its straight edges stay straight, so the element's outline is exact and what
/// lies inside strays by at most `SVGWriter.perspectiveTolerance`. CSS 3D transforms would be
/// exact, but all three engines flatten them on SVG content.
struct SVGMeshAnimation {
    /// The element's rectangle (and shadow) around its centre, moved as its anchor point moves
    /// it: what the mesh covers.
    let local: Rect
    /// The mesh's triangles in the element's own coordinates.
    let triangles: [[Point]]
    /// Per triangle: translation (pair), rotation, skew, scale (pair).
    private(set) var translation: [SVGChannel]
    private(set) var rotation: [SVGChannel]
    private(set) var skew: [SVGChannel]
    private(set) var scale: [SVGChannel]

    /// How far, in points, a triangle's corners may stray from the sampled motion between two
    /// keys: as `SVGElementChannels.tolerances` allows an element's position.
    static let tolerance = 0.05

    /// Each triangle's centroid: its channels turn and scale it about this point, so that a
    /// small triangle's rotation and scale need only the precision its size asks for.
    let centroids: [Point]

    /// Thrown where a corner of the mesh passes the viewer mid-animation: then the element is
    /// drawn page by page instead, where that page is left out.
    struct BehindTheViewer: Error {}

    /// The mesh for a lifetime whose tracks are `tracks` (each with its segment), fine enough
    /// for its every end; nil where the element's size changes, or a corner lies at or behind
    /// the viewer at an end.
    init?(tracks: [(segment: TimelineSegment, track: Track)], content: ElementContent) {
        guard let first = tracks.first?.track.from else { return nil }
        let size = first.frame.size
        var local = Rect(center: .zero, size: size)
        if let shadow = content.shadow {
            local = local.union(local.inset(by: EdgeInsets(top: -shadow.extent.top, left: -shadow.extent.left,
                                                           bottom: -shadow.extent.bottom, right: -shadow.extent.right)))
        }
        guard local.width > 0, local.height > 0 else { return nil }
        let shift = content.anchorShift(size: size)
        local = local.offsetBy(dx: shift.x, dy: shift.y)
        var columns = 1, rows = 1
        for (_, track) in tracks {
            for attributes in [track.from, track.to, track.from.interpolated(to: track.to, progress: 0.5)] {
                guard attributes.frame.size == size else { return nil }
                guard let divisions = SVGWriter.meshDivisions(local, attributes.spatialTransform) else { return nil }
                columns = Swift.max(columns, divisions.columns)
                rows = Swift.max(rows, divisions.rows)
            }
        }
        self.local = local
        triangles = SVGWriter.meshTriangles(local, columns: columns, rows: rows)
        centroids = triangles.map { Point(x: ($0[0].x + $0[1].x + $0[2].x) / 3, y: ($0[0].y + $0[1].y + $0[2].y) / 3) }
        guard let start = try? Self.vector(first, triangles: triangles, centroids: centroids, continuing: nil) else { return nil }
        translation = triangles.indices.map { SVGChannel(startValues: [start[6 * $0], start[6 * $0 + 1]]) }
        rotation = triangles.indices.map { SVGChannel(startValues: [start[6 * $0 + 2]]) }
        skew = triangles.indices.map { SVGChannel(startValues: [start[6 * $0 + 3]]) }
        scale = triangles.indices.map { SVGChannel(startValues: [start[6 * $0 + 4], start[6 * $0 + 5]]) }
    }

    /// Every triangle's components under `attributes`, six numbers each, rotations continuing
    /// from `previous` where given: the affine transform that takes the triangle, moved so its
    /// centroid is at the origin, to where its corners are drawn.
    static func vector(_ attributes: LayoutAttributes, triangles: [[Point]], centroids: [Point],
                       continuing previous: [Double]?) throws(BehindTheViewer) -> [Double] {
        let space = attributes.spatialTransform
        let center = attributes.frame.center
        var values: [Double] = []
        values.reserveCapacity(6 * triangles.count)
        for (k, triangle) in triangles.enumerated() {
            var projected: [Point] = []
            for corner in triangle {
                guard let p = space.project(corner) else { throw BehindTheViewer() }
                projected.append(p + center)
            }
            let centred = triangle.map { $0 - centroids[k] }
            let c = TransformComponents(SVGWriter.affine(from: centred, to: projected) ?? Transform(scaleX: 0, y: 0))
            let rotation = previous.map { shortestRotationTarget(from: $0[6 * k + 2], to: c.rotation) } ?? c.rotation
            values += [c.translationX, c.translationY, rotation, c.skew, c.scaleX, c.scaleY]
        }
        return values
    }

    /// Adds one track placed in `segment`: a jump to its start at `jumpTime`, then straight
    /// pieces through sampled times.
    mutating func add(_ track: Track, in segment: TimelineSegment, jumpTime: Double, epsilon: Double) throws(BehindTheViewer) {
        if track.carried.isEmpty, track.pinnedScroll == nil, track.timing.delay >= 0, track.timing.duration > 0,
           track.end <= segment.duration + 1e-9, case .cubicBezier(let bezier) = track.timing.curve,
           try addAlongCurve(bezier, track, in: segment, jumpTime: jumpTime, epsilon: epsilon) {
            return
        }
        let length = Swift.min(segment.duration, Swift.max(0, track.end))
        var last = lastValues
        let tolerances = tolerances
        var failure: BehindTheViewer?
        func sample(_ t: Double) -> [Double] {
            do { return try Self.vector(track.attributes(atStepTime: t), triangles: triangles, centroids: centroids, continuing: last) } catch {
                failure = error
                return last
            }
        }
        var times: [Double] = [0]
        if length > 0 { times += SVGElementChannels.adaptiveTimes(length: length, tolerances: tolerances, sample) }
        if let failure { throw failure }
        for (k, t) in times.enumerated() {
            let v = sample(t)
            if let failure { throw failure }
            last = v
            if k == 0 {
                jump(to: v, at: jumpTime, epsilon: epsilon)
            } else {
                animate(to: v, at: segment.start + t, curve: .linear, epsilon: epsilon)
            }
        }
    }

    /// Every triangle's channels jump to `values` (six a triangle) at `time`, unseen.
    private mutating func jump(to values: [Double], at time: Double, epsilon: Double) {
        for i in triangles.indices {
            translation[i].jump(to: [values[6 * i], values[6 * i + 1]], at: time, epsilon: epsilon)
            rotation[i].jump(to: [values[6 * i + 2]], at: time, epsilon: epsilon)
            skew[i].jump(to: [values[6 * i + 3]], at: time, epsilon: epsilon)
            scale[i].jump(to: [values[6 * i + 4], values[6 * i + 5]], at: time, epsilon: epsilon)
        }
    }

    /// Every triangle's channels move to `values`, reaching them at `time` along `curve`.
    private mutating func animate(to values: [Double], at time: Double, curve: TimingCurve, epsilon: Double) {
        for i in triangles.indices {
            translation[i].animate(to: [values[6 * i], values[6 * i + 1]], at: time, curve: curve, epsilon: epsilon)
            rotation[i].animate(to: [values[6 * i + 2]], at: time, curve: curve, epsilon: epsilon)
            skew[i].animate(to: [values[6 * i + 3]], at: time, curve: curve, epsilon: epsilon)
            scale[i].animate(to: [values[6 * i + 4], values[6 * i + 5]], at: time, curve: curve, epsilon: epsilon)
        }
    }

    /// Adds a track that runs along a Bézier timing curve with keys chosen along the curve:
    /// between two keys each value moves linearly in the track's progress, and the key spline
    /// is that piece of the curve, so a motion that is nearly linear in progress (most of
    /// them: what perspective bends is small) needs a few keys, where sampling in time would
    /// need one for every bend of the easing. False, having added nothing, where a piece of
    /// the curve does not fit SMIL's key splines.
    private mutating func addAlongCurve(_ bezier: CubicBezier, _ track: Track, in segment: TimelineSegment, jumpTime: Double,
                                        epsilon: Double) throws(BehindTheViewer) -> Bool {
        let last = lastValues
        let tolerances = tolerances
        var failure: BehindTheViewer?
        func sample(_ u: Double) -> [Double] {
            do {
                return try Self.vector(track.from.interpolated(to: track.to, progress: bezier.point(atParameter: u).y), triangles: triangles,
                                       centroids: centroids, continuing: last)
            } catch {
                failure = error
                return last
            }
        }
        // Pieces of the curve's parameter, each split until the values are linear in progress
        // within the tolerances and the piece is a key spline.
        var pieces: [(u: Double, values: [Double], spline: CubicBezier)] = []
        func strays(_ a: Double, _ va: [Double], _ b: Double, _ vb: [Double]) -> Bool {
            let ya = bezier.point(atParameter: a).y, yb = bezier.point(atParameter: b).y
            for fraction in [0.25, 0.5, 0.75] {
                let u = a + (b - a) * fraction
                let share = abs(yb - ya) < 1e-12 ? 0 : (bezier.point(atParameter: u).y - ya) / (yb - ya)
                let v = sample(u)
                for c in v.indices where abs(v[c] - (va[c] + (vb[c] - va[c]) * share)) > tolerances[c] { return true }
            }
            return false
        }
        var fits = true
        func refine(_ a: Double, _ va: [Double], _ b: Double, _ vb: [Double], depth: Int) {
            let spline = bezier.piece(from: a, to: b)
            if depth < 12 && (spline == nil || strays(a, va, b, vb)) {
                let m = (a + b) / 2, vm = sample(m)
                refine(a, va, m, vm, depth: depth + 1)
                refine(m, vm, b, vb, depth: depth + 1)
            } else if let spline {
                pieces.append((b, vb, spline))
            } else {
                fits = false
            }
        }
        let start = sample(0)
        refine(0, start, 1, sample(1), depth: 0)
        if let failure { throw failure }
        guard fits else { return false }
        let startTime = segment.start + track.timing.delay
        jump(to: start, at: jumpTime, epsilon: epsilon)
        for i in triangles.indices {
            translation[i].hold(until: startTime)
            rotation[i].hold(until: startTime)
            skew[i].hold(until: startTime)
            scale[i].hold(until: startTime)
        }
        for piece in pieces {
            animate(to: piece.values, at: startTime + bezier.point(atParameter: piece.u).x * track.timing.duration,
                    curve: .cubicBezier(piece.spline), epsilon: epsilon)
        }
        return true
    }

    /// Per channel, what a straight piece between keys may stray so that no corner strays more
    /// than `tolerance`: a turn or skew of δ radians, or a scale off by δ, moves a corner at
    /// distance r from the centroid by about r·δ.
    var tolerances: [Double] {
        zip(triangles, centroids).flatMap { triangle, centroid -> [Double] in
            let reach = triangle.map { (($0.x - centroid.x) * ($0.x - centroid.x) + ($0.y - centroid.y) * ($0.y - centroid.y)).squareRoot() }.max()!
            let relative = Self.tolerance / Swift.max(reach, 1)
            return [Self.tolerance, Self.tolerance, relative, relative, relative, relative]
        }
    }

    /// Keeps only the keys that matter from `start` until `end` (see `SVGChannel.limited`).
    mutating func limit(from start: Double, to end: Double) {
        translation = translation.map { $0.limited(from: start, to: end) }
        rotation = rotation.map { $0.limited(from: start, to: end) }
        skew = skew.map { $0.limited(from: start, to: end) }
        scale = scale.map { $0.limited(from: start, to: end) }
    }

    /// The channels' latest values, six per triangle.
    var lastValues: [Double] {
        triangles.indices.flatMap { i in translation[i].lastValues + rotation[i].lastValues + skew[i].lastValues + scale[i].lastValues }
    }
}
