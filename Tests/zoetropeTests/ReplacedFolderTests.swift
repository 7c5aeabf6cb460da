#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeScene
import ZoetropeTesting
import ZoetropeTestSupport

/// A command replaces a folder (a report, a fixture's frames, goldens) or writes a file only
/// where that deletes nothing but what Zoetrope wrote there before, and never over what the same
/// command reads: otherwise exit 2, the folder named, and everything left as it was.
@Suite(.serialized) struct ReplacedFolderTests {
    typealias CLI = CommandLineRunner

    /// Frames of a real fixture, rendered small, in `folder/color-swatches-boring/`, as the
    /// compare command's tests make them.
    func render(into folder: String) throws -> String {
        try CompareCommandTests().render(into: folder)
    }

    /// Every file under `folder` with its bytes.
    func snapshot(of folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    @Test func aReportFolderThatHoldsOtherFilesIsRefusedAndKept() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
        try "my own page\n".write(toFile: root + "/site/index.html", atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: root + "/site/notes.txt", atomically: true, encoding: .utf8)
        let before = snapshot(of: root + "/site")
        let result = try CLI.run(["compare", frames, frames, "--report", root + "/site"])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("refusing to replace \(root)/site with a comparison report"), "\(result.standardError)")
        #expect(result.standardError.contains("\"notes.txt\""), "\(result.standardError)")
        #expect(snapshot(of: root + "/site") == before)
    }

    @Test func aReportZoetropeWroteIsReplacedByTheNext() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        #expect(try CLI.run(["compare", frames, frames, "--report", root + "/report"]).status == 0)
        #expect(CLI.contents(of: root + "/report").contains(ReplaceableFolder.markerName))
        let again = try CLI.run(["compare", frames, frames, "--report", root + "/report"])
        #expect(again.status == 0, "\(again.standardError)")
        // An empty folder is taken too.
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        #expect(try CLI.run(["compare", frames, frames, "--report", root + "/empty"]).status == 0)
    }

    /// The report named as the actual frames, the expected ones, or a folder that holds them.
    @Test(arguments: ["actual", "expected", "parent"])
    func aReportOverAnInputIsRefused(which: String) throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        try FileManager.default.copyItem(atPath: frames, toPath: root + "/b")
        let before = snapshot(of: root)
        let report = ["actual": frames, "expected": root + "/b", "parent": root + "/a"][which]!
        let result = try CLI.run(["compare", frames, root + "/b", "--report", report])
        #expect(result.status == 2, "\(result.standardError)")
        let relation = which == "parent" ? "it holds the actual frames" : "it is the \(which) frames"
        #expect(result.standardError.contains(relation), "\(result.standardError)")
        #expect(snapshot(of: root) == before)
    }

    @Test func recordingOverTheActualFramesIsRefused() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        let before = snapshot(of: frames)
        // The same folder spelt another way is the same folder.
        let result = try CLI.run(["compare", frames, root + "/./a/../a/color-swatches-boring", "--record"], environment: ["CI": ""])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("refusing to record into"), "\(result.standardError)")
        #expect(snapshot(of: frames) == before)
        // A single frame onto itself too.
        let one = try CLI.run(["compare", frames + "/frame_0000.png", frames + "/frame_0000.png", "--record"], environment: ["CI": ""])
        #expect(one.status == 2)
        #expect(snapshot(of: frames) == before)
    }

    @Test func aJUnitFileOverAnInputOrAFolderIsRefused() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root + "/a")
        let before = snapshot(of: root)
        for target in [frames + "/frame_0001.png", frames, "Fixtures/color-swatches-boring.json"] {
            let result = try CLI.run(["compare", frames, frames, "--junit", target, "--fixture", "Fixtures/color-swatches-boring.json"])
            #expect(result.status == 2, "\(target): \(result.standardError)")
            #expect(result.standardError.contains("refusing to write"), "\(result.standardError)")
        }
        #expect(snapshot(of: root) == before)
    }

    @Test func renderRefusesAFramesFolderThatHoldsOtherFiles() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let frames = try render(into: root)
        try "keep me\n".write(toFile: frames + "/notes.txt", atomically: true, encoding: .utf8)
        let before = snapshot(of: root)
        let result = try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", root, "--fps", "1", "--scale", "1"])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("\"notes.txt\", which Zoetrope did not write"), "\(result.standardError)")
        #expect(snapshot(of: root) == before, "a refused render changed the output folder")
        // Frames alone are replaced as before.
        try FileManager.default.removeItem(atPath: frames + "/notes.txt")
        #expect(try CLI.run(["render", "Fixtures/color-swatches-boring.json", "--out", root, "--fps", "1", "--scale", "1"]).status == 0)
    }

    /// Recording goldens replaces a folder of goldens, never one that holds anything else.
    @Test func recordingGoldensOverAFolderOfOtherFilesIsRefused() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/swatches", withIntermediateDirectories: true)
        try "keep me\n".write(toFile: root + "/swatches/README.md", atomically: true, encoding: .utf8)
        let document = try FixtureDocument.load(path: CLI.packageRoot + "/Fixtures/color-swatches-boring.json")
        let timeline = try document.makeTimeline()
        #expect {
            try AnimationGoldens(directory: root, record: true).check(timeline, named: "swatches", at: .times([0]))
        } throws: { error in
            "\(error)".contains("\"README.md\", which Zoetrope did not write")
        }
        #expect(CLI.contents(of: root + "/swatches") == ["README.md"])
    }
}
#endif
