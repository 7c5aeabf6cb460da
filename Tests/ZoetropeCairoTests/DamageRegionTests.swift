import Foundation
import Testing
@testable import ZoetropeCairo
import ZoetropeCore
import ZoetropeScene
import ZoetropeTestSupport

@Suite struct DamageRegionTests {
    static let fixtures: [String] = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fixtures"))?
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted() ?? []

    func document(_ fixture: String) throws -> FixtureDocument {
        try FixtureDocument.load(path: packageRoot + "/Fixtures/\(fixture).json")
    }

    /// The surface's bytes: what the PNG is encoded from.
    func bytes(_ image: RasterImage) -> [UInt8] {
        pixelBytes(image)
    }

    @Test func everyShippedFixtureIsHere() {
        #expect(Self.fixtures.count >= 19)
    }

    /// Fixtures where something moves, scrolls or turns in every frame.
    static let movingThroughout: Set<String> = ["column-layout", "dashboard", "interrupted-scrolls"]
    /// Fixtures with a backdrop blur in every frame, which are drawn whole.
    static let blurredThroughout: Set<String> = ["activity-rings"]

    /// Frame after frame at 20 fps, at each fixture's own scale: one surface redrawn only where
    /// each frame differs from the one before, beside every frame drawn whole.
    @Test(arguments: fixtures)
    func redrawingOnlyTheDamageGivesTheBytesOfAWholeRedraw(fixture: String) throws {
        let document = try document(fixture)
        let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
        let renderer = FrameRenderer(scale: document.scene.viewport.scale)
        var cache = DrawingCache()
        var previous: Frame?
        var incremental: RasterImage?
        var partial = 0
        for (k, time) in timeline.frameTimes(fps: 20).enumerated() {
            let frame = timeline.frame(at: time)
            if incremental == nil { incremental = try renderer.makeImage(for: frame.canvasSize) }
            let damage = previous.map { renderer.damage(from: $0, to: frame, cache: &cache) } ?? .everything
            if damage.rectangles != nil && !damage.isEmpty { partial += 1 }
            try renderer.draw(frame, into: incremental!, damage: damage, cache: &cache)
            let whole = try renderer.render(frame)
            let same = samePixels(incremental!, whole)
            #expect(same, "\(fixture): frame \(k) at \(time) s redrawn in \(damage.rectangles?.description ?? "everything") differs from the whole frame")
            if !same { return }
            previous = frame
        }
        // The others have stretches where something stands still while something moves.
        #expect(Self.movingThroughout.contains(fixture) || Self.blurredThroughout.contains(fixture) || partial > 0,
                "\(fixture): no frame was redrawn in part")
        if Self.blurredThroughout.contains(fixture) { #expect(partial == 0, "\(fixture): a frame with a blur is drawn whole") }
    }

    /// A worker whose mask store filled up and was emptied, many times over, draws a label as
    /// a worker that never drew anything before does: the masks made again are the same, and
    /// none is read from where another was laid over it.
    @Test func labelsDrawAlikeAfterTheMaskStoreFillsAndEmpties() throws {
        let renderer = FrameRenderer(scale: 3)
        func frame(_ texts: [String], dx: Double) -> Frame {
            let elements = texts.enumerated().map { k, text in
                FrameElement(lifetime: k, identity: .item(ItemID(text)), role: .staying, reason: nil,
                             attributes: LayoutAttributes(element: .cell(IndexPath(item: k, section: 0)),
                                                          frame: Rect(x: 4 + dx, y: 4 + Double(k % 12) * 50, width: 290, height: 46)),
                             content: ElementContent(fill: .white, label: Label(text: text, color: .black, fontSize: 30, weight: .bold)))
            }
            return Frame(time: 0, viewportSize: Size(width: 300, height: 600), contentOffset: .zero, background: .white, elements: elements)
        }
        let probe = frame(["Probe 1", "Probe 2"], dx: 0.3)
        let fresh = try renderer.render(probe)
        var cache = DrawingCache()
        let image = try renderer.makeImage(for: probe.canvasSize)
        try renderer.draw(probe, into: image, cache: &cache)
        // 12 labels of some 20 KB a phase each time, at 8 phases: several times the store.
        for round in 0..<60 {
            let texts = (0..<12).map { "Label \(round) of \($0) — wide" }
            try renderer.draw(frame(texts, dx: Double(round % 8) / 24), into: image, cache: &cache)
        }
        try renderer.draw(probe, into: image, cache: &cache)
        #expect(samePixels(image, fresh))
    }

