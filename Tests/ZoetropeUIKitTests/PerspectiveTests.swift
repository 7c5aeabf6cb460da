import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// A layout's `transform3D` with perspective (`m34`) is drawn as Core Animation draws it: the
/// card's far edge shorter than its near one, where the projection puts its corners, and its
/// turn animated in space, each frame of a scroll turned as the layout answers for that
/// frame's bounds.
@Suite struct PerspectiveTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A cover flow at rest, a card inserted, then (unless `scrolls` is false) an animated
    /// scroll by one card.
    static func recordCoverFlow(scrolls: Bool = true) throws -> Timeline {
        let source = ColorDataSource(sections: [Palette.colors(7)])
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: CoverFlowLayout()) { collectionView in
            source.register(in: collectionView)
            collectionView.pause(for: 0.2)
            source.sections[0].insert(.systemTeal, at: 1)
            collectionView.performBatchUpdates { collectionView.insertItems(at: [UIKitIndexPath(item: 1, section: 0)]) }
            if scrolls { collectionView.setContentOffset(CGPoint(x: 170, y: 0), animated: true) }
            collectionView.pause(for: 0.2)
        }
    }

    /// The turn `CoverFlowLayout` gives a card centred at `x` when the content offset is `offset`.
    static func expectedTurn(centerX x: Double, offset: Double) -> Transform3D {
        let distance = Swift.max(-1, Swift.min(1, (x - offset - 195) / 390))
        return Transform3D(rotationAngle: -distance * Double(CoverFlowLayout.maximumAngle), x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: -1 / Double(CoverFlowLayout.perspective)))
    }

    static func close(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func aPerspectiveTransformIsKeptWholeNotRefused() throws {
        let timeline = try Self.recordCoverFlow()
        let track = try #require(timeline.segments[0].transition.tracks.first { $0.element == .cell(IndexPath(item: 1, section: 0)) })
        let space = try #require(track.to.transform3D)
        #expect(space.drawsWithPerspective)
        #expect(Self.close(space, Self.expectedTurn(centerX: track.to.frame.midX, offset: 0)), "\(space)")
    }

    /// The second card at rest, turned away on the right: every column of it is drawn from
    /// the projected top edge to the projected bottom edge, so its far side is shorter.
    @Test func theFarEdgeIsDrawnShorterWhereTheProjectionPutsIt() throws {
        let timeline = try Self.recordCoverFlow()
        let frame = timeline.frame(at: 0.1)
        let card = try #require(frame.elements.first { $0.attributes.element == .cell(IndexPath(item: 1, section: 0)) })
        let space = try #require(card.attributes.transform3D)
        let center = card.attributes.frame.center, half = (w: card.attributes.frame.width / 2, h: card.attributes.frame.height / 2)
        func corner(_ x: Double, _ y: Double) throws -> Point { try #require(space.project(Point(x: x, y: y))) + center }
        let topLeft = try corner(-half.w, -half.h), topRight = try corner(half.w, -half.h)
        let bottomLeft = try corner(-half.w, half.h), bottomRight = try corner(half.w, half.h)
        func along(_ a: Point, _ b: Point, x: Double) -> Double { a.y + (x - a.x) * (b.y - a.y) / (b.x - a.x) }

        let image = try FrameRenderer(scale: 1).render(frame)
        let pixels = image.rgbaPixels()
        // The card's colour, where its centre is drawn.
        let middle = (Int(center.y + (space.project(.zero)?.y ?? 0)) * image.width + Int(center.x + (space.project(.zero)?.x ?? 0))) * 4
        let expected = pixels[middle..<middle + 3].map { Int($0) }
        #expect(expected != [255, 255, 255])
        func isCard(_ x: Int, _ y: Int) -> Bool {
            let i = (y * image.width + x) * 4
            return (0..<3).allSatisfy { abs(Int(pixels[i + $0]) - expected[$0]) < 8 }
        }
        var heights: [Double] = []
        for x in [Int(topLeft.x) + 20, Int(topLeft.x) + 60, image.width - 10] {
            let rows = (0..<image.height).filter { isCard(x, $0) }
            let top = try #require(rows.first), bottom = try #require(rows.last)
            let column = Double(x) + 0.5
            // Antialiased edges: the first and last rows of the card's colour lie within a pixel
            // and a half of the projected edges.
            #expect(abs(Double(top) - along(topLeft, topRight, x: column)) < 1.5, "top of column \(x)")
            #expect(abs(Double(bottom + 1) - along(bottomLeft, bottomRight, x: column)) < 1.5, "bottom of column \(x)")
            heights.append(Double(bottom - top))
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2] || heights[0] > heights[1] && heights[1] > heights[2], "\(heights)")
        #expect(abs(heights[0] - heights[2]) > 10, "the near and far sides differ: \(heights)")
    }

    /// Every frame of the animated scroll turns each card as the layout answers for that
    /// frame's content offset.
    @Test func everyFrameOfAScrollIsTurnedForItsOwnBounds() throws {
        let timeline = try Self.recordCoverFlow()
        let scrolling = timeline.segments.filter { $0.label == "setContentOffset(_:animated:)" }
        #expect(scrolling.count > 5)
        for segment in scrolling {
            let frame = timeline.frame(at: segment.start + segment.duration / 2)
            for element in frame.elements where element.role != .disappearing {
                let space = element.attributes.spatialTransform
                let expected = Self.expectedTurn(centerX: element.attributes.frame.midX, offset: frame.contentOffset.x)
                #expect(Self.close(space, expected),
                        "\(element.attributes.element) at \(frame.time)")
            }
        }
    }

    /// The SVG draws an element in perspective as a mesh of triangles (the browser tests
    /// check the picture), animated where the cards keep their size.
    @Test func theSVGDrawsThePerspectiveAsAnAnimatedMeshOfTriangles() throws {
        let timeline = try Self.recordCoverFlow(scrolls: false)
        let svg = SVGWriter(title: "cover flow").document(for: timeline)
        #expect(svg.contains("clip-path=\"url(#"))
        #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"rotate\""))
        #expect(!svg.contains("matrix("), "no pages: every card keeps its size")
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func framesAreWrittenForLooking() throws {
        guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] else { return }
        let timeline = try Self.recordCoverFlow()
        for (name, time) in [("coverflow-start", 0.1), ("coverflow-insert", 0.35), ("coverflow-scroll", 0.7), ("coverflow-end", 1.2)] {
            try FrameRenderer(scale: 2).render(timeline.frame(at: time)).writePNG(to: folder + "/\(name).png")
        }
        try SVGWriter(title: "cover flow", textOutliner: CairoTextOutliner()).document(for: timeline).write(toFile: folder + "/coverflow.svg", atomically: true, encoding: .utf8)
    }
}
