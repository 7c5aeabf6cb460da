import ZoetropeCore

/// Elements seen in perspective, which SVG's affine transforms cannot draw: each is written as
/// a mesh of triangles, every one the element's picture under the affine transform that puts
/// the triangle's corners where the projection puts them, animated (`SVGMeshAnimation`).
///
/// A projection maps straight lines to straight lines, so the mesh's edges lie on the true
/// picture's; inside a triangle the affine transform strays from the projection by at most
/// `perspectiveTolerance`, the finer meshes chosen where the perspective is strong. CSS 3D
/// transforms would draw the exact picture, but browsers flatten them on SVG content.
///
/// An element whose size changes while in perspective, or a corner of which passes the viewer,
/// has no one mesh: it is written as one page per frame instead (pages that do not change
/// merged), each page a mesh of its own.
extension SVGWriter {
    /// How far, in points, the mesh may stray from the true projection inside a triangle.
    static let perspectiveTolerance = 0.25
    /// How far, in points of the element, a triangle's inner edges reach into its neighbours,
    /// so that their antialiased edges do not let the background show along the seams.
    static let meshOverlap = 0.3
    /// How far, in points, the triangles along the element's border reach past it: the
    /// element's own antialiased outline shows whole, instead of thinned by the clip's.
    static let meshMargin = 1.0
    /// The most cells a mesh is cut into (two triangles each): a card turned 55° with the
    /// viewer 500 points away needs 64, one turned 69° with the viewer 300 points away 128;
    /// one turned nearly edge-on with the viewer a few points away would need thousands, and
    /// is drawn straying further rather than written in tens of megabytes.
    static let maximumMeshCells = 128

    /// The lifetimes with a track in perspective.
    func perspectiveLifetimes(_ timeline: Timeline) -> Set<Int> {
        var result: Set<Int> = []
        for segment in timeline.segments {
            for (position, track) in segment.transition.tracks.enumerated()
            where track.from.drawsWithPerspective || track.to.drawsWithPerspective {
                result.insert(segment.lifetimes[position])
            }
        }
        return result
    }

    /// One page of an element in perspective: what it shows from `start` until `end`.
    struct PerspectivePage {
        var start: Double
        var end: Double
        var attributes: LayoutAttributes
        var content: ElementContent
    }

    /// The pages of each of `lifetimes`, one per frame at `perspectiveFrameRate` (the last
    /// running to the end of the cycle), consecutive equal ones merged.
    func perspectivePages(_ timeline: Timeline, lifetimes: Set<Int>, cycle: Double) -> [Int: [PerspectivePage]] {
        var pages: [Int: [PerspectivePage]] = [:]
        let times = timeline.duration > 0 ? timeline.frameTimes(fps: perspectiveFrameRate) : [0]
        for (k, time) in times.enumerated() {
            let end = k + 1 < times.count ? times[k + 1] : Swift.max(cycle, time)
            for element in timeline.frame(at: time).elements where lifetimes.contains(element.lifetime) && element.isVisible {
                if var last = pages[element.lifetime]?.last, last.end == time, last.attributes == element.attributes, last.content == element.content {
                    last.end = end
                    pages[element.lifetime]![pages[element.lifetime]!.count - 1] = last
                } else {
                    pages[element.lifetime, default: []].append(PerspectivePage(start: time, end: end, attributes: element.attributes, content: element.content))
                }
            }
        }
        return pages
    }

