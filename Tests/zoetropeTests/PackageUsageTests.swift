#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing
import ZoetropeTestSupport

/// The packages a user writes from docs/testing.md: every `Package.swift` and every test file
/// it shows (each Swift block is a whole file, its first line says which), taken from the
/// documentation as they are, built against this repository; the tests that need no recorded
/// goldens run. The dependency is the documented `.package(url:branch:)` line with the URL of a
/// bare clone of this repository (so it checks the committed state of its main branch, as CI's
/// clean clone is); the path form is resolved too. Catches a product or package name that does not
/// resolve, a missing `exclude`, a module a snippet uses but does not get, the `IndexPath`
/// ambiguity in examples, and every package resolved beyond what the libraries need. The
/// manifests are resolved as they are; the test files are built once, in one package with both
/// products.
@Suite(.serialized) struct PackageUsageTests {
    typealias CLI = CommandLineRunner

    /// Every fenced Swift block of docs/testing.md.
    static func blocks() throws -> [String] {
        let text = try String(contentsOfFile: CLI.packageRoot + "/docs/testing.md", encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().map { ($0.components(separatedBy: "\n```").first ?? "") + "\n" }
    }

    /// A bare clone of this repository whose `main` is the commit checked out here (a clone
    /// made on another branch, or detached, has it under that name too).
    static let bareClone = "git clone -q --bare \"\(CLI.packageRoot)\" zoetrope.git && git -C zoetrope.git update-ref refs/heads/main \"$(git -C \"\(CLI.packageRoot)\" rev-parse HEAD)\""

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

    /// A consumer package in `root/name`: the documented manifest (the one that has `product`)
    /// pointed at the bare clone, its goldens and snapshots folders made as the page says, the
    /// fixtures the snippets load, and the test files the page shows that `use` says.
    static func makePackage(in root: String, name: String, manifestWith product: String, files use: (String) -> Bool) throws -> String {
        let package = root + "/" + name
        let tests = package + "/Tests/MyAppTests"
        for folder in ["__Goldens__", "__Snapshots__"] {
            try FileManager.default.createDirectory(atPath: tests + "/" + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Fixtures", toPath: package + "/Fixtures")
        let blocks = try Self.blocks()
        var manifest = try #require(blocks.first { $0.hasPrefix("// swift-tools-version") && $0.contains("\"\(product)\"") },
                                    "docs/testing.md has no manifest with \(product)")
        let documented = try #require(manifest.range(of: #"url: "[^"]*""#, options: .regularExpression))
        manifest.replaceSubrange(documented, with: "url: \"file://\(root)/zoetrope.git\"")
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        var written = 0
        for block in blocks where block.hasPrefix("// Tests/MyAppTests/") {
            let file = String(block.dropFirst("// Tests/MyAppTests/".count).prefix { $0 != "\n" && $0 != " " })
            guard use(file) else { continue }
            try block.write(toFile: tests + "/" + file, atomically: true, encoding: .utf8)
            written += 1
        }
        #expect(written > 0)
        return package
    }

    /// Each documented manifest as it is, resolved and loaded (no build): it names products
    /// that exist, SwiftPM warns about no file, and it resolves what it needs and nothing else
    /// (ZoetropeTesting alone; the snapshot strategies, swift-snapshot-testing's graph). The
    /// path form resolves too.
    @Test func eachDocumentedManifestResolvesWhatItNeedsAndNothingElse() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clone = try Self.shell(Self.bareClone, in: root)
        try #require(clone.status == 0, "\(clone.output)")

        let testing = try Self.makePackage(in: root, name: "MyApp", manifestWith: "ZoetropeTesting") { !$0.contains("Snapshot") }
        let described = try Self.shell("swift package resolve && swift package describe", in: testing)
        #expect(described.status == 0 && described.output.contains("ZoetropeTesting"), "\(described.output)")
        #expect(!described.output.contains("unhandled") && !described.output.contains("Invalid Exclude"),
                "SwiftPM warns about the goldens or snapshots: \(described.output)")
        // The libraries need no other package: the command line's and the preview server's are
        // behind the Tools trait, swift-snapshot-testing behind SnapshotTesting.
        let checkouts = CLI.contents(of: testing + "/.build/checkouts")
        #expect(checkouts == ["zoetrope"], "a package using ZoetropeTesting resolved \(checkouts)")

        // The path form, with the name that keeps `package: "zoetrope"`.
        let manifest = try String(contentsOfFile: testing + "/Package.swift", encoding: .utf8)
        let local = manifest.replacingOccurrences(of: "url: \"file://\(root)/zoetrope.git\", branch: \"main\"", with: "name: \"zoetrope\", path: \"\(CLI.packageRoot)\"")
        #expect(local != manifest)
        try local.write(toFile: testing + "/Package.swift", atomically: true, encoding: .utf8)
        let resolved = try Self.shell("swift package describe", in: testing)
        #expect(resolved.status == 0 && resolved.output.contains("ZoetropeTesting"), "\(resolved.output)")

        let snapshots = try Self.makePackage(in: root, name: "MyAppSnapshots", manifestWith: "ZoetropeSnapshotTesting") { $0.contains("Snapshot") }
        let loaded = try Self.shell("swift package resolve && swift package describe", in: snapshots)
        #expect(loaded.status == 0 && loaded.output.contains("ZoetropeSnapshotTesting"), "\(loaded.output)")
        #expect(!loaded.output.contains("unhandled") && !loaded.output.contains("Invalid Exclude"), "\(loaded.output)")
        let graph: Set = ["zoetrope", "swift-snapshot-testing", "swift-syntax", "swift-custom-dump", "xctest-dynamic-overlay"]
        let resolvedSnapshots = Set(CLI.contents(of: snapshots + "/.build/checkouts"))
        #expect(resolvedSnapshots.contains("swift-snapshot-testing") && resolvedSnapshots.contains("zoetrope"), "\(resolvedSnapshots)")
        #expect(resolvedSnapshots.isSubset(of: graph), "resolved beyond swift-snapshot-testing's graph: \(resolvedSnapshots.subtracting(graph).sorted())")
    }

