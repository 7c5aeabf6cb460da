#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing

/// Every numeric option of every command, fed the numbers at the edge: each is either taken
/// (and the command finishes) or refused with the option's name and range, exit 2. None
/// crashes: `render --at 1e19` once trapped while printing its own error.
@Suite(.serialized) struct NumericOptionTests {
    typealias CLI = CommandLineRunner

    static let edgeValues = ["0", "-1", "1e19", "1e308", "nan", "inf"]

    /// The commands, each with one numeric option left to fill (`VALUE`).
    static func commands(fixture: String, out: String, png: String) -> [[String]] {
        let render = ["render", fixture, "--out", out, "--format", "svg", "-q"]
        let sheet = ["sheet", fixture, "--out", out, "-q"]
        var commands: [[String]] = []
        for option in ["--fps", "--hold", "--jobs", "--max-frames", "--max-pixels", "--max-frame-pixels", "--max-memory",
                       "--max-keyframes", "--max-steps", "--max-element-steps", "--max-elements"] {
            commands.append(render + [option, "VALUE"])
        }
        commands.append(["render", fixture, "--out", out, "-q", "--scale", "VALUE"])
        commands.append(["render", fixture, "--out", out, "-q", "--at", "VALUE"])
        commands.append(["render", fixture, "--out", out, "-q", "--format", "webp", "--quality", "VALUE"])
        for option in ["--count", "--every", "--at", "--columns", "--width", "--scale", "--max-memory"] {
            commands.append(sheet + [option, "VALUE"])
        }
        for option in ["--max-steps", "--max-element-steps", "--max-elements"] {
            commands.append(["validate", fixture, option, "VALUE"])
        }
        commands.append(["dump", fixture, "--step", "VALUE"])
        commands.append(["dump", fixture, "--at", "VALUE"])
        for option in ["--threshold", "--max-count", "--max-ratio", "--max-image-pixels", "--max-total-pixels", "--alpha", "--window-size",
                       "--max-file-size", "--max-memory"] {
            commands.append(["compare", png, png, "-q", option, "VALUE"])
        }
        commands.append(["compare", png, png, "-q", "--fixture", fixture, "--fps", "VALUE"])
        return commands
    }

    @Test func everyNumericOptionTakesOrRefusesTheEdgeValuesWithoutCrashing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fixture = CLI.packageRoot + "/Fixtures/color-swatches-boring.json"
        let still = try CLI.run(["render", fixture, "--out", folder + "/still", "--at", "0", "-q"])
        try #require(still.status == 0, "\(still.standardError)")
        let png = folder + "/still/" + (CLI.contents(of: folder + "/still").first { $0.hasSuffix(".png") } ?? "")
        var refused = 0, taken = 0
        for command in Self.commands(fixture: fixture, out: folder + "/out", png: png) {
            let option = command[command.firstIndex(of: "VALUE")! - 1]
            for value in Self.edgeValues {
                let arguments = command.map { $0 == "VALUE" ? value : $0 }
                let result = try CLI.run(arguments)
                let shown = arguments.dropFirst(2).joined(separator: " ")
                #expect(!result.standardError.contains("Fatal error"), "\(command[0]) \(shown): \(result.standardError)")
                #expect([0, 2].contains(result.status), "\(command[0]) \(shown): exit \(result.status): \(result.standardError)")
                if result.status == 0 {
                    taken += 1
                } else {
                    refused += 1
                    // The refusal names the option (or, for --at, the moment) and what it takes.
                    #expect(result.standardError.contains(option) || result.standardError.contains("--at "),
                            "\(command[0]) \(shown): \(result.standardError)")
                }
            }
        }
        // 1e19, 1e308, nan and inf are out of every option's range; -1 of all but none.
        #expect(refused >= Self.commands(fixture: fixture, out: "", png: "").count * 5)
        #expect(taken > 0, "0 is a valid --hold, --quality, --threshold, --max-count, ...")
    }

    /// A negative number is a value, not a flag: the range is what is wrong with it.
    @Test func aNegativeNumberIsRefusedForItsRange() throws {
        let result = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--every", "-1"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: The value '-1' is invalid for '--every <every>': a number from 0.001 to 86,400 is expected"),
                "\(result.standardError)")
    }

    @Test func aPortOutsideItsRangeIsRefusedBeforeTheServerStarts() throws {
        for value in ["-1", "65536", "1e19", "nan"] {
            let result = try CLI.run(["preview", "Fixtures/color-swatches-boring.json", "--port", value])
            #expect(result.status == 2)
            #expect(result.standardError.contains("'--port <port>': a whole number from 0 to 65,535 is expected"), "\(result.standardError)")
        }
    }

    /// A limit raised as far as it goes is still arithmetic no conversion traps on.
    @Test func theHighestLimitsAreTakenAndMeanNoLimit() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", folder, "-q", "--format", "png,svg",
                                  "--max-frames", "1000000000", "--max-pixels", "1e18", "--max-frame-pixels", "1e12",
                                  "--max-memory", "1048576", "--max-keyframes", "1000000000", "--max-elements", "1000000000"])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = folder + "/color-swatches-boring"
        #expect(CLI.contents(of: frames).contains { $0.hasSuffix(".png") })
        let compare = try CLI.run(["compare", frames, frames, "-q", "--max-file-size", "1048576", "--max-memory", "1048576",
                                   "--max-image-pixels", "1e15", "--max-total-pixels", "1e18", "--max-count", "1000000000000000"])
        #expect(compare.status == 0, "\(compare.standardError)")
    }
}
#endif
