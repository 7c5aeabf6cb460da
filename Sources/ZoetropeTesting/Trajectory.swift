import Foundation
import ZoetropeCore

/// One element's path through an animation, checked without drawing a pixel: where it is, how
/// opaque and how transformed at a given time, within a tolerance.
///
/// Each `expect` throws a `Trajectory.Mismatch` that names the element, the time, what was
/// expected and what was found, so a test needs no framework-specific assertion:
///
/// ```swift
/// @Test func theDeletedSwatchFades() throws {            // or an XCTest method that throws
///     let timeline = try FixtureDocument.load(path: "Fixtures/feed.json").makeTimeline()
///     let pink = Trajectory(item: "pink", in: timeline)
///     try pink.expect(at: 1.2, frame: Rect(x: 16, y: 140, width: 78, height: 78), alpha: 1)
///     try pink.expect(at: 1.45, alpha: 0.5)
///     try pink.expectAbsent(at: 1.7)
/// }
/// ```
///
/// While a reload cross-fades, an item is shown twice (the old cell leaving, the new one
/// coming); the trajectory follows the one that stays.
public struct Trajectory: Sendable {
    public let timeline: Timeline
    public let element: ElementIdentity

    /// How far a value may be from the expected one and still match.
    public struct Tolerance: Sendable, Equatable {
        /// Points, for each of a frame's edges and a centre's coordinates.
        public var points: Double
        /// For alpha, 0 to 1.
        public var alpha: Double
        /// For each of a transform's six components.
        public var transform: Double

        public init(points: Double = 0.01, alpha: Double = 0.001, transform: Double = 0.0001) {
            self.points = points
            self.alpha = alpha
            self.transform = transform
        }
    }

    /// Why an expectation failed, in words a person can act on.
    public struct Mismatch: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public init(of element: ElementIdentity, in timeline: Timeline) {
        self.timeline = timeline
        self.element = element
    }

    /// The item with this id.
    public init(item id: String, in timeline: Timeline) {
        self.init(of: .item(ItemID(id)), in: timeline)
    }

    /// The element as shown at `time`, or nil when it is not on screen then.
    public func shown(at time: Double) -> FrameElement? {
        let matches = timeline.frame(at: time).elements.filter { $0.identity == element }
        return matches.last { $0.role != .disappearing } ?? matches.first
    }

    /// The element's attributes at `time`, or nil when it is not on screen then.
    public func attributes(at time: Double) -> LayoutAttributes? {
        shown(at: time)?.attributes
    }

    /// Checks every value given (the others are not checked) at `time`.
    public func expect(at time: Double, frame: Rect? = nil, center: Point? = nil, alpha: Double? = nil,
                       transform: Transform? = nil, tolerance: Tolerance = Tolerance()) throws(Mismatch) {
        guard let attributes = attributes(at: time) else {
            throw Mismatch(description: "\(element) at \(Self.seconds(time)): not shown (it is not in the frame at that time)")
        }
        var problems: [String] = []
        if let frame {
            let found = attributes.frame
            let off = Swift.max(abs(found.minX - frame.minX), abs(found.minY - frame.minY), abs(found.maxX - frame.maxX), abs(found.maxY - frame.maxY))
            if !(off <= tolerance.points) {
                problems.append("frame is \(found), expected \(frame): an edge is \(Self.number(off)) pt off (tolerance \(Self.number(tolerance.points)) pt)")
            }
        }
        if let center {
            let found = attributes.center
            let off = Swift.max(abs(found.x - center.x), abs(found.y - center.y))
            if !(off <= tolerance.points) {
                problems.append("center is (\(Self.number(found.x)), \(Self.number(found.y))), expected (\(Self.number(center.x)), \(Self.number(center.y))): \(Self.number(off)) pt off (tolerance \(Self.number(tolerance.points)) pt)")
            }
        }
        if let alpha {
            let off = abs(attributes.alpha - alpha)
            if !(off <= tolerance.alpha) {
                problems.append("alpha is \(Self.number(attributes.alpha)), expected \(Self.number(alpha)) (tolerance \(Self.number(tolerance.alpha)))")
            }
        }
        if let transform {
            let found = attributes.transform
            let off = zip([found.a, found.b, found.c, found.d, found.tx, found.ty], [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
                .map { abs($0 - $1) }.max()!
            if !(off <= tolerance.transform) {
                problems.append("transform is \(found), expected \(transform): a component is \(Self.number(off)) off (tolerance \(Self.number(tolerance.transform)))")
            }
        }
        guard problems.isEmpty else {
            throw Mismatch(description: "\(element) at \(Self.seconds(time)): " + problems.joined(separator: "; "))
        }
    }

    /// Checks that the element is not on screen at `time` (deleted, not yet inserted, or
    /// scrolled out).
    public func expectAbsent(at time: Double) throws(Mismatch) {
        if let attributes = attributes(at: time) {
            throw Mismatch(description: "\(element) at \(Self.seconds(time)): shown at \(attributes.frame) with alpha \(Self.number(attributes.alpha)), expected it gone")
        }
    }

    static func seconds(_ time: Double) -> String { "\(number(time)) s" }

    static func number(_ value: Double) -> String { DecimalText.string(value, decimals: 4) }
}
