import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// What a layout or the app sets on a live cell's content view is drawn where Core Animation
/// draws it: moved or turned inside the cell (cut to the cell when it clips, as a parallax page
/// is), or turned in space with perspective (a cube page), in the frames and in the SVG.
@Suite struct ContentViewTransformTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// A page whose content view is red with a black band at its leading 20 points, so that
    /// where it is drawn can be read from the pixels.
    final class BandCell: UICollectionViewCell {
        let band = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            band.backgroundColor = .black
            band.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(band)
            NSLayoutConstraint.activate([
                band.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                band.topAnchor.constraint(equalTo: contentView.topAnchor),
                band.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                band.widthAnchor.constraint(equalToConstant: 20),
            ])
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "band", for: indexPath)
        }
    }

    /// One 100 × 100 cell at (50, 50) in a 200 × 200 collection view; `change` is given the
    /// shown cell after the first step.
    static func record(_ change: @escaping (UICollectionViewCell) -> Void) throws -> Timeline {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        let source = Source()
        return try ZoetropeUIKit.record(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout) { collectionView in
            collectionView.register(BandCell.self, forCellWithReuseIdentifier: "band")
            collectionView.backgroundColor = .white
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            collectionView.pause(for: 0.1)
            if let cell = collectionView.cellForItem(at: UIKitIndexPath(item: 0, section: 0)) { change(cell) }
            collectionView.pause(for: 0.1)
        }
    }

    static func pixels(_ timeline: Timeline, at time: Double) throws -> (Int, Int) -> [UInt8] {
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: time))
        let pixels = image.rgbaPixels()
        return { x, y in Array(pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
    }

    static let red: [UInt8] = [255, 0, 0], black: [UInt8] = [0, 0, 0], white: [UInt8] = [255, 255, 255]

    @Test func aContentViewMovedInsideACellThatClipsIsCutToTheCell() throws {
        let timeline = try Self.record { cell in
            cell.clipsToBounds = true
            cell.contentView.transform = CGAffineTransform(translationX: 40, y: 0)
        }
        let before = try Self.pixels(timeline, at: 0.05)
        #expect(before(55, 100) == Self.black)
        #expect(before(80, 100) == Self.red)
        let after = try Self.pixels(timeline, at: 0.15)
        // The cell spans x 50…150: its first 40 points are bare, the band lies at 90…110, and
        // what slid past the trailing edge is cut.
        #expect(after(70, 100) == Self.white)
        #expect(after(100, 100) == Self.black)
        #expect(after(130, 100) == Self.red)
        #expect(after(170, 100) == Self.white)
    }

    @Test func aContentViewMovedInsideACellThatDoesNotClipDrawsPastIt() throws {
        let timeline = try Self.record { cell in
            cell.contentView.transform = CGAffineTransform(translationX: 40, y: 0)
        }
        let after = try Self.pixels(timeline, at: 0.15)
        #expect(after(70, 100) == Self.white)
        #expect(after(100, 100) == Self.black)
        #expect(after(170, 100) == Self.red)
    }

    @Test func aContentViewMovedInsideItsCellIsMovedInTheSVGToo() throws {
        let timeline = try Self.record { cell in
            cell.clipsToBounds = true
            cell.contentView.transform = CGAffineTransform(translationX: 40, y: 0)
        }
        let svg = SVGWriter().document(for: timeline)
        // Two stretches of the one cell: as it was, then moved and cut.
        #expect(svg.contains("matrix(1 0 0 1 40 0)"))
        #expect(svg.contains("clip-path=\"url(#"))
        #expect(svg.components(separatedBy: "visibility=\"hidden\"").count >= 2, "the moved stretch is hidden until its step")
    }

    /// A view inside the content view turned by its own transform, as a stack or a badge is:
    /// the black band (x 50…70, the cell's height) turned a quarter about its centre lies
    /// across the cell's middle, past its leading edge, in the frames and the SVG.
    @Test func aSubviewsOwnTransformTurnsItAboutItsCentre() throws {
        let timeline = try Self.record { cell in
            let band = (cell as? BandCell)?.band
            band?.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        let before = try Self.pixels(timeline, at: 0.05)
        #expect(before(60, 60) == Self.black)
        #expect(before(30, 100) == Self.white)
        let after = try Self.pixels(timeline, at: 0.15)
        #expect(after(60, 60) == Self.red, "no longer standing")
        #expect(after(30, 100) == Self.black, "lying across, past the cell's edge")
        #expect(after(100, 100) == Self.black)
        #expect(after(100, 80) == Self.red)
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("matrix(0 1 -1 0 0 0)"), "the band's group turned about its centre")
    }

    /// A cube page, as AnimatedCollectionViewLayout turns it: the content view's anchor moved
    /// to its trailing edge, moved back by half its width, and turned about the vertical axis
    /// with perspective. Its trailing edge stays in place at full height; its leading edge is
    /// farther away and drawn shorter.
    @Test func aContentViewTurnedInPerspectiveIsDrawnWithItsFarEdgeShorter() throws {
        let timeline = try Self.record { cell in
            var transform = CATransform3DMakeTranslation(50, 0, 0)
            transform.m34 = -1 / 500
            transform = CATransform3DRotate(transform, -.pi / 4, 0, 1, 0)
            cell.contentView.layer.transform = transform
            cell.contentView.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        }
        let element = try #require(timeline.frame(at: 0.15).elements.first)
        let space = try #require(element.attributes.transform3D)
        #expect(space.drawsWithPerspective)
        // The trailing edge (x = +50 about the centre) stays where it was.
        let top = try #require(space.project(Point(x: 50, y: -50))), bottom = try #require(space.project(Point(x: 50, y: 50)))
        #expect(abs(top.x - 50) < 1e-6 && abs(top.y + 50) < 1e-6 && abs(bottom.y - 50) < 1e-6, "\(top) \(bottom)")
        let near = try #require(space.project(Point(x: -50, y: -50)))
        #expect(near.x > -50 && abs(near.y) < 50, "the leading edge is drawn nearer the middle and shorter: \(near)")

        let pixel = try Self.pixels(timeline, at: 0.15)
        // Full height just inside the trailing edge; the band at the leading edge is shorter.
        #expect(pixel(148, 52) == Self.red)
        #expect(pixel(148, 148) == Self.red)
        let leadingX = Int(100 + near.x) + 2
        #expect(pixel(leadingX, 100) == Self.black)
        #expect(pixel(leadingX, 52) == Self.white)
        #expect(pixel(30, 100) == Self.white)
    }
}
