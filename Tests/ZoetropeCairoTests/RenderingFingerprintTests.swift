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

    /// pixman composites every pixel Cairo draws, and picks its SIMD code by the processor:
    /// both are kept, and a difference in either may change every frame; a font's only labels.
    @Test func pixmanAndTheArchitectureAreKeptAndEachDifferenceSaysWhatItChanges() throws {
        let here = RenderingFingerprint.current
        #expect(here.pixman == String(cString: pixman_version_string()))
        #if arch(x86_64)
        #expect(here.architecture == "x86_64")
        #elseif arch(arm64)
        #expect(here.architecture == "arm64")
        #endif
        #expect(here.json.contains("\"pixman\": \"\(here.pixman!)\"") && here.json.contains("\"architecture\": "), "\(here.json)")
        var recorded = here
        recorded.pixman = "0.40.0"
        recorded.architecture = "arm64-elsewhere"
        recorded.fonts[1].hash = "00000000"
        let parts = here.parts(differingFrom: recorded)
        #expect(parts.map(\.part) == ["pixman", "architecture", "DejaVu Sans:bold"], "\(parts)")
        #expect(parts.map(\.effect) == [.everyPixel, .everyPixel, .labels])
        #expect(parts[0].text == "pixman 0.40.0 (this machine has \(here.pixman!))" && parts[1].text == "recorded on arm64-elsewhere (this machine is \(here.architecture!))")
        // A fingerprint stored before pixman and the architecture were kept still reads, and
        // says nothing of them.
        var old = here
        old.pixman = nil
        old.architecture = nil
        let read = try #require(RenderingFingerprint(json: old.json))
        #expect(read.pixman == nil && read.architecture == nil && here.differences(from: read).isEmpty)
    }

    /// librsvg draws SVG pictures and nothing else: a difference in it says so.
    @Test func librsvgIsKeptAndADifferenceInItMayChangeOnlySVGPictures() throws {
        let here = RenderingFingerprint.current
        let version = try #require(here.librsvg)
        #expect(version.split(separator: ".").count == 3 && version.hasPrefix("2."), "\(version)")
        #expect(here.json.contains("\"librsvg\": \"\(version)\""), "\(here.json)")
        var recorded = here
        recorded.librsvg = "2.40.0"
        let parts = here.parts(differingFrom: recorded)
        #expect(parts.map(\.part) == ["librsvg"] && parts.map(\.effect) == [.svgPictures], "\(parts)")
        #expect(parts.first?.text == "librsvg 2.40.0 (this machine has \(version))")
        var old = here
        old.librsvg = nil
        let read = try #require(RenderingFingerprint(json: old.json))
        #expect(read.librsvg == nil && here.differences(from: read).isEmpty)
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
