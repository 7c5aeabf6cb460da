import Foundation
import Testing
import ZoetropeCore
import ZoetropeUIKit

/// What `draw(_:)` runs in: the context it asks for, made only when it asks, and the traits
/// current while it runs, the view's unless the drawing makes others current for a while.
@MainActor @Suite struct DrawContextTests: OneCellPixels {
    /// Calls UIKit's own `draw(_:)` first, which draws nothing, then fills its left quarter.
    final class SuperFirstCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 4, height: rect.height))
        }
    }

    @Test func aDrawThatCallsUIKitsOwnFirstAndThenFillsIsDrawn() throws {
        let at = try pixels(try recordOne(SuperFirstCell.self))
        #expect(isNear(at(25, 50), [255, 0, 0]), "the filled quarter: \(at(25, 50))")
        #expect(isNear(at(150, 50), [255, 255, 255]), "the rest: \(at(150, 50))")
    }

    /// Dark itself; fills three bands with a colour that is red in the dark and green in the
    /// light: the first and the last in its own traits, the middle one in light traits it
    /// makes current for a while.
    final class TraitBandsCell: UICollectionViewCell {
        nonisolated(unsafe) static var styles: [UIUserInterfaceStyle] = []
        static let darkRedLightGreen = UIColor { $0.userInterfaceStyle == .dark ? .red : .green }
        override init(frame: CGRect) {
            super.init(frame: frame)
            overrideUserInterfaceStyle = .dark
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            func band(_ index: CGFloat) {
                Self.styles.append(UITraitCollection.current.userInterfaceStyle)
                Self.darkRedLightGreen.setFill()
                UIRectFill(CGRect(x: rect.width / 3 * index, y: 0, width: rect.width / 3, height: rect.height))
            }
            band(0)
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent { band(1) }
            band(2)
        }
    }

    @Test func theViewsTraitsAreCurrentInDrawExceptWhereTheDrawingMakesOthersCurrent() throws {
        TraitBandsCell.styles = []
        var outside: UIUserInterfaceStyle?
        let timeline = try recordOne(TraitBandsCell.self) { _ in outside = UITraitCollection.current.userInterfaceStyle }
        #expect(TraitBandsCell.styles == [.dark, .light, .dark])
        #expect(outside == .light, "the screen's traits outside any view's drawing")
        let at = try pixels(timeline)
        #expect(isNear(at(30, 50), [255, 0, 0]) && isNear(at(170, 50), [255, 0, 0]), "\(at(30, 50)), \(at(170, 50))")
        #expect(isNear(at(100, 50), [0, 255, 0]), "the light band: \(at(100, 50))")
    }

    @Test func performAsCurrentNestsAndPutsBackWhatWasCurrent() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let seen = dark.performAsCurrent {
            [UITraitCollection.current.userInterfaceStyle, light.performAsCurrent { UITraitCollection.current.userInterfaceStyle },
             UITraitCollection.current.userInterfaceStyle]
        }
        #expect(seen == [.dark, .light, .dark])
    }
}