    /// A lifetime in perspective as one animated mesh, or nil when it needs pages.
    /// `shownFrom`, when given, is the one stretch of the lifetime this markup shows (a stretch
    /// at one z-index): the triangles' keys outside it are left out.
    func animatedMesh(_ lifetimeIndex: Int, in timeline: Timeline, channels: SVGElementChannels, content: ElementContent,
                      shownFrom: (start: Double, end: Double)? = nil, duration: Double, timing: String?, epsilon: Double,
                      definitions: SVGDefinitions) -> String? {
        guard var mesh = meshAnimation(lifetimeIndex, in: timeline, content: content, epsilon: epsilon) else { return nil }
        if let shownFrom = shownFrom { mesh.limit(from: shownFrom.start, to: shownFrom.end) }
        let layers = layers(content, size: channels.size.firstValues, definitions: definitions)
        let pair: ([Double]) -> String = { "\(SVGFormat.number($0[0], decimals: 3)) \(SVGFormat.number($0[1], decimals: 3))" }

        let shown = visibilityAndOpacity(channels, duration: duration, timing: timing)
        var out = "<g" + shown.attributes + ">" + (timing == nil ? "" : shown.visibilityAnimation + shown.opacityAnimation) + "\n"
        for layer in layers {
            for (k, triangle) in mesh.triangles.enumerated() where Self.triangle(triangle, reaches: layer.rows) {
                out += "<g transform=\"translate(\(pair(mesh.translation[k].firstValues)))\">"
                if let timing, !mesh.translation[k].isConstant {
                    out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(mesh.translation[k].smilAttributes(duration: duration, format: pair))\(timing)/>"
                }
                let nested = transformGroups(rotation: mesh.rotation[k], skew: mesh.skew[k], scale: mesh.scale[k], duration: duration, timing: timing)
                let centroid = mesh.centroids[k]
                let back = "translate(\(SVGFormat.number(-centroid.x, decimals: 4)) \(SVGFormat.number(-centroid.y, decimals: 4)))"
                out += nested.open + triangleMarkup(triangle, within: mesh.local, layerID: layer.id, transform: back, definitions: definitions)
                    + nested.close + "</g>\n"
            }
        }
        out += "</g>\n"
        if let clip = clipGroup(channels, duration: duration, timing: timing, definitions: definitions) { out = clip + out + "</g>" }
        return out
    }

    /// A lifetime in perspective as one animated mesh (every track of it added), or nil when
    /// it needs pages: its size changes while in perspective, or a corner passes the viewer.
    func meshAnimation(_ lifetimeIndex: Int, in timeline: Timeline, content: ElementContent, epsilon: Double) -> SVGMeshAnimation? {
        let lifetime = timeline.lifetimes[lifetimeIndex]
        var tracks: [(segment: TimelineSegment, track: Track, jumpTime: Double)] = []
        var previousHadIt = false
        for segmentIndex in lifetime.firstSegment...lifetime.lastSegment {
            let segment = timeline.segments[segmentIndex]
            guard let position = segment.lifetimes.firstIndex(of: lifetimeIndex) else {
                previousHadIt = false
                continue
            }
            // As `SVGElementChannels.add`: shown again after a step out of view, the element
            // takes its new place a moment before it shows.
            let jumpTime = !tracks.isEmpty && !previousHadIt ? segment.start - 3 * epsilon : segment.start
            tracks.append((segment, segment.transition.tracks[position], jumpTime))
            previousHadIt = true
        }
        guard var mesh = SVGMeshAnimation(tracks: tracks.map { ($0.segment, $0.track) }, content: content) else { return nil }
        do {
            for (segment, track, jumpTime) in tracks { try mesh.add(track, in: segment, jumpTime: jumpTime, epsilon: epsilon) }
        } catch {
            return nil
        }
        return mesh
    }

    /// One triangle of a mesh: one layer of the element's picture under `transform` (or the
    /// enclosing groups'), clipped to the triangle.
    func triangleMarkup(_ triangle: [Point], within local: Rect, layerID: String, transform: String?, definitions: SVGDefinitions) -> String {
        let corners = Self.clipTriangle(triangle, within: local)
        let path = "<path d=\"M" + corners.map { "\(SVGFormat.number($0.x, decimals: 3)) \(SVGFormat.number($0.y, decimals: 3))" }.joined(separator: "L") + "Z\"/>"
        let clipID = definitions.id(for: "mesh clip " + path) { id in "<clipPath id=\"\(id)\">\(path)</clipPath>" }
        return "<g" + (transform.map { " transform=\"\($0)\"" } ?? "") + " clip-path=\"url(#\(clipID))\"><use href=\"#\(layerID)\"/></g>"
    }

