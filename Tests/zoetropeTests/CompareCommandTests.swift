#if Tools  // the Tools trait (Package.swift)
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ZoetropeCairo
import ZoetropeTestSupport

@Suite(.serialized) struct CompareCommandTests {
    typealias CLI = CommandLineRunner

    /// Frames of a real fixture, rendered small, in `folder/color-swatches-boring/`.
    func render(into folder: String) throws -> String {
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", folder, "--fps", "1", "--scale", "1", "--format", "png"])
        #expect(result.status == 0, "\(result.standardError)")
        return folder + "/color-swatches-boring"
    }

    /// Paints one pixel of a PNG file bright red.
    func mark(_ path: String, x: Int, y: Int) throws {
        let image = try RasterImage(pngData: [UInt8](try #require(FileManager.default.contents(atPath: path))))
        var rgba = image.rgbaPixels()
        rgba.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: [255, 0, 0, 255])
        try RasterImage(width: image.width, height: image.height, rgba: rgba).writePNG(to: path)
    }

    /// With its defaults, `compare` fails frames rendered after a half-point shift, a 0.02
    /// colour change or a 10 % longer step, and passes the animation rendered again.
    @Test func theDefaultsCatchTheSmallChangesThatMatter() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func frames(_ json: String, _ name: String) throws -> String {
            try json.write(toFile: "\(root)/\(name).json", atomically: true, encoding: .utf8)
            let result = try CLI.run(["render", "\(root)/\(name).json", "--out", root + "/out-" + name, "--format", "png"])
            #expect(result.status == 0, "\(result.standardError)")
            return root + "/out-\(name)/" + name
        }
        let base = try frames(StrictnessCases.fixture(name: "case"), "case")
        let again = try frames(StrictnessCases.fixture(name: "again"), "again")
        #expect(try CLI.run(["compare", again, base]).status == 0)
        for (index, change) in StrictnessCases.changes.enumerated() {
            let json = change.fixture.replacingOccurrences(of: "\"name\": \"strictness\"", with: "\"name\": \"change\(index)\"")
            let result = try CLI.run(["compare", try frames(json, "change\(index)"), base])
            #expect(result.status == 1, "\(change.name): \(result.standardOutput)\(result.standardError)")
        }
    }

