/// Core Graphics' `CGPath`: a shape as a list of subpaths of lines and Bézier curves, as a
/// shape layer, a mask or a hit test holds it. Immutable; `CGMutablePath` builds one.
///
/// Arcs, ellipses and rounded rectangles are kept as cubic Bézier curves (four to a circle),
/// as Core Graphics keeps them, so a path's elements and its bounding box read back as on the
/// phone to within the curves' approximation. Not yet drawn (docs/bring-your-own-layout.md,
/// "What is not honoured"): a path is kept, measured and hit-tested.
open class CGPath: @unchecked Sendable {
    /// One element of a path: UIKit code reads them with `applyWithBlock`.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ends; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        return Self.bounds(of: points)
    }

    /// The smallest rectangle holding the path's curves themselves.
    public var boundingBoxOfPath: CGRect {
        Self.bounds(of: polygons().flatMap { $0 })
    }

    /// Whether `point` lies inside the path, filled by the non-zero rule or, with `eoFill`,
    /// the even-odd rule: a hit test of a masked cell's shape. A point on the outline (a
    /// corner, an edge) is inside, as Core Graphics answers: a slanted mask's corners are its.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let inverse = transform.inverted()
        let p = point.applying(inverse)
        var winding = 0
        for polygon in polygons() where polygon.count > 1 {
            for k in polygon.indices {
                let a = polygon[k], b = polygon[(k + 1) % polygon.count]
                if Self.lies(p, between: a, and: b) { return true }
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Whether `p` lies on the segment from `a` to `b`, to a millionth of a point.
    private static func lies(_ p: CGPoint, between a: CGPoint, and b: CGPoint) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return abs(p.x - a.x) <= 1e-6 && abs(p.y - a.y) <= 1e-6 }
        let along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared
        guard along >= 0, along <= 1 else { return false }
        let off = (dx * (p.y - a.y) - dy * (p.x - a.x)) / lengthSquared.squareRoot()
        return abs(off) <= 1e-6
    }

    /// Calls `block` with each element, as Core Graphics' `applyWithBlock` does.
    public func forEachElement(_ block: (Element) -> Void) {
        elements.forEach(block)
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Each subpath as a polygon, its curves cut into 16 straight pieces each.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                flush()
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let point, let control):
                let start = current.last ?? .zero
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let start = current.last ?? .zero
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * point.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath:
                let start = current.first
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return result.filter { $0.count > 1 }
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension CGPath: Equatable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}
