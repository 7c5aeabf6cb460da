import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// Suites that record one cell and check its pixels where the geometry puts them: the cell,
/// the frame as a function from a pixel to its RGBA, and a comparison within a tolerance.
@MainActor protocol OneCellPixels {}

/// A white cell whose content view `build` fills (set it before recording).
final class BuiltCell: UICollectionViewCell {
    nonisolated(unsafe) static var build: (UIView) -> Void = { _ in }
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        Self.build(contentView)
    }
    required init?(coder: NSCoder) { fatalError() }
}

extension OneCellPixels {
    /// A ring of radius 40 about (100, 50), 8 points thick, from the top clockwise, as
    /// progress rings are made with a shape layer.
    func ring(start: CGFloat = 0, end: CGFloat) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        layer.fillColor = nil
        layer.strokeColor = UIColor.blue.cgColor
        layer.lineWidth = 8
        layer.strokeStart = start
        layer.strokeEnd = end
        return layer
    }

    /// The pixel (at scale 1) on the ring's middle `fraction` of the way round from the top.
    func onRing(_ fraction: Double) -> (Int, Int) {
        let angle = -Double.pi / 2 + fraction * 2 * .pi
        return (Int((100 + 40 * cos(angle)).rounded()), Int((50 + 40 * sin(angle)).rounded()))
    }

    /// One cell of `type`, `size` large, filling a collection view of its size (or, with
    /// `around`, inset by it in a black collection view that much larger), configured by
    /// `configure`; then `body`.
    func recordOne<Cell: UICollectionViewCell>(_ type: Cell.Type, size: CGSize = CGSize(width: 200, height: 100),
                                               around inset: CGFloat = 0,
                                               configure: @escaping (Cell) -> Void = { _ in },
                                               symbols: SymbolPictures = SymbolPictures(),
                                               body: (UICollectionView) -> Void = { _ in }) throws -> Timeline {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        layout.minimumLineSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        let frame = CGRect(x: 0, y: 0, width: size.width + 2 * inset, height: size.height + 2 * inset)
        return try ZoetropeUIKit.record(frame: frame, collectionViewLayout: layout, symbols: symbols) { collectionView in
            collectionView.backgroundColor = .black
            let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, _ in configure(cell) }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            source.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            body(collectionView)
        }
    }

    /// A black 40 × 40 square at (80, 30) in a white 200 × 100 cell (`BuiltCell`); `change` is
    /// given it once shown, then the recording lets `seconds` pass.
    func recordSquare(seconds: Double = 1.5, _ change: @escaping (UIView) -> Void) throws -> Timeline {
        let square = UIView(frame: CGRect(x: 80, y: 30, width: 40, height: 40))
        square.backgroundColor = .black
        BuiltCell.build = { view in view.addSubview(square) }
        return try recordOne(BuiltCell.self, body: { collectionView in
            change(square)
            collectionView.pause(for: seconds)
        })
    }

    /// The frame at `time`, rendered at 1 pixel a point: a function from a pixel to its RGBA.
    func pixels(_ timeline: Timeline, at time: Double = 0) throws -> (Int, Int) -> [Int] {
        let image = try FrameRenderer(scale: 1).render(timeline.frame(at: time))
        let bytes = image.rgbaPixels()
        let width = image.width
        return { x, y in (0..<4).map { Int(bytes[(y * width + x) * 4 + $0]) } }
    }

    func isNear(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 6) -> Bool {
        zip(pixel.prefix(3), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
