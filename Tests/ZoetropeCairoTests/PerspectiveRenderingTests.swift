import Testing
@testable import ZoetropeCairo
import ZoetropeCore

/// Elements in perspective in the PNG frames: warped through the projection, whatever their
/// size.
@Suite struct PerspectiveRenderingTests {
    static func frame(elementSize: Size, viewport: Size) -> Frame {
        var attributes = LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)),
                                          frame: Rect(center: Point(x: viewport.width / 2, y: viewport.height / 2), size: elementSize))
        attributes.setTransform3D(Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 20_000)))
        let element = FrameElement(lifetime: 0, identity: .item(ItemID("a")), role: .staying, reason: nil, attributes: attributes,
                                   content: ElementContent(fill: Color(red: 1, green: 0, blue: 0)))
        return Frame(time: 0, viewportSize: viewport, contentOffset: .zero, background: .white, elements: [element])
    }

    /// A card 6,000 points square at scale 3 would need a flat picture of 36,000² pixels at
    /// the usual resolution; it is drawn at a lower one instead of not at all.
    @Test func aVeryLargeElementInPerspectiveIsStillDrawn() throws {
        let image = try FrameRenderer(scale: 3).render(Self.frame(elementSize: Size(width: 6_000, height: 6_000), viewport: Size(width: 100, height: 100)))
        let pixels = image.rgbaPixels()
        let middle = (image.height / 2 * image.width + image.width / 2) * 4
        #expect(Array(pixels[middle..<middle + 3]) == [255, 0, 0])
    }
}
