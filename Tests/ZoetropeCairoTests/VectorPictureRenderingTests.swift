import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore

/// SVG pictures, drawn by librsvg as vectors at the frame's own scale: sharp at any size,
/// fitted or filling as PNG pictures are, clipped to the corners, and following nothing the
/// file refers to.
@Suite struct VectorPictureRenderingTests {
    /// A 20×10 picture: its left half red, its right half blue, the seam at x 10.
    static let halves = #"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
          <rect width="10" height="10" fill="#FF0000"/><rect x="10" width="10" height="10" fill="#0000FF"/>
        </svg>
        """#

    func asset(_ svg: String, name: String = "p.svg") throws -> ImageAsset {
        try SVGPictureReader.asset(name: name, bytes: Array(svg.utf8))
    }

    func render(_ content: ElementContent, frame rect: Rect = Rect(x: 20, y: 20, width: 60, height: 40), scale: Int = 1) throws -> RasterImage {
        let element = FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: rect),
                                   content: content)
        return try FrameRenderer(scale: scale).render(Frame(time: 0, viewportSize: Size(width: 100, height: 80), contentOffset: .zero,
                                                            background: .white, elements: [element]))
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let pixels = image.rgbaPixels()
        let offset = (y * image.width + x) * 4
        return pixels[offset..<offset + 4].map(Int.init)
    }

    @Test func anSVGPictureIsDrawnAsVectorsSharpAtTheFramesScale() throws {
        // Fitted into a 60×40 element at x 20…80 (scale 3: pixels 60…240): the 2:1 picture is
        // 60×30, so its seam is at x 50 points, pixel 150, and runs straight down with no
        // pixels between the colours, as only vectors drawn at this scale give.
        let image = try render(ElementContent(fill: .white, image: ImageContent(asset: asset(Self.halves), mode: .aspectFit)), scale: 3)
        for y in stride(from: 80, through: 160, by: 20) {
            #expect(pixel(image, 149, y) == [255, 0, 0, 255], "red left of the seam, row \(y)")
            #expect(pixel(image, 150, y) == [0, 0, 255, 255], "blue right of the seam, row \(y)")
        }
        // Fitted: 5 points of the fill above and below (y 25…55 is the picture).
        #expect(pixel(image, 120, 3 * 22) == [255, 255, 255, 255])
        #expect(pixel(image, 120, 3 * 26) == [255, 0, 0, 255])
        #expect(pixel(image, 120, 3 * 57) == [255, 255, 255, 255])
    }

    @Test func anSVGPictureFillingItsElementIsCutToTheElementAndItsCorners() throws {
        // Filling the 60×40 element, the picture is 80×40 and overflows 10 points each side.
        let picture = try asset(Self.halves)
        let filled = try render(ElementContent(fill: .white, cornerRadius: 12, image: ImageContent(asset: picture, mode: .aspectFill)))
        #expect(pixel(filled, 30, 40) == [255, 0, 0, 255])
        #expect(pixel(filled, 70, 40) == [0, 0, 255, 255])
        #expect(pixel(filled, 15, 40) == [255, 255, 255, 255], "left of the element")
        #expect(pixel(filled, 21, 21) == [255, 255, 255, 255], "outside the rounded corner")
    }

    @Test func anSVGPictureFollowsNoReferenceOutOfItsFile() throws {
        // A blue picture that exists on this machine, referred to by its absolute `file:`
        // address, by its path, and beside it a web address: none is loaded, the orange
        // square under them shows.
        let folder = NSTemporaryDirectory() + "zoetrope-svg-references-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try RasterImage(width: 1, height: 1, rgba: [0, 0, 255, 255]).writePNG(to: folder + "/blue.png")
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
              <rect width="10" height="10" fill="#FF9500"/>
              <image href="file://\(folder)/blue.png" width="10" height="10" preserveAspectRatio="none"/>
              <image xlink:href="\(folder)/blue.png" width="10" height="10" preserveAspectRatio="none"/>
              <image href="https://example.com/a.png" width="10" height="10"/>
            </svg>
            """
        let image = try render(ElementContent(fill: .white, image: ImageContent(asset: asset(svg))), frame: Rect(x: 20, y: 20, width: 40, height: 40))
        #expect(pixel(image, 40, 40) == [255, 149, 0, 255])
        // The same picture embedded in the file is drawn: the check above can fail.
        let embedded = try RasterImage(width: 1, height: 1, rgba: [0, 0, 255, 255])
        let path = folder + "/embedded.png"
        try embedded.writePNG(to: path)
        let data = try #require(FileManager.default.contents(atPath: path)).base64EncodedString()
        let inline = try render(ElementContent(fill: .white, image: ImageContent(asset: asset(svg.replacingOccurrences(
            of: "https://example.com/a.png\" width=\"10\" height=\"10\"", with: "data:image/png;base64,\(data)\" width=\"10\" height=\"10\" preserveAspectRatio=\"none\"")))),
            frame: Rect(x: 20, y: 20, width: 40, height: 40))
        #expect(pixel(inline, 40, 40) == [0, 0, 255, 255])
    }

    @Test func anSVGPictureIsDrawnAtTheAlphaOfADrawingThatHoldsIt() throws {
        // As a picture made in code draws one (`UIImage.draw(in:)` at an alpha): half of it.
        let picture = try asset(Self.halves)
        let drawing = Drawing(size: Size(width: 60, height: 40), operations: [
            DrawingOperation(kind: .image(picture, in: Rect(x: 0, y: 0, width: 60, height: 30)), alpha: 0.5)
        ])
        var content = ElementContent(fill: .white)
        content.drawing = drawing
        let image = try render(content)
        let red = pixel(image, 30, 30)
        #expect(abs(red[0] - 255) <= 1 && abs(red[1] - 128) <= 2 && abs(red[2] - 128) <= 2, "\(red)")
        let blue = pixel(image, 70, 30)
        #expect(abs(blue[2] - 255) <= 1 && abs(blue[0] - 128) <= 2, "\(blue)")
        #expect(pixel(image, 50, 55) == [255, 255, 255, 255], "below the picture")
    }

    @Test func anSVGPictureThatCannotBeDrawnIsAnErrorNamingIt() throws {
        // Made by hand (a fixture's reader refuses it): bytes librsvg cannot read.
        let broken = ImageAsset(name: "broken.svg", svgData: Array("<svg".utf8), width: 10, height: 10)
        #expect {
            try render(ElementContent(image: ImageContent(asset: broken)))
        } throws: { error in
            "\(error)".contains("broken.svg")
        }
    }
}
