#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCairo

/// `zoetrope doctor`: what decides the pixels on this machine, and what is missing.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what decides the pixels here (Cairo, Pango, HarfBuzz, FreeType, fontconfig, the fonts) and what is missing.",
        discussion: """
            Goldens store the same fingerprint when they are recorded (fingerprint.json beside \
            them); a check that fails where the fingerprint differs says so first. Compare two \
            machines' output to see why their frames differ. Exit status 1 when a font labels \
            are drawn with is missing (another is drawn in its place), else 0.

            Examples:
              zoetrope doctor
              zoetrope doctor --json > fingerprint.json
            """
    )

    @Flag(help: "Print the fingerprint as goldens store it (JSON).")
    var json = false

    func run() throws {
        let fingerprint = RenderingFingerprint.current
        let missingFonts = fingerprint.fonts.filter { !$0.isInstalled }
        if json {
            print(fingerprint.json, terminator: "")
        } else {
            print("Cairo \(fingerprint.cairo), Pango \(fingerprint.pango), HarfBuzz \(fingerprint.harfbuzz), FreeType \(fingerprint.freetype), fontconfig \(fingerprint.fontconfig)")
            print("Fonts labels are drawn with:")
            for font in fingerprint.fonts {
                let state = font.isInstalled ? "" : "  MISSING: drawn in \(font.family) instead"
                print("  \(font.request): \(font.file), \(font.bytes) bytes, CRC-32 \(font.hash)\(state)")
            }
            var missing = missingFonts.map { "the font \($0.request) (scripts/install-dependencies installs it)" }
            for (program, use) in [("ffmpeg", "render --format mp4,webm"), ("chromium", "the browser tests and preview --open")] where Self.find(program) == nil {
                missing.append("\(program), for \(use)")
            }
            print(missing.isEmpty ? "Nothing is missing." : "Missing:\n" + missing.map { "  " + $0 }.joined(separator: "\n"))
        }
        if !missingFonts.isEmpty { throw ExitCode(1) }
    }

    /// The program `name` on the PATH, if there is one.
    static func find(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
#endif
