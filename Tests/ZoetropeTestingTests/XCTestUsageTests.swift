import Foundation
import XCTest
import ZoetropeCore
import ZoetropeScene
import ZoetropeTesting

/// The same one call from XCTest: a throwing test method, the check's error as the failure.
final class XCTestUsageTests: XCTestCase {
    func testGoldenFramesAndTrajectoriesFromXCTest() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-xctest-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let timeline = try FixtureDocument.load(path: AnimationGoldensTests.root + "/Fixtures/color-swatches-boring.json").makeTimeline()
        XCTAssertThrowsError(try AnimationGoldens(directory: folder, record: true).check(timeline, named: "x", at: .times([0, 1]))) { error in
            XCTAssertTrue(error is AnimationGoldens.Recorded)
        }
        try AnimationGoldens(directory: folder, record: false).check(timeline, named: "x", at: .times([0, 1]))
        try Trajectory(item: "red", in: timeline).expect(at: 0, alpha: 1)
        XCTAssertThrowsError(try Trajectory(item: "red", in: timeline).expect(at: 0, alpha: 0.5))
    }
}
