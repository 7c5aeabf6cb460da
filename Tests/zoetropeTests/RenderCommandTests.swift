#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing

@Suite(.serialized) struct RenderCommandTests {
    typealias CLI = CommandLineRunner

    func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    @Test func renderWritesOneFramePerTickAndAnSVG() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--fps", "10", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(CLI.contents(of: out) == ["color-swatches-boring", "color-swatches-boring.svg"])
        // 4.1 s at 10 fps: frames 0…41, frame k at k / 10 s.
        let frames = CLI.contents(of: out + "/color-swatches-boring")
        #expect(frames.count == 42)
        #expect(frames.first == "frame_0000.png" && frames.last == "frame_0041.png")
        #expect(result.standardOutput.hasPrefix("color-swatches-boring\tpng\t\(out)/color-swatches-boring\t42\n"))
        let svg = try String(contentsOfFile: out + "/color-swatches-boring.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"520\""))
    }

    @Test func theSameFixtureRendersToTheSameBytes() throws {
        let a = try CLI.temporaryFolder(), b = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        for out in [a, b] {
            #expect(try CLI.run(["render", "Fixtures/color-swatches.json", "--out", out, "--fps", "4", "--scale", "1"]).status == 0)
        }
        for file in ["color-swatches.svg"] + CLI.contents(of: a + "/color-swatches").map({ "color-swatches/" + $0 }) {
            #expect(FileManager.default.contents(atPath: a + "/" + file) == FileManager.default.contents(atPath: b + "/" + file), "\(file)")
        }
    }

    @Test func formatChoosesWhatIsWrittenAndLeavesTheRest() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--format", "svg"]).status == 0)
        #expect(CLI.contents(of: out) == ["color-swatches-boring.svg"])
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--format", "png", "--fps", "2"]).status == 0)
        #expect(CLI.contents(of: out) == ["color-swatches-boring", "color-swatches-boring.svg"])
    }

    @Test func renderingAgainReplacesTheFramesOfThatFixture() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--fps", "10", "--scale", "1", "--format", "png"]).status == 0)
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--fps", "2", "--scale", "1", "--format", "png"]).status == 0)
        #expect(CLI.contents(of: out + "/color-swatches-boring").count == 9)
        #expect(CLI.contents(of: out) == ["color-swatches-boring"])
    }

    @Test func aMalformedFixtureExits2NamingWhereAndWritesNothing() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let bad = out + "/bad.json"
        write("{\n  \"version\": 1,\n  \"viewport\": {\"width\": 390, \"hieght\": 844},\n  \"sections\": []\n}\n", to: bad)
        let previous = out + "/previous.txt"
        write("earlier output", to: previous)
        let result = try CLI.run(["render", bad, "Fixtures/color-swatches.json", "--out", out])
        #expect(result.status == 2)
        #expect(result.standardError.contains("bad.json:3:30: $.viewport.hieght: unknown key \"hieght\" in viewport; expected one of: width, height, scale, safeAreaInsets, layoutMargins (did you mean \"height\"?)"),
                "\(result.standardError)")
        // Nothing written, not even the good fixture's output; what was there stays.
        #expect(CLI.contents(of: out) == ["bad.json", "previous.txt"])
    }

    @Test func anInvalidUpdateExits2WithUIKitsMessageAndWritesNothing() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let fixture = out + "/invalid-update.json"
        write("""
            {"version": 1, "viewport": {"width": 200, "height": 200}, "sections": [{"id": "s", "items": [{"id": "a"}]}],
             "steps": [{"deleteItems": [[0, 3]]}]}
            """, to: fixture)
        let result = try CLI.run(["render", fixture, "--out", out + "/rendered"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("invalid-update.json:2:29: $.steps[0].deleteItems[0]: invalid update in step 0 (delete item [0, 3]): attempt to delete item 3 from section 0 which only contains 1 items before the update"),
                "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out + "/rendered"))
    }

    @Test func stagingLeftByAKilledRenderIsCleanedUp() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        // No process has this id (it is above every system's pid limit).
        let abandoned = out + "/.zoetrope-staging-2147483000"
        try FileManager.default.createDirectory(atPath: abandoned + "/half-rendered", withIntermediateDirectories: true)
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--format", "svg"]).status == 0)
        #expect(CLI.contents(of: out) == ["color-swatches-boring.svg"])
    }

    @Test func aMissingFileIsNamed() throws {
        let result = try CLI.run(["validate", "Fixtures/does-not-exist.json"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Fixtures/does-not-exist.json: no such file"))
    }

    @Test func badOptionsAreRefusedBeforeAnyWork() throws {
        let result = try CLI.run(["render", "Fixtures/color-swatches.json", "--scale", "5"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("The value '5' is invalid for '--scale <scale>': a whole number from 1 to 3 is expected"))
    }

    @Test func validateChecksWithoutWriting() throws {
        let result = try CLI.run(["validate", "Fixtures/color-swatches.json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Fixtures/color-swatches.json: ok — color-swatches, 9 steps, 4.1 s, 124 frames at 30 fps\n")
    }

    @Test func helpDescribesTheCommands() throws {
        let result = try CLI.run(["render", "--help"])
        #expect(result.status == 0)
        for option in ["--out <out>", "--format <formats>", "--scale <scale>", "--fps <fps>", "--shard <I/N>"] {
            #expect(result.standardOutput.contains(option), "\(option)")
        }
        let top = try CLI.run(["--help"])
        #expect(top.standardOutput.contains("render") && top.standardOutput.contains("dump") && top.standardOutput.contains("validate"))
    }
}
#endif
