import Foundation
import ZoetropeCore

/// Where every element of an animation is drawn at the times of its golden frames: its frame,
/// the four corners of its picture on screen (after its transform, anchor point and
/// perspective, the content offset taken away), its alpha and whether it is hidden.
///
/// Pixels alone cannot see a small move: a tile shifted by two thirds of a point changes only
/// the pixels along its edges, and pixelmatch excuses those as anti-aliasing, so every at-rest
/// frame of a layout whose inset grew from 8 to 9 points at @3x passes. Zoetrope knows the
/// geometry it drew, so `AnimationGoldens` keeps it beside the frames (`geometry.json`) and
/// checks it with `Trajectory.Tolerance` (0.01 pt, alpha 0.001) before it compares pixels.
///
/// Elements are matched by identity (`item b`, `header 0 in section s`); an identity shown twice
/// at once (a reload's leaving and coming cells) is told apart by its role. Only elements that
/// would change a pixel on one side or the other are compared: a hidden or transparent one may
/// move as it likes.
public struct GoldenGeometry: Sendable, Equatable {
    /// One element at one moment.
    public struct Element: Sendable, Equatable {
        /// Its identity, with its role when the identity is shown twice at that moment.
        public var name: String
        /// In content coordinates, as the layout gave it.
        public var frame: Rect
        /// Where the picture's top-left, top-right, bottom-right and bottom-left corners are
        /// drawn, in points of the frame; nil for a corner at or behind the viewer.
        public var corners: [Point?]
        public var alpha: Double
        public var isHidden: Bool

        /// Whether drawing it changes any pixel (as `FrameElement.isVisible`).
        var isVisible: Bool { !isHidden && alpha > 0 && !frame.isEmpty }
    }

    /// Every element at one time.
    public struct Moment: Sendable, Equatable {
        public var time: Double
        public var contentOffset: Point
        public var elements: [Element]
    }

    /// One way the geometry differs from the golden's.
    public struct Difference: Sendable, Equatable, CustomStringConvertible {
        public var time: Double
        /// The element, or nil for the moment itself (a time missing, the content offset).
        public var element: String?
        /// The golden's value and the value now, in words.
        public var detail: String

        public var description: String {
            "t = \(Trajectory.seconds(time)): " + (element.map { "\($0): " } ?? "") + detail
        }
    }

    public var moments: [Moment]

    public init(moments: [Moment]) {
        self.moments = moments
    }

    /// The geometry of `timeline` at `times`.
    public init(of timeline: Timeline, at times: [Double]) {
        self.init(frames: times.map(timeline.frame(at:)))
    }

    /// The geometry of these frames, each a moment.
    public init(frames: [Frame]) {
        moments = frames.map { frame in
            var seen: [String: Int] = [:]
            for element in frame.elements { seen["\(element.identity)", default: 0] += 1 }
            let elements = frame.elements.map { element -> Element in
                let identity = "\(element.identity)"
                let name = seen[identity, default: 0] > 1 ? "\(identity) (\(element.role.rawValue))" : identity
                let attributes = element.attributes
                return Element(name: name, frame: attributes.frame,
                               corners: Self.corners(of: attributes, anchor: element.content.anchorPoint, offset: frame.contentOffset),
                               alpha: attributes.alpha, isHidden: attributes.isHidden)
            }
            return Moment(time: frame.time, contentOffset: frame.contentOffset, elements: elements)
        }
    }

    /// Where the picture's corners are drawn: the anchor point lies at the attributes' centre
    /// and the transform turns about it, as Core Animation draws a layer.
    static func corners(of attributes: LayoutAttributes, anchor: Point, offset: Point) -> [Point?] {
        let size = attributes.frame.size, center = attributes.center
        let transform = attributes.spatialTransform
        let left = -anchor.x * size.width, right = (1 - anchor.x) * size.width
        let top = -anchor.y * size.height, bottom = (1 - anchor.y) * size.height
        return [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)].map { corner in
            transform.project(corner).map { Point(x: center.x + $0.x - offset.x, y: center.y + $0.y - offset.y) }
        }
    }

    /// How this geometry differs from `golden`'s beyond `tolerance`: each element's corners
    /// and frame edges (points), its alpha, whether it is hidden, and elements shown on one
    /// side only. Empty when they agree.
    public func differences(from golden: GoldenGeometry, tolerance: Trajectory.Tolerance = Trajectory.Tolerance()) -> [Difference] {
        var found: [Difference] = []
        let now = Dictionary(moments.map { (Self.key($0.time), $0) }, uniquingKeysWith: { first, _ in first })
        for was in golden.moments {
            guard let moment = now[Self.key(was.time)] else {
                found.append(Difference(time: was.time, element: nil, detail: "the goldens have this time; it was not checked now"))
                continue
            }
            found += moment.differences(from: was, tolerance: tolerance)
        }
        let times = Set(golden.moments.map { Self.key($0.time) })
        for moment in moments where !times.contains(Self.key(moment.time)) {
            found.append(Difference(time: moment.time, element: nil, detail: "checked now; the goldens have no geometry at this time"))
        }
        return found
    }

    /// Times match to the millisecond, as the golden frames' names do.
    private static func key(_ time: Double) -> Int { Int((time * 1000).rounded()) }
}

