import Foundation
import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

/// The shipped seed scenarios, sampled at fixed times and checked against values computed
/// here from first principles: the curves' own definitions (a Bézier solved by bisection, a
/// spring's closed-form step response), the layouts' geometry worked out by hand, and the
/// fixtures' stated timing. None of it calls the code under test to compute an expectation.
@Suite struct SeedTrajectoryTests {
    func timeline(_ fixture: String) throws -> Timeline {
        try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json").makeTimeline()
    }

    func element(_ timeline: Timeline, _ id: String, at time: Double) -> FrameElement? {
        timeline.frame(at: time).elements.first { $0.identity == .item(ItemID(id)) }
    }

    /// y(x) of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
    /// by bisection on its parameter: slow and obviously right.
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
    func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }
    func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }

    @Test func eachFlowParameterMovesTheItemsWhereTheRulesPutThem() throws {
        let timeline = try timeline("flow-parameters")
        // Steps: pause 0.5, then each layout change 0.6 s (ease-in-ease-out) with 0.4 s pauses.
        let lineSpacing = timeline.segments[1].start, interitem = timeline.segments[3].start
        let insets = timeline.segments[5].start, itemSize = timeline.segments[7].start
        #expect(lineSpacing == 0.5 && abs(interitem - 1.5) < 1e-9 && abs(insets - 2.5) < 1e-9 && abs(itemSize - 3.5) < 1e-9)
        func frame(_ id: String, _ time: Double) throws -> Rect { try #require(element(timeline, id, at: time)).attributes.frame }
        // At first: 358 points of width hold four 70-point items ((358 + 10) / 80 = 4.6), the
        // line justified: 3 gaps of (358 − 280) / 3 = 26. Item 5 starts the second line, 10 below.
        #expect(try frame("a2", 0) == Rect(x: 16 + 70 + 26, y: 36 + 8, width: 70, height: 70))
        #expect(try frame("a5", 0).origin == Point(x: 16, y: 36 + 8 + 70 + 10))
        // Line spacing 30: the second line 20 lower, half-way there at half time.
        #expect(try frame("a5", interitem).minY == 36 + 8 + 70 + 30)
        #expect(abs(try frame("a5", lineSpacing + 0.3).minY - (124 + 20 * easeInEaseOut(0.5))) < 1e-9)
        // Inter-item spacing 30: (358 + 30) / 100 = 3.88, three to a line, gaps (358 − 210) / 2 = 74.
        #expect(try frame("a2", insets).origin == Point(x: 16 + 70 + 74, y: 44))
        #expect(try frame("a4", insets).origin == Point(x: 16, y: 44 + 100))
        // Insets of 40: 310 wide, still three ((310 + 30) / 100 = 3.4), gaps (310 − 210) / 2 = 50.
        #expect(try frame("a2", itemSize).origin == Point(x: 40 + 70 + 50, y: 36 + 40))
        // Items of 100: (310 + 30) / 130 = 2.6, two to a line, the gap the rest: 310 − 200 = 110.
        #expect(try frame("a2", itemSize + 0.6).origin == Point(x: 40 + 100 + 110, y: 76))
        #expect(try frame("a3", itemSize + 0.6).origin == Point(x: 40, y: 76 + 100 + 30))
    }

    @Test func theDashboardTileZoomsWhileTheOthersLeaveOnTheirOwnClock() throws {
        let timeline = try timeline("dashboard")
        let start = timeline.segments[1].start
        #expect(start == 0.5)
        // Music (320×250 in an 800×680 screen) zooms to 2.5 over the step's 1 s, ease-in-ease-out.
        for fraction in [0.25, 0.5, 0.75] {
            let music = try #require(element(timeline, "music", at: start + fraction))
            let scale = TransformComponents(music.attributes.transform).scaleX
            #expect(abs(scale - (1 + 1.5 * easeInEaseOut(fraction))) < 1e-9, "at \(fraction)")
        }
        #expect(abs(easeInEaseOut(0.25) - 0.12916) < 1e-5)
        // The others wait 0.1 s, then leave over 0.45 s, ease-in. Mail sits at (123, 33) and
        // leaves along the line from Music's centre (436, 337) through its own (198, 88).
        let mailStart = try #require(element(timeline, "mail", at: start + 0.1))
        #expect(mailStart.attributes.frame.origin == Point(x: 123, y: 33))
        let mailEnd = try #require(element(timeline, "mail", at: start + 0.55))
        #expect(abs(mailEnd.attributes.frame.maxY) < 1e-9)  // its bottom edge just off the top
        let direction = (x: 198.0 - 436, y: 88.0 - 337)
        let moved = (x: mailEnd.attributes.frame.minX - 123, y: mailEnd.attributes.frame.minY - 33)
        #expect(abs(moved.x * direction.y - moved.y * direction.x) < 1e-6)  // straight away from Music
        let mailHalf = try #require(element(timeline, "mail", at: start + 0.1 + 0.225))
        #expect(abs(mailHalf.attributes.frame.minY - (33 + moved.y * easeIn(0.5))) < 1e-9)
        // The screen's colour goes from #E5E5EA to #1C1C1E over the step.
        let background = timeline.frame(at: start + 0.5).background
        let eased = easeInEaseOut(0.5)
        #expect(abs(background.red - (0xE5 + (0x1C - 0xE5) * eased) / 255) < 1e-9)
        #expect(abs(background.blue - (0xEA + (0x1E - 0xEA) * eased) / 255) < 1e-9)
    }

    @Test func theSequencesBuildUpOneUnitAfterAnother() throws {
        let timeline = try timeline("run-sequences")
        let start = timeline.segments[1].start
        // Every element of the inserted sections, in index-path order, starts 0.12 s after the
        // one before and fades in over 0.25 s, ease-out, from a 0.2 horizontal squeeze.
        let frame = timeline.frame(at: timeline.duration)
        let cells = frame.elements.filter { $0.attributes.element.category == .cell }
            .sorted { $0.attributes.element.indexPath < $1.attributes.element.indexPath }
        #expect(cells.count >= 10)
        func rank(_ element: FrameElement) -> Int {
            // Headers come before their section's items.
            let path = element.attributes.element.indexPath
            let before = frame.elements.filter {
                let other = $0.attributes.element.indexPath
                let category = $0.attributes.element.category
                return other.section < path.section
                    || (other.section == path.section && category != .cell)
                    || (other.section == path.section && category == .cell && other.item < path.item)
            }
            return before.count
        }
        for cell in cells {
            let delay = Double(rank(cell)) * 0.12
            let id = cell.identity
            func sample(_ time: Double) -> FrameElement? { timeline.frame(at: start + time).elements.first { $0.identity == id } }
            let before = try #require(sample(delay))
            #expect(abs(before.attributes.alpha) < 1e-9, "\(id) at its own start")
            let halfway = try #require(sample(delay + 0.125))
            #expect(abs(halfway.attributes.alpha - easeOut(0.5)) < 1e-9, "\(id) halfway")
            #expect(abs(TransformComponents(halfway.attributes.transform).scaleX - (0.2 + 0.8 * easeOut(0.5))) < 1e-9)
            let done = try #require(sample(delay + 0.25))
            #expect(done.attributes.alpha == 1 && done.attributes.transform == .identity)
        }
    }

    @Test func aSpringMoveFollowsItsClosedFormAndKeepsItsSpeedWhenCalledBack() throws {
        let timeline = try timeline("interrupted-moves")
        // Cards 106 wide in a 390-point screen with 16-point insets: three to a line, justified
        // (358 − 3 × 106) / 2 = 20 apart, at x 16, 142, 268; the first line at y 44 + 8 = 52.
        // Step 1 moves A from the first place to the last; B slides from 142 to 16.
        let start = timeline.segments[1].start
        #expect(start == 0.3)
        let zeta = 0.7, omega = 2 * Double.pi / 0.55
        let damped = omega * (1 - zeta * zeta).squareRoot()
        func spring(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        for t in [0.05, 0.1, 0.15] {
            let b = try #require(element(timeline, "b", at: start + t))
            #expect(abs(b.attributes.frame.minX - (142 - 126 * spring(t))) < 1e-6, "B at \(t)")
            #expect(b.attributes.frame.minY == 52)
        }
        // 0.2 s in, step 2 sends A back. A is still on its way, and goes on from exactly where
        // it is shown, at the same speed.
        let handover = timeline.segments[2].start
        #expect(abs(handover - 0.5) < 1e-12)
        let h = 1e-5
        func centre(_ time: Double) throws -> Point { try #require(element(timeline, "a", at: time)).attributes.frame.center }
        let before = try centre(handover - h), at = try centre(handover), after = try centre(handover + h)
        let expected = Point(x: 16 + 252 * spring(0.2) + 53, y: 52 + 108 * spring(0.2) + 48)
        #expect(abs(at.x - expected.x) < 1e-6 && abs(at.y - expected.y) < 1e-6)
        let speedBefore = (x: (at.x - before.x) / h, y: (at.y - before.y) / h)
        let speedAfter = (x: (after.x - at.x) / h, y: (after.y - at.y) / h)
        #expect(abs(speedBefore.x - speedAfter.x) < 0.01 * Swift.max(1, abs(speedBefore.x)))
        #expect(abs(speedBefore.y - speedAfter.y) < 0.01 * Swift.max(1, abs(speedBefore.y)))
        #expect(abs(speedBefore.x) > 100)  // it really was moving fast
    }

    @Test func theRotationResizesTheScreenWithTheStepsCurve() throws {
        let timeline = try timeline("column-layout")
        let segment = timeline.segments[1]
        for fraction in [0.25, 0.5, 0.75] {
            let frame = timeline.frame(at: segment.start + segment.duration * fraction)
            let eased = easeInEaseOut(fraction)
            #expect(abs(frame.viewportSize.width - (390 + 310 * eased)) < 1e-9)
            #expect(abs(frame.viewportSize.height - (700 - 310 * eased)) < 1e-9)
        }
        // One column of 358-point cells becomes two of (700 − 32 − 10) / 2 = 329.
        let end = timeline.frame(step: 1, atStepTime: segment.duration)
        let drafts = try #require(end.elements.first { $0.identity == .item("drafts") })
        #expect(drafts.attributes.frame == Rect(x: 355, y: 50, width: 329, height: 70))
    }
}
