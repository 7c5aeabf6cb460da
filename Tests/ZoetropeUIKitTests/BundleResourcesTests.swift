import Foundation
import Testing
import ZoetropeCore
import ZoetropeTestSupport
import ZoetropeUIKit

/// `UIImage(named:)` for the pictures an app bundles as loose files (`record(…, resources:)`),
/// as a pager's demo names its photos: `UIImage(named: "1.jpg")`.
@Suite struct BundleResourcesTests {
    /// A resources folder as a project keeps one: photos in a subfolder, an icon at three
    /// scales, and a catalogue (which is `assets:`, not looked into here).
    private func resources() throws -> TestCatalogue {
        let folder = try TestCatalogue(name: "Resources.xcassets")
        let root = folder.parent + "/Resources"
        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let file = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }
        try write("Photos/1.jpg", try TestCatalogue.jpeg(width: 40, height: 20, left: (255, 0, 0), right: (0, 0, 255)))
        try write("icon.png", try TestCatalogue.png(width: 10, height: 10, rgba: (0, 0, 0, 255)))
        try write("icon@2x.png", try TestCatalogue.png(width: 20, height: 20, rgba: (0, 0, 0, 255)))
        try write("icon@3x.png", try TestCatalogue.png(width: 30, height: 30, rgba: (0, 0, 0, 255)))
        try write("badge@2x.png", try TestCatalogue.png(width: 16, height: 16, rgba: (0, 0, 0, 255)))
        try write("Star.png", try TestCatalogue.png(width: 5, height: 5, rgba: (0, 0, 0, 255)))
        try write("Assets.xcassets/Hidden.imageset/hidden.png", try TestCatalogue.png(width: 5, height: 5, rgba: (0, 0, 0, 255)))
        return folder
    }

    private func resourcesURL(_ folder: TestCatalogue) -> URL { URL(fileURLWithPath: folder.parent + "/Resources") }

    @Test func aBundledPhotoIsFoundByItsFileNameInAnyFolder() throws {
        let folder = try resources()
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), resources: resourcesURL(folder)) { _ in
            let photo = try #require(UIImage(named: "1.jpg"))
            #expect(photo.size == CGSize(width: 40, height: 20) && photo.scale == 1)
            // Only a PNG may leave out its extension; a catalogue's files are not loose files.
            #expect(UIImage(named: "1") == nil)
            #expect(UIImage(named: "hidden") == nil)
            #expect(UIImage(named: "Moon.png") == nil)
        }
    }

    @Test func aBundledPNGIsTheFileForTheScreensScaleElseTheNearest() throws {
        let folder = try resources()
        func icon(_ name: String, scale: CGFloat) throws -> UIImage? {
            var found: UIImage?
            _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), traits: UITraitCollection(displayScale: scale),
                                         resources: resourcesURL(folder)) { _ in found = UIImage(named: name) }
            return found
        }
        for scale in [1, 2, 3] as [CGFloat] {
            let shown = try #require(try icon("icon", scale: scale))
            #expect(shown.scale == scale && shown.size == CGSize(width: 10, height: 10), "scale \(scale)")
        }
        // Only the 2x file: every screen shows it, 8 points wide.
        let badge = try #require(try icon("badge", scale: 3))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 8, height: 8))
        // A name that says its scale, or its extension, is that file.
        #expect(try icon("icon@2x", scale: 3)?.scale == 2)
        #expect(try icon("icon.png", scale: 3)?.scale == 3)
    }

    @Test func theCataloguesPictureComesBeforeABundledFileOfTheSameName() throws {
        let folder = try resources()
        let catalogue = try TestCatalogue()
        try catalogue.imageSet("Star", images: #"[{"idiom": "universal", "filename": "star@3x.png", "scale": "3x"}]"#,
                               files: ["star@3x.png": try TestCatalogue.png(width: 72, height: 72, rgba: (0, 0, 255, 255))])
        _ = try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), assets: URL(fileURLWithPath: catalogue.path),
                                     resources: resourcesURL(folder)) { _ in
            let catalogued = try #require(UIImage(named: "Star"))
            let bundled = try #require(UIImage(named: "Star.png"))
            #expect(catalogued.size == CGSize(width: 24, height: 24))
            #expect(bundled.size == CGSize(width: 5, height: 5))
        }
    }

    /// A pager's cell showing its photo, as FSPagerView's demo does: the image view draws it.
    @Test func aCellShowsTheBundledPhotoItNames() throws {
        final class PhotoCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let picture = UIImageView(image: UIImage(named: "1.jpg"))
                picture.frame = bounds
                contentView.addSubview(picture)
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: ZoetropeUIKit.IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
        }
        let folder = try resources()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        let source = Source()
        let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, resources: resourcesURL(folder)) { collectionView in
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            collectionView.dataSource = source
        }
        let content = try #require(timeline.segments[0].transition.tracks.first?.content)
        let shown = try #require(content.subviews.first?.content.image)
        #expect(shown.asset.name.hasSuffix("Resources/Photos/1.jpg"))
        #expect(shown.asset.pixelWidth == 40 && shown.asset.pixelHeight == 20)
    }

    @Test func twoBundledFilesOfOneNameAreRefusedNamingBoth() throws {
        let folder = try resources()
        try Data(try TestCatalogue.png(width: 5, height: 5, rgba: (0, 0, 0, 255)))
            .write(to: URL(fileURLWithPath: folder.parent + "/Resources/Photos/icon.png"))
        let error = #expect(throws: UIKitRecordingError.self) {
            try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), resources: resourcesURL(folder)) { _ in }
        }
        let reason = try #require(error?.reason)
        #expect(reason.contains("two files are named icon.png"), "\(reason)")
        #expect(reason.contains("Resources/Photos/icon.png") && reason.contains("Resources/icon.png"), "\(reason)")
    }

    @Test func aDamagedBundledPictureFailsTheRecordingWithItsFile() throws {
        let folder = try resources()
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: folder.parent + "/Resources/broken.png"))
        let error = #expect(throws: UIKitRecordingError.self) {
            try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(), resources: resourcesURL(folder)) { _ in
                #expect(UIImage(named: "broken") == nil)
            }
        }
        let reason = try #require(error?.reason)
        #expect(reason.contains("the resources folder") && reason.contains("broken.png") && reason.contains("neither a PNG nor a JPEG"), "\(reason)")
    }

    /// A picture an app loaded as bytes (from its cache, or a bundled file it read itself):
    /// a PNG or a JPEG, at the scale given; nil for bytes that are neither, as UIKit answers.
    @Test func aPictureMadeFromDataIsDecodedAtItsScale() throws {
        let photo = try #require(UIImage(data: Data(try TestCatalogue.jpeg(width: 60, height: 30, left: (255, 0, 0), right: (0, 0, 255))), scale: 3))
        #expect(photo.size == CGSize(width: 20, height: 10) && photo.scale == 3)
        #expect(photo.pngData()?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let icon = try #require(UIImage(data: Data(try TestCatalogue.png(width: 12, height: 8, rgba: (0, 0, 0, 255)))))
        #expect(icon.size == CGSize(width: 12, height: 8) && icon.scale == 1)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    }

    @Test func aMissingResourcesFolderIsRefusedBeforeTheAppRuns() throws {
        var ran = false
        let error = #expect(throws: UIKitRecordingError.self) {
            try ZoetropeUIKit.record(collectionViewLayout: UICollectionViewFlowLayout(),
                                     resources: URL(fileURLWithPath: "/nonexistent/App/Resources")) { _ in ran = true }
        }
        #expect(!ran)
        #expect(error?.reason.contains("the resources folder /nonexistent/App/Resources: no such folder") == true, "\(error?.reason ?? "")")
    }
}
