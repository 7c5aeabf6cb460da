import ArgumentParser
import ZoetropeScene

/// `zoetrope validate`: check fixtures without rendering anything.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check fixtures: the format, every value, and every step's update. Writes nothing."
    )

    @Argument(help: "Fixture files (.json).")
    var fixtures: [String]

    func validate() throws {
        guard !fixtures.isEmpty else { throw ValidationError("Name at least one fixture file.") }
    }

    func run() throws {
        for fixture in try LoadedFixture.loadAll(fixtures) {
            let scene = fixture.scene
            let frames = fixture.timeline.frameTimes(fps: Double(scene.animation.fps)).count
            print("\(fixture.document.file): ok — \(scene.name), \(scene.steps.count) steps, \(JSONWriter.format((fixture.timeline.duration * 100).rounded() / 100)) s, \(frames) frames at \(scene.animation.fps) fps")
        }
    }
}
