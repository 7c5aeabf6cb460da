import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// A view's own layer rounds only the corners its `maskedCorners` names, in its `cornerCurve`,
/// as a sublayer's do. The 200 × 100 cell is white on black.
@MainActor @Suite struct ViewCornerTests: OneCellPixels {
    private func record(_ configure: @escaping (UICollectionViewCell) -> Void) throws -> Timeline {
        BuiltCell.build = { _ in }
        return try recordOne(BuiltCell.self) { cell in configure(cell) }
    }

    @Test func aCellRoundedAtItsTopOnlyKeepsItsBottomCornersSquare() throws {
        let at = try pixels(record { cell in
            cell.layer.cornerRadius = 30
            cell.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            cell.layer.masksToBounds = true
        })
        #expect(at(2, 2) == [0, 0, 0, 255], "the top left is cut")
        #expect(at(197, 2) == [0, 0, 0, 255], "the top right is cut")
        #expect(at(2, 97) == [255, 255, 255, 255], "the bottom left stays square")
        #expect(at(197, 97) == [255, 255, 255, 255], "the bottom right stays square")
        #expect(at(100, 2) == [255, 255, 255, 255])
    }

    @Test func aViewInsideACellRoundsOnlyItsMaskedCorner() throws {
        BuiltCell.build = { view in
            let tab = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
            tab.backgroundColor = .black
            tab.layer.cornerRadius = 20
            tab.layer.maskedCorners = [.layerMaxXMaxYCorner]
            view.addSubview(tab)
        }
        let at = try pixels(recordOne(BuiltCell.self))
        #expect(at(21, 21) == [0, 0, 0, 255], "its top left stays square")
        #expect(at(118, 21) == [0, 0, 0, 255], "its top right stays square")
        #expect(at(21, 78) == [0, 0, 0, 255], "its bottom left stays square")
        #expect(at(118, 78) == [255, 255, 255, 255], "its bottom right is round")
    }

    @Test func aContinuousCornerIsDrawnAsIOSDrawsIt() throws {
        func content(_ curve: CALayerCornerCurve) throws -> (ElementContent, (Int, Int) -> [Int]) {
            let timeline = try record { cell in
                cell.layer.cornerRadius = 30
                cell.layer.cornerCurve = curve
                cell.layer.masksToBounds = true
            }
            let element = try #require(timeline.frame(at: 0).elements.first { $0.attributes.element == .cell(IndexPath(item: 0, section: 0)) })
            return (element.content, try pixels(timeline))
        }
        let (continuous, smooth) = try content(.continuous), (circular, round) = try content(.circular)
        #expect(continuous.cornerShape == CornerShape(curve: .continuous))
        #expect(circular.cornerShape == .circular)
        // A continuous corner leaves the top edge 1.528 radii (46 points) before the corner,
        // where a circular one leaves it 30 points before: 35 points from the right edge, the
        // top row is still whole in the circular corner and already curving in the continuous one.
        #expect(round(165, 0) == [255, 255, 255, 255])
        #expect(smooth(165, 0)[0] < 255, "\(smooth(165, 0))")
        // At the diagonal both cut alike (the two differ by under 2 % of the radius there).
        #expect(smooth(2, 2) == [0, 0, 0, 255] && round(2, 2) == [0, 0, 0, 255])
        #expect(smooth(100, 50) == round(100, 50))
    }
}
