import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore

/// A drawing that only moves is drawn once into a picture at the quarter pixel nearest its
/// corner and laid on whole pixels: the same pixels as its paths drawn there, whichever order
/// the frames come in and whichever worker draws them.
@Suite struct DrawingPictureTests {
    /// A 40 × 30 drawing: a triangle filled in blue and a diagonal stroked in orange.
    static let drawing = Drawing(size: Size(width: 40, height: 30), operations: [
        DrawingOperation(kind: .fill(VectorPath(elements: [.move(to: Point(x: 2, y: 28)), .line(to: Point(x: 20, y: 3)), .line(to: Point(x: 38, y: 28)), .close]),
                                     Color(red: 0, green: 0.4, blue: 1), evenOdd: false)),
        DrawingOperation(kind: .stroke(VectorPath(elements: [.move(to: Point(x: 4, y: 4)), .line(to: Point(x: 36, y: 26))]),
                                       Color(red: 1, green: 0.6, blue: 0), DrawingStroke(lineWidth: 3, cap: .round))),
    ])

    /// The same drawing with an animation that never has an effect: drawn from its paths.
    static var drawnFromPaths: Drawing {
        var operations = drawing.operations
        operations[0].animations = [DrawingAnimation(property: .opacity, values: [1, 1], begin: 1000, duration: 1, restingValue: 1)]
        return Drawing(size: drawing.size, operations: operations)
    }

    func frame(_ drawing: Drawing, at origin: Point) -> Frame {
        var content = ElementContent(fill: .clear)
        content.drawing = drawing
        let element = FrameElement(lifetime: 0, identity: .item("chart"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)),
                                                                frame: Rect(x: origin.x, y: origin.y, width: 40, height: 30)),
                                   content: content)
        return Frame(time: 0, viewportSize: Size(width: 80, height: 60), contentOffset: .zero, background: .white, elements: [element])
    }

    /// The largest difference of a channel between two images of the same size.
    func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        zip(a.rgbaPixels(), b.rgbaPixels()).reduce(0) { Swift.max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test func aDrawingAtRestIsLaidAsItsPathsDrawItWhereItRestsOnAQuarterPixel() throws {
        for (origin, scale) in [(Point(x: 20, y: 15), 3), (Point(x: 20.5, y: 15.25), 1), (Point(x: 10.25, y: 7.75), 2)] {
            let picture = try FrameRenderer(scale: scale).render(frame(Self.drawing, at: origin))
            let paths = try FrameRenderer(scale: scale).render(frame(Self.drawnFromPaths, at: origin))
            // Compositing the picture rounds once more than drawing each path onto the frame.
            #expect(largestDifference(picture, paths) <= 1, "at \(origin), scale \(scale)")
        }
    }

    @Test func aDrawingBetweenQuarterPixelsIsPlacedAtTheNearestOne() throws {
        let between = try FrameRenderer(scale: 1).render(frame(Self.drawing, at: Point(x: 20.3, y: 15.1)))
        let nearest = try FrameRenderer(scale: 1).render(frame(Self.drawnFromPaths, at: Point(x: 20.25, y: 15)))
        let exact = try FrameRenderer(scale: 1).render(frame(Self.drawnFromPaths, at: Point(x: 20.3, y: 15.1)))
        #expect(largestDifference(between, nearest) <= 1)
        #expect(largestDifference(between, exact) > 1, "an eighth of a pixel off shows on an edge")
    }

    @Test func everyFrameOfMovingDrawingsIsTheSameWhicheverWorkerDrawsItInWhicheverOrder() throws {
        // Three chart cells trading places over a second, at fractional positions throughout.
        var content = ElementContent(fill: .clear)
        content.drawing = Self.drawing
        let items = ["a", "b", "c"].map { Item(id: ItemID($0), content: content) }
        let bounds = Rect(x: 0, y: 0, width: 150, height: 40)
        var view = try CollectionView(snapshot: CollectionSnapshot(sections: [Section(id: "s", items: items)]),
                                      layout: FlowLayout(itemSize: Size(width: 40, height: 30), minimumInteritemSpacing: 7), bounds: bounds)
        let transition = try view.apply(CollectionSnapshot(sections: [Section(id: "s", items: items.reversed())]),
                                        animation: UpdateAnimation(timing: Timing(curve: .easeInEaseOut, duration: 1)))
        let timeline = Timeline(viewportSize: bounds.size, background: .white, transitions: [(transition, "trade")])
        let times = (0..<30).map { Double($0) / 29 }
        // Each frame alone, from a renderer that has drawn nothing before it.
        let alone = try times.map { try FrameRenderer(scale: 3).render(timeline.frame(at: $0)).rgbaPixels() }
        for jobs in [1, 2] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-pictures-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try FrameSequenceWriter(scale: 3, jobs: jobs).write(timeline, times: times, to: { "\(folder)/\($0).png" })
            for k in times.indices {
                let written = try RasterImage(contentsOfPNG: "\(folder)/\(k).png").rgbaPixels()
                #expect(written == alone[k], "frame \(k), \(jobs) jobs")
            }
        }
    }
}
