/// A shape as a list of subpaths of straight lines and Bézier curves, in the coordinates of
/// the drawing that holds it: what `draw(_:)` fills and strokes, a clip, a shape layer's path.
///
/// Both backends take it as it is (Cairo's path calls, SVG's `d`), so a curve is drawn as the
/// same curve in a PNG frame and in the SVG. Arcs are kept as cubic Béziers, as Core Graphics
/// keeps them.
package struct VectorPath: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    package var elements: [Element]

    package init(elements: [Element] = []) {
        self.elements = elements
    }

    /// A rectangle, clockwise from its top-left corner as Core Graphics adds one.
    package init(rect: Rect) {
        self.init(elements: [
            .move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
            .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)), .close,
        ])
    }

    package var isEmpty: Bool { elements.isEmpty }

    /// The path with every point mapped by `transform`.
    package func applying(_ transform: Transform) -> VectorPath {
        guard !transform.isIdentity else { return self }
        return VectorPath(elements: elements.map { element in
            switch element {
            case .move(let p): .move(to: transform.apply(to: p))
            case .line(let p): .line(to: transform.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2): .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: .close
            }
        })
    }

    /// The smallest rectangle holding every point, control points included (the curves lie
    /// inside it); nil for a path with no points.
    package var controlBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
