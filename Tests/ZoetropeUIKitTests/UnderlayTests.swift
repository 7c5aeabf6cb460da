import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG
import ZoetropeUIKit

/// What lies behind a clear collection view is drawn under its cells and stays in place while
/// they scroll, as on the phone: a gradient layer on the controller's view (a carousel's
/// backdrop), a view beneath the collection view, and the collection view's background view (an
/// empty list's message).
@Suite struct UnderlayTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    /// White 100 × 100 cards, twenty of them.
    final class Cards: NSObject, UICollectionViewDataSource {
        var count = 20

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = .white
            return cell
        }
    }

    /// A clear collection view over a red-to-blue gradient the controller puts on its view's
    /// layer, beneath everything, with a green view beneath the collection view at its bottom
    /// left and a yellow one added over it at its bottom right.
    final class Screen: UIViewController {
        let cards = Cards()
        let gradient = CAGradientLayer()
        lazy var collectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 20
            layout.minimumInteritemSpacing = 20
            layout.sectionInset = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()
        let beneath = UIView(), over = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
            view.layer.insertSublayer(gradient, at: 0)
            beneath.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            view.addSubview(beneath)
            collectionView.backgroundColor = .clear
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            view.addSubview(collectionView)
            over.backgroundColor = .yellow
            view.addSubview(over)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            gradient.frame = view.bounds
            collectionView.frame = view.bounds
            beneath.frame = CGRect(x: 0, y: view.bounds.height - 40, width: 40, height: 40)
            over.frame = CGRect(x: view.bounds.width - 40, y: view.bounds.height - 40, width: 40, height: 40)
        }
    }

    static let frame = CGRect(x: 0, y: 0, width: 290, height: 400)

    static func pixels(_ timeline: Timeline, at time: Double) throws -> (Int, Int) -> [Int] {
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: time))
        let bytes = image.rgbaPixels()
        let width = image.width
        return { x, y in (0..<3).map { Int(bytes[(y * width + x) * 4 + $0]) } }
    }

    static func isNear(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 12) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The gradient shows in the gaps between the cards, red at the top and blue at the foot;
    /// the cards are white over it.
    @Test func aGradientLayerOnTheScreenShowsBetweenTheCardsOfAClearCollectionView() throws {
        let timeline = try ZoetropeUIKit.record(viewController: Screen(), frame: Self.frame) { $0.collectionView.layoutIfNeeded() }
        let pixel = try Self.pixels(timeline, at: 0)
        #expect(Self.isNear(pixel(15, 3), [254, 0, 1]), "the top of the gap at the left edge is red: \(pixel(15, 3))")
        #expect(Self.isNear(pixel(15, 340), [38, 0, 217]), "near the foot it is nearly blue: \(pixel(15, 340))")
        #expect(pixel(80, 60) == [255, 255, 255], "a card is white")
        // The view beneath the collection view shows between the cards; the one over it is not
        // drawn beneath them.
        #expect(pixel(5, 395) == [0, 255, 0], "the green view beneath: \(pixel(5, 395))")
        #expect(pixel(285, 395)[0...1] != [255, 255], "the yellow view over the collection view is not beneath it")
    }

    /// Scrolled by 60 points, the cards move up and the gradient stays where it is: the inset
    /// at the left edge is as it was, from the red top to the blue foot.
    @Test func theUnderlayStaysInPlaceWhileTheContentScrolls() throws {
        let timeline = try ZoetropeUIKit.record(viewController: Screen(), frame: Self.frame) { screen in
            screen.collectionView.layoutIfNeeded()
            screen.collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        }
        let end = try Self.pixels(timeline, at: timeline.duration)
        let start = try Self.pixels(timeline, at: 0)
        #expect(timeline.frame(at: timeline.duration).contentOffset.y == 60)
        for (x, y) in [(15, 3), (15, 200), (15, 340), (5, 395)] {
            #expect(end(x, y) == start(x, y), "(\(x), \(y)) is \(end(x, y)) after the scroll, \(start(x, y)) before")
        }
        // The cards moved: the gap between the first two rows (110 to 130) is now part of the
        // second row (130 to 230, at 70 to 170 once scrolled).
        #expect(start(80, 115) != [255, 255, 255] && end(80, 115) == [255, 255, 255])
    }

    /// The SVG draws the gradient in the group the scroll moves, held back by the offset so
    /// that it stays in place (and a backdrop blur over it would copy it).
    @Test func theSVGDrawsTheUnderlayHeldInPlace() throws {
        let timeline = try ZoetropeUIKit.record(viewController: Screen(), frame: Self.frame) { screen in
            screen.collectionView.layoutIfNeeded()
            screen.collectionView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        }
        let svg = SVGWriter().document(for: timeline)
        #expect(svg.contains("<linearGradient"))
        // Shown from the start: the first group placed at the viewport's centre is the underlay's.
        let opening = try #require(svg.range(of: "<g transform=\"translate(145 200)\"")).upperBound
        #expect(!svg[opening...].prefix(while: { $0 != ">" }).contains("hidden"))
        #expect(svg.contains("#00FF00") || svg.contains("#00ff00") || svg.contains("rgb(0,255,0)"), "the green view")
        // Moved back by the offset, and forward again around the underlay.
        #expect(svg.contains("values=\"0 0;0 -120\"") || svg.contains("values=\"-0 -0;-0 -120\"") || svg.contains("0 -120"))
        #expect(svg.contains("0 120"))
    }

    /// An empty list's background view, a label saying so, is drawn across the collection
    /// view: its text shows in the middle.
    @Test func anEmptyCollectionViewShowsItsBackgroundViewsLabel() throws {
        let cards = Cards()
        cards.count = 0
        let layout = UICollectionViewFlowLayout()
        let timeline = try ZoetropeUIKit.record(frame: Self.frame, collectionViewLayout: layout) { collectionView in
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = cards
            collectionView.backgroundColor = .white
            let message = UILabel()
            message.text = "No cards yet"
            message.textAlignment = .center
            message.textColor = .black
            message.font = .systemFont(ofSize: 24)
            collectionView.backgroundView = message
            collectionView.layoutIfNeeded()
        }
        let pixel = try Self.pixels(timeline, at: 0)
        var darkInMiddle = 0, darkElsewhere = 0
        for y in stride(from: 0, to: 400, by: 2) {
            for x in stride(from: 0, to: 290, by: 2) where pixel(x, y)[0] < 128 {
                if (180...220).contains(y) { darkInMiddle += 1 } else { darkElsewhere += 1 }
            }
        }
        #expect(darkInMiddle > 40, "the message's letters, across the middle")
        #expect(darkElsewhere == 0)
        // The label's own colour (none) adds nothing: the background stays white.
        #expect(timeline.background == Color(red: 1, green: 1, blue: 1))
    }

    /// A clear collection view on a screen that shows only a colour has no underlay: the colour
    /// is the background, as before.
    @Test func aScreenShowingOnlyAColourLeavesItToTheBackground() throws {
        final class Plain: UIViewController {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemIndigo
                collectionView.backgroundColor = .clear
                collectionView.frame = view.bounds
                view.addSubview(collectionView)
            }
        }
        let timeline = try ZoetropeUIKit.record(viewController: Plain(), frame: Self.frame) { $0.collectionView.layoutIfNeeded() }
        #expect(timeline.underlay == nil)
        #expect(timeline.background == Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255))
    }

    /// An opaque collection view hides the gradient: nothing beneath it is read.
    @Test func anOpaqueCollectionViewHidesWhatLiesBeneathIt() throws {
        let screen = Screen()
        let timeline = try ZoetropeUIKit.record(viewController: screen, frame: Self.frame) { screen in
            screen.collectionView.backgroundColor = .black
            screen.collectionView.layoutIfNeeded()
        }
        #expect(timeline.underlay == nil)
        #expect(try Self.pixels(timeline, at: 0)(15, 3) == [0, 0, 0])
    }
}
