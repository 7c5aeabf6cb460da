import Foundation
import Testing
@testable import ZoetropeCairo
import ZoetropeCore

/// A backdrop blur (`BackdropBlur`) blurs the pixels drawn before it under its rounded
/// rectangle, by a Gaussian of its radius, and nothing else: checked at positions worked out
/// from the normal distribution's table.
@Suite struct BackdropBlurRenderingTests {
    static let black = Color(red: 0, green: 0, blue: 0), white = Color.white

    func element(_ lifetime: Int, _ rect: Rect, _ content: ElementContent, alpha: Double = 1) -> FrameElement {
        FrameElement(lifetime: lifetime, identity: .item(ItemID("\(lifetime)")), role: .staying, reason: nil,
                     attributes: LayoutAttributes(element: .cell(IndexPath(item: lifetime, section: 0)), frame: rect, alpha: alpha),
                     content: content)
    }

    /// A white canvas 200 × 80 whose left half (x 0…100) is black, then `elements` over it.
    func frame(_ elements: [FrameElement]) -> Frame {
        let left = element(0, Rect(x: 0, y: 0, width: 100, height: 80), ElementContent(fill: Self.black))
        return Frame(time: 0, viewportSize: Size(width: 200, height: 80), contentOffset: .zero, background: .white, elements: [left] + elements)
    }

    func blurred(radius: Double = 4, saturation: Double = 1, fill: Color = .clear) -> ElementContent {
        var content = ElementContent(fill: fill)
        content.backdropBlur = BackdropBlur(radius: radius, saturation: saturation)
        return content
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let pixels = image.rgbaPixels()
        let offset = (y * image.width + x) * 4
        return pixels[offset..<offset + 4].map(Int.init)
    }

