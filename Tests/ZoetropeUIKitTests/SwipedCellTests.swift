import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A shown cell that an animation block moves by its own transform, as card stacks swipe a card
/// away (`cell.transform`, or its layer's with a translation in depth that shows nothing): it
/// moves over the block's duration, from where it was. The block's completion runs once the
/// animation is over, though the collection view itself changes nothing, as on the phone: a
/// card hidden there is seen to leave first. Each cell is 200 × 100, white with a black bar
/// 20 points wide down its left edge, on the collection view's black; the block moves it 100
/// points right over 0.3 s, on a linear curve, from 0.2 s.
@MainActor @Suite struct SwipedCellTests: OneCellPixels {
    /// The recording; `completion` runs with the cell once the block is over.
    private func swipe(_ move: @escaping (UICollectionViewCell) -> Void,
                       completion: @escaping (UICollectionViewCell) -> Void = { _ in }) throws -> Timeline {
        BuiltCell.build = { view in
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
            bar.backgroundColor = .black
            view.addSubview(bar)
        }
        return try recordOne(BuiltCell.self, body: { collectionView in
            collectionView.pause(for: 0.2)
            guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) else {
                Issue.record("the cell is shown")
                return
            }
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { move(cell) }, completion: { _ in completion(cell) })
            collectionView.pause(for: 0.5)
        })
    }

    /// Where the cell's white begins at `time` (the bar's right edge): 20 at rest; nil when
    /// nothing of it shows.
    private func whiteStart(_ timeline: Timeline, at time: Double) throws -> Int? {
        let pixel = try pixels(timeline, at: time)
        return (0..<200).first { pixel($0, 50)[0] > 128 }
    }

    /// The ways apps move a card by its transform.
    enum Move: String, CaseIterable, Sendable {
        case viewTransform = "cell.transform"
        case layerTransform = "layer.transform"
        case layerTransformWithDepth = "layer.transform, with depth"

        @MainActor func apply(to cell: UICollectionViewCell) {
            switch self {
            case .viewTransform: cell.transform = CGAffineTransform(translationX: 100, y: 0)
            case .layerTransform: cell.layer.transform = CATransform3DMakeTranslation(100, 0, 0)
            case .layerTransformWithDepth: cell.layer.transform = CATransform3DTranslate(CATransform3DIdentity, 100, 0, 1)
            }
        }
    }

    @Test(arguments: Move.allCases)
    func aCellsOwnTransformSetInABlockMovesItOverTheBlock(_ move: Move) throws {
        let timeline = try swipe { move.apply(to: $0) }
        let name = move.rawValue
        #expect(try whiteStart(timeline, at: 0.1) == 20, "\(name): at rest")
        // A sixth of the way at 0.25 s, half at 0.35 s, nine tenths at 0.47 s (the bar's edge
        // at 20 + 100 × fraction).
        for (time, expected) in [(0.25, 37), (0.35, 70), (0.47, 110)] {
            let start = try whiteStart(timeline, at: time)
            #expect(start.map { abs($0 - expected) <= 3 } == true, "\(name) at \(time) s: \(start as Any), not \(expected)")
        }
        #expect(try whiteStart(timeline, at: 0.8) == 120, "\(name): where the block put it")
    }

    @Test func theCompletionOfABlockThatMovesOnlyACellRunsWhenItIsOver() throws {
        var shownAtCompletion: Bool?
        let timeline = try swipe({ $0.transform = CGAffineTransform(translationX: 100, y: 0) }) { cell in
            shownAtCompletion = !cell.isHidden
            cell.isHidden = true
        }
        #expect(shownAtCompletion == true)
        // Seen leaving, then gone: the completion's change is the next turn's.
        let halfway = try whiteStart(timeline, at: 0.35)
        #expect(halfway.map { abs($0 - 70) <= 3 } == true, "halfway: \(halfway as Any)")
        #expect(try whiteStart(timeline, at: 0.6) == nil, "hidden once the block is over")
        #expect(timeline.segments.map(\.label) == ["pause(for:)", "animation block", "pause(for:)"])
        #expect(timeline.segments.map(\.start).dropFirst().first.map { abs($0 - 0.2) < 1e-6 } == true)
        #expect(abs(timeline.duration - 1.0) < 1e-6, "the pause holds still after the block: \(timeline.duration)")
    }
}