extension GoldenGeometry.Moment {
    func differences(from golden: GoldenGeometry.Moment, tolerance: Trajectory.Tolerance) -> [GoldenGeometry.Difference] {
        var found: [GoldenGeometry.Difference] = []
        func add(_ element: String?, _ detail: String) {
            found.append(GoldenGeometry.Difference(time: time, element: element, detail: detail))
        }
        let now = Dictionary(elements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(golden.elements.map(\.name))
        for was in golden.elements {
            guard let element = now[was.name] else {
                if was.isVisible { add(was.name, "shown in the goldens at \(Self.text(was.frame)), not shown now") }
                continue
            }
            guard was.isVisible || element.isVisible else { continue }
            if was.isHidden != element.isHidden {
                add(was.name, element.isHidden ? "hidden now, shown in the goldens" : "shown now, hidden in the goldens")
                continue
            }
            let off = Swift.max(abs(element.frame.minX - was.frame.minX), abs(element.frame.minY - was.frame.minY),
                                abs(element.frame.maxX - was.frame.maxX), abs(element.frame.maxY - was.frame.maxY))
            if !(off <= tolerance.points) {
                add(was.name, "frame \(Self.text(element.frame)), the goldens' \(Self.text(was.frame)): an edge is \(Trajectory.number(off)) pt off (tolerance \(Trajectory.number(tolerance.points)) pt)")
            }
            for (index, (corner, wasCorner)) in zip(element.corners, was.corners).enumerated() {
                let label = ["top-left", "top-right", "bottom-right", "bottom-left"][index]
                switch (corner, wasCorner) {
                case (let corner?, let wasCorner?):
                    let cornerOff = Swift.max(abs(corner.x - wasCorner.x), abs(corner.y - wasCorner.y))
                    if !(cornerOff <= tolerance.points), off <= tolerance.points {
                        add(was.name, "its \(label) corner is drawn at \(Self.text(corner)), the goldens' at \(Self.text(wasCorner)): \(Trajectory.number(cornerOff)) pt off (tolerance \(Trajectory.number(tolerance.points)) pt)")
                    }
                case (nil, nil): break
                default:
                    add(was.name, "its \(label) corner is \(corner == nil ? "behind the viewer now" : "drawn now at \(Self.text(corner!))"), \(wasCorner == nil ? "behind the viewer in the goldens" : "at \(Self.text(wasCorner!)) in the goldens")")
                }
            }
            if !(abs(element.alpha - was.alpha) <= tolerance.alpha) {
                add(was.name, "alpha \(Trajectory.number(element.alpha)), the goldens' \(Trajectory.number(was.alpha)) (tolerance \(Trajectory.number(tolerance.alpha)))")
            }
        }
        for element in elements where !names.contains(element.name) && element.isVisible {
            add(element.name, "shown now at \(Self.text(element.frame)), not in the goldens")
        }
        if found.isEmpty, !(Swift.max(abs(contentOffset.x - golden.contentOffset.x), abs(contentOffset.y - golden.contentOffset.y)) <= tolerance.points) {
            add(nil, "content offset \(Self.text(contentOffset)), the goldens' \(Self.text(golden.contentOffset))")
        }
        return found
    }

    static func text(_ point: Point) -> String { "(\(Trajectory.number(point.x)), \(Trajectory.number(point.y)))" }

    /// `(x, y, width, height)`, to 1/10,000 of a point.
    static func text(_ rect: Rect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map(Trajectory.number).joined(separator: ", ") + ")"
    }
}
