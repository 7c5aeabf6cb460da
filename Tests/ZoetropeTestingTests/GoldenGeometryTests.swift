import Foundation
import Testing
import ZoetropeCore
import ZoetropeTesting

@Suite struct GoldenGeometryTests {
    func frames(_ attributes: [LayoutAttributes], offset: Point = .zero, anchor: Point? = nil, times: [Double] = [0]) -> [Frame] {
        var content = ElementContent()
        if let anchor { content.anchorPoint = anchor }
        let elements = attributes.enumerated().map { index, attributes in
            FrameElement(lifetime: index, identity: .item(ItemID("\(index)")), role: .staying, reason: nil, attributes: attributes, content: content)
        }
        return times.map { Frame(time: $0, viewportSize: Size(width: 300, height: 300), contentOffset: offset, background: .white, elements: elements) }
    }

    func cell(_ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: frame)
    }

    /// The corners are where the picture is drawn: turned about its anchor point, less the
    /// content offset.
    @Test func cornersAreWhereThePictureIsDrawn() {
        var turned = cell(Rect(x: 100, y: 100, width: 40, height: 20))
        turned.transform = Transform(rotationAngle: .pi / 2)
        let geometry = GoldenGeometry(frames: frames([turned], offset: Point(x: 0, y: 50)))
        let corners = geometry.moments[0].elements[0].corners.map { $0! }
        // Centre (120, 110) on screen at (120, 60); the top-left corner (-20, -10) turned a
        // quarter clockwise lies at (10, -20).
        #expect(abs(corners[0].x - 130) < 1e-9 && abs(corners[0].y - 40) < 1e-9, "\(corners)")
        let hanging = GoldenGeometry(frames: frames([cell(Rect(x: 0, y: 0, width: 40, height: 20))], anchor: Point(x: 0.5, y: 0)))
        // With the anchor at the top edge, the picture hangs from the centre (20, 10).
        #expect(hanging.moments[0].elements[0].corners[0] == Point(x: 0, y: 10))
    }

    @Test func aMoveAnAlphaAndAnElementOnOneSideAreEachNamed() {
        let golden = GoldenGeometry(frames: frames([cell(Rect(x: 0, y: 0, width: 50, height: 50)), cell(Rect(x: 60, y: 0, width: 50, height: 50))]))
        var faded = cell(Rect(x: 0, y: 0.02, width: 50, height: 50))
        faded.alpha = 0.5
        let now = GoldenGeometry(frames: frames([faded]))
        let found = now.differences(from: golden).map(\.description)
        #expect(found == [
            "t = 0 s: item 0: frame (0, 0.02, 50, 50), the goldens' (0, 0, 50, 50): an edge is 0.02 pt off (tolerance 0.01 pt)",
            "t = 0 s: item 0: alpha 0.5, the goldens' 1 (tolerance 0.001)",
            "t = 0 s: item 1: shown in the goldens at (60, 0, 50, 50), not shown now",
        ], "\(found)")
        #expect(golden.differences(from: now).contains { $0.description.hasSuffix("item 1: shown now at (60, 0, 50, 50), not in the goldens") })
        #expect(now.differences(from: golden, tolerance: Trajectory.Tolerance(points: 0.05, alpha: 0.5)).count == 1)
    }

    /// A transparent element may move as it likes: no pixel shows it.
    @Test func anInvisibleElementIsNotCompared() {
        var gone = cell(Rect(x: 0, y: 0, width: 50, height: 50))
        gone.alpha = 0
        var movedGone = gone
        movedGone.frame.origin.x = 30
        let golden = GoldenGeometry(frames: frames([gone]))
        #expect(GoldenGeometry(frames: frames([movedGone])).differences(from: golden).isEmpty)
    }

    @Test func aTransformThatKeepsTheFrameIsCaughtByTheCorners() {
        let golden = GoldenGeometry(frames: frames([cell(Rect(x: 0, y: 0, width: 100, height: 100))]))
        var scaled = cell(Rect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = Transform(scaleX: 1.001, y: 1.001)
        let found = GoldenGeometry(frames: frames([scaled])).differences(from: golden)
        #expect(found.count == 4 && found[0].description.contains("its top-left corner is drawn at (-0.05, -0.05), the goldens' at (0, 0): 0.05 pt off"),
                "\(found)")
    }

    @Test func itsJSONIsReadBackAsWritten() throws {
        var turned = cell(Rect(x: 10.123456, y: 20, width: 30, height: 40))
        turned.setTransform3D(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 500)))
        turned.isHidden = true
        let geometry = GoldenGeometry(frames: frames([turned, cell(Rect(x: 0, y: 0, width: 1, height: 1))], offset: Point(x: 3, y: 4), times: [0, 0.25]))
        let read = try GoldenGeometry(json: geometry.json)
        #expect(read.json == geometry.json)
        #expect(read.moments[0].elements[0].isHidden && read.moments[0].elements[0].frame.minX == 10.1235)
        #expect(read.differences(from: geometry).isEmpty)
        #expect(throws: GoldenGeometry.UnreadableFile.self) { try GoldenGeometry(json: "[]") }
    }
}
