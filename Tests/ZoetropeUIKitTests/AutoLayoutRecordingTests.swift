import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// A screen laid out with Auto Layout, recorded: the collection view where its constraints put
/// it, each row as tall as its constraints make it, and its labels drawn where they are.
@Suite struct AutoLayoutRecordingTests {
    @Test func selfSizingRowsTakeTheirConstraintsHeightAndDrawTheirSubviewsThere() throws {
        let controller = ContactsViewController()
        let timeline = try ZoetropeUIKit.record(viewController: controller, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) { controller in
            var snapshot = controller.dataSource.snapshot()
            snapshot.insertItems([ContactsViewController.Contact(name: "Edsger", detail: "abcdefghij abcdefghij abcdefghij abcdefghij")],
                                 afterItem: ContactsViewController.contacts[0])
            snapshot.deleteItems([ContactsViewController.contacts[2]])
            controller.dataSource.apply(snapshot)
        }
        // The constraints pin the collection view under the safe area's top.
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        let tracks = timeline.segments[0].transition.tracks
        func track(_ item: Int) throws -> Track {
            try #require(tracks.first { $0.element == .cell(ZoetropeCore.IndexPath(item: item, section: 0)) && $0.role != .disappearing })
        }
        // One line of detail: 8 + 20 + 2 + 20 + 8; two lines: 8 + 20 + 2 + 39⅔ + 8.
        let short = 58.0, tall = 8 + 20 + 2 + 119.0 / 3 + 8
        let ada = try track(0), edsger = try track(1), grace = try track(2)
        #expect(abs(ada.to.frame.height - short) < 0.01)
        #expect(abs(edsger.to.frame.height - tall) < 0.01 && abs(edsger.to.frame.minY - (short + 1)) < 0.01)
        #expect(abs(grace.from.frame.minY - (short + 1)) < 0.01 && abs(grace.to.frame.minY - (short + 1 + tall + 1)) < 0.01)

        // The row's content is its views at their frames: the avatar centred at the leading
        // margin, the name beside it, the detail under the name, wherever the row's size.
        let subviews = edsger.content.subviews
        #expect(subviews.count == 3)
        let size = Size(width: 390, height: tall)
        #expect(subviews[0].frame.rect(in: size) == Rect(x: 8, y: tall / 2 - 20, width: 40, height: 40))
        #expect(subviews[1].content.label?.text == "Edsger" && subviews[1].frame.rect(in: size) == Rect(x: 60, y: 8, width: 322, height: 20))
        #expect(subviews[2].content.label?.lines?.count == 2)
        let wider = subviews[2].frame.rect(in: Size(width: 400, height: tall + 10))
        #expect(wider.minX == 60 && wider.width == 332 && abs(wider.height - (119.0 / 3 + 10)) < 0.01)

        // Drawn: the avatar's teal at its centre, the row's white around it, the list's grey
        // in the point between rows.
        let end = timeline.frame(at: timeline.duration)
        let image = try FrameRenderer(scale: 1).render(end)
        if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
            try image.writePNG(to: folder + "/auto-layout-end.png")
            try FrameRenderer(scale: 2).render(timeline.frame(at: timeline.duration / 2)).writePNG(to: folder + "/auto-layout-mid.png")
        }
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // The frames show the collection view alone, from its own top.
        let rowTop = Int(short + 1)
        #expect(pixel(28, rowTop + Int(tall / 2)) == [48, 176, 199])
        #expect(pixel(4, rowTop + 4) == [255, 255, 255])
        #expect(pixel(4, rowTop - 1) == [242, 242, 247])

        // The SVG draws the same subviews: the avatar 167 points left of its row's centre, in
        // a group of its own, its corners rounded.
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("transform=\"translate(-167 0)\">"))
        #expect(svg.contains("<rect x=\"-20\" y=\"-20\" width=\"40\" height=\"40\" rx=\"20\" ry=\"20\" fill=\"#30B0C7\"/>"))
    }
}

extension AutoLayoutRecordingTests {
    @Test func theSameScreenRecordsTheSameTimelineEveryTime() throws {
        func recorded() throws -> (Timeline, String) {
            let timeline = try ZoetropeUIKit.record(viewController: ContactsViewController()) { controller in
                var snapshot = controller.dataSource.snapshot()
                snapshot.deleteItems([ContactsViewController.contacts[0]])
                controller.dataSource.apply(snapshot)
            }
            return (timeline, SVGWriter().document(for: timeline))
        }
        let first = try recorded(), second = try recorded()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
    }
}