    /// Every test file the page shows, built in one package: the snapshot strategies' manifest
    /// (with the SnapshotTesting trait) whose test target also takes ZoetropeTesting, as a team
    /// using both writes it. One build of Zoetrope rather than two (a trait changes every
    /// target's flags, so two manifests built Zoetrope twice: four CPU minutes of the suite).
    /// It builds without a warning from Zoetrope, and the tests that need no recorded goldens
    /// run and pass.
    @Test func everyTestFileTheDocsShowBuildsAndTheTestsWithoutGoldensPass() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clone = try Self.shell(Self.bareClone, in: root)
        try #require(clone.status == 0, "\(clone.output)")
        let package = try Self.makePackage(in: root, name: "MyApp", manifestWith: "ZoetropeSnapshotTesting") { _ in true }
        var manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
        let both = manifest
            .replacingOccurrences(of: ".product(name: \"ZoetropeSnapshotTesting\", package: \"zoetrope\"),",
                                  with: ".product(name: \"ZoetropeSnapshotTesting\", package: \"zoetrope\"),\n                .product(name: \"ZoetropeTesting\", package: \"zoetrope\"),")
            .replacingOccurrences(of: "exclude: [\"__Snapshots__\"]", with: "exclude: [\"__Goldens__\", \"__Snapshots__\"]")
        #expect(both.contains("\"ZoetropeTesting\"") && both.contains("\"__Goldens__\", \"__Snapshots__\""), "the snapshot manifest changed shape: \(manifest)")
        manifest = both
        try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)

        let build = try Self.shell("swift build --build-tests", in: package)
        #expect(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("unhandled") && !build.output.contains("Invalid Exclude"), "SwiftPM warns about the goldens or snapshots: \(build.output)")
        // Zoetrope warns about nothing in a consumer's build (Pango's interface is declared in
        // CPango, so SwiftPM reads no pkg-config flags for glib, whose -pthread it would refuse).
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "a consumer's build warns: \(warnings)")
        // Everything runs but the goldens and snapshots, which nobody has recorded here.
        let test = try Self.shell("swift test --skip-build --filter 'theDeletedCellFadesOut|DeleteAnimationXCTests|theDeletedSwatchFadesOut'", in: package)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("theDeletedCellFadesOut") && test.output.contains("theDeletedSwatchFadesOut")
                && test.output.contains("Executed 1 test, with 0 failures"), "\(test.output)")
    }
}
#endif
