import Testing
import ZoetropeCairo
import ZoetropeComparison
import ZoetropeSVG
import ZoetropeUIKit
import struct ZoetropeCore.Timeline
import ZoetropeTestSupport

/// The README's example of the headline: Apple's circle layout, written as UIKit code, recorded
/// here and shown as an animated SVG. The committed file is what the recording makes now;
/// `ZOETROPE_RECORD=1` writes it again (and fails that run, as golden recordings do).
@Suite struct UIKitGalleryTests {
    /// Round cells of the palette's colours.
    final class Dots: NSObject, UICollectionViewDataSource {
        var colors: [UIColor] = Palette.colors(8)

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "dot", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            cell.contentView.layer.cornerRadius = 35
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 4
            cell.layer.shadowOffset = CGSize(width: 0, height: 2)
            return cell
        }
    }

    /// Dots added one at a time on a spring, then two taken away.
    static func recordCircleSession() throws -> Timeline {
        let dots = Dots()
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 390, height: 420), collectionViewLayout: CircleLayout()) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "dot")
            collectionView.dataSource = dots
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.4)
            for (index, color) in [(2, UIColor.black), (6, UIColor.systemGray)] {
                dots.colors.insert(color, at: index)
                UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
                    collectionView.performBatchUpdates { collectionView.insertItems(at: [Foundation.IndexPath(item: index, section: 0)]) }
                }
                collectionView.pause(for: 0.3)
            }
            dots.colors.removeSubrange(0..<2)
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [Foundation.IndexPath(item: 0, section: 0), Foundation.IndexPath(item: 1, section: 0)])
            }
            collectionView.pause(for: 0.6)
        }
    }

    static let packageRoot = ZoetropeTestSupport.packageRoot

    @Test func theReadmesCircleLayoutSVGIsWhatTheRecordingMakes() throws {
        let timeline = try Self.recordCircleSession()
        let svg = SVGWriter(title: "Apple's circle layout, recorded from UIKit code on Linux").document(for: timeline)
        let path = Self.packageRoot + "/Output/uikit-circle-layout.svg"
        if RecordingEnvironment.recordingRequested {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            if let folder = ProcessInfo.processInfo.environment["ZOETROPE_UIKIT_FRAMES"] {
                for (name, time) in [("circle-start", 0.2), ("circle-insert", 0.6), ("circle-delete", 2.35)] {
                    try FrameRenderer(scale: 1).render(timeline.frame(at: time)).writePNG(to: folder + "/\(name).png")
                }
            }
            Issue.record("Output/uikit-circle-layout.svg recorded; run again without ZOETROPE_RECORD")
            return
        }
        let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        #expect(committed == svg, "Output/uikit-circle-layout.svg is missing or stale; run the ZoetropeUIKitTests with ZOETROPE_RECORD=1 and commit it")
    }
}
