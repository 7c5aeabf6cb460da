#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// The command line's shared features, run as a binary: folders and shards of fixtures,
/// formats, the plain output for programs, sheets and GIFs, and help that teaches.
@Suite(.serialized) struct CommandLineFeatureTests {
    typealias CLI = CommandLineRunner

    func fixtures() -> [String] {
        CLI.contents(of: CLI.packageRoot + "/Fixtures").filter { $0.hasSuffix(".json") }
    }

    @Test func aFolderStandsForEveryFixtureInIt() throws {
        let result = try CLI.run(["validate", "Fixtures"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == fixtures().count)
        #expect(lines.allSatisfy { $0.contains(": ok — ") })
    }

    @Test func shardsSplitTheFixturesWithoutOverlapOrGaps() throws {
        var seen: [String] = []
        for index in 1...3 {
            let result = try CLI.run(["validate", "Fixtures", "--shard", "\(index)/3"])
            #expect(result.status == 0)
            let files = result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
            #expect(!files.isEmpty)
            seen += files
        }
        #expect(seen.sorted() == fixtures().map { "Fixtures/" + $0 })
        #expect(Set(seen).count == seen.count)
        let bad = try CLI.run(["validate", "Fixtures", "--shard", "4/3"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--shard"))
    }

    /// More CI jobs than fixtures: a shard with none has nothing to do, says so, and succeeds.
    @Test func aShardWithoutFixturesSucceedsDoingNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Fixtures/dashboard.json", toPath: folder + "/dashboard.json")
        for command in [["render", folder, "--out", folder + "/out"], ["sheet", folder, "--out", folder + "/out"], ["validate", folder]] {
            let result = try CLI.run(command + ["--shard", "2/4"])
            #expect(result.status == 0, "\(command[0]): \(result.standardError)")
            #expect(result.standardError.contains("note: shard 2/4 holds none of the fixtures; nothing to do"), "\(command[0]): \(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    /// Reading a FIFO waits for a writer that may never come: a fixture, or a picture it
    /// names, that is not a plain file is refused at once.
    @Test func aPipeIsRefusedAsAFixtureAndAsAPicture() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        let fixture = try CLI.run(["validate", folder + "/pipe.json"])
        #expect(fixture.status == 2)
        #expect(fixture.standardError.contains("pipe.json: not a regular file (a pipe, socket or device); expected a fixture file (.json)"),
                "\(fixture.standardError)")
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Fixtures/photo-grid.json", toPath: folder + "/photo-grid.json")
        #expect(mkfifo(folder + "/images/landscape.png", 0o600) == 0)
        let picture = try CLI.run(["validate", folder + "/photo-grid.json"])
        #expect(picture.status == 2)
        #expect(picture.standardError.contains("images/landscape.png is not a regular file (a pipe, socket or device)"), "\(picture.standardError)")
    }

    @Test func aFolderWithoutFixturesIsAnError() throws {
        let empty = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let result = try CLI.run(["validate", empty])
        #expect(result.status == 2)
        #expect(result.standardError.contains("the folder holds no .json fixture"))
    }

    @Test func everyMalformedFixtureIsReportedAndNothingCrashes() throws {
        let folder = "Tests/ZoetropeSceneTests/Malformed"
        let cases = CLI.contents(of: CLI.packageRoot + "/" + folder).filter { $0.hasSuffix(".json") }
        let result = try CLI.run(["validate", folder])
        #expect(result.status == 2)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == cases.count, "one error per malformed fixture")
        #expect(result.standardOutput.isEmpty)
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let render = try CLI.run(["render", folder, "--out", out])
        #expect(render.status == 2)
        #expect(CLI.contents(of: out).isEmpty, "nothing written")
    }

    @Test func aRenderOverALimitIsRefusedBeforeAnyWork() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cases: [([String], String)] = [
            (["--max-frames", "10"], "the render would make 124 frames (4.1 s at 30 fps), more than the limit of 10 (--max-frames)"),
            (["--max-pixels", "1e6"], "the render would draw 1 × 10^8 pixels (124 frames at scale 2), more than the limit of 1000000 (--max-pixels)"),
            (["--max-elements", "3"], "the animation shows 15 elements, more than the limit of 3 (--max-elements)"),
            (["--max-keyframes", "50"], "the SVG would need about 910 keyframes, more than the limit of 50 (--max-keyframes)"),
        ]
        for (flags, message) in cases {
            let result = try CLI.run(["render", "Fixtures/color-swatches.json", "--out", out] + flags)
            #expect(result.status == 2, "\(flags)")
            #expect(result.standardError.contains("error: Fixtures/color-swatches.json: " + message), "\(result.standardError)")
            #expect(CLI.contents(of: out).isEmpty, "nothing written")
        }
        // The default limits refuse a long pause at 240 fps and scale 3; a flag raises them.
        let long = out + "/long.json"
        let fixture = try String(contentsOfFile: CLI.packageRoot + "/Fixtures/color-swatches-boring.json", encoding: .utf8)
            .replacingOccurrences(of: "\"steps\": [", with: "\"steps\": [{\"pause\": 600}, {\"pause\": 600},")
        _ = FileManager.default.createFile(atPath: long, contents: Data(fixture.utf8))
        let refused = try CLI.run(["render", long, "--out", out + "/o", "--fps", "240", "--scale", "3"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("more than the limit of 100000 (--max-frames)"), "\(refused.standardError)")
        let validated = try CLI.run(["validate", long])
        #expect(validated.status == 0, "validating counts frames without making them")
        // The limits a fixture is read with are the same for validate as for render.
        let tooMany = try CLI.run(["validate", "Fixtures/color-swatches.json", "--max-elements", "3"])
        #expect(tooMany.status == 2)
        #expect(tooMany.standardError.contains("error: Fixtures/color-swatches.json: the animation shows 15 elements, more than the limit of 3 (--max-elements)"),
                "\(tooMany.standardError)")
        let allowed = try CLI.run(["render", "Fixtures/color-swatches.json", "--out", out, "--format", "svg", "--max-frames", "10"])
        #expect(allowed.status == 0, "the frame limit does not apply to an SVG alone")
    }

    /// Option errors and fixture errors start alike, so one pattern finds them in a CI log.
    @Test func optionErrorsStartWithErrorLikeEveryOtherError() throws {
        let scale = try CLI.run(["render", "Fixtures/color-swatches.json", "--scale", "5"])
        #expect(scale.status == 2)
        #expect(scale.standardError.hasPrefix("error: The value '5' is invalid for '--scale <scale>': a whole number from 1 to 3 is expected"), "\(scale.standardError)")
        let unknown = try CLI.run(["validate", "Fixtures/color-swatches.json", "--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: "), "\(unknown.standardError)")
        #expect(!unknown.standardError.contains("Error:"))
    }

    @Test(arguments: ["png,,svg", "png,", ",svg", " , "])
    func aFormatListWithAnEmptyEntryIsRefused(formats: String) throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--format", formats])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: "), "\(result.standardError)")
        #expect(result.standardError.contains("--format"), "\(result.standardError)")
        #expect(CLI.contents(of: out).isEmpty)
    }

    @Test func anUnknownFormatIsNamed() throws {
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--format", "png,jpeg"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(#"error: --format takes png, svg, html, gif, apng, webp, mp4, webm or all, separated by commas; "jpeg" is not one of them."#), "\(result.standardError)")
    }

    @Test func keepGoingRendersTheValidFixturesAndReportsTheInvalidOnes() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/fixtures", withIntermediateDirectories: true)
        let good = try String(contentsOfFile: CLI.packageRoot + "/Fixtures/color-swatches-boring.json", encoding: .utf8)
        _ = FileManager.default.createFile(atPath: root + "/fixtures/a.json", contents: Data(good.utf8))
        _ = FileManager.default.createFile(atPath: root + "/fixtures/b.json", contents: Data(good.replacingOccurrences(of: "\"name\": \"color-swatches-boring\"", with: "\"name\": \"other\"").utf8))
        _ = FileManager.default.createFile(atPath: root + "/fixtures/bad.json", contents: Data("{\"version\": 1".utf8))
        let all = try CLI.run(["render", root + "/fixtures", "--out", root + "/all", "--format", "svg"])
        #expect(all.status == 2)
        #expect(CLI.contents(of: root + "/all").isEmpty, "all or nothing by default")
        let some = try CLI.run(["render", root + "/fixtures", "--out", root + "/some", "--format", "svg", "--keep-going"])
        #expect(some.status == 2)
        #expect(CLI.contents(of: root + "/some") == ["color-swatches-boring.svg", "other.svg"])
        #expect(some.standardError.contains("error: \(root)/fixtures/bad.json:1:"), "\(some.standardError)")
        #expect(some.standardError.contains("error: 1 invalid fixture was not rendered (see above); the other 2 were"), "\(some.standardError)")
        // Over a limit counts as invalid too.
        let limited = try CLI.run(["render", root + "/fixtures", "--out", root + "/limited", "--keep-going", "--max-keyframes", "50", "--format", "svg"])
        #expect(limited.status == 2)
        #expect(limited.standardError.contains("error: no fixture is valid; nothing was rendered"), "\(limited.standardError)")
        #expect(CLI.contents(of: root + "/limited").isEmpty)
    }

    @Test func warningsArePrintedWithExit0AndAreErrorsWhenAsked() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixture = try String(contentsOfFile: CLI.packageRoot + "/Fixtures/color-swatches-boring.json", encoding: .utf8)
            .replacingOccurrences(of: "\"width\": 78", with: "\"width\": 500")
        #expect(fixture.contains("\"width\": 500"))
        _ = FileManager.default.createFile(atPath: root + "/wide.json", contents: Data(fixture.utf8))
        let validated = try CLI.run(["validate", root + "/wide.json"])
        #expect(validated.status == 0, "\(validated.standardError)")
        #expect(validated.standardError.contains("warning: \(root)/wide.json:"), "\(validated.standardError)")
        #expect(validated.standardError.contains("the behavior of the UICollectionViewFlowLayout is not defined because the item width (500)"))
        let strict = try CLI.run(["validate", root + "/wide.json", "--warnings-as-errors"])
        #expect(strict.status == 2)
        #expect(strict.standardError.hasPrefix("error: \(root)/wide.json:"), "\(strict.standardError)")
        let render = try CLI.run(["render", root + "/wide.json", "--out", root + "/out", "--format", "svg", "--warnings-as-errors"])
        #expect(render.status == 2)
        #expect(CLI.contents(of: root + "/out").isEmpty)
    }

    @Test func renderPrintsOneTabSeparatedLinePerFileWhenNotOnATerminal() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--fps", "2", "--scale", "1", "--format", "png,svg"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 2)
        #expect(lines.first == ["color-swatches-boring", "png", out + "/color-swatches-boring", "9"])
        #expect(lines.last?.prefix(3) == ["color-swatches-boring", "svg", out + "/color-swatches-boring.svg"])
        let bytes = try FileManager.default.attributesOfItem(atPath: out + "/color-swatches-boring.svg")[.size] as? Int
        #expect(lines.last?.last == bytes.map(String.init))
        #expect(result.standardError.isEmpty, "no progress bar off a terminal")
    }

    @Test func renderMakesALoopingGIF() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out, "--format", "gif", "--fps", "10"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(CLI.contents(of: out) == ["color-swatches-boring.gif"])
        let gif = [UInt8](try #require(FileManager.default.contents(atPath: out + "/color-swatches-boring.gif")))
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        // 390×520 at scale 1 by default.
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 390 && Int(gif[8]) | Int(gif[9]) << 8 == 520)
        #expect(String(decoding: gif, as: UTF8.self).contains("NETSCAPE2.0"))
        #expect(gif.last == 0x3B)
        let again = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out + "/again", "--format", "gif", "--fps", "10"])
        #expect(again.status == 0)
        #expect(FileManager.default.contents(atPath: out + "/again/color-swatches-boring.gif") == Data(gif), "the same bytes every run")
        // Once, then the last frame stays: no loop block in the GIF, a frozen end in the SVG.
        let once = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", out + "/once", "--format", "gif,svg", "--fps", "10", "--no-loop", "--hold", "2"])
        #expect(once.status == 0, "\(once.standardError)")
        let onceGIF = [UInt8](try #require(FileManager.default.contents(atPath: out + "/once/color-swatches-boring.gif")))
        #expect(!String(decoding: onceGIF, as: UTF8.self).contains("NETSCAPE2.0"))
        let onceSVG = try String(contentsOfFile: out + "/once/color-swatches-boring.svg", encoding: .utf8)
        #expect(onceSVG.contains("fill=\"freeze\"") && !onceSVG.contains("repeatCount"))
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--hold", "99"]).standardError.contains("The value '99' is invalid for '--hold <hold>': a number from 0 to 60 is expected"))
        let tooFast = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--format", "gif", "--fps", "60"])
        #expect(tooFast.status == 2)
        #expect(tooFast.standardError.contains("--fps must be at most 50 for a GIF"))
        let unknown = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--format", "png,jpeg"])
        #expect(unknown.status == 2)
    }

    @Test func sheetWritesAContactSheetOrAFilmstrip() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let sheet = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--out", out, "--count", "6", "--columns", "3", "--width", "100", "--no-title"])
        #expect(sheet.status == 0, "\(sheet.standardError)")
        #expect(sheet.standardOutput == "color-swatches-boring\tsheet\t\(out)/color-swatches-boring.sheet.png\t6\n")
        // 3 columns of 100 points with 10 between and 12 of margin; 2 rows of 100 × 520 / 390 points plus an 18-point caption.
        let png = [UInt8](try #require(FileManager.default.contents(atPath: out + "/color-swatches-boring.sheet.png")))
        func word(_ at: Int) -> Int { png[at...at + 3].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 12 + 3 * 100 + 2 * 10 + 12)
        let tile = (100.0 * 520 / 390).rounded()
        #expect(word(20) == Int(12 + 2 * (tile + 18) + 10 + 12))
        let strip = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--out", out, "--strip", "--at", "0,0.5,1"])
        #expect(strip.status == 0, "\(strip.standardError)")
        #expect(CLI.contents(of: out) == ["color-swatches-boring.sheet.png", "color-swatches-boring.strip.png"])
        // --at as render takes it: seconds, with or without "s", and percentages.
        let shares = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--out", out + "/shares", "--strip", "--at", "0,0.5s,50%,100%", "--plain"])
        #expect(shares.status == 0, "\(shares.standardError)")
        #expect(shares.standardOutput.hasSuffix("\tstrip\t\(out)/shares/color-swatches-boring.strip.png\t4\n"), "\(shares.standardOutput)")
        let late = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--out", out, "--at", "0,99"])
        #expect(late.status == 2)
        #expect(late.standardError.contains("--at 99s is after the end of the animation, which lasts 4.1 s"), "\(late.standardError)")
        let bad = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--out", out, "--at", "0,soon"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains(#"--at takes seconds (0.25) or percentages of the animation (50%), separated by commas; "soon" is neither."#))
        let both = try CLI.run(["sheet", "Fixtures/color-swatches-boring.json", "--count", "4", "--every", "0.5"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("Choose the frames one way"))
    }

    @Test func appearanceRendersEachFixtureOncePerAppearanceUnderNamesThatSayWhich() throws {
        let out = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CLI.run(["render", "Fixtures/settings-list.json", "--out", out, "--format", "svg", "--appearance", "light,dark", "--appearance", "dark-ax5", "--plain"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(CLI.contents(of: out) == ["settings-list-dark-ax5.svg", "settings-list-dark.svg", "settings-list-light.svg"])
        // The light one is the fixture as it always renders; the dark one differs.
        let plain = try CLI.run(["render", "Fixtures/settings-list.json", "--out", out + "/plain", "--format", "svg"])
        #expect(plain.status == 0)
        let light = FileManager.default.contents(atPath: out + "/settings-list-light.svg")
        let dark = FileManager.default.contents(atPath: out + "/settings-list-dark.svg")
        #expect(light != nil && light == FileManager.default.contents(atPath: out + "/plain/settings-list.svg"))
        #expect(dark != nil && dark != light)
        let sheet = try CLI.run(["sheet", "Fixtures/settings-list.json", "--out", out + "/sheets", "--appearance", "light-high-contrast"])
        #expect(sheet.status == 0, "\(sheet.standardError)")
        #expect(CLI.contents(of: out + "/sheets") == ["settings-list-light-high-contrast.sheet.png"])
        let bad = try CLI.run(["render", "Fixtures/settings-list.json", "--out", out, "--appearance", "light,night"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains(#"--appearance: "night" is not an appearance"#), "\(bad.standardError)")
    }

    @Test func everySubcommandsHelpShowsAnExample() throws {
        for command in ["render", "sheet", "dump", "compare", "validate"] {
            let result = try CLI.run([command, "--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.standardOutput.contains("Examples:"), "\(command) --help has examples")
            #expect(result.standardOutput.contains("zoetrope \(command) "), "\(command) --help shows the command in use")
        }
        let top = try CLI.run(["--help"])
        for command in ["render", "sheet", "dump", "compare", "validate"] { #expect(top.standardOutput.contains(command)) }
    }
}
#endif
