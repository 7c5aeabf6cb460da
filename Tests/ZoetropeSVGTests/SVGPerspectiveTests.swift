import Testing
@testable import ZoetropeCore
@testable import ZoetropeSVG

/// Elements seen in perspective in the SVG: a mesh of triangles whose affine transforms put
/// every corner where the projection does and stray inside by no more than the tolerance,
/// animated when the element keeps its size, one page per frame when it does not.
@Suite struct SVGPerspectiveTests {
    static func turned(_ degrees: Double, distance: Double = 500) -> Transform3D {
        Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: distance))
    }

    /// A card turned 55° with the viewer 500 points away.
    @Test func everyTriangleStaysWithinTheToleranceOfTheProjection() throws {
        let local = Rect(x: -70, y: -95, width: 140, height: 190)
        let space = Self.turned(55)
        let divisions = try #require(SVGWriter.meshDivisions(local, space))
        #expect(divisions.columns * divisions.rows > 1, "a turned card needs more than one cell")
        #expect(SVGWriter.worstStray(local, space, columns: divisions.columns, rows: divisions.rows) <= SVGWriter.perspectiveTolerance)
        for triangle in SVGWriter.meshTriangles(local, columns: divisions.columns, rows: divisions.rows) {
            let projected = triangle.map { space.project($0)! }
            let matrix = try #require(SVGWriter.affine(from: triangle, to: projected))
            for (corner, target) in zip(triangle, projected) {
                let drawn = matrix.apply(to: corner)
                #expect(abs(drawn.x - target.x) < 1e-9 && abs(drawn.y - target.y) < 1e-9)
            }
        }
        // A flat element needs one cell.
        let flat = try #require(SVGWriter.meshDivisions(local, Transform3D(perspectiveDistance: 500)))
        #expect(flat.columns == 1 && flat.rows == 1)
    }

    @Test func innerEdgesOverlapAndTheBorderReachesPastTheElement() {
        let local = Rect(x: 0, y: 0, width: 10, height: 10)
        let triangle = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        let clip = SVGWriter.clipTriangle(triangle, within: local)
        // The top edge (on the border) moves up by the margin, the right edge right by it;
        // the diagonal (inside) moves down-left by the overlap.
        #expect(abs(clip[1].y + SVGWriter.meshMargin) < 1e-9 && abs(clip[1].x - 10 - SVGWriter.meshMargin) < 1e-9)
        let diagonalShift = (clip[0].x - clip[0].y) / 2.0.squareRoot()
        #expect(diagonalShift < 0, "the diagonal moved outwards, away from the right angle")
    }

    static func timeline(growing: Bool) throws -> Timeline {
        let frame = Rect(x: 100, y: 100, width: 120, height: 160)
        let before = ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: frame, transform3D: turned(10))])
        let after = ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: growing ? frame.inset(by: EdgeInsets(all: -20)) : frame,
                                                                       transform3D: turned(50))])
        let snapshot = CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: ItemID("a"), content: ElementContent(fill: .black))])])
        var view = try CollectionView(snapshot: snapshot, layout: before, bounds: Rect(x: 0, y: 0, width: 320, height: 400))
        let turn = view.setCollectionViewLayout(after, animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 0.5)))
        return Timeline(viewportSize: Size(width: 320, height: 400), background: .white, transitions: [(turn, "turn")])
    }

    @Test func anElementThatKeepsItsSizeIsOneAnimatedMesh() throws {
        let svg = SVGWriter().document(for: try Self.timeline(growing: false))
        #expect(svg.contains("clip-path=\"url(#"))
        #expect(svg.contains("<animateTransform attributeName=\"transform\" type=\"rotate\""))
        #expect(!svg.contains("matrix("), "no pages")
        // Keys along the easing curve, each piece a key spline, not a key per frame.
        #expect(svg.contains("calcMode=\"spline\""))
    }

    @Test func anElementThatGrowsInPerspectiveIsDrawnPageByPage() throws {
        let writer = SVGWriter(perspectiveFrameRate: 30)
        let svg = writer.document(for: try Self.timeline(growing: true))
        #expect(svg.contains("transform=\"matrix("))
        // One page per frame of the half-second turn at 30 per second, and the still ends.
        let pages = svg.components(separatedBy: "calcMode=\"discrete\" values=\"hidden;visible").count - 1
        #expect(pages >= 14 && pages <= 17, "\(pages) pages")
    }

    /// A label's layer goes through the rows of the mesh its lines reach, not the whole card;
    /// the rectangle's through every triangle.
    @Test func aLabelsLayerIsDrawnOnlyThroughTheRowsItsLinesReach() throws {
        let frame = Rect(x: 100, y: 100, width: 140, height: 190)
        let layout = ExplicitLayout(itemPlacements: [ItemID("a"): .init(frame: frame, transform3D: Self.turned(55))])
        let content = ElementContent(fill: .black, label: Label(text: "3", color: .white, fontSize: 28))
        let snapshot = CollectionSnapshot(sections: [Section(id: "s", items: [Item(id: ItemID("a"), content: content)])])
        let view = try CollectionView(snapshot: snapshot, layout: layout, bounds: Rect(x: 0, y: 0, width: 320, height: 400))
        let svg = SVGWriter().document(for: Timeline(viewportSize: Size(width: 320, height: 400), background: .white,
                                                     transitions: [(view.stillTransition(duration: 0.2), "still")]))
        let ids = svg.components(separatedBy: "<use href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let counts = Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +).values.sorted()
        #expect(counts.count == 2, "a rectangle layer and a label layer: \(counts)")
        #expect(counts[0] * 2 <= counts[1], "the label's layer uses at most half the triangles: \(counts)")
    }
}
