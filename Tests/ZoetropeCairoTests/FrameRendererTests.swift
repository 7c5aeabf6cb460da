import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore

@Suite struct FrameRendererTests {
    func element(_ frame: Rect, fill: Color, alpha: Double = 1, transform: Transform = .identity, label: Label? = nil,
                 cornerRadius: Double = 0, border: Border? = nil) -> FrameElement {
        FrameElement(lifetime: 0, identity: .item("x"), role: .staying, reason: nil,
                     attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: frame, transform: transform, alpha: alpha),
                     content: ElementContent(fill: fill, cornerRadius: cornerRadius, border: border, label: label))
    }

    func frame(_ elements: [FrameElement], offset: Point = .zero) -> Frame {
        Frame(time: 0, viewportSize: Size(width: 100, height: 80), contentOffset: offset, background: Color(hex: "#F2F2F7")!, elements: elements)
    }

    /// RGBA of the pixel at (x, y).
    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixels = image.rgbaPixels()
        let offset = (y * image.width + x) * 4
        return Array(pixels[offset..<offset + 4])
    }

    @Test func theImageIsTheViewportTimesTheScale() throws {
        for scale in 1...3 {
            let image = try FrameRenderer(scale: scale).render(frame([]))
            #expect(image.width == 100 * scale && image.height == 80 * scale)
            #expect(pixel(image, 0, 0) == [0xF2, 0xF2, 0xF7, 0xFF])
        }
    }

    @Test func anElementIsFilledWhereItsFrameIs() throws {
        let image = try FrameRenderer(scale: 2).render(frame([element(Rect(x: 10, y: 10, width: 20, height: 20), fill: Color(hex: "#FF0000")!)]))
        #expect(pixel(image, 40, 40) == [255, 0, 0, 255])
        #expect(pixel(image, 19, 19) == [0xF2, 0xF2, 0xF7, 255])
        #expect(pixel(image, 20, 20) == [255, 0, 0, 255])
        #expect(pixel(image, 60, 60) == [0xF2, 0xF2, 0xF7, 255])
    }

    @Test func alphaBlendsTheElementWithWhatIsBelow() throws {
        let image = try FrameRenderer(scale: 1).render(frame([
            element(Rect(x: 0, y: 0, width: 50, height: 50), fill: .black, alpha: 0.5),
        ]))
        let value = pixel(image, 25, 25)
        #expect(abs(Int(value[0]) - 0xF2 / 2) <= 1 && abs(Int(value[2]) - 0xF7 / 2) <= 1)
    }

    @Test func theTransformAppliesAboutTheCentre() throws {
        // A 20×20 square at (40, 30) scaled by 2 about its centre (50, 40) covers 30…70 × 20…60.
        let image = try FrameRenderer(scale: 1).render(frame([
            element(Rect(x: 40, y: 30, width: 20, height: 20), fill: .black, transform: Transform(scaleX: 2, y: 2)),
        ]))
        #expect(pixel(image, 31, 21)[0] == 0)
        #expect(pixel(image, 68, 58)[0] == 0)
        #expect(pixel(image, 28, 40)[0] == 0xF2)
    }

    @Test func theContentOffsetScrollsTheContent() throws {
        let image = try FrameRenderer(scale: 1).render(frame([element(Rect(x: 10, y: 50, width: 10, height: 10), fill: .black)], offset: Point(x: 0, y: 40)))
        #expect(pixel(image, 15, 15)[0] == 0)
        #expect(pixel(image, 15, 55)[0] == 0xF2)
    }

    @Test func theBorderLiesInsideTheEdge() throws {
        let image = try FrameRenderer(scale: 1).render(frame([
            element(Rect(x: 10, y: 10, width: 40, height: 40), fill: .white, border: Border(width: 4, color: .black)),
        ]))
        #expect(pixel(image, 11, 30)[0] == 0)   // inside the edge: border
        #expect(pixel(image, 9, 30)[0] == 0xF2)  // outside: background
        #expect(pixel(image, 30, 30)[0] == 255) // middle: fill
    }

    @Test func labelsAreDrawnCentred() throws {
        let image = try FrameRenderer(scale: 2).render(frame([
            element(Rect(x: 0, y: 0, width: 100, height: 80), fill: .white, label: Label(text: "I", color: .black, fontSize: 40)),
        ]))
        // The stem of a capital I at the centre is black; the margins stay white.
        #expect(pixel(image, 100, 80)[0] < 64)
        #expect(pixel(image, 20, 80)[0] == 255)
    }

    /// The label alone (no fill) of a 60×30 element moved `dx` device pixels to the right, at scale 2.
    func labelPixels(dx: Double, transform: Transform = .identity) throws -> [UInt8] {
        let label = Label(text: "Quick fox", color: .black, fontSize: 13)
        return try FrameRenderer(scale: 2).render(frame([
            element(Rect(x: 15 + dx / 2, y: 20, width: 60, height: 30), fill: .clear, transform: transform, label: label),
        ])).rgbaPixels()
    }

    /// A label on an element that is only moved is drawn from a mask made for the eighth of a
    /// pixel its pen lands nearest: moved across one pixel in 64 steps it takes eight or nine
    /// looks, not 64, and moved a whole pixel it is the same pixels one over.
    @Test func aMovedLabelLandsOnTheNearestEighthOfAPixel() throws {
        let steps = try (0..<64).map { try labelPixels(dx: Double($0) / 64) }
        #expect((8...9).contains(Set(steps).count), "\(Set(steps).count) looks")
        let here = try labelPixels(dx: 0), over = try labelPixels(dx: 1)
        let rowBytes = 200 * 4
        for row in 0..<160 {
            let start = row * rowBytes
            #expect(here[start..<(start + rowBytes - 4)] == over[(start + 4)..<(start + rowBytes)], "row \(row)")
        }
        #expect(here.contains { $0 != 0xF2 && $0 != 0xF7 && $0 != 0xFF }, "the label was drawn")
    }

    /// A scaled element's label is filled from its outlines where it lies: no eighths of a pixel.
    @Test func aScaledLabelIsFilledWhereItLies() throws {
        let steps = try (0..<64).map { try labelPixels(dx: Double($0) / 64, transform: Transform(scaleX: 1.25, y: 1.25)) }
        #expect(Set(steps).count > 32)
    }

    @Test func theSameFrameGivesTheSameBytesEveryTime() throws {
        let scene = frame([
            element(Rect(x: 10, y: 10, width: 50, height: 40), fill: Color(hex: "#30B0C7")!, alpha: 0.6,
                    transform: Transform(rotationAngle: 0.3), label: Label(text: "Teal", color: .white, fontSize: 13, weight: .bold), cornerRadius: 9),
        ])
        let directory = NSTemporaryDirectory() + "zoetrope-determinism-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FrameRenderer(scale: 3).render(scene).writePNG(to: directory + "/a.png")
        try FrameRenderer(scale: 3).render(scene).writePNG(to: directory + "/b.png")
        let a = FileManager.default.contents(atPath: directory + "/a.png")
        #expect(a != nil && a == FileManager.default.contents(atPath: directory + "/b.png"))
    }
}
