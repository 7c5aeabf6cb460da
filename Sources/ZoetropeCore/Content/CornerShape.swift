/// How an element's corners are rounded by its corner radius: which of them, and in which
/// curve. UIKit's `CALayer.maskedCorners` and `cornerCurve` of a view's own layer.
///
/// A circular corner is a quarter circle. A continuous one eases its curvature in from the
/// straight edge, leaving it 1.528 radii before the corner: the geometry of iOS's rounded
/// rectangle as PaintCode measured it from `UIBezierPath(roundedRect:cornerRadius:)` (its
/// "Code for iOS 7 rounded rectangles"). Where a continuous corner would not fit (a radius
/// near half the shorter side) it blends towards the circular one, reaching a capsule's round
/// end at half the side, as iOS's corners do; that blend is an approximation.
package struct CornerShape: Hashable, Sendable {
    /// The curve of a rounded corner: UIKit's `CALayerCornerCurve`.
    package enum Curve: String, Hashable, Sendable, CaseIterable {
        case circular, continuous
    }

    /// A set of corners: UIKit's `CACornerMask`, named by where each corner is on screen.
    package struct Corners: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        package static let topLeft = Corners(rawValue: 1)
        package static let topRight = Corners(rawValue: 2)
        package static let bottomLeft = Corners(rawValue: 4)
        package static let bottomRight = Corners(rawValue: 8)
        package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    package var curve: Curve
    /// The corners the radius rounds; the others stay square.
    package var rounded: Corners

    package init(curve: Curve = .circular, rounded: Corners = .all) {
        self.curve = curve
        self.rounded = rounded
    }

    /// Every corner a quarter circle: what an element has unless told otherwise.
    package static let circular = CornerShape()

    /// Whether this is the plain shape, every corner a quarter circle (drawn as arcs and SVG's
    /// `rx`, as before corner shapes existed).
    package var isCircular: Bool { self == .circular }

    /// `box` with the rounded corners rounded by `radius` (at most half the shorter side), as
    /// one closed path clockwise on screen from the top left, always of the same elements
    /// (four corners of three curves joined by lines, whatever the radius and curve), so that
    /// any two morph one into the other.
    package func outline(of box: Rect, radius: Double) -> VectorPath {
        let box = Rect(x: Swift.min(box.minX, box.maxX), y: Swift.min(box.minY, box.maxY), width: abs(box.width), height: abs(box.height))
        let limit = Swift.min(box.width, box.height) / 2
        let r = Swift.max(0, Swift.min(radius.isFinite ? radius : 0, limit))
        // How continuous the corner is: fully while its reach fits, circular at half the side.
        let blend = curve == .continuous && r > 0 ? Swift.min(1, Swift.max(0, (limit / r - 1) / (Self.continuousReach - 1))) : 0
        let steps = zip(Self.circularCorner, Self.continuousCorner).map { circular, continuous in
            zip(circular, continuous).map { $0 + ($1 - $0) * blend }
        }
        // Each corner: where it is, the way back along the edge coming in, the way along the
        // edge going out (clockwise on screen, from the top left).
        let corners: [(Point, Point, Point, Corners)] = [
            (Point(x: box.maxX, y: box.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), .topRight),
            (Point(x: box.maxX, y: box.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), .bottomRight),
            (Point(x: box.minX, y: box.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), .bottomLeft),
            (Point(x: box.minX, y: box.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), .topLeft),
        ]
        func point(_ corner: (Point, Point, Point, Corners), _ a: Double, _ b: Double) -> Point {
            let size = rounded.contains(corner.3) ? r : 0
            return Point(x: corner.0.x + (a * corner.1.x + b * corner.2.x) * size, y: corner.0.y + (a * corner.1.y + b * corner.2.y) * size)
        }
        // A corner starts as far along the edge coming in as it ends along the one going out.
        let reach = steps[4][5]
        var elements: [VectorPath.Element] = [.move(to: point(corners[3], steps[4][4], reach))]
        for corner in corners {
            elements.append(.line(to: point(corner, reach, 0)))
            for step in steps {
                if step.count == 6 {
                    elements.append(.curve(to: point(corner, step[4], step[5]), control1: point(corner, step[0], step[1]),
                                           control2: point(corner, step[2], step[3])))
                } else {
                    elements.append(.line(to: point(corner, step[0], step[1])))
                }
            }
        }
        elements.append(.close)
        return VectorPath(elements: elements)
    }

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.52866483

    /// A continuous corner from where it leaves the edge coming in to where it joins the one
    /// going out, in radii back along the first (`a`) and along the second (`b`): curves as
    /// `[c1a, c1b, c2a, c2b, a, b]`, lines as `[a, b]`. The last curve ends at the reach along
    /// the edge going out; the corner starts at the same reach on the edge coming in.
    private static let continuousCorner: [[Double]] = [
        [1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600],
        [0.63149399, 0.07491100],
        [0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399],
        [0.06549600, 0.66993427],
        [0, 0.86840689, 0, 1.08849323, 0, continuousReach],
    ]

    /// A quarter circle in the same steps: one curve (control points a circle's 0.5523 radii
    /// from its ends), the rest of no length, so the two kinds blend and morph.
    private static let circularCorner: [[Double]] = {
        let control = 1 - 0.5522847498
        return [[1, 0, 1, 0, 1, 0], [1, 0], [control, 0, 0, control, 0, 1], [0, 1], [0, 1, 0, 1, 0, 1]]
    }()
}
