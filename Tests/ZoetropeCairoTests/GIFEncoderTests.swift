import Testing
@testable import ZoetropeCairo
@testable import ZoetropeEncoders

@Suite struct GIFEncoderTests {
    /// An RGBA frame painted pixel by pixel.
    func frame(_ width: Int, _ height: Int, _ paint: (Int, Int) -> [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += paint(x, y) + [255] } }
        return bytes
    }

    func rgb(_ rgba: [UInt8]) -> [UInt8] {
        stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<$0 + 3] }
    }

    func encode(_ frames: [[UInt8]], width: Int, height: Int, times: [Int], hold: Int = 100) -> [UInt8] {
        var histogram = GIFPalette.Histogram()
        frames.forEach { histogram.add(rgba: $0) }
        var encoder = GIFEncoder(width: width, height: height, palette: GIFPalette(histogram))
        for (frame, time) in zip(frames, times) { encoder.add(rgba: frame, at: time) }
        return encoder.finish(holdingLastFrameFor: hold)
    }

    @Test func framesWithFewColoursComeBackExactlyWithTheirDelays() throws {
        let background = frame(40, 30) { _, _ in [240, 240, 245] }
        let moved = (0..<4).map { step in frame(40, 30) { x, y in (5 + step * 6..<15 + step * 6).contains(x) && (10..<20).contains(y) ? [255, 59, 48] : [240, 240, 245] } }
        let frames = [background] + moved
        let gif = try GIFDecoder(encode(frames, width: 40, height: 30, times: [0, 3, 7, 10, 13]))
        #expect(gif.width == 40 && gif.height == 30)
        #expect(gif.loops == 0, "loops forever")
        #expect(gif.frames.count == 5)
        for (decoded, original) in zip(gif.frames, frames) { #expect(decoded.rgb == rgb(original)) }
        #expect(gif.frames.map(\.delay) == [3, 4, 3, 3, 100])
        // After the first, each frame is only the rectangle that changed.
        #expect(gif.frames[0].rectangle == (0, 0, 40, 30))
        #expect(gif.frames[2].rectangle == (5, 10, 16, 10))
    }

    @Test func aFrameLikeThePreviousOneExtendsItsDelay() throws {
        let a = frame(8, 8) { _, _ in [0, 0, 0] }, b = frame(8, 8) { x, _ in x < 4 ? [255, 255, 255] : [0, 0, 0] }
        let gif = try GIFDecoder(encode([a, a, a, b], width: 8, height: 8, times: [0, 4, 8, 12], hold: 50))
        #expect(gif.frames.map(\.delay) == [12, 50])
    }

    @Test func aLargeBusyFrameSurvivesTheCodeTableFillingUp() throws {
        // Pseudo-random pixels from 200 colours: far more than 4096 codes, so clear codes are needed.
        var seed: UInt32 = 12_345
        let colors: [[UInt8]] = (0..<200).map { (index: Int) -> [UInt8] in [UInt8(index), UInt8(255 - index), UInt8((index * 7) % 256)] }
        let busy = frame(300, 200) { _, _ in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return colors[Int(seed >> 16) % 200]
        }
        let gif = try GIFDecoder(encode([busy], width: 300, height: 200, times: [0]))
        #expect(gif.frames.first?.rgb == rgb(busy))
    }

    @Test func moreThan256ColoursAreQuantisedAndDitheredCloseToTheOriginal() throws {
        let gradient = frame(256, 64) { x, y in [UInt8(x), UInt8(y * 4), UInt8(255 - x)] }
        let gif = try GIFDecoder(encode([gradient], width: 256, height: 64, times: [0]))
        #expect(gif.palette.count == 256)
        let decoded = try #require(gif.frames.first).rgb
        let original = rgb(gradient)
        let worst = zip(decoded, original).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 24, "worst channel error \(worst)")
        // The dither trades a little error per pixel for averages that follow the gradient:
        // over each 4 × 4 block, the mean colour is within 2 levels (no bands).
        var blockError = 0.0, blocks = 0
        for by in stride(from: 0, to: 64, by: 4) {
            for bx in stride(from: 0, to: 256, by: 4) {
                for channel in 0..<3 {
                    var sum = 0
                    for y in by..<by + 4 { for x in bx..<bx + 4 { sum += Int(decoded[(y * 256 + x) * 3 + channel]) - Int(original[(y * 256 + x) * 3 + channel]) } }
                    blockError += abs(Double(sum) / 16)
                    blocks += 1
                }
            }
        }
        #expect(blockError / Double(blocks) <= 2, "mean error of 4 × 4 block averages \(blockError / Double(blocks))")
    }

    @Test func aFlatColourStaysFlatBesideAGradient() throws {
        // The left half one colour, the right half more colours than a palette holds.
        let image = frame(128, 64) { x, y in x < 64 ? [242, 242, 247] : [UInt8(x * 2), UInt8(y * 4), UInt8(255 - x)] }
        let decoded = try #require(try GIFDecoder(encode([image], width: 128, height: 64, times: [0])).frames.first).rgb
        let left = (0..<64).flatMap { y in (0..<64).map { x in Array(decoded[(y * 128 + x) * 3..<(y * 128 + x) * 3 + 3]) } }
        #expect(Set(left).count == 1, "no dither texture on a flat area")
        #expect(left.first.map { $0.map { abs(Int($0) - 244) }.max()! <= 4 } == true)
    }

    @Test func theSameFramesGiveTheSameBytes() {
        let frames = (0..<3).map { step in frame(64, 48) { x, y in [UInt8((x * 4 + step * 10) % 256), UInt8(y * 5), 128] } }
        #expect(encode(frames, width: 64, height: 48, times: [0, 4, 8]) == encode(frames, width: 64, height: 48, times: [0, 4, 8]))
    }

    @Test func transparentPixelsAreShownOverWhite() throws {
        let clear = [UInt8](repeating: 0, count: 4 * 4 * 4)
        let gif = try GIFDecoder(encode([clear], width: 4, height: 4, times: [0]))
        #expect(gif.frames.first?.rgb == [UInt8](repeating: 255, count: 4 * 4 * 3))
    }
}
