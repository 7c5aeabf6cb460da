import Foundation
import Testing
import ZoetropeAssets
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTestSupport

/// Image sets: the file for a scale and appearance, PNG, JPEG, SVG and PDF, and the errors.
@Suite struct AssetImageSetTests {
    /// A star at three scales with a dark variant at 3x, as Xcode lays one out.
    private func starCatalogue() throws -> TestCatalogue {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Star", images: """
        [{"idiom": "universal", "filename": "star.png", "scale": "1x"},
         {"idiom": "universal", "filename": "star@2x.png", "scale": "2x"},
         {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "star-dark@3x.png", "scale": "3x"},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "scale": "1x"}]
        """, properties: #"{"template-rendering-intent": "template"}"#, files: [
            "star.png": try TestCatalogue.png(width: 24, height: 20, rgba: (255, 0, 0, 255)),
            "star@2x.png": try TestCatalogue.png(width: 48, height: 40, rgba: (0, 255, 0, 255)),
            "star@3x.png": try TestCatalogue.png(width: 72, height: 60, rgba: (0, 0, 255, 255)),
            "star-dark@3x.png": try TestCatalogue.png(width: 72, height: 60, rgba: (255, 255, 255, 255)),
        ])
        return catalogue
    }

    @Test func thePictureForTheScreensScaleAndAppearanceIsChosen() throws {
        let catalogue = try starCatalogue()
        let assets = try AssetCatalog(path: catalogue.path)
        let three = try #require(try assets.picture(named: "Star", scale: 3, in: .standard))
        #expect(three.asset.name.hasSuffix("Star.imageset/star@3x.png"))
        #expect(three.size == Size(width: 24, height: 20))
        #expect(three.scale == 3)
        #expect(three.renderingIntent == .template)
        let two = try #require(try assets.picture(named: "Star", scale: 2, in: .standard))
        #expect(two.asset.name.hasSuffix("star@2x.png") && two.size == Size(width: 24, height: 20))
        let dark = try #require(try assets.picture(named: "Star", scale: 3, in: Appearance(style: .dark)))
        #expect(dark.asset.name.hasSuffix("star-dark@3x.png"))
        // At 2x in dark mode the only dark file is 3x: the next larger scale is used, at its size.
        let darkTwo = try #require(try assets.picture(named: "Star", scale: 2, in: Appearance(style: .dark)))
        #expect(darkTwo.asset.name.hasSuffix("star-dark@3x.png") && darkTwo.size == Size(width: 24, height: 20) && darkTwo.scale == 3)
    }

    @Test func aScaleTheSetLacksFallsBackToTheLargestThereIs() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Dot", images: #"[{"idiom": "universal", "filename": "dot.png", "scale": "1x"}, {"idiom": "universal", "filename": "dot@2x.png", "scale": "2x"}]"#, files: [
            "dot.png": try TestCatalogue.png(width: 10, height: 10, rgba: (0, 0, 0, 255)),
            "dot@2x.png": try TestCatalogue.png(width: 20, height: 20, rgba: (0, 0, 0, 255)),
        ])
        let assets = try AssetCatalog(path: catalogue.path)
        let picture = try #require(try assets.picture(named: "Dot", scale: 3, in: .standard))
        #expect(picture.asset.name.hasSuffix("dot@2x.png") && picture.size == Size(width: 10, height: 10))
    }

    @Test func aVectorPDFIsDrawnAsAnSVGOfThePagesSizeInPoints() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Badge", images: #"[{"idiom": "universal", "filename": "badge.pdf"}]"#,
                               properties: #"{"preserves-vector-representation": true}"#,
                               files: ["badge.pdf": TestCatalogue.pdf(width: 30, height: 20, red: 1, green: 0.5, blue: 0)])
        let assets = try AssetCatalog(path: catalogue.path)
        #expect(assets.imageSet(named: "Badge")?.preservesVectorRepresentation == true)
        let picture = try #require(try assets.picture(named: "Badge", scale: 3, in: .standard))
        #expect(picture.asset.format == .svg)
        #expect(picture.size == Size(width: 30, height: 20))
        #expect(picture.scale == 3)
        // The same file makes the same SVG every time, so renders stay byte-identical.
        let again = try #require(try AssetCatalog(path: catalogue.path).picture(named: "Badge", scale: 1, in: .standard))
        #expect(again.asset.data == picture.asset.data)
        // And it draws the page: orange, edge to edge.
        var content = ElementContent(fill: .white)
        content.image = ImageContent(asset: picture.asset, mode: .aspectFit)
        let element = FrameElement(lifetime: 0, identity: .item("badge"), role: .staying, reason: nil,
                                   attributes: LayoutAttributes(element: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 30, height: 20)),
                                   content: content)
        let pixels = try FrameRenderer(scale: 1).render(Frame(time: 0, viewportSize: Size(width: 30, height: 20), contentOffset: .zero,
                                                             background: .white, elements: [element])).rgbaPixels()
        let middle = (10 * 30 + 15) * 4
        #expect(abs(Int(pixels[middle]) - 255) <= 2 && abs(Int(pixels[middle + 1]) - 128) <= 2 && pixels[middle + 2] <= 2)
    }

    @Test func anSVGIsShownAtItsOwnSize() throws {
        let catalogue = try TestCatalogue()
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="12"><rect width="16" height="12" fill="#00f"/></svg>"##
        try catalogue.imageSet("Flag", images: #"[{"idiom": "universal", "filename": "flag.svg"}]"#, files: ["flag.svg": Array(svg.utf8)])
        let picture = try #require(try AssetCatalog(path: catalogue.path).picture(named: "Flag", scale: 2, in: Appearance(style: .dark)))
        #expect(picture.asset.format == .svg && picture.size == Size(width: 16, height: 12))
    }

    @Test func aJPEGPhotoIsDecodedToTheSamePixelsOnEveryRead() throws {
        let catalogue = try TestCatalogue()
        let photo = try TestCatalogue.jpeg(width: 32, height: 16, left: (200, 30, 40), right: (20, 90, 220))
        try catalogue.imageSet("Beach", images: #"[{"idiom": "universal", "filename": "beach@2x.jpg", "scale": "2x"}]"#, files: ["beach@2x.jpg": photo])
        let picture = try #require(try AssetCatalog(path: catalogue.path).picture(named: "Beach", scale: 2, in: .standard))
        // 32 × 16 pixels at 2x: 16 × 8 points, drawn from the PNG the photo was decoded to.
        #expect(picture.asset.format == .png && picture.size == Size(width: 16, height: 8))
        let image = try RasterImage(pngData: picture.asset.pngData)
        #expect(image.width == 32 && image.height == 16 && image.isOpaque)
        let pixels = image.rgbaPixels()
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(pixels[(y * 32 + x) * 4 + $0]) } }
        // JPEG is lossy: within a few levels of each half's colour, away from the edge between.
        for (got, want) in [(pixel(4, 8), [200, 30, 40]), (pixel(27, 3), [20, 90, 220])] {
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 4 }, "\(got) for \(want)")
        }
        // Another catalogue reading the same file gets the same bytes.
        let again = try #require(try AssetCatalog(path: catalogue.path).picture(named: "Beach", scale: 2, in: .standard))
        #expect(again.asset.pngData == picture.asset.pngData)
    }

    @Test func aPictureThatCannotBeDrawnIsAnErrorNamingItsFile() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Photo", images: #"[{"idiom": "universal", "filename": "photo.jpg", "scale": "1x"}]"#, files: ["photo.jpg": [0xFF, 0xD8, 0xFF]])
        try catalogue.imageSet("Live", images: #"[{"idiom": "universal", "filename": "live.heic", "scale": "1x"}]"#, files: ["live.heic": [0, 0, 0, 24]])
        var damaged = try TestCatalogue.png(width: 8, height: 8, rgba: (1, 2, 3, 255))
        damaged[damaged.count - 20] ^= 0xFF
        try catalogue.imageSet("Broken", images: #"[{"idiom": "universal", "filename": "broken.png", "scale": "1x"}]"#, files: ["broken.png": damaged])
        try catalogue.imageSet("Gone", images: #"[{"idiom": "universal", "filename": "gone.png", "scale": "1x"}]"#, files: [:])
        try catalogue.imageSet("NotPDF", images: #"[{"idiom": "universal", "filename": "a.pdf"}]"#, files: ["a.pdf": Array("hello".utf8)])
        let assets = try AssetCatalog(path: catalogue.path)
        let jpeg = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Photo", scale: 1, in: .standard) }
        #expect(jpeg?.file == "Photo.imageset/photo.jpg")
        #expect(jpeg?.message.hasPrefix("its header cannot be read: ") == true, "\(String(describing: jpeg))")
        let heic = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Live", scale: 1, in: .standard) }
        #expect(heic?.message.contains("convert a HEIC photo to JPEG or PNG") == true)
        let broken = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Broken", scale: 1, in: .standard) }
        #expect(broken?.file == "Broken.imageset/broken.png")
        let gone = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Gone", scale: 1, in: .standard) }
        #expect(gone?.message == "no such file, which its Contents.json names")
        let pdf = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "NotPDF", scale: 1, in: .standard) }
        #expect(pdf?.message.hasPrefix("not a PDF file") == true)
        // checkEveryFile finds the first of them without a screen showing it.
        #expect(throws: AssetCatalogError.self) { try assets.checkEveryFile() }
    }

    /// Poppler cannot be stopped part-way through a page, so what a PDF holds is measured
    /// before it reads it: forty thousand bytes that inflate to gigabytes of rectangles (it took
    /// 80 s and 7.7 GB before Cairo ran out of memory) are refused at once, and so is a filter
    /// whose output cannot be measured.
    @Test func aPDFWhoseDrawingInflatesPastTheBudgetIsRefusedBeforePopplerReadsIt() throws {
        let catalogue = try TestCatalogue()
        let rectangles = Array(String(repeating: "0 0 1 1 re f\n", count: 200_000).utf8)  // 2.6 MB of drawing
        let bomb = TestCatalogue.pdf(width: 10, height: 10, content: rectangles, filter: "FlateDecode")
        #expect(bomb.count < 100_000, "the file is small: \(bomb.count) bytes")
        let icon = TestCatalogue.pdf(width: 10, height: 10, content: Array("1 0 0 rg 0 0 10 10 re f\n".utf8), filter: "FlateDecode")
        let lzw = TestCatalogue.pdf(width: 10, height: 10, content: [0x80, 0x0B, 0x60, 0x50], filter: "LZWDecode")
        for (name, pdf) in [("Bomb", bomb), ("Icon", icon), ("LZW", lzw)] {
            try catalogue.imageSet(name, images: #"[{"idiom": "universal", "filename": "a.pdf"}]"#, files: ["a.pdf": pdf])
        }
        let assets = try AssetCatalog(path: catalogue.path)
        let error = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Bomb", scale: 1, in: .standard) }
        #expect(error?.file == "Bomb.imageset/a.pdf")
        #expect(error?.message.hasPrefix("its drawing is more than 2 MB once decompressed") == true)
        #expect(try assets.picture(named: "Icon", scale: 1, in: .standard) != nil, "a compressed icon is drawn")
        let filter = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "LZW", scale: 1, in: .standard) }
        #expect(filter?.message.hasPrefix("a stream is encoded with LZWDecode, which Zoetrope does not read") == true)
    }

    /// A kilobyte whose forms draw forms draws a hundred million rectangles (it ran past a
    /// minute and 4 GB): the page draws form A 100 times, A draws B 1,000 times, B draws C
    /// 1,000 times. How often forms can be drawn is bounded before Poppler reads the file; a
    /// page whose groups nest, as design tools export transparency, is drawn.
    @Test func aPDFWhoseFormsDrawFormsPastTheBudgetIsRefused() throws {
        func form(_ resources: String, _ content: String) -> [UInt8] {
            Array("<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << \(resources) >> /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream".utf8)
        }
        func document(page: String, forms: [[UInt8]]) -> [UInt8] {
            TestCatalogue.pdf(objects: [
                Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
                Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
                Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R /Resources << /XObject << /A 5 0 R >> >> >>".utf8),
                Array("<< /Length \(page.utf8.count) >>\nstream\n\(page)\nendstream".utf8),
            ] + forms)
        }
        let nested = document(page: String(repeating: "/A Do\n", count: 100), forms: [
            form("/XObject << /B 6 0 R >>", String(repeating: "/B Do\n", count: 1_000)),
            form("/XObject << /C 7 0 R >>", String(repeating: "/C Do\n", count: 1_000)),
            form("", "0 0 1 1 re f"),
        ])
        let groups = document(page: "q /A Do Q", forms: [
            form("/XObject << /B 6 0 R >>", "q 0.5 g /B Do Q"),
            form("/XObject << /C 7 0 R >>", "/C Do"),
            form("", "1 0 0 rg 0 0 10 10 re f"),
        ])
        var damaged = TestCatalogue.pdf(width: 10, height: 10, content: Array(String(repeating: "0 0 1 1 re f\n", count: 100).utf8), filter: "FlateDecode")
        if let stream = damaged.firstRange(of: Array("stream\n".utf8)) { damaged[stream.upperBound + 4] ^= 0xFF }
        let catalogue = try TestCatalogue()
        for (name, pdf) in [("Nested", nested), ("Groups", groups), ("Damaged", damaged)] {
            try catalogue.imageSet(name, images: #"[{"idiom": "universal", "filename": "a.pdf"}]"#, files: ["a.pdf": pdf])
        }
        let assets = try AssetCatalog(path: catalogue.path)
        let error = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Nested", scale: 1, in: .standard) }
        #expect(error?.message.hasPrefix("its forms are drawn so many times over") == true, "\(error?.message ?? "")")
        #expect(try assets.picture(named: "Groups", scale: 1, in: .standard) != nil, "nested groups drawn once each are drawn")
        let broken = #expect(throws: AssetCatalogError.self) { try assets.picture(named: "Damaged", scale: 1, in: .standard) }
        #expect(broken?.message.hasPrefix("a compressed stream is damaged") == true, "\(broken?.message ?? "")")
    }

    @Test func aFileNameThatLeavesTheSetIsRefused() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Escape", images: #"[{"idiom": "universal", "filename": "../../etc/passwd"}]"#, files: [:])
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalog(path: catalogue.path) }
        #expect(error?.path == "images[0].filename")
    }
}