    /// The element's layers at `size` (its shadow, rectangle, picture, border, labels: each a
    /// part `shape` writes), each defined once, with the rows of the element a label's layer
    /// can reach (its lines, a font size of room either side; nil for a layer that may reach
    /// anywhere), in the mesh's coordinates.
    ///
    /// A mesh is drawn layer by layer, each layer through every triangle it reaches: browsers
    /// clip each shape on its own, so a triangle's antialiased edge over its neighbour blends
    /// the layers beneath into the one above (a faint line of the rectangle's colour along
    /// every seam of a label); one layer over the same layer blends to itself. A label is a
    /// band across the card, so its layer needs a row or two of the mesh, not all of it.
    func layers(_ content: ElementContent, size: [Double], definitions: SVGDefinitions) -> [(id: String, rows: ClosedRange<Double>?)] {
        let elementSize = Size(width: size[0], height: size[1])
        let shift = content.anchorShift(size: elementSize)
        let moved = shift == .zero ? "" : " transform=\"translate(\(SVGFormat.number(shift.x)) \(SVGFormat.number(shift.y)))\""
        let parts = shape(content: content, size: SVGChannel(startValues: size), duration: 0, timing: nil, definitions: definitions)
        // The labels are the last parts `shape` writes, in this order.
        let labels = [content.label].compactMap { $0 }
            + ([content.secondaryLabel, content.icon?.glyphLabel].compactMap { $0 } + content.accessories).filter { !$0.text.isEmpty }
        func rows(of label: Label) -> ClosedRange<Double> {
            let metrics = label.font.metrics
            let baselines: [Double]
            if let lines = label.lines, !lines.isEmpty {
                baselines = [0, lines.count - 1].map { LabelGeometry.wrappedLinePosition(label, line: $0, advance: 0, elementSize: elementSize).y }
            } else {
                baselines = [LabelGeometry.singleLinePosition(label, advance: 0, elementSize: elementSize).y]
            }
            let room = label.fontSize + 2
            return (baselines.min()! - metrics.ascent * label.fontSize - room + shift.y)...(baselines.max()! + metrics.descent * label.fontSize + room + shift.y)
        }
        let labelRows = labels.count <= parts.count ? labels.map(rows) : []
        return parts.enumerated().map { index, part in
            let markup = part.hasSuffix("\n") ? String(part.dropLast()) : part
            let id = definitions.id(for: "layer" + moved + " " + markup) { id in "<g id=\"\(id)\"\(moved)>\(markup)</g>" }
            let labelIndex = index - (parts.count - labelRows.count)
            return (id, labelIndex >= 0 ? labelRows[labelIndex] : nil)
        }
    }

    /// Whether `triangle` reaches into `rows` (all of them when nil).
    static func triangle(_ triangle: [Point], reaches rows: ClosedRange<Double>?) -> Bool {
        guard let rows else { return true }
        let ys = triangle.map(\.y)
        return ys.max()! >= rows.lowerBound && ys.min()! <= rows.upperBound
    }

    /// The pages shown within one paint piece.
    func perspectiveMarkup(_ pages: [PerspectivePage], piece: Timeline.PaintPiece, cycle: Double, timing: String?,
                           definitions: SVGDefinitions) -> String {
        var out = ""
        for page in pages {
            let start = Swift.max(page.start, piece.start), end = Swift.min(page.end, piece.end)
            guard end > start || timing == nil else { continue }
            guard let mesh = meshMarkup(page.attributes, content: page.content, definitions: definitions) else { continue }
            var open = "<g"
            if let timing {
                let startsAtZero = start <= 0, runsToEnd = end >= cycle
                if !startsAtZero { open += " visibility=\"hidden\"" }
                if !(startsAtZero && runsToEnd) {
                    var values: [String] = [], times: [String] = []
                    if !startsAtZero { values.append("hidden"); times.append("0") }
                    values.append("visible"); times.append(startsAtZero ? "0" : SVGFormat.discreteKeyTime(start / cycle))
                    if !runsToEnd { values.append("hidden"); times.append(SVGFormat.discreteKeyTime(end / cycle)) }
                    open += "><animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\"\(timing)/"
                }
            }
            out += open + ">" + mesh + "</g>\n"
        }
        return out
    }