    @Test func aSharpEdgeBehindTheBlurBecomesTheNormalDistributionsRamp() throws {
        // The edge at x = 100, blurred with σ = 4: a pixel's centre d points right of the edge
        // is white by Φ(d / 4). Pixel 100 (d = 0.5): Φ(0.125) = 0.55; pixel 104 (d = 4.5):
        // Φ(1.125) = 0.87; pixel 95 (d = −4.5): 0.13. SVG's three boxes stand in for the
        // Gaussian, within a few levels.
        let image = try FrameRenderer(scale: 1).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred())]))
        #expect(abs(pixel(image, 100, 40)[0] - 140) <= 12)
        #expect(abs(pixel(image, 104, 40)[0] - 222) <= 12)
        #expect(abs(pixel(image, 95, 40)[0] - 33) <= 12)
        // Far from the edge the colours stay; outside the element the edge stays sharp.
        #expect(pixel(image, 70, 40) == [0, 0, 0, 255])
        #expect(pixel(image, 130, 40) == [255, 255, 255, 255])
        #expect(pixel(image, 99, 10) == [0, 0, 0, 255])
        #expect(pixel(image, 100, 10) == [255, 255, 255, 255])
        // The edge's two sides mirror: grey levels either side of it add to white.
        #expect(abs(pixel(image, 95, 40)[0] + pixel(image, 104, 40)[0] - 255) <= 4)
    }

    @Test func theRadiusIsInPointsSoTheRampScalesWithThePixels() throws {
        // At 2 pixels a point, pixel 208 is 4.25 points right of the edge: Φ(4.25 / 4) = 0.86.
        let image = try FrameRenderer(scale: 2).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred())]))
        #expect(abs(pixel(image, 208, 80)[0] - 219) <= 12)
        #expect(abs(pixel(image, 191, 80)[0] - 36) <= 12)
    }

    @Test func theFillTintsTheBlurFromAbove() throws {
        // Half-white over the blurred black: 128.
        let image = try FrameRenderer(scale: 1).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40),
                                                                      blurred(fill: Color(red: 1, green: 1, blue: 1, alpha: 0.5)))]))
        #expect(abs(pixel(image, 70, 40)[0] - 128) <= 1)
    }

    @Test func whatIsDrawnAfterTheBlurIsNotBlurred() throws {
        let bar = element(2, Rect(x: 110, y: 30, width: 4, height: 20), ElementContent(fill: Self.black))
        let image = try FrameRenderer(scale: 1).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred()), bar]))
        #expect(pixel(image, 111, 40) == [0, 0, 0, 255])
        #expect(pixel(image, 115, 40)[0] > 240, "the bar's edge is sharp")
    }

    @Test func saturationScalesColoursAsFeColorMatrixSaturateDoes() throws {
        // A flat colour blurs to itself; saturated 1.8 times it is the matrix's product.
        let colour = Color(red: 0.6, green: 0.4, blue: 0.2)
        let behind = element(0, Rect(x: 0, y: 0, width: 200, height: 80), ElementContent(fill: colour))
        let front = element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred(saturation: 1.8))
        let image = try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 200, height: 80), contentOffset: .zero,
                                                             background: .white, elements: [behind, front]))
        let matrix = BackdropBlur(radius: 4, saturation: 1.8).saturationMatrix
        let rgb = [153.0, 102, 51]
        let expected = matrix.map { row in Int(Swift.min(255, Swift.max(0, zip(row, rgb).map(*).reduce(0, +))).rounded()) }
        let got = pixel(image, 100, 40)
        for channel in 0..<3 { #expect(abs(got[channel] - expected[channel]) <= 2, "channel \(channel): \(got) vs \(expected)") }
        #expect(pixel(image, 20, 10) == [153, 102, 51, 255], "outside the blur the colour is untouched")
    }

    @Test func aSubviewBlursWhatItsElementDrewBeneathIt() throws {
        // A cell, its left half black (a subview), a blurring subview across the middle.
        var cell = ElementContent(fill: .white)
        var blur = ElementContent(fill: .clear)
        blur.backdropBlur = BackdropBlur(radius: 4)
        cell.subviews = [Subview(frame: ResizingFrame(fixed: Rect(x: 0, y: 0, width: 50, height: 40)), content: ElementContent(fill: Self.black)),
                         Subview(frame: ResizingFrame(fixed: Rect(x: 20, y: 10, width: 60, height: 20)), content: blur)]
        let image = try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 200, height: 80), contentOffset: .zero, background: .white,
                                                             elements: [element(1, Rect(x: 50, y: 20, width: 100, height: 40), cell)]))
        // The cell spans x 50…150: its black half ends at x = 100, as before.
        #expect(abs(pixel(image, 104, 30)[0] - 222) <= 12)
        #expect(pixel(image, 104, 55) == [255, 255, 255, 255], "below the blurring subview the edge is sharp")
    }

    @Test func aBlurInsideAFadedElementStillReadsWhatLiesBehind() throws {
        // Drawn in a group at alpha 0.99, the blur reads the frame under the group: pixel 95
        // is still the ramp's 33, not the group's empty surface.
        let image = try FrameRenderer(scale: 1).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred(), alpha: 0.99)]))
        #expect(abs(pixel(image, 95, 40)[0] - 33) <= 12)
        #expect(abs(pixel(image, 104, 40)[0] - 222) <= 12)
    }

    @Test func aFaintBlurIsLaidOverTheSharpBackdropAtItsOpacity() throws {
        var faint = blurred()
        faint.backdropBlur?.opacity = 0.5
        let image = try FrameRenderer(scale: 1).render(frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), faint)]))
        // Half the ramp's value over the sharp edge's: 33 / 2 over black, 222 / 2 + 255 / 2 over white.
        #expect(abs(pixel(image, 95, 40)[0] - 16) <= 7)
        #expect(abs(pixel(image, 104, 40)[0] - 238) <= 7)
    }

    @Test func aFrameWithABlurIsRedrawnWhole() throws {
        // Anything moving behind a blur changes what it shows, however far the damage.
        let renderer = FrameRenderer(scale: 1)
        var cache = DrawingCache()
        let before = frame([element(1, Rect(x: 60, y: 20, width: 80, height: 40), blurred()),
                            element(2, Rect(x: 0, y: 0, width: 10, height: 10), ElementContent(fill: .white))])
        var moved = before
        moved.elements[2].attributes.frame.origin.x = 20
        #expect(renderer.damage(from: before, to: moved, cache: &cache) == .everything)
        var plain = before
        plain.elements.remove(at: 1)
        var plainMoved = moved
        plainMoved.elements.remove(at: 1)
        #expect(renderer.damage(from: plain, to: plainMoved, cache: &cache) != .everything, "without a blur, only the damage")
    }
}
