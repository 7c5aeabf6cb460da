#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore
import Foundation
import ZoetropeCairo

/// `zoetrope doctor`: what decides the pixels on this machine, and what is missing.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what decides the pixels here (Cairo, pixman, Pango, HarfBuzz, FreeType, fontconfig, librsvg, the processor, the fonts) and what is missing.",
        discussion: """
            Goldens store the same fingerprint when they are recorded (fingerprint.json beside \
            them); a check that fails where the fingerprint differs says so first. --against \
            names such a file, or the goldens it lies beside, and lists each part that differs \
            from this machine with what it may change (every frame, or labels only). Exit \
            status 1 when a font labels are drawn with is missing (another is drawn in its \
            place) or when --against finds a difference, else 0; 2 when --against names no \
            fingerprint.

            Examples:
              zoetrope doctor
              zoetrope doctor --json > fingerprint.json
              zoetrope doctor --against Tests/MyTests/__Goldens__/feed
            """
    )

    @Flag(help: "Print the fingerprint as goldens store it (JSON).")
    var json = false

    @Option(help: ArgumentHelp("A fingerprint to compare this machine with: a fingerprint.json, or goldens (a folder of frames, or NAME.png) recorded with one.",
                               valueName: "path"))
    var against: String?

    func run() throws {
        let fingerprint = RenderingFingerprint.current
        let missingFonts = fingerprint.fonts.filter { !$0.isInstalled }
        if let against {
            try compare(fingerprint, with: against)
            if !missingFonts.isEmpty { throw ExitCode(1) }
            return
        }
        if json {
            print(fingerprint.json, terminator: "")
        } else {
            print("Cairo \(fingerprint.cairo), pixman \(fingerprint.pixman ?? "unknown"), Pango \(fingerprint.pango), HarfBuzz \(fingerprint.harfbuzz), "
                  + "FreeType \(fingerprint.freetype), fontconfig \(fingerprint.fontconfig), librsvg \(fingerprint.librsvg ?? "unknown"), "
                  + "on \(fingerprint.architecture ?? "unknown")")
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

    /// Prints each part of the fingerprint at `path` that differs from `here`, with what it may
    /// change; exits 1 when one does.
    private func compare(_ here: RenderingFingerprint, with path: String) throws {
        let file = path.hasSuffix(".json") ? path : RenderingFingerprint.path(besideGolden: path)
        guard let recorded = RenderingFingerprint(contentsOf: file) else {
            printError("error: \(file): no fingerprint Zoetrope can read (zoetrope doctor --json writes one; recording goldens keeps one beside them)")
            throw ExitStatus.invalidInput
        }
        let parts = here.parts(differingFrom: recorded)
        guard !parts.isEmpty else {
            print("\(TerminalText.escaped(file)): the same as this machine in every part that decides the pixels")
            return
        }
        print("\(TerminalText.escaped(file)) differs from this machine in \(parts.count) part\(parts.count == 1 ? "" : "s"):")
        for part in parts { print("  \(TerminalText.escaped(part.text)): \(part.effect.rawValue)") }
        let unknown = [recorded.pixman == nil ? "pixman" : nil, recorded.architecture == nil ? "the processor" : nil].compactMap { $0 }
        if !unknown.isEmpty { print("  (it does not say \(unknown.joined(separator: " or ")): recorded before they were kept)") }
        throw ExitCode(1)
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