    /// The element as a mesh of triangles, in content coordinates, with its alpha and clip;
    /// nil where part of it lies at or behind the viewer (Core Animation draws nothing there
    /// either) or it draws nothing.
    func meshMarkup(_ attributes: LayoutAttributes, content: ElementContent, definitions: SVGDefinitions) -> String? {
        guard let space = attributes.transform3D else { return nil }
        let size = attributes.frame.size
        let center = attributes.frame.center
        var local = Rect(center: .zero, size: size)
        if let shadow = content.shadow {
            local = local.union(local.inset(by: EdgeInsets(top: -shadow.extent.top, left: -shadow.extent.left,
                                                           bottom: -shadow.extent.bottom, right: -shadow.extent.right)))
        }
        let shift = content.anchorShift(size: size)
        local = local.offsetBy(dx: shift.x, dy: shift.y)
        guard local.width > 0, local.height > 0, let divisions = Self.meshDivisions(local, space) else { return nil }

        let layers = layers(content, size: [size.width, size.height], definitions: definitions)
        var placed: [(triangle: [Point], matrix: String)] = []
        for triangle in Self.meshTriangles(local, columns: divisions.columns, rows: divisions.rows) {
            guard let matrix = Self.affine(from: triangle, to: triangle.map { space.project($0)! }) else { continue }
            let m = [matrix.a, matrix.b, matrix.c, matrix.d].map { SVGFormat.number($0, decimals: 6) }
                + [matrix.tx + center.x, matrix.ty + center.y].map { SVGFormat.number($0, decimals: 3) }
            placed.append((triangle, "matrix(\(m.joined(separator: " ")))"))
        }
        var out = ""
        for layer in layers {
            for (triangle, matrix) in placed where Self.triangle(triangle, reaches: layer.rows) {
                out += triangleMarkup(triangle, within: local, layerID: layer.id, transform: matrix, definitions: definitions)
            }
        }
        var open = "<g"
        if attributes.alpha < 1 { open += " opacity=\"\(SVGFormat.number(attributes.alpha, decimals: 4))\"" }
        if let clip = attributes.clipRect {
            let rect = "<rect x=\"\(SVGFormat.number(clip.minX))\" y=\"\(SVGFormat.number(clip.minY))\" width=\"\(SVGFormat.number(clip.width))\" height=\"\(SVGFormat.number(clip.height))\"/>"
            let id = definitions.id(for: "clip " + rect) { id in "<clipPath id=\"\(id)\">\(rect)</clipPath>" }
            open += " clip-path=\"url(#\(id))\""
        }
        return open + ">" + out + "</g>"
    }

