/// A path passed through on the way to another of the same elements, as Core Animation
/// morphs a shape layer's `path`: each point moves in a straight line from its place in one
/// path to its place in the other.
extension VectorPath {
    /// Whether the two have the same elements in the same order (moves, lines, curves,
    /// closes), so that one can morph into the other. Core Animation's result for any other
    /// pair is undefined.
    package func canMorph(into other: VectorPath) -> Bool {
        guard elements.count == other.elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { a, b in
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): true
            default: false
            }
        }
    }

    /// Every point of the path in order (each element's control points, then its end): the
    /// numbers a morph moves.
    package var coordinates: [Double] {
        var values: [Double] = []
        values.reserveCapacity(elements.count * 6)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): values += [p.x, p.y]
            case .quadCurve(let p, let c): values += [c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): values += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: break
            }
        }
        return values
    }

    /// The path of these elements with `coordinates` as its points (as `coordinates` lists them).
    package func replacingCoordinates(_ values: [Double]) -> VectorPath {
        var k = 0
        func next() -> Point {
            defer { k += 2 }
            return k + 1 < values.count ? Point(x: values[k], y: values[k + 1]) : .zero
        }
        return VectorPath(elements: elements.map { element in
            switch element {
            case .move: return .move(to: next())
            case .line: return .line(to: next())
            case .quadCurve:
                let c = next()
                return .quadCurve(to: next(), control: c)
            case .curve:
                let c1 = next(), c2 = next()
                return .curve(to: next(), control1: c1, control2: c2)
            case .close: return .close
            }
        })
    }

    /// The path `fraction` of the way to `other` (which it can morph into).
    package func morphed(into other: VectorPath, fraction: Double) -> VectorPath {
        let from = coordinates, to = other.coordinates
        guard from.count == to.count else { return fraction < 1 ? self : other }
        return replacingCoordinates(zip(from, to).map { $0 + ($1 - $0) * fraction })
    }
}
