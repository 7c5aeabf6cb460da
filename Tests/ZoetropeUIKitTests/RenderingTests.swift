import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTesting
import ZoetropeUIKit

/// A recorded session is an ordinary timeline: the Cairo backend draws it, and what it draws
/// is what the cells were configured with.
@Suite struct UIKitRenderingTests {
    /// The swatches' insert (`Fixtures/color-swatches.json`), drawn mid-animation: the new cell small and black where it lands,
    /// the cells after it on their way, the header's label drawn.
    @Test func aRecordedInsertDrawsTheConfiguredCells() throws {
        let source = ColorDataSource(sections: [Palette.colors(6)], sectionNames: ["Colours"])
        let layout = LessBoringFlowLayoutTests.uikitLayout()
        let timeline = try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 360, height: 400), collectionViewLayout: layout) { collectionView in
            source.register(in: collectionView)
            source.sections[0].insert(.black, at: 1)
            collectionView.performBatchUpdates { collectionView.insertItems(at: [Foundation.IndexPath(item: 1, section: 0)]) }
        }
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: 0.15))
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] { try image.writePNG(to: folder + "/insert-mid.png") }
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The first cell (x 10…110, y 50…150), red, untouched.
        #expect(pixel(60, 100) == [255, 59, 48])
        // The header's background, above it.
        #expect(pixel(200, 5) == [242, 242, 247])
        // The inserted cell, black, in the middle of the second slot (its centre 180, 100).
        #expect(pixel(180, 100) == [0, 0, 0])
        // Its corners are rounded: the slot's corner shows the background at the end.
        let end = try FrameRenderer(scale: 1).render(timeline.frame(at: timeline.duration))
        let endPixels = end.rgbaPixels()
        #expect(Array(endPixels[(51 * end.width + 131) * 4..<(51 * end.width + 131) * 4 + 3]) == [255, 255, 255])
    }

    /// An inset grouped list from app code, drawn at its end: grey behind, white rounded
    /// sections, rows with their text and separators.
    @Test func aRecordedListLooksLikeAList() throws {
        let timeline = try UIKitCompositionalLayoutTests.recordUIKit(ModernLayouts.insetGroupedList(), sections: [.main, .second], counts: [3, 4]) { snapshot in
            snapshot.deleteItems([1])
        }
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: timeline.duration))
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] { try image.writePNG(to: folder + "/list-end.png") }
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The grouped background at the left edge, outside the inset sections.
        #expect(pixel(5, 300) == [242, 242, 247])
        // The first row's separator, a half-point line at y 80.5 over the red row, tints its last
        // pixel row: the header is as tall as its footnote line and its 16 + 6 points of margin
        // (37 points on the @3x grid), the row 44.
        #expect(pixel(200, 80) != [255, 59, 48] && pixel(200, 79) == [255, 59, 48])
        // Section headers drawn from their list content configuration: grey text on the grey.
        #expect((12..<26).contains { y in (32..<60).contains { x in pixel(x, y) != [242, 242, 247] } })
    }
}
