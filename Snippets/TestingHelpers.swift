// What a test checks: where an element is (a trajectory, no pixels), and how the frames look
// (golden frames). Both throw an error that says what differs; any test framework reports it.
import ZoetropeCore
import ZoetropeScene
import ZoetropeTesting

func theDeletedSwatchFadesOut() throws {
    let timeline = try FixtureDocument.load(path: "Fixtures/color-swatches-boring.json").makeTimeline()
    let pink = Trajectory(item: "pink", in: timeline)
    try pink.expect(at: 1.2, frame: Rect(x: 16, y: 140, width: 78, height: 78), alpha: 1)
    try pink.expect(at: 1.45, alpha: 0.5, tolerance: .init(alpha: 0.01))
    try pink.expectAbsent(at: 1.8)
}

func theSwatchesAnimateAsRecorded(testFile: String = #filePath) throws {
    let timeline = try FixtureDocument.load(path: "Fixtures/color-swatches.json").makeTimeline()
    // Goldens in __Goldens__/ beside the test file; ZOETROPE_RECORD=1 records them (and fails).
    try AnimationGoldens(besides: testFile).check(timeline, named: "swatches", at: .times([0, 0.25, 0.5, 1]))
}

try theDeletedSwatchFadesOut()
