#if Tools  // the Tools trait (Package.swift)
import Foundation
import Testing

/// The third hostile-input trial's findings, each run as a user would and held to "refused
/// before the work": inside an address-space limit far below what the attack used to take
/// (2 to 6 GB), so that a refusal that came after the memory was spent crashes instead.
@Suite(.serialized) struct ResourceLimitTests {
    typealias CLI = CommandLineRunner

    /// Megabytes of address space a refusal runs in.
    static let refusalMemory = 800

    func fixture(name: String = "attack", viewport: String = ##"{"width": 390, "height": 400, "scale": 2}"##,
                 item: String = ##"{"id": "a", "color": "#FF3B30"}"##, steps: String = ##"[{"pause": 0.1}]"##) -> String {
        """
        {"version": 1, "name": "\(name)", "viewport": \(viewport),
         "layout": {"type": "flow", "itemSize": {"width": 80, "height": 80}},
         "sections": [{"id": "s", "items": [\(item), {"id": "b", "color": "#34C759"}]}],
         "animation": {"duration": 0.2, "fps": 30},
         "steps": \(steps)}
        """
    }

    func write(_ text: String, _ path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    // MARK: 1. One huge frame

    @Test func aFrameOverThePixelLimitIsRefusedBeforeAnyWork() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        write(fixture(viewport: ##"{"width": 10000, "height": 10000, "scale": 3}"##), root + "/huge.json")
        let message = "error: \(root)/huge.json: each frame would be 30000×30000 pixels (9 × 10^8), more than the limit of 1.2 × 10^8 (--max-frame-pixels)"
        for command in ["render", "sheet"] {
            let result = try CLI.run([command, root + "/huge.json", "--out", root + "/out"], memoryLimit: Self.refusalMemory)
            #expect(result.status == 2, "\(command): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(command): \(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: root + "/out/huge"), "nothing written")
        }
        // Past the pixel limit, the memory one worker needs is checked too.
        let raised = try CLI.run(["render", root + "/huge.json", "--out", root + "/out", "--max-frame-pixels", "1e9"], memoryLimit: Self.refusalMemory)
        #expect(raised.status == 2)
        #expect(raised.standardError.contains("drawing one frame would take about 6867 MB (30000×30000 pixels and the pictures), more than the limit of 2048 MB (--max-memory)"),
                "\(raised.standardError)")
        // The SVG alone draws no pixels.
        let svg = try CLI.run(["render", root + "/huge.json", "--out", root + "/out", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.standardError)")
    }

    // MARK: 1b. An SVG written page by page

    /// Ten cards that grow while turned in perspective, over one ten-minute step: each frame of
    /// each is a page of the SVG, about 50 GB. Refused from the estimate, in a small address
    /// space and within seconds, as SVG and as HTML; the PNG frames are another matter.
    @Test func anSVGOfPagesPastItsSizeLimitIsRefusedBeforeAnyIsWritten() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func placements(width: Int) -> String {
            (0..<10).map { #""c\#($0)": {"x": \#(20 + 5 * $0), "y": \#(40 + 30 * $0), "width": \#(width), "height": 190, "rotateY": 40, "perspective": 500}"# }
                .joined(separator: ", ")
        }
        let items = (0..<10).map { ##"{"id": "c\##($0)", "color": "#FF3B30", "label": "\##($0)"}"## }.joined(separator: ", ")
        write("""
            {"version": 1, "name": "pages", "viewport": {"width": 390, "height": 700, "scale": 1},
             "layout": {"type": "explicit", "items": {\(placements(width: 140))}},
             "sections": [{"id": "s", "items": [\(items)]}],
             "steps": [{"name": "grow", "layout": {"type": "explicit", "items": {\(placements(width: 200))}}, "duration": 600}]}
            """, root + "/pages.json")
        for format in ["svg", "html"] {
            let started = Date()
            let result = try CLI.run(["render", root + "/pages.json", "--out", root + "/out", "--format", format], memoryLimit: Self.refusalMemory)
            #expect(result.status == 2, "\(format): \(result.standardError)")
            #expect(result.standardError.contains("the SVG would be more than about 100 MB ("), "\(format): \(result.standardError)")
            #expect(result.standardError.contains("pages of elements that change size in perspective), more than the limit of 100 MB (--max-svg-size)"))
            #expect(Date().timeIntervalSince(started) < 30, "\(format): the refusal took \(Date().timeIntervalSince(started)) s")
            #expect(CLI.contents(of: root + "/out").isEmpty, "nothing written")
        }
        // A limit raised on purpose is the user's to raise; a lower one refuses smaller ones.
        let small = try CLI.run(["render", root + "/pages.json", "--out", root + "/out", "--format", "svg", "--max-svg-size", "1"])
        #expect(small.standardError.contains("more than the limit of 1 MB (--max-svg-size)"), "\(small.standardError)")
    }

    @Test func aFrameThatFitsIsDrawnWithAsManyJobsAsTheMemoryAffords() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        write(fixture(name: "big", viewport: ##"{"width": 1000, "height": 1000, "scale": 2}"##,
                      steps: ##"[{"insertItems": [{"at": [0, 0], "item": {"id": "c", "color": "#007AFF"}}]}]"##), root + "/big.json")
        // A frame is 4 × 10^6 pixels, about 31 MB a worker: 40 MB affords one of the four asked for.
        let fits = try CLI.run(["render", root + "/big.json", "--out", root + "/out", "--format", "png", "--jobs", "4", "--max-memory", "40"])
        #expect(fits.status == 0, "\(fits.standardError)")
        #expect(CLI.contents(of: root + "/out/big").count == 7)
        let refused = try CLI.run(["render", root + "/big.json", "--out", root + "/out2", "--max-memory", "20"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("drawing one frame would take about 31 MB"), "\(refused.standardError)")
    }

    // MARK: 3. Steps counted while decoding

    @Test func twoHundredThousandStepsAreRefusedWhileDecoding() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let steps = "[" + Array(repeating: ##"{"pause": 1e-9}"##, count: 200_000).joined(separator: ",") + "]"
        write(fixture(steps: steps), root + "/steps.json")
        for command in ["validate", "render"] {
            let result = try CLI.run([command, root + "/steps.json", "--out", root + "/out"].filter { command == "render" || !$0.hasPrefix("--out") && !$0.hasSuffix("/out") },
                                     memoryLimit: Self.refusalMemory)
            #expect(result.status == 2, "\(command): \(result.standardError)")
            #expect(result.standardError.contains("$.steps: the fixture has 200000 steps, more than the limit of 10000 (--max-steps)"), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    }

    /// Three nested groups of 1,000 each describe 10^9 slots: once 3.7 GB and an abort; now
    /// refused from the counts, inside the address-space limit, before any layout.
    @Test func nestedCountsThatMultiplyPastTheElementLimitAreRefusedBeforeAnyLayout() throws {
        let path = CLI.packageRoot + "/Tests/ZoetropeSceneTests/Malformed/compositional-nested-counts-multiply.json"
        for command in [["validate", path], ["dump", path]] {
            let result = try CLI.run(command, memoryLimit: Self.refusalMemory)
            #expect(result.status == 2, "\(command[0]): \(result.standardError)")
            #expect(result.standardError.contains("holds 1000000000 items (its counts and its nested groups' multiplied), more than the limit of 100000 elements (--max-elements)"),
                    "\(result.standardError)")
        }
    }

    @Test func elementStepsAreCountedAsTheStepsRun() throws {
        let result = try CLI.run(["validate", "Fixtures/color-swatches.json", "--max-element-steps", "20"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("color-swatches.json:150:5: $.steps[2]: by step 2 the animation has 26 element-steps"), "\(result.standardError)")
        #expect(result.standardError.contains("more than the limit of 20 (--max-element-steps)"), "\(result.standardError)")
    }

    // MARK: 4. A corrupt picture is invalid input

    /// A 4×3 RGBA PNG whose chunks and zlib stream are all well formed but whose data holds
    /// only `rows` rows: the trial's "IDAT inflates to fewer bytes than the header promises".
    static func png(width: Int = 4, height: Int = 3, rows: Int? = nil, extraChunk: [UInt8] = []) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> Int {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return Int(~crc)
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(body.count) + Array(type.utf8) + body + be32(crc32(Array(type.utf8) + body)) }
        let raw = (0..<(rows ?? height)).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: width * 4) }
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
        let stored = [0x78, 0x01, 0x01, UInt8(raw.count & 0xFF), UInt8(raw.count >> 8), UInt8(~raw.count & 0xFF), UInt8(~raw.count >> 8 & 0xFF)] + raw + be32(b << 16 | a)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
            + (extraChunk.isEmpty ? [] : chunk("zzZz", extraChunk)) + chunk("IDAT", stored) + chunk("IEND", [])
    }

    @Test func aPictureWhoseDataIsShortIsInvalidInputForValidateAndRender() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/images", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/images/good.png", contents: Data(Self.png()))
        _ = FileManager.default.createFile(atPath: root + "/images/short.png", contents: Data(Self.png(rows: 2)))
        write(fixture(item: ##"{"id": "a", "image": "images/good.png"}"##), root + "/good.json")
        #expect(try CLI.run(["validate", root + "/good.json"]).status == 0, "the well-formed picture is accepted")
        write(fixture(item: ##"{"id": "a", "image": "images/short.png"}"##), root + "/short.json")
        let message = ##"$.sections[0].items[0].image: the picture "images/short.png": corrupt PNG: its IDAT chunk: its data inflates to fewer bytes than the header's 4×3 pixels need"##
        for arguments in [["validate", root + "/short.json"], ["render", root + "/short.json", "--out", root + "/out"]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.contains("error: \(root)/short.json:3:58: "), "file, line and column: \(result.standardError)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
    }

    @Test func compareNamesACorruptOrForeignFileAsSuch() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var flipped = Self.png()
        flipped[flipped.count - 20] ^= 0xFF  // inside IDAT: its checksum fails
        let files: [(String, [UInt8], String)] = [
            ("short.png", Self.png(rows: 2), "corrupt PNG: its IDAT chunk: its data inflates to fewer bytes than the header's 4×3 pixels need"),
            ("flipped.png", flipped, "corrupt PNG: its IDAT chunk: its checksum does not match"),
            ("text.png", Array("not a picture at all".utf8), "not a PNG file (it does not start with PNG's signature)"),
        ]
        _ = FileManager.default.createFile(atPath: root + "/good.png", contents: Data(Self.png()))
        #expect(try CLI.run(["compare", root + "/good.png", root + "/good.png"]).status == 0)
        for (name, bytes, message) in files {
            _ = FileManager.default.createFile(atPath: root + "/" + name, contents: Data(bytes))
            let result = try CLI.run(["compare", root + "/" + name, root + "/good.png"])
            #expect(result.status == 2, "\(name)")
            #expect(result.standardError == "error: \(root)/\(name): \(message)\n", "\(result.standardError)")
            #expect(!result.standardError.contains("out of memory"))
        }
    }

    // MARK: 2. compare's budget, from the headers

    /// Pairs of files with the same bytes are not decoded, so they do not count against
    /// --max-total-pixels (a folder of unchanged frames is not work); pairs of the same length
    /// count once they are found to differ.
    @Test func compareCountsOnlyThePairsItDecodesAgainstItsBudget() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for side in ["a", "e", "f"] {
            try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
            for k in 0..<4 {
                let text = side == "f" ? "Title\u{0}bbbb" : "Title\u{0}aaaa"
                _ = FileManager.default.createFile(atPath: "\(root)/\(side)/\(k).png", contents: Data(Self.png(extraChunk: Array(text.utf8))))
            }
        }
        // Four pairs of 4×3 images: 96 pixels in all.
        let same = try CLI.run(["compare", root + "/a", root + "/e", "--max-total-pixels", "50"])
        #expect(same.status == 0, "\(same.standardError)")
        let differentBytes = try CLI.run(["compare", root + "/a", root + "/f", "--max-total-pixels", "50"])
        #expect(differentBytes.status == 2)
        #expect(differentBytes.standardError.contains("more than the limit of 50 (--max-total-pixels)"), "\(differentBytes.standardError)")
        #expect(try CLI.run(["compare", root + "/a", root + "/f", "--max-total-pixels", "96"]).status == 0)
    }

    @Test func compareRefusesOverItsBudgetFromTheHeadersAlone() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for side in ["a", "e"] {
            try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
            // Headers that promise 20000×20000 pixels, with a few bytes of data: decoding
            // would take gigabytes, reading the header none.
            // The expected files are longer (a text chunk), so every pair would be decoded.
            for k in 0..<6 {
                let png = side == "a" ? Self.png(width: 20_000, height: 20_000, rows: 0)
                    : Self.png(width: 20_000, height: 20_000, rows: 0, extraChunk: Array("Title\u{0}golden".utf8))
                _ = FileManager.default.createFile(atPath: "\(root)/\(side)/\(k).png", contents: Data(png))
            }
        }
        let huge = try CLI.run(["compare", root + "/a", root + "/e"], memoryLimit: Self.refusalMemory)
        #expect(huge.status == 2)
        #expect(huge.standardError.contains("0.png: the image is 20000×20000 pixels (4.0 × 10^8), more than the limit of 1.2 × 10^8 (--max-image-pixels)"), "\(huge.standardError)")
        let total = try CLI.run(["compare", root + "/a", root + "/e", "--max-image-pixels", "1e9"], memoryLimit: Self.refusalMemory)
        #expect(total.status == 2)
        #expect(total.standardError.contains("the images to decode hold 4.8 × 10^9 pixels in all, more than the limit of 2.0 × 10^9 (--max-total-pixels)"), "\(total.standardError)")
        // The option's former name, which render's --max-pixels (one fixture) shares, still works, with a warning.
        let former = try CLI.run(["compare", root + "/a", root + "/e", "--max-image-pixels", "1e9", "--max-pixels", "1e9"], memoryLimit: Self.refusalMemory)
        #expect(former.status == 2)
        #expect(former.standardError.contains("warning: compare's --max-pixels is now --max-total-pixels"), "\(former.standardError)")
        #expect(former.standardError.contains("more than the limit of 1.0 × 10^9 (--max-total-pixels)"), "\(former.standardError)")
        let memory = try CLI.run(["compare", root + "/a/0.png", root + "/e/0.png", "--max-image-pixels", "1e9"], memoryLimit: Self.refusalMemory)
        #expect(memory.status == 2)
        #expect(memory.standardError.contains("would take about 6104 MB, more than the limit of 2048 MB (--max-memory)"), "\(memory.standardError)")
        // A file past the size limit is refused by its size.
        _ = FileManager.default.createFile(atPath: root + "/large.png", contents: Data(Self.png(extraChunk: [UInt8](repeating: 7, count: 1_200_000))))
        let large = try CLI.run(["compare", root + "/large.png", root + "/large.png", "--max-file-size", "1"])
        #expect(large.status == 2)
        #expect(large.standardError.contains("large.png: the file is 1 MB, more than the limit of 1 MB (--max-file-size)"), "\(large.standardError)")
        #expect(try CLI.run(["compare", root + "/large.png", root + "/large.png"]).status == 0, "within the default limits it compares")
    }

    // MARK: 5. Long labels

    @Test func aLabelPastTenThousandCharactersIsRefusedAndOneWithinRenders() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let long = String(repeating: "word ", count: 200_000)
        write(fixture(item: ##"{"id": "a", "color": "#FF3B30", "label": {"text": "\##(long)", "wraps": true}}"##), root + "/long.json")
        let refused = try CLI.run(["render", root + "/long.json", "--out", root + "/out"], memoryLimit: Self.refusalMemory)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("$.sections[0].items[0].label.text: a label is at most 10000 characters; this one has 1000000"), "\(refused.standardError)")
        let within = String(long.prefix(10_000))
        write(fixture(item: ##"{"id": "a", "color": "#FF3B30", "label": {"text": "\##(within)", "wraps": true}}"##), root + "/within.json")
        let rendered = try CLI.run(["render", root + "/within.json", "--out", root + "/out", "--format", "png"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
    }
}
#endif