    /// `--record` stores what decides the pixels beside the goldens; a later difference where it
    /// differs is announced first. `doctor` prints the same fingerprint.
    @Test func recordedGoldensKnowWhereTheyWereDrawn() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        #expect(try CLI.run(["compare", frames, root + "/goldens", "--record"], environment: ["CI": ""]).status == 1)
        let stored = try #require(RenderingFingerprint(contentsOf: root + "/goldens/fingerprint.json"))
        #expect(stored == RenderingFingerprint.current)
        let doctor = try CLI.run(["doctor", "--json"])
        #expect(doctor.status == 0 && RenderingFingerprint(json: doctor.standardOutput) == stored, "\(doctor.standardOutput)\(doctor.standardError)")
        let words = try CLI.run(["doctor"])
        #expect(words.status == 0 && words.standardOutput.hasPrefix("Cairo \(stored.cairo), pixman \(stored.pixman!), Pango ")
                && words.standardOutput.contains(", on \(stored.architecture!)\n") && words.standardOutput.contains("DejaVu Sans: DejaVuSans.ttf"),
                "\(words.standardOutput)")
        let same = try CLI.run(["doctor", "--against", root + "/goldens"])
        #expect(same.status == 0 && same.standardOutput.hasSuffix("the same as this machine in every part that decides the pixels\n"), "\(same.standardOutput)")

        var elsewhere = stored
        elsewhere.freetype = "2.10.4"
        elsewhere.architecture = "arm64-elsewhere"
        try elsewhere.json.write(toFile: root + "/goldens/fingerprint.json", atomically: true, encoding: .utf8)
        // doctor says which parts differ, and what each may change.
        let differing = try CLI.run(["doctor", "--against", root + "/goldens"])
        #expect(differing.status == 1)
        #expect(differing.standardOutput == """
            \(root)/goldens/fingerprint.json differs from this machine in 2 parts:
              FreeType 2.10.4 (this machine has \(stored.freetype)): may change labels
              recorded on arm64-elsewhere (this machine is \(stored.architecture!)): may change every frame

            """, "\(differing.standardOutput)")
        let nothing = try CLI.run(["doctor", "--against", root + "/none.json"])
        #expect(nothing.status == 2 && nothing.standardError.contains("none.json: no fingerprint Zoetrope can read"), "\(nothing.standardError)")
        try mark(frames + "/frame_0002.png", x: 20, y: 20)
        let result = try CLI.run(["compare", frames, root + "/goldens"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("note: the expected frames were recorded where pixels are drawn differently — FreeType 2.10.4 (this machine has \(stored.freetype)); recorded on arm64-elsewhere"),
                "\(result.standardOutput)")
    }

    @Test func identicalFramesExit0() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        let result = try CLI.run(["compare", frames, root + "/b"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "5 frames match\n")
    }

    @Test func aChangedPixelExits1AndNamesTheFrame() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        try mark(frames + "/frame_0002.png", x: 200, y: 400)
        try FileManager.default.removeItem(atPath: root + "/b/frame_0004.png")
        let result = try CLI.run(["compare", frames, root + "/b", "--report", root + "/report"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("frame_0002.png: differs — 1 of 202800 pixels (0.000 %)"))
        #expect(result.standardOutput.contains("frame_0004.png: extra — an actual frame with no expected frame of that name"))
        #expect(result.standardOutput.contains("2 of 5 frames differ"))
        let report = CLI.contents(of: root + "/report")
        #expect(report == [".zoetrope-report", "frames", "index.html", "summary.json", "thumbnails"])
        #expect(CLI.contents(of: root + "/report/frames").contains("2-frame_0002.diff.png"))
        // The same pixel is allowed with --max-count 1; one frame is one frame.
        let one = try CLI.run(["compare", frames + "/frame_0002.png", root + "/b/frame_0002.png", "--max-count", "1"])
        #expect(one.status == 0)
        #expect(one.standardOutput == "1 frame matches\n", "\(one.standardOutput)")
        let oneDiffers = try CLI.run(["compare", frames + "/frame_0002.png", root + "/b/frame_0002.png"])
        #expect(oneDiffers.standardOutput.contains("1 of 1 frame differs"), "\(oneDiffers.standardOutput)")
    }

    @Test func withItsFixtureFramesAreLabelledByTimeAndStep() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        try mark(frames + "/frame_0002.png", x: 200, y: 400)
        let result = try CLI.run(["compare", frames, root + "/b", "--fixture", "Fixtures/color-swatches-boring.json", "--fps", "1", "--json"])
        #expect(result.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let labels = (summary["frames"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.count == 5)
        #expect(labels.first?.hasPrefix("0 s, step 0: ") == true, "\(labels)")
        #expect(labels[2].hasPrefix("2 s, step "), "\(labels)")
        let lines = try CLI.run(["compare", frames, root + "/b", "--fixture", "Fixtures/color-swatches-boring.json", "--fps", "1"])
        #expect(lines.standardOutput.contains("frame_0002.png (2 s, step "), "\(lines.standardOutput)")
        #expect(lines.standardOutput.contains("; largest colour difference "))
        let bare = try CLI.run(["compare", frames, root + "/b", "--fps", "1"])
        #expect(bare.status == 2 && bare.standardError.contains("--fps goes with --fixture"))
    }

    @Test func jsonOutputIsTheSummary() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        try mark(frames + "/frame_0001.png", x: 10, y: 10)
        let result = try CLI.run(["compare", frames, root + "/b", "--json"])
        #expect(result.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(summary["matches"] as? Bool == false)
        #expect(summary["differing"] as? Int == 1)
        let statuses = (summary["frames"] as? [[String: Any]])?.map { $0["status"] as? String ?? "" }
        #expect(statuses == ["matched", "differed", "matched", "matched", "matched"])
    }

    /// `--json` names every image: the two compared, with their sizes; with `--report`, the
    /// report's copies and diff too. A resized frame has both sizes and a line of its own.
    @Test func jsonNamesEveryImageAndAResizedFrameHasBothSizes() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        try mark(frames + "/frame_0001.png", x: 10, y: 10)
        let original = try RasterImage(pngData: [UInt8](try #require(FileManager.default.contents(atPath: frames + "/frame_0002.png"))))
        try original.resized(width: original.width - 10, height: original.height).writePNG(to: frames + "/frame_0002.png")

        let lines = try CLI.run(["compare", frames, root + "/b"])
        #expect(lines.status == 1)
        #expect(lines.standardOutput.contains("frame_0002.png: differs — the actual frame is \(original.width - 10)×\(original.height), the expected \(original.width)×\(original.height)"))

        func entries(_ output: String) throws -> [[String: Any]] {
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return try #require(summary["frames"] as? [[String: Any]])
        }
        let bare = try entries(try CLI.run(["compare", frames, root + "/b", "--json"]).standardOutput)
        #expect(bare[1]["actualPath"] as? String == frames + "/frame_0001.png")
        #expect(bare[1]["expectedPath"] as? String == root + "/b/frame_0001.png")
        #expect(bare[1]["actualSize"] as? [String: Int] == ["width": original.width, "height": original.height])
        #expect(bare[2]["status"] as? String == "size-mismatch")
        #expect(bare[2]["actualSize"] as? [String: Int] == ["width": original.width - 10, "height": original.height])
        #expect(bare[2]["expectedSize"] as? [String: Int] == ["width": original.width, "height": original.height])
        #expect(bare[2]["differingPixels"] == nil)

        let report = root + "/report"
        let reported = try CLI.run(["compare", frames, root + "/b", "--json", "--report", report])
        #expect(reported.status == 1)
        let withReport = try entries(reported.standardOutput)
        for key in ["expected", "actual", "diff"] {
            let path = try #require(withReport[1][key] as? String, "\(key)")
            #expect(path.hasPrefix(report + "/frames/") && FileManager.default.fileExists(atPath: path), "\(path)")
        }
        #expect(withReport[1]["actualPath"] as? String == frames + "/frame_0001.png")
    }

    /// Two files with the same bytes hold the same pixels: they match without being decoded
    /// (an unchanged frame is its golden byte for byte). Shown by a file whose image data is
    /// cut short: against a copy of itself it matches; against another image it is refused.
    @Test func byteIdenticalFramesMatchWithoutBeingDecoded() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        let whole = [UInt8](try #require(FileManager.default.contents(atPath: frames + "/frame_0001.png")))
        let cut = Data(whole.prefix(whole.count / 2))
        try cut.write(to: URL(fileURLWithPath: root + "/cut.png"))
        try cut.write(to: URL(fileURLWithPath: root + "/same.png"))
        let same = try CLI.run(["compare", root + "/cut.png", root + "/same.png", "--json"])
        #expect(same.status == 0, "\(same.standardError)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(same.standardOutput.utf8)) as? [String: Any])
        let frame = try #require((summary["frames"] as? [[String: Any]])?.first)
        #expect(frame["status"] as? String == "matched" && frame["differingPixels"] as? Int == 0)
        let image = try RasterImage(pngData: whole)
        #expect(frame["pixels"] as? Int == image.width * image.height)
        let other = try CLI.run(["compare", root + "/cut.png", frames + "/frame_0001.png"])
        #expect(other.status == 2, "\(other.standardOutput)")
    }

    /// pixelmatch's diff options reach the diff image in the report, and its main branch's
    /// window judges a frame by its densest window.
    @Test func pixelmatchsOptionsShapeTheDiffImageAndTheCount() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        try mark(frames + "/frame_0002.png", x: 200, y: 400)
        try mark(frames + "/frame_0002.png", x: 10, y: 10)
        let actual = frames + "/frame_0002.png", expected = root + "/b/frame_0002.png"
        let masked = try CLI.run(["compare", actual, expected, "--diff-mask", "--diff-color", "#0000ff", "--report", root + "/mask"])
        #expect(masked.status == 1, "\(masked.standardError)")
        let diff = try RasterImage(pngData: [UInt8](try #require(FileManager.default.contents(atPath: root + "/mask/frames/0-frame_0002.diff.png"))))
        let pixels = diff.rgbaPixels()
        #expect(Array(pixels[(400 * diff.width + 200) * 4..<(400 * diff.width + 200) * 4 + 4]) == [0, 0, 255, 255], "the difference in --diff-color")
        #expect(Array(pixels[0..<4]) == [0, 0, 0, 0], "a mask is transparent elsewhere")
        // Two marks far apart: 2 pixels in all, 1 in any 16×16 window.
        let windowed = try CLI.run(["compare", actual, expected, "--window-size", "16", "--max-count", "1"])
        #expect(windowed.status == 0, "\(windowed.standardOutput)\(windowed.standardError)")
        let whole = try CLI.run(["compare", actual, expected, "--max-count", "1"])
        #expect(whole.status == 1)
        #expect(whole.standardOutput.contains("2 of 202800 pixels"), "\(whole.standardOutput)")
        let json = try CLI.run(["compare", actual, expected, "--window-size", "16", "--metric", "oklab", "--json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let frame = try #require((summary["frames"] as? [[String: Any]])?.first)
        #expect(frame["densestWindowPixels"] as? Int == 1 && frame["windowSize"] as? Int == 16 && frame["differingPixels"] as? Int == 2)
        #expect((summary["options"] as? [String: Any])?["metric"] as? String == "oklab")
    }

    @Test func aBadColourOrMetricExits2WithWhatIsExpected() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let colour = try CLI.run(["compare", root, root, "--aa-color", "300,0,0"])
        #expect(colour.status == 2)
        #expect(colour.standardError.contains("a colour as R,G,B (each 0 to 255, such as 255,0,0) or #RRGGBB is expected"), "\(colour.standardError)")
        let metric = try CLI.run(["compare", root, root, "--metric", "lab"])
        #expect(metric.status == 2)
        #expect(metric.standardError.contains("yiq or oklab is expected"), "\(metric.standardError)")
    }

    @Test func invalidInputExits2WithAMessage() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let missing = try CLI.run(["compare", root + "/nowhere", root])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("nowhere: no such file or folder (the actual frames)"))
        let badOption = try CLI.run(["compare", root, root, "--threshold", "2"])
        #expect(badOption.status == 2)
        #expect(badOption.standardError.contains("The value '2' is invalid for '--threshold <threshold>': a number from 0 to 1 is expected"))
    }

    /// Opening a FIFO for reading waits for a writer: compare refuses what is not a plain file
    /// instead of hanging.
    @Test func aPipeIsRefusedInsteadOfWaitedOn() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: true)
        for name in CLI.contents(of: frames) where name.hasSuffix(".png") {
            try FileManager.default.copyItem(atPath: frames + "/" + name, toPath: root + "/b/" + name)
        }
        try FileManager.default.removeItem(atPath: root + "/b/frame_0002.png")
        #expect(mkfifo(root + "/b/frame_0002.png", 0o600) == 0)
        let result = try CLI.run(["compare", frames, root + "/b"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("b/frame_0002.png: not a regular file (a pipe, socket or device); compare reads PNG files"),
                "\(result.standardError)")
    }

    /// A two-pixel palette image whose second pixel is colour 7 of a palette of 2: a broken
    /// file (exit 2), not a difference (exit 1), though libpng decodes it as black.
    @Test func aPixelPastItsPaletteIsCorruptInputNotADifference() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let good = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAC0lEQVR42mNgYAQAAAQAAizeSK0AAAAASUVORK5CYII="
        let broken = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAC0lEQVR42mNgYAcAAAoACEAB/hcAAAAASUVORK5CYII="
        try Data(base64Encoded: good)!.write(to: URL(fileURLWithPath: root + "/good.png"))
        try Data(base64Encoded: broken)!.write(to: URL(fileURLWithPath: root + "/broken.png"))
        #expect(try CLI.run(["compare", root + "/good.png", root + "/good.png"]).status == 0)
        let result = try CLI.run(["compare", root + "/broken.png", root + "/good.png"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("broken.png: corrupt PNG: its IDAT chunk: a pixel uses colour 7 of a palette of 2"), "\(result.standardError)")
    }

    @Test func recordingWritesTheGoldensAndStillFails() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        let recorded = try CLI.run(["compare", frames, root + "/goldens", "--record"], environment: ["CI": ""])
        #expect(recorded.status == 1, "a run that records never passes")
        #expect(recorded.standardError.contains("recorded 5 frames into"))
        let goldens = CLI.contents(of: root + "/goldens")
        #expect(goldens.filter { $0.hasSuffix(".png") }.count == 5 && goldens.contains("fingerprint.json"), "\(goldens)")
        #expect(try CLI.run(["compare", frames, root + "/goldens"]).status == 0)
        // The environment variable asks the same.
        #expect(try CLI.run(["compare", frames, root + "/goldens"], environment: ["ZOETROPE_RECORD": "1", "CI": ""]).status == 1)
    }

    /// The geometry a failed golden check leaves beside its frames is recorded with them;
    /// frames without one leave no stale geometry behind.
    @Test func recordingTakesAlongTheGeometryBesideTheFrames() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try "{\"zoetrope\": \"geometry 1\", \"moments\": []}\n".write(toFile: frames + "/geometry.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["compare", frames, root + "/goldens", "--record"], environment: ["CI": ""]).status == 1)
        #expect(try String(contentsOfFile: root + "/goldens/geometry.json", encoding: .utf8).contains("geometry 1"))
        try FileManager.default.removeItem(atPath: frames + "/geometry.json")
        #expect(try CLI.run(["compare", frames, root + "/goldens", "--record"], environment: ["CI": ""]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: root + "/goldens/geometry.json"))
    }

    @Test func recordingIsRefusedOnCI() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        let result = try CLI.run(["compare", frames, root + "/goldens", "--record"], environment: ["CI": "true"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("refused on CI"))
        #expect(!FileManager.default.fileExists(atPath: root + "/goldens"))
    }

    @Test func junitXMLHasOneCasePerFixtureAndAFailureListingTheFramesThatDiffer() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        let same = try CLI.run(["compare", frames, root + "/b", "--junit", root + "/same.xml"])
        #expect(same.status == 0)
        let passed = try String(contentsOfFile: root + "/same.xml", encoding: .utf8)
        #expect(passed.contains("<testcase name=\"color-swatches-boring\" classname=\"zoetrope.compare\"") && !passed.contains("<failure"))
        // --name names the case.
        #expect(try CLI.run(["compare", frames, root + "/b", "--junit", root + "/named.xml", "--name", "swatches on iPhone 15"]).status == 0)
        let named = try String(contentsOfFile: root + "/named.xml", encoding: .utf8)
        #expect(named.contains("<testcase name=\"swatches on iPhone 15\""), "\(named)")

        // The same change in frames 1 and 3, another in frame 2: two ways of differing.
        try mark(frames + "/frame_0001.png", x: 10, y: 10)
        try mark(frames + "/frame_0003.png", x: 10, y: 10)
        try mark(frames + "/frame_0002.png", x: 50, y: 90)
        let result = try CLI.run(["compare", frames, root + "/b", "--junit", root + "/reports/differ.xml", "--fixture", "Fixtures/color-swatches-boring.json", "--fps", "1"])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: root + "/reports/differ.xml", encoding: .utf8)
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
        #expect(cases.count == 1)
        let failure = try #require(try document.nodes(forXPath: "//testcase/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("3 of 5 frames differ from ") == true)
        let lines = (failure.stringValue ?? "").split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines[0].hasPrefix("frame_0001.png (1 s, step") && lines[0].contains("and the same way in 1 other frame: frame_0003.png"))
        #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "1")

        // Input that cannot be compared is the case's error, and exit 2.
        let missing = try CLI.run(["compare", frames, root + "/nowhere", "--junit", root + "/error.xml"])
        #expect(missing.status == 2)
        let error = try String(contentsOfFile: root + "/error.xml", encoding: .utf8)
        #expect(error.contains("errors=\"1\"") && error.contains("<error message=\""))
    }
}
#endif
