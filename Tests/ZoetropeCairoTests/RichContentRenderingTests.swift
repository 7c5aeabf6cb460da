import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore

/// Gradients, shadows, pictures, aligned and fitted labels, transparent backgrounds, and the
/// degenerate transforms that must not break a frame.
@Suite struct RichContentRenderingTests {
    func render(_ content: ElementContent, frame rect: Rect = Rect(x: 20, y: 20, width: 60, height: 40), transform: Transform = .identity,
                background: Color = .white, scale: Int = 1) throws -> RasterImage {
        let element = FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: rect, transform: transform),
                                   content: content)
        return try FrameRenderer(scale: scale).render(Frame(time: 0, viewportSize: Size(width: 100, height: 80), contentOffset: .zero,
                                                            background: background, elements: [element]))
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let pixels = image.rgbaPixels()
        let offset = (y * image.width + x) * 4
        return pixels[offset..<offset + 4].map(Int.init)
    }

    @Test func aGradientRunsFromItsStartToItsEndInTheElementsUnitSquare() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Left to right across a 60-point-wide element at x 20…80.
        let image = try render(ElementContent(fill: .linearGradient(LinearGradient(colors: [red, blue], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))))
        let left = pixel(image, 21, 40), middle = pixel(image, 50, 40), right = pixel(image, 78, 40)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(abs(middle[0] - 128) <= 3 && abs(middle[2] - 128) <= 3)
        #expect(right[2] > 240 && right[0] < 15)
        // Lines of equal colour are vertical: the top and bottom of a column agree.
        #expect(pixel(image, 50, 21) == pixel(image, 50, 58))
    }

    @Test func anElementShowsOnlyInsideItsClip() throws {
        let element = FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 20, width: 60, height: 40),
                                                                clipRect: Rect(x: 0, y: 30, width: 100, height: 20)),
                                   content: ElementContent(fill: Color(red: 0, green: 0, blue: 0)))
        let image = try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 100, height: 80), contentOffset: .zero,
                                                             background: .white, elements: [element]))
        #expect(pixel(image, 50, 40) == [0, 0, 0, 255])
        #expect(pixel(image, 50, 25) == [255, 255, 255, 255], "above the clip")
        #expect(pixel(image, 50, 55) == [255, 255, 255, 255], "below the clip")
    }

    @Test func anIconIsARoundedSquareAtTheLeadingInset() throws {
        var content = ElementContent(fill: .white)
        content.icon = Icon(color: Color(red: 1, green: 0, blue: 0), size: 20, cornerRadius: 4, leadingInset: 4)
        let image = try render(content)
        // The element spans x 20…80, y 20…60: the icon x 24…44, y 30…50.
        #expect(pixel(image, 34, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 50, 40) == [255, 255, 255, 255])
        #expect(pixel(image, 24, 30)[1] > 100, "its corner is rounded")
    }

    @Test func accessoriesAreDrawnAtTheTrailingEdgeTheLastOutermost() throws {
        // A checkmark inside the 16-point trailing inset; a chevron without the checkmark.
        var content = ElementContent(fill: .white)
        content.accessories = [.checkmark(trailingInset: 4)]
        let image = try render(content)
        // Somewhere in the 20 points left of the inset, blue; nothing blue on the leading half.
        func blue(_ p: [Int]) -> Bool { p[2] > 200 && p[0] < 120 }
        let trailing = (56...76).flatMap { x in (28...52).map { y in pixel(image, x, y) } }
        let leading = (21...49).flatMap { x in (21...59).map { y in pixel(image, x, y) } }
        #expect(trailing.contains(where: blue))
        #expect(!leading.contains(where: blue))
    }

    @Test func aShadowFallsBelowTheElementOffsetAndSoft() throws {
        let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), offset: Point(x: 0, y: 6), radius: 4)
        let image = try render(ElementContent(fill: .white, shadow: shadow))
        // The element spans y 20…60; below it the shadow darkens, above it hardly.
        let below = pixel(image, 50, 63), above = pixel(image, 50, 18), far = pixel(image, 50, 75)
        #expect(below[0] < 200)
        #expect(above[0] > below[0] + 40)
        #expect(far[0] > 250)
        // Soft: it fades with distance, and the element itself stays white on top.
        #expect(pixel(image, 50, 61)[0] < pixel(image, 50, 66)[0])
        #expect(pixel(image, 50, 40) == [255, 255, 255, 255])
    }

    /// A 2×1 picture, red on the left, blue on the right.
    func twoPixels() throws -> ImageAsset {
        let picture = try RasterImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let path = NSTemporaryDirectory() + "zoetrope-two-pixels-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try picture.writePNG(to: path)
        return ImageAsset(name: "two.png", pngData: [UInt8](FileManager.default.contents(atPath: path)!), pixelWidth: 2, pixelHeight: 1)
    }

    @Test func aPictureFillsOrFitsItsElement() throws {
        let asset = try twoPixels()
        // A 60×40 element: filling, the 2:1 picture is 80×40 and overflows left and right;
        // fitting, it is 60×30, with the fill showing above and below.
        let filled = try render(ElementContent(fill: .white, image: ImageContent(asset: asset, mode: .aspectFill)))
        #expect(pixel(filled, 22, 22)[0] > 200 && pixel(filled, 22, 22)[2] < 50)
        #expect(pixel(filled, 77, 57)[2] > 200 && pixel(filled, 77, 57)[0] < 50)
        #expect(pixel(filled, 10, 40) == [255, 255, 255, 255])  // clipped to the element
        let fitted = try render(ElementContent(fill: .color(Color(red: 0, green: 1, blue: 0)), image: ImageContent(asset: asset, mode: .aspectFit)))
        #expect(pixel(fitted, 50, 22)[1] > 200)  // the fill above the picture
        #expect(pixel(fitted, 25, 40)[0] > 200)
    }

    @Test func aPictureIsClippedToTheCorners() throws {
        let asset = try twoPixels()
        let rounded = try render(ElementContent(fill: .clear, cornerRadius: 20, image: ImageContent(asset: asset)))
        #expect(pixel(rounded, 21, 21) == [255, 255, 255, 255])  // outside the rounded corner
        #expect(pixel(rounded, 30, 40)[0] > 200)
    }

    @Test func aCorruptPictureIsAnErrorNamingIt() throws {
        let broken = ImageAsset(name: "broken.png", pngData: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3], pixelWidth: 1, pixelHeight: 1)
        #expect {
            try render(ElementContent(image: ImageContent(asset: broken)))
        } throws: { error in
            "\(error)".contains("broken.png")
        }
    }

    @Test func aFlattenedElementDrawsNothingAndTheFrameStillDraws() throws {
        // A scale of 0 would put Cairo's context into an error state.
        let image = try render(ElementContent(fill: .black, shadow: Shadow(), label: Label(text: "x")), transform: Transform(scaleX: 0, y: 0))
        #expect(pixel(image, 50, 40) == [255, 255, 255, 255])
    }

    @Test func aTransparentBackgroundStaysTransparentAndIsWrittenWithAlpha() throws {
        let image = try render(ElementContent(fill: .black), background: .clear)
        #expect(pixel(image, 5, 5)[3] == 0)
        #expect(pixel(image, 50, 40) == [0, 0, 0, 255])
        #expect(!image.isOpaque)
        let png = PNGEncoder().encode(image, opaque: false)
        #expect(png[25] == 6)
    }

    @Test func aSingleLineAlignsAgainstItsInsets() throws {
        func inkColumns(_ alignment: TextAlignment?) throws -> (first: Int, last: Int) {
            let label = Label(text: "III", color: .black, fontSize: 20, alignment: alignment, insets: EdgeInsets(all: 10))
            let image = try render(ElementContent(fill: .white, label: label), frame: Rect(x: 0, y: 0, width: 100, height: 80))
            let columns = (0..<100).filter { x in (30..<50).contains { y in pixel(image, x, y)[0] < 128 } }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let leading = try inkColumns(.leading), trailing = try inkColumns(.trailing), centred = try inkColumns(nil)
        #expect((10...13).contains(leading.first))
        #expect((87...90).contains(trailing.last))
        #expect(abs((centred.first + centred.last) - 100) <= 3)
    }
}
