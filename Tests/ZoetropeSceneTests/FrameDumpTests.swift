import Testing
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

@Suite struct FrameDumpTests {
    func timeline() throws -> (Timeline, Int) {
        let document = try FixtureDocument.load(path: packageRoot + "/Fixtures/color-swatches-boring.json")
        return (try document.makeTimeline(), document.scene.steps.count)
    }

    @Test func aStepAloneMeansTheEndOfThatStep() throws {
        let (timeline, steps) = try timeline()
        let moment = try FrameDump.moment(in: timeline, stepCount: steps, step: 3, at: nil)
        #expect(moment.step == 3 && abs(moment.time - timeline.segments[3].end) < 1e-12)
    }

    @Test func atCountsFromTheStepOrFromTheStart() throws {
        let (timeline, steps) = try timeline()
        #expect(try FrameDump.moment(in: timeline, stepCount: steps, step: 3, at: 0.1).time == timeline.segments[3].start + 0.1)
        #expect(try FrameDump.moment(in: timeline, stepCount: steps, step: nil, at: 1.3) == FrameDump.Moment(time: 1.3, step: 3))
        #expect(try FrameDump.moment(in: timeline, stepCount: steps, step: nil, at: nil).time == 0)
    }

    @Test func momentsThatDoNotExistAreExplained() throws {
        let (timeline, steps) = try timeline()
        #expect(throws: FrameDump.MomentError(message: "--step 9 does not exist; this fixture's steps are 0 to 8")) {
            try FrameDump.moment(in: timeline, stepCount: steps, step: 9, at: nil)
        }
        #expect(throws: FrameDump.MomentError(message: "--at 2 is past the end of step 1, which lasts 0.5 s")) {
            try FrameDump.moment(in: timeline, stepCount: steps, step: 1, at: 2)
        }
        #expect(throws: FrameDump.MomentError.self) { try FrameDump.moment(in: timeline, stepCount: steps, step: nil, at: 99) }
    }

    @Test func theDumpListsEveryElementWithItsAttributes() throws {
        let (timeline, steps) = try timeline()
        let moment = try FrameDump.moment(in: timeline, stepCount: steps, step: 3, at: 0.25)
        let json = FrameDump.json(scene: "boring", timeline: timeline, moment: moment)
        let parsed = try JSONParser.parse(JSONWriter.write(json))
        guard case .object(let root) = parsed.value, case .array(let elements)? = root.first(where: { $0.key == "elements" })?.value.value else {
            Issue.record("no elements"); return
        }
        #expect(elements.count == 9)
        let pink = elements.first { element in
            guard case .object(let members) = element.value else { return false }
            return members.contains { $0.key == "item" && $0.value.value == .string("pink") }
        }
        guard case .object(let members)? = pink?.value else { Issue.record("no pink"); return }
        #expect(members.first { $0.key == "role" }?.value.value == .string("disappearing"))
        #expect(members.first { $0.key == "reason" }?.value.value == .string("deleted"))
        guard case .number(let alpha)? = members.first(where: { $0.key == "alpha" })?.value.value else {
            Issue.record("no alpha"); return
        }
        #expect(abs(alpha - 0.5) < 1e-9)
    }
}
