import Foundation
import Testing
import ZoetropeCairo
import ZoetropeCore
import ZoetropeUIKit

/// `UIView.transition(with:…)` and `transition(from:to:…)` as cells use them to show what they
/// loaded: the snapshots' cross-dissolve is not drawn, so what the block changes shows at once,
/// unless the block is given `allowAnimatedContent`, when its animatable changes animate as in
/// an animation block; `transition(from:to:)` swaps the views, or hides one and shows the
/// other. Completions run once the turn is over. A black 40 × 40 square at (80, 30) in a white
/// 200 × 100 cell.
@MainActor @Suite struct ViewTransitionTests: OneCellPixels {
    @Test func aCrossDissolvesChangeShowsAtOnceAndItsCompletionRunsAfterTheTurn() throws {
        var completedInTurn: Bool?
        var completed = false
        let timeline = try recordSquare { view in
            UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: {
                view.backgroundColor = .red
            }, completion: { finished in completed = finished })
            completedInTurn = completed
        }
        let middle = try pixels(timeline, at: 0.5)(100, 50)
        #expect(middle[0] > 245 && middle[1] < 10 && middle[2] < 10, "red from the start: \(middle)")
        #expect(completedInTurn == false)
        #expect(completed)
    }

    @Test func aTransitionThatAllowsAnimatedContentAnimatesItsChangesAsABlockDoes() throws {
        let timeline = try recordSquare { view in
            UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear]) {
                view.alpha = 0
            }
        }
        let half = try pixels(timeline, at: 0.5)(100, 50)[0]
        #expect((118...138).contains(half), "half faded over white: \(half)")
        #expect(try pixels(timeline, at: 1.2)(100, 50)[0] > 245, "gone at the end")
    }

    @Test func aTransitionFromOneViewToAnotherPutsTheOtherInItsPlace() throws {
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        red.backgroundColor = .red
        var swapped: (Bool, Bool)?
        let timeline = try recordSquare { view in
            let superview = view.superview
            UIView.transition(from: view, to: red, duration: 0.3, options: .transitionCrossDissolve)
            swapped = (view.superview == nil, red.superview === superview)
        }
        #expect(swapped?.0 == true && swapped?.1 == true)
        let square = try pixels(timeline, at: 0.5)(100, 50)
        #expect(square[0] > 245 && square[1] > 245, "the black square is gone: \(square)")
        let other = try pixels(timeline, at: 0.5)(30, 30)
        #expect(other[0] > 245 && other[1] < 10, "the red one shows: \(other)")
    }

    @Test func aTransitionThatShowsAndHidesLeavesBothViewsWhereTheyAre() throws {
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        red.backgroundColor = .red
        red.isHidden = true
        let timeline = try recordSquare { view in
            view.superview?.addSubview(red)
            UIView.transition(from: view, to: red, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
            #expect(view.superview != nil && view.isHidden && !red.isHidden)
        }
        #expect(try pixels(timeline, at: 0.5)(100, 50)[1] > 245, "the black square is hidden")
        #expect(try pixels(timeline, at: 0.5)(30, 30)[1] < 10, "the red one shows")
    }
}
