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

/// A path morphs into another of the same elements point by point, and not into one of others.
@Suite struct VectorPathMorphingTests {
    @Test func aPathMorphsPointByPointIntoOneOfTheSameElements() {
        let small = VectorPath(rect: Rect(x: 0, y: 90, width: 10, height: 10))
        let tall = VectorPath(rect: Rect(x: 0, y: 10, width: 10, height: 90))
        #expect(small.canMorph(into: tall))
        let half = small.morphed(into: tall, fraction: 0.5)
        #expect(half == VectorPath(rect: Rect(x: 0, y: 50, width: 10, height: 50)))
        #expect(small.replacingCoordinates(small.coordinates) == small)
        // A circle (curves) cannot become a rectangle (lines).
        let circle = VectorPath(elements: [.move(to: Point(x: 1, y: 0)), .curve(to: Point(x: 0, y: 1), control1: Point(x: 1, y: 0.5), control2: Point(x: 0.5, y: 1)), .close])
        #expect(!circle.canMorph(into: tall))
        let animation = DrawingAnimation(paths: [small, tall], begin: 1, duration: 2)
        #expect(animation.path(at: 2) == half && animation.path(at: 0) == nil && animation.keyFrameCount == 2)
        #expect(DrawingAnimation(paths: [circle, tall], begin: 0, duration: 1).path(at: 0.5) == nil, "no morph between other elements")
    }
}