    @Test func aPauseDamagesNothingAndAnInsertOnlyWhatMoves() throws {
        let timeline = try document("color-swatches").makeTimeline(textMeasurer: CairoTextMeasurer())
        let renderer = FrameRenderer(scale: 1)
        var cache = DrawingCache()
        // 0 to 0.3 s is a pause; the insert starts at 0.3 s.
        let pause = renderer.damage(from: timeline.frame(at: 0), to: timeline.frame(at: 0.2), cache: &cache)
        #expect(pause.isEmpty)
        let moving = renderer.damage(from: timeline.frame(at: 0.4), to: timeline.frame(at: 0.4 + 1 / 30), cache: &cache)
        let share = moving.share(ofWidth: 390, height: 844)
        #expect(!moving.isEmpty && share < 0.9, "damage \(moving.rectangles ?? []) covers \(share)")
    }

    @Test func aScrollOrANewBackgroundDamagesEverything() throws {
        let renderer = FrameRenderer(scale: 2)
        var cache = DrawingCache()
        let first = Frame(time: 0, viewportSize: Size(width: 100, height: 100), contentOffset: .zero, background: .white, elements: [])
        var scrolled = first
        scrolled.contentOffset = Point(x: 0, y: 0.5)
        #expect(renderer.damage(from: first, to: scrolled, cache: &cache) == .everything)
        var darker = first
        darker.background = .black
        #expect(renderer.damage(from: first, to: darker, cache: &cache) == .everything)
        #expect(renderer.damage(from: first, to: first, cache: &cache).isEmpty)
    }

    @Test func theRowsOfTheDamageAreMergedAndSorted() {
        let damage = DamageRegion(rectangles: [PixelRect(x: 0, y: 50, width: 5, height: 10), PixelRect(x: 9, y: 2, width: 5, height: 3),
                                               PixelRect(x: 3, y: 55, width: 5, height: 20), PixelRect(x: 3, y: 5, width: 5, height: 1)])
        #expect(damage.rows(height: 100) == [2..<6, 50..<75])
        // 50 + 15 + 100 + 5 pixels, less the 2 × 5 where the first and third overlap (columns 3–4, rows 55–59).
        #expect(damage.share(ofWidth: 100, height: 100) == Double(50 + 15 + 100 + 5 - 10) / 10_000)
        #expect(DamageRegion.everything.rows(height: 7) == [0..<7])
    }

    @Test func theWriterGivesTheSameFilesRedrawingOnlyTheDamage() throws {
        let timeline = try document("color-swatches").makeTimeline(textMeasurer: CairoTextMeasurer())
        let times = Array(timeline.frameTimes(fps: 30).prefix(60))
        var folders: [String] = []
        defer { folders.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        var shares: [Double] = []
        for onlyDamage in [false, true] {
            let out = NSTemporaryDirectory() + "zoetrope-damage-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            folders.append(out)
            var writer = FrameSequenceWriter(scale: 2, jobs: 2)
            writer.redrawsOnlyDamage = onlyDamage
            shares.append(try writer.write(timeline, times: times, to: { "\(out)/\($0).png" }).redrawnShare)
        }
        #expect(shares[0] == 1 && shares[1] < 0.5, "redrawn shares \(shares)")
        for k in times.indices {
            let whole = FileManager.default.contents(atPath: "\(folders[0])/\(k).png")
            #expect(whole != nil && FileManager.default.contents(atPath: "\(folders[1])/\(k).png") == whole, "frame \(k)")
        }
    }
}

import CCairo

/// The bytes of an image's pixels, row by row (without the padding at the end of each row).
func pixelBytes(_ image: RasterImage) -> [UInt8] {
    cairo_surface_flush(image.surface)
    let stride = Int(cairo_image_surface_get_stride(image.surface))
    guard let data = cairo_image_surface_get_data(image.surface) else { return [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(image.width * image.height * 4)
    for y in 0..<image.height {
        bytes.append(contentsOf: UnsafeBufferPointer(start: data + y * stride, count: image.width * 4))
    }
    return bytes
}

/// Whether two images have the same pixels, row by row with `memcmp`: `[UInt8] ==` in the
/// unoptimised test build compares byte by byte through generic calls, and this suite compares
/// every frame of every fixture.
func samePixels(_ a: RasterImage, _ b: RasterImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    cairo_surface_flush(a.surface)
    cairo_surface_flush(b.surface)
    let strideA = Int(cairo_image_surface_get_stride(a.surface)), strideB = Int(cairo_image_surface_get_stride(b.surface))
    guard let dataA = cairo_image_surface_get_data(a.surface), let dataB = cairo_image_surface_get_data(b.surface) else { return a.width * a.height == 0 }
    var y = 0
    while y < a.height {
        if memcmp(dataA + y * strideA, dataB + y * strideB, a.width * 4) != 0 { return false }
        y += 1
    }
    return true
}
