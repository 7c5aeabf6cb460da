import CCairo
import Foundation
import Testing
import ZoetropeCairo

/// What decides the pixels, as goldens store it and `zoetrope doctor` prints it.
@Suite struct RenderingFingerprintTests {
    @Test func itNamesTheLibrariesAndTheFontsLabelsAreDrawnWith() throws {
        let fingerprint = RenderingFingerprint.current
        #expect(fingerprint.cairo == String(cString: cairo_version_string()))
        for version in [fingerprint.pango, fingerprint.harfbuzz, fingerprint.freetype, fingerprint.fontconfig] {
            #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        }
        let regular = try #require(fingerprint.fonts.first { $0.request == "DejaVu Sans" })
        #expect(regular.file == "DejaVuSans.ttf" && regular.isInstalled && regular.bytes > 100_000 && regular.hash.count == 8, "\(regular)")
        #expect(fingerprint.fonts.map(\.request) == RenderingFingerprint.drawnFamilies)
        let missing = fingerprint.fonts.filter { !$0.isInstalled }.map(\.request)
        #expect(missing.isEmpty, "scripts/install-dependencies installs every font labels are drawn with; missing: \(missing)")
    }

    @Test func itReadsBackWhatItWrites() throws {
        var fingerprint = RenderingFingerprint.current
        fingerprint.scale = 2
        let read = try #require(RenderingFingerprint(json: fingerprint.json))
        #expect(read == fingerprint)
        #expect(RenderingFingerprint(json: "{}") == nil && RenderingFingerprint(json: "not json") == nil)
    }

    @Test func theDifferencesSayWhatWasRecordedAndWhatThisMachineHas() {
        let here = RenderingFingerprint.current
        #expect(here.differences(from: here).isEmpty)
        var recorded = here
        recorded.cairo = "1.14.0"
        recorded.fonts[0].file = "DejaVuSans-2.33.ttf"
        recorded.fonts[0].bytes = 1234
        let differences = here.differences(from: recorded)
        #expect(differences.first == "Cairo 1.14.0 (this machine has \(here.cairo))", "\(differences)")
        #expect(differences.contains("DejaVu Sans from DejaVuSans-2.33.ttf, 1234 bytes (this machine draws it from DejaVuSans.ttf, \(here.fonts[0].bytes) bytes)"),
                "\(differences)")
    }

    @Test func aGoldensFingerprintLiesBesideIt() throws {
        let folder = NSTemporaryDirectory() + "zoetrope-fingerprint-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/feed", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(RenderingFingerprint.path(besideGolden: folder + "/feed") == folder + "/feed/fingerprint.json")
        #expect(RenderingFingerprint.path(besideGolden: folder + "/strip.png") == folder + "/strip.fingerprint.json")
        #expect(RenderingFingerprint.note(forGolden: folder + "/feed") == nil, "no fingerprint stored, nothing to say")
        var recorded = RenderingFingerprint.current
        recorded.harfbuzz = "2.7.4"
        try recorded.json.write(toFile: folder + "/feed/fingerprint.json", atomically: true, encoding: .utf8)
        let note = try #require(RenderingFingerprint.note(forGolden: folder + "/feed"))
        #expect(note.hasPrefix("recorded where pixels are drawn differently — HarfBuzz 2.7.4 (this machine has "), "\(note)")
    }
}
