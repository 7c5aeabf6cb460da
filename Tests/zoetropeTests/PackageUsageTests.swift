#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// The package a user writes from docs/testing.md ("Add Zoetrope to your package"): its
/// `Package.swift` and its two test files, taken from the documentation as they are, built and
/// run against this repository. The dependency is the documented `.package(url:from:)` line
/// with the URL of a bare clone of this repository tagged 0.1.0 (so it checks the committed
/// state, as CI's clean clone is); the path form is resolved too. Catches a product or package
/// name that does not resolve, a missing `exclude`, and the `IndexPath` ambiguity in examples.
@Suite(.serialized) struct PackageUsageTests {
    typealias CLI = CommandLineRunner

    /// The fenced Swift block of docs/testing.md whose first line is `firstLine`.
    static func block(startingWith firstLine: String) throws -> String {
        let text = try String(contentsOfFile: CLI.packageRoot + "/docs/testing.md", encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
        guard let found = blocks.first(where: { $0.hasPrefix(firstLine) }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "docs/testing.md has no Swift block starting \(firstLine)"])
        }
        return found + "\n"
    }

    static func shell(_ command: String, in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func thePackageTheDocsDescribeBuildsAndItsTestsPass() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // This repository as a remote with a version tag.
        let clone = try Self.shell("git clone -q --bare \"\(CLI.packageRoot)\" zoetrope.git && git -C zoetrope.git tag -f 0.1.0 HEAD", in: root)
        try #require(clone.status == 0, "\(clone.output)")

        let package = root + "/MyApp"
        let tests = package + "/Tests/MyAppTests"
        for folder in ["__Goldens__/feed", "__Snapshots__"] {
            try FileManager.default.createDirectory(atPath: tests + "/" + folder, withIntermediateDirectories: true)
        }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: tests + "/__Goldens__/feed/t0000.000.png"))
        try "t = 0 s\n".write(toFile: tests + "/__Snapshots__/feed.1.txt", atomically: true, encoding: .utf8)
        var manifest = try Self.block(startingWith: "// swift-tools-version")
        let documented = try #require(manifest.range(of: #"url: "[^"]*""#, options: .regularExpression))
        manifest.replaceSubrange(documented, with: "url: \"file://\(root)/zoetrope.git\"")
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        for file in ["DeleteAnimationTests.swift", "DeleteAnimationXCTests.swift"] {
            try Self.block(startingWith: "// Tests/MyAppTests/\(file)").write(toFile: tests + "/" + file, atomically: true, encoding: .utf8)
        }

        let build = try Self.shell("swift build --build-tests", in: package)
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("unhandled"), "SwiftPM warns about the goldens or snapshots: \(build.output)")
        // The libraries need no other package: the command line's and the preview server's are
        // behind the Tools trait, swift-snapshot-testing behind SnapshotTesting.
        let checkouts = CLI.contents(of: package + "/.build/checkouts")
        #expect(checkouts == ["zoetrope"], "a package using ZoetropeTesting resolved \(checkouts)")
        let test = try Self.shell("swift test --skip-build", in: package)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("theDeletedCellFadesOut") && test.output.contains("Executed 1 test, with 0 failures"), "\(test.output)")

        // The path form, with the name that keeps `package: "Zoetrope"`.
        var local = manifest.replacingOccurrences(of: "url: \"file://\(root)/zoetrope.git\", from: \"0.1.0\"", with: "name: \"Zoetrope\", path: \"\(CLI.packageRoot)\"")
        local = local.replacingOccurrences(of: "package: \"zoetrope\"", with: "package: \"Zoetrope\"")
        #expect(local != manifest)
        try local.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        let resolved = try Self.shell("swift package describe", in: package)
        #expect(resolved.status == 0 && resolved.output.contains("ZoetropeTesting"), "\(resolved.output)")
    }
}
#endif
