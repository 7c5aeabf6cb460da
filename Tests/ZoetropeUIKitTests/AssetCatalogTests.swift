import Foundation
import Testing
import ZoetropeCore
import ZoetropeTestSupport
import ZoetropeUIKit

/// `UIImage(named:)` and `UIColor(named:)` from the app's asset catalogue, in each appearance.
@Suite struct AssetCatalogTests {
    /// A card colour with a dark variant, a star at three scales with a dark 3x, a custom symbol
    /// and a damaged picture.
    private func catalogue() throws -> TestCatalogue {
        let catalogue = try TestCatalogue()
        try catalogue.colorSet("CardBackground", """
        [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xF2", "green": "0xE8", "blue": "0xD5", "alpha": "1.000"}}},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
          "color": {"color-space": "srgb", "components": {"red": "0x2B", "green": "0x25", "blue": "0x1C", "alpha": "1.000"}}}]
        """)
        try catalogue.imageSet("Star", images: """
        [{"idiom": "universal", "filename": "star@2x.png", "scale": "2x"},
         {"idiom": "universal", "filename": "star@3x.png", "scale": "3x"},
         {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "star-dark@3x.png", "scale": "3x"}]
        """, files: [
            "star@2x.png": try TestCatalogue.png(width: 48, height: 48, rgba: (0, 255, 0, 255)),
            "star@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (0, 0, 255, 255)),
            "star-dark@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (255, 255, 255, 255)),
        ])
        try catalogue.symbolSet("custom.square", template: TestCatalogue.symbolTemplate())
        try catalogue.imageSet("Broken", images: #"[{"idiom": "universal", "filename": "broken.png", "scale": "3x"}]"#, files: ["broken.png": [0x89, 0x50, 0x4E, 0x47]])
        return catalogue
    }

    /// A cell whose background is the catalogue's card colour, holding an image view of the star.
    final class CardCell: UICollectionViewCell {
        let picture = UIImageView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = UIColor(named: "CardBackground")
            picture.image = UIImage(named: "Star")
            picture.frame = CGRect(x: 10, y: 10, width: 24, height: 24)
            contentView.addSubview(picture)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
    }

    private func recordedCard(_ catalogue: TestCatalogue, traits: UITraitCollection) throws -> ElementContent {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 44)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, traits: traits, assets: URL(fileURLWithPath: catalogue.path)) { collectionView in
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = source
        }
        return try #require(timeline.segments[0].transition.tracks.first?.content)
    }

    @Test func aCellDrawsTheCataloguesColourAndPictureForItsAppearance() throws {
        let catalogue = try catalogue()
        let light = try recordedCard(catalogue, traits: UITraitCollection(userInterfaceStyle: .light))
        #expect(light.fill == .color(Color(red: 0xF2 / 255, green: 0xE8 / 255, blue: 0xD5 / 255)))
        let lightStar = try #require(light.subviews.first?.content.image)
        #expect(lightStar.asset.name.hasSuffix("Star.imageset/star@3x.png"))
        let dark = try recordedCard(catalogue, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.fill == .color(Color(red: 0x2B / 255, green: 0x25 / 255, blue: 0x1C / 255)))
        #expect(try #require(dark.subviews.first?.content.image).asset.name.hasSuffix("star-dark@3x.png"))
    }

    @Test func namedPicturesHaveTheirFilesSizeAndScale() throws {
        let catalogue = try catalogue()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), traits: UITraitCollection(displayScale: 2),
                                     assets: URL(fileURLWithPath: catalogue.path)) { _ in
            let star = try #require(UIImage(named: "Star"))
            #expect(star.size == CGSize(width: 24, height: 24))
            #expect(star.scale == 2)
            #expect(!star.isSymbolImage)
            #expect(UIImage(named: "Moon") == nil)
            #expect(UIColor(named: "Moon") == nil)
            // A colour asked for in given traits is fixed in them.
            let dark = try #require(UIColor(named: "CardBackground", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            #expect(Int((dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).red * 255).rounded()) == 0x2B)
        }
    }

    /// A demo's photos, as apps ship them: JPEGs at three scales in the catalogue, shown in an
    /// image view, and one read from a file.
    @Test func aJPEGPhotoFromTheCatalogueOrAFileIsDrawn() throws {
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("01", images: """
        [{"idiom": "universal", "filename": "01.jpg", "scale": "1x"},
         {"idiom": "universal", "filename": "01-2.jpg", "scale": "2x"},
         {"idiom": "universal", "filename": "01-1.jpg", "scale": "3x"}]
        """, files: [
            "01.jpg": try TestCatalogue.jpeg(width: 40, height: 30, left: (255, 0, 0), right: (0, 0, 255)),
            "01-2.jpg": try TestCatalogue.jpeg(width: 80, height: 60, left: (255, 0, 0), right: (0, 0, 255)),
            "01-1.jpg": try TestCatalogue.jpeg(width: 120, height: 90, left: (255, 0, 0), right: (0, 0, 255)),
        ])
        let file = catalogue.parent + "/beach.jpeg"
        _ = FileManager.default.createFile(atPath: file, contents: Data(try TestCatalogue.jpeg(width: 8, height: 4, left: (9, 9, 9), right: (9, 9, 9))))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 44)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, assets: URL(fileURLWithPath: catalogue.path)) { collectionView in
            let photo = try #require(UIImage(named: "01"))
            // The 3x file on a 3x screen: 40 × 30 points.
            #expect(photo.size == CGSize(width: 40, height: 30) && photo.scale == 3)
            let read = try #require(UIImage(contentsOfFile: file))
            #expect(read.size == CGSize(width: 8, height: 4))
            #expect(read.pngData()?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = source
        }
        // The cell's image view draws the 3x photo, from the PNG it was decoded to.
        let content = try #require(timeline.segments[0].transition.tracks.first?.content)
        let shown = try #require(content.subviews.first?.content.image)
        #expect(shown.asset.name.hasSuffix("01.imageset/01-1.jpg"))
        #expect(shown.asset.format == .png && shown.asset.pixelWidth == 120 && shown.asset.pixelHeight == 90)
    }

    /// A cell showing the catalogue's photo "01" in an image view, as a demo's cell does.
    final class PhotoCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let picture = UIImageView(image: UIImage(named: "01"))
            picture.frame = bounds
            contentView.addSubview(picture)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSymbolSetIsASymbolSizedByItsConfiguration() throws {
        let catalogue = try catalogue()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: catalogue.path)) { _ in
            let symbol = try #require(UIImage(named: "custom.square"))
            #expect(symbol.isSymbolImage)
            // Body text's 17 points: the template's units at 0.17 points, medium 1.25 times the small glyph.
            #expect(abs(symbol.size.width - 80 * 0.17 * 1.25) < 0.01)
            let larger = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34, weight: .black))
            #expect(abs(larger.size.width - 80 * 0.34 * 1.25) < 0.01)
            #expect(larger.isSymbolImage)
        }
    }

    @Test func withoutACatalogueNamedAssetsAreNil() throws {
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout()) { _ in
            #expect(UIImage(named: "Star") == nil)
            #expect(UIColor(named: "CardBackground") == nil)
        }
    }

    @Test func aDamagedPictureFailsTheRecordingNamingItsFile() throws {
        let catalogue = try catalogue()
        let error = #expect(throws: UIKitRecordingError.self) {
            try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: catalogue.path)) { _ in
                #expect(UIImage(named: "Broken") == nil)
            }
        }
        #expect(error?.reason.contains("Broken.imageset/broken.png") == true)
    }

    @Test func aCatalogueThatCannotBeOpenedFailsTheRecordingAtOnce() throws {
        let error = #expect(throws: UIKitRecordingError.self) {
            try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: "/nonexistent/App.xcassets")) { _ in }
        }
        #expect(error?.reason.contains("no such folder") == true)
    }
}
