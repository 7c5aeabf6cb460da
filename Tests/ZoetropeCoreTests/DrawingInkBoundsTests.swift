import Testing
import ZoetropeCore

/// What a drawing can paint, known ahead: the renderer cuts a drawing to its box only when
/// something could reach past it.
@Suite struct DrawingInkBoundsTests {
    private let size = Size(width: 100, height: 50)

    @Test func aStrokeReachesHalfItsWidthPastItsPathAndAFillItsShape() throws {
        let line = VectorPath(elements: [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 90, y: 40))])
        let drawing = Drawing(size: size, operations: [
            DrawingOperation(kind: .stroke(line, .black, DrawingStroke(lineWidth: 4, cap: .round, join: .round))),
            DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: 0, y: 0, width: 5, height: 5)), .black, evenOdd: false),
                             transform: Transform(translationX: 20, y: 30)),
        ])
        // Round joins reach 1.5 half-widths: 3 points.
        let ink = try #require(drawing.inkBounds)
        #expect(ink == Rect(x: 7, y: 7, width: 86, height: 36), "\(ink)")
    }

    @Test func aGradientIsBoundedByItsInnermostClipAndTextIsNotKnownAhead() {
        let gradient = DrawingOperation(kind: .linearGradient(DrawnGradient(stops: [GradientStop(location: 0, color: .black)]),
                                                               start: Point(x: 0, y: 0), end: Point(x: 0, y: 10)), clip: 0)
        let clipped = Drawing(size: size, operations: [gradient], clips: [DrawingClip(path: VectorPath(rect: Rect(x: 5, y: 5, width: 20, height: 10)))])
        #expect(clipped.inkBounds == Rect(x: 5, y: 5, width: 20, height: 10))
        var whole = gradient
        whole.clip = nil
        #expect(Drawing(size: size, operations: [whole]).inkBounds == nil)
        let text = DrawingOperation(kind: .text(DrawnText(text: "Hi", font: Font(size: 12), color: .black, origin: Point(x: 0, y: 10))))
        #expect(Drawing(size: size, operations: [text]).inkBounds == nil)
    }
}
