@testable import ZoetropeCairo
import Testing
import ZoetropeCore

/// An SVG picture is drawn by librsvg once for each size and quarter-pixel phase it takes on
/// the frame, and laid from those pixels after: a still icon costs one drawing, not one a frame.
@Suite struct VectorPictureCacheTests {
    static let star = ImageAsset(name: "star.svg", svgData: Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z" fill="#F5A623"/></svg>"##.utf8),
                                 width: 24, height: 24)

    func frame(iconAt x: Double, size: Double = 48) -> Frame {
        var content = ElementContent(fill: .white)
        content.image = ImageContent(asset: Self.star, mode: .aspectFit)
        let element = FrameElement(lifetime: 0, identity: .item("star"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: x, y: 10, width: size, height: size)),
                                   content: content)
        return Frame(time: 0, viewportSize: Size(width: 200, height: 80), contentOffset: .zero, background: .white, elements: [element])
    }

    @Test func aStillPictureIsDrawnOnceForEveryFrame() throws {
        let renderer = FrameRenderer(scale: 2)
        var cache = DrawingCache()
        let image = try renderer.makeImage(for: Size(width: 200, height: 80))
        for _ in 0..<10 { try renderer.draw(frame(iconAt: 20), into: image, cache: &cache) }
        #expect(cache.vectorRasterisations == 1)
        // Moved by whole pixels it is laid again from the same pixels; a new size is drawn anew.
        try renderer.draw(frame(iconAt: 21), into: image, cache: &cache)
        #expect(cache.vectorRasterisations == 1)
        try renderer.draw(frame(iconAt: 20, size: 60), into: image, cache: &cache)
        #expect(cache.vectorRasterisations == 2)
    }

    @Test func theFrameIsTheSameWhetherThePictureWasInTheCacheOrNot() throws {
        let renderer = FrameRenderer(scale: 2)
        var warm = DrawingCache()
        let image = try renderer.makeImage(for: Size(width: 200, height: 80))
        try renderer.draw(frame(iconAt: 20.3), into: image, cache: &warm)
        try renderer.draw(frame(iconAt: 20.3), into: image, cache: &warm)
        let fromCache = image.rgbaPixels()
        let fresh = try renderer.render(frame(iconAt: 20.3)).rgbaPixels()
        #expect(fromCache == fresh)
        // And the picture is there: the star's orange at its middle.
        let middle = ((10 + 24) * 2 * 400 + Int((20.3 + 24) * 2)) * 4
        #expect(fresh[middle] > 200 && fresh[middle + 1] > 120 && fresh[middle + 1] < 200 && fresh[middle + 2] < 80)
    }
}