    /// The fewest triangles, `columns × rows` cells of two, for which every triangle's affine
    /// transform stays within `perspectiveTolerance` of the projection (or, where no mesh of
    /// at most `maximumMeshCells` cells does, the one that strays least); nil when part of
    /// `local` is at or behind the viewer. Columns and rows are chosen apart, so that a card
    /// whose perspective bends it more across than down is cut finer across.
    static func meshDivisions(_ local: Rect, _ space: Transform3D) -> (columns: Int, rows: Int)? {
        for corner in [Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                       Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY)] where space.project(corner) == nil {
            return nil
        }
        let candidates = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32]
        var best: (columns: Int, rows: Int)?
        var closest: (columns: Int, rows: Int, stray: Double) = (1, 1, .infinity)
        for columns in candidates {
            for rows in candidates where columns * rows <= maximumMeshCells && columns * rows < (best.map { $0.columns * $0.rows } ?? .max) {
                let stray = worstStray(local, space, columns: columns, rows: rows)
                if stray <= perspectiveTolerance {
                    best = (columns, rows)
                    break
                }
                if stray < closest.stray { closest = (columns, rows, stray) }
            }
        }
        return best ?? (closest.columns, closest.rows)
    }

    /// The most any triangle of the mesh strays from the projection, at its centroid and the
    /// middles of its edges.
    static func worstStray(_ local: Rect, _ space: Transform3D, columns: Int, rows: Int) -> Double {
        var worst = 0.0
        for triangle in meshTriangles(local, columns: columns, rows: rows) {
            guard let matrix = affine(from: triangle, to: triangle.map { space.project($0)! }) else { continue }
            let probes = [Point(x: (triangle[0].x + triangle[1].x + triangle[2].x) / 3, y: (triangle[0].y + triangle[1].y + triangle[2].y) / 3)]
                + (0..<3).map { k in Point(x: (triangle[k].x + triangle[(k + 1) % 3].x) / 2, y: (triangle[k].y + triangle[(k + 1) % 3].y) / 2) }
            for p in probes {
                let exact = space.project(p)!, approximate = matrix.apply(to: p)
                worst = Swift.max(worst, Swift.max(abs(exact.x - approximate.x), abs(exact.y - approximate.y)))
            }
        }
        return worst
    }

    /// The triangles of a `columns × rows` grid over `local`, two per cell.
    static func meshTriangles(_ local: Rect, columns: Int, rows: Int) -> [[Point]] {
        func vertex(_ i: Int, _ j: Int) -> Point {
            Point(x: local.minX + local.width * Double(i) / Double(columns), y: local.minY + local.height * Double(j) / Double(rows))
        }
        var triangles: [[Point]] = []
        for j in 0..<rows {
            for i in 0..<columns {
                let a = vertex(i, j), b = vertex(i + 1, j), c = vertex(i + 1, j + 1), d = vertex(i, j + 1)
                triangles += [[a, b, c], [a, c, d]]
            }
        }
        return triangles
    }

    /// The affine transform taking the triangle `source` to `target`; nil when `source` is flat.
    static func affine(from source: [Point], to target: [Point]) -> Transform? {
        let e1 = source[1] - source[0], e2 = source[2] - source[0]
        let f1 = target[1] - target[0], f2 = target[2] - target[0]
        let determinant = e1.x * e2.y - e2.x * e1.y
        guard abs(determinant) > 1e-12 else { return nil }
        let a = (f1.x * e2.y - f2.x * e1.y) / determinant, c = (f2.x * e1.x - f1.x * e2.x) / determinant
        let b = (f1.y * e2.y - f2.y * e1.y) / determinant, d = (f2.y * e1.x - f1.y * e2.x) / determinant
        return Transform(a: a, b: b, c: c, d: d, tx: target[0].x - (a * source[0].x + c * source[0].y),
                         ty: target[0].y - (b * source[0].x + d * source[0].y))
    }

    /// `triangle` with each edge inside `local` moved `meshOverlap` outwards, and each edge on
    /// its border `meshMargin`.
    static func clipTriangle(_ triangle: [Point], within local: Rect) -> [Point] {
        func onBorder(_ p: Point, _ q: Point) -> Bool {
            (p.x == q.x && (p.x == local.minX || p.x == local.maxX)) || (p.y == q.y && (p.y == local.minY || p.y == local.maxY))
        }
        // Each edge as a line n·p = offset, n pointing away from the opposite corner.
        var lines: [(n: Point, offset: Double)] = []
        for k in 0..<3 {
            let p = triangle[k], q = triangle[(k + 1) % 3], opposite = triangle[(k + 2) % 3]
            var n = Point(x: q.y - p.y, y: p.x - q.x)
            let length = (n.x * n.x + n.y * n.y).squareRoot()
            n = Point(x: n.x / length, y: n.y / length)
            if n.x * (opposite.x - p.x) + n.y * (opposite.y - p.y) > 0 { n = Point(x: -n.x, y: -n.y) }
            let shift = onBorder(p, q) ? meshMargin : meshOverlap
            lines.append((n, n.x * p.x + n.y * p.y + shift))
        }
        // Corner k lies on edges k − 1 and k.
        return (0..<3).map { k in
            let l1 = lines[(k + 2) % 3], l2 = lines[k]
            let determinant = l1.n.x * l2.n.y - l2.n.x * l1.n.y
            guard abs(determinant) > 1e-12 else { return triangle[k] }
            return Point(x: (l1.offset * l2.n.y - l2.offset * l1.n.y) / determinant, y: (l1.n.x * l2.offset - l2.n.x * l1.offset) / determinant)
        }
    }
}
