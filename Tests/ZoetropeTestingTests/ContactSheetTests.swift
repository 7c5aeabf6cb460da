import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTesting

@Suite struct ContactSheetTests {
    func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) throws -> RasterImage {
        try RasterImage(width: width, height: height, rgba: Array((0..<(width * height)).map { _ in rgba }.joined()))
    }

    func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixels = image.rgbaPixels()
        let offset = (y * image.width + x) * 4
        return Array(pixels[offset..<offset + 4])
    }

    @Test func framesSitSideBySideWithTheGapBetweenThem() throws {
        let sheet = try ContactSheet(gap: 3, gapColor: Color(red: 0, green: 0, blue: 1)).row([
            try solid(4, 2, [255, 0, 0, 255]),
            try solid(5, 3, [0, 255, 0, 255]),
        ])
        #expect(sheet.width == 4 + 3 + 5 && sheet.height == 3)
        #expect(pixel(sheet, 3, 1) == [255, 0, 0, 255])
        #expect(pixel(sheet, 4, 1) == [0, 0, 255, 255])
        #expect(pixel(sheet, 6, 0) == [0, 0, 255, 255])
        #expect(pixel(sheet, 7, 0) == [0, 255, 0, 255])
        #expect(pixel(sheet, 11, 2) == [0, 255, 0, 255])
        // Below the shorter frame: the gap colour.
        #expect(pixel(sheet, 0, 2) == [0, 0, 255, 255])
    }
}
