import Foundation
import Testing
@testable import ZoetropeCore

/// Transforms in space: decomposed and composed again without loss, interpolated as CSS and
/// Core Animation interpolate them (a turn passes through the half-turn, perspective kept),
/// projected as Core Animation projects a layer's plane.
@Suite struct Transform3DTests {
    static func turned(_ angle: Double, x: Double = 0, y: Double = 1, perspective: Double? = 500) -> Transform3D {
        var t = Transform3D(rotationAngle: angle, x: x, y: y, z: 0)
        if let perspective { t = t.concatenating(Transform3D(perspectiveDistance: perspective)) }
        return t
    }

    static func close(_ a: Transform3D, _ b: Transform3D, within tolerance: Double = 1e-9) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let samples: [Transform3D] = [
        .identity,
        turned(0.7),
        turned(-1.2, x: 1, y: 0),
        turned(2.5, x: 1, y: 1, perspective: 300),
        Transform3D(Transform(scaleX: 0.5, y: 2)).concatenating(turned(0.4)),
        Transform3D(Transform(a: 1, b: 0, c: 0.3, d: 1, tx: 12, ty: -7)).concatenating(turned(-0.3, x: 1, y: 0.2)),
        Transform3D(Transform(scaleX: -1, y: 1)).concatenating(turned(0.2, perspective: 800)),
    ]

    @Test(arguments: samples)
    func decomposingAndComposingGivesTheSameTransform(_ transform: Transform3D) throws {
        let components = try #require(Transform3DComponents(transform))
        // The same transform up to its homogeneous scale (the decomposition divides by m44).
        let normalized = Transform3D(rows: transform.rows.map { $0.map { $0 / transform.m44 } })
        #expect(Self.close(components.transform, normalized, within: 1e-12), "\(components.transform) is not \(normalized)")
    }

    @Test func aTurnAboutTheVerticalAxisPassesThroughItsHalfWay() throws {
        let from = Self.turned(0), to = Self.turned(80 * .pi / 180)
        let halfway = from.interpolated(to: to, progress: 0.5)
        #expect(Self.close(halfway, Self.turned(40 * .pi / 180), within: 1e-12), "\(halfway)")
        // The flat picture's numbers halfway would be cos 0° and cos 80° averaged: narrower.
        #expect(abs(halfway.m11 - cos(40 * .pi / 180)) < 1e-9)
    }

    @Test func aTurnGoesTheShorterWayRound() throws {
        let halfway = Self.turned(170 * .pi / 180, perspective: nil).interpolated(to: Self.turned(-170 * .pi / 180, perspective: nil), progress: 0.5)
        #expect(Self.close(halfway, Self.turned(.pi, perspective: nil)), "\(halfway)")
    }

    @Test func theEndsAreTheEnds() {
        let from = Self.turned(0.3), to = Self.turned(-0.9, x: 1, y: 0, perspective: 300)
        #expect(Self.close(from.interpolated(to: to, progress: 0), from))
        #expect(Self.close(from.interpolated(to: to, progress: 1), to))
    }

    /// A card 200 points wide turned 60° about its vertical axis (a positive angle, as
    /// `CATransform3DMakeRotation` takes it), the viewer 500 points away: its right edge goes
    /// back, so it is drawn nearer the middle and shorter; its left edge comes forward, drawn
    /// further out and taller. The numbers are the projection worked by
    /// hand: x · cos θ / (1 + x · sin θ / d), y / (1 + x · sin θ / d).
    @Test func theFarEdgeIsDrawnShorterAsCoreAnimationProjectsIt() throws {
        let angle = Double.pi / 3
        let t = Self.turned(angle)
        let right = try #require(t.project(Point(x: 100, y: 100)))
        let left = try #require(t.project(Point(x: -100, y: 100)))
        let wRight = 1 + 100 * sin(angle) / 500, wLeft = 1 - 100 * sin(angle) / 500
        #expect(abs(right.x - 100 * cos(angle) / wRight) < 1e-9 && abs(right.y - 100 / wRight) < 1e-9)
        #expect(abs(left.x + 100 * cos(angle) / wLeft) < 1e-9 && abs(left.y - 100 / wLeft) < 1e-9)
        #expect(t.drawsWithPerspective)
        #expect(!Transform3D(perspectiveDistance: 500).drawsWithPerspective, "perspective alone leaves a flat element flat")
    }

    @Test func aPointBehindTheViewerIsNotDrawn() {
        // Turned 80° with the viewer 100 points away: the near edge of a 400-point card passes
        // the viewer.
        let t = Self.turned(80 * .pi / 180, perspective: 100)
        #expect(t.project(Point(x: -200, y: 0)) == nil)
        #expect(t.project(Point(x: 200, y: 0)) != nil)
    }

    @Test func attributesKeepASpatialTransformOnlyWhenItIsNotFlat() {
        var attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        attributes.setTransform3D(Transform3D(Transform(rotationAngle: 0.5)))
        #expect(attributes.transform3D == nil && attributes.transform == Transform(rotationAngle: 0.5))
        attributes.setTransform3D(Self.turned(0.5))
        #expect(attributes.transform3D == Self.turned(0.5) && attributes.drawsWithPerspective)
        #expect(abs(attributes.transform.a - cos(0.5)) < 1e-12)
        attributes.transform = .identity
        #expect(attributes.transform3D == nil, "setting the flat transform makes the element flat")
    }

    @Test func attributesInterpolateTheirTurnInSpace() {
        let element = ElementID.cell(IndexPath(item: 0, section: 0))
        var from = LayoutAttributes(element: element, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var to = from
        from.setTransform3D(Self.turned(0))
        to.setTransform3D(Self.turned(1.2))
        let halfway = from.interpolated(to: to, progress: 0.5)
        #expect(halfway.transform3D.map { Self.close($0, Self.turned(0.6)) } == true)
        // From a flat element: the flat end is the same transform in space.
        let flat = LayoutAttributes(element: element, frame: from.frame)
        #expect(flat.interpolated(to: to, progress: 0.5).transform3D.map { Self.close($0, Self.turned(0.6, perspective: nil).concatenating(
            Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: -0.5 / 500,
                        m41: 0, m42: 0, m43: 0, m44: 1)), within: 1e-9) } == true)
    }

    @Test func theProjectedBoxCoversTheDrawnCorners() throws {
        var attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 100, y: 100, width: 200, height: 200))
        attributes.setTransform3D(Self.turned(.pi / 3))
        let box = attributes.transformedBoundingBox
        let left = try #require(Self.turned(.pi / 3).project(Point(x: -100, y: -100)))
        #expect(abs(box.minY - (200 + left.y)) < 1e-9, "the near (left) edge is the taller")
        #expect(abs(box.minX - (200 + left.x)) < 1e-9)
    }
}
