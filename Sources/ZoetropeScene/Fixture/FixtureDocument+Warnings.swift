import ZoetropeCore

/// Something in a fixture that works but that UIKit would log, or that a user would want to
/// know: printed as `warning: FILE:LINE:COLUMN: PATH: message`, the shape of an error.
public typealias FixtureWarning = FixtureError

extension FixtureDocument {
    /// What `validate` and `render` warn about in this fixture's animation (exit status 0,
    /// unless `--warnings-as-errors`):
    /// - an item wider (or taller, scrolling across) than a flow layout's collection view
    ///   minus its section insets, which UIKit logs as undefined behaviour;
    /// - a spring that ends visibly short of its target (a pixel or more): springs stop at
    ///   0.1 % of the distance (UIKit's duration-fitted ones at their duration, the others at
    ///   their settling duration), which over a long move is a visible jump;
    /// - an item a batch update names (inserted, deleted, moved or reloaded) that is off
    ///   screen before and after the step, so that its animation is not seen;
    /// - a scroll to an offset past the content, held within it as UIScrollView holds it.
    public func warnings(for timeline: Timeline) -> [FixtureWarning] {
        var warnings: [FixtureWarning] = []
        let layoutPlace = sources.layout
        if let flow = scene.layout as? FlowLayout, let problem = Self.itemSizeProblem(flow, viewport: scene.viewport.size) {
            warnings.append(FixtureWarning(file: file, path: layoutPlace?.path, position: layoutPlace?.position, message: problem))
        }
        let pixel = 1 / Double(scene.viewport.scale)
        // The data before each step, replayed, to name the items an update names by index path
        // (nil once a step's data cannot be followed here, such as snapshot operations).
        var data: CollectionSnapshot? = scene.snapshot
        for (index, segment) in timeline.segments.enumerated() where index < scene.steps.count {
            let place = sources.steps.indices.contains(index) ? sources.steps[index].place : nil
            func warn(_ message: String) {
                warnings.append(FixtureWarning(file: file, path: place?.path, position: place?.position,
                                               message: "step \(index) (\(scene.steps[index].label)): \(message)"))
            }
            // The largest jump a spring makes where its animation is cut.
            var worst: (jump: Double, what: String, timing: Timing, fitted: Bool)?
            for track in segment.transition.tracks {
                guard case .spring(let spring) = track.timing.curve else { continue }
                let jump = spring.residual(after: track.timing.duration) * Self.largestChange(track.from, track.to)
                if jump >= pixel, jump > worst?.jump ?? 0 { worst = (jump, track.identity.description, track.timing, spring.fittedDampingRatio != nil) }
            }
            let transition = segment.transition
            if case .spring(let spring) = transition.timing.curve {
                let moved = Swift.max(abs(transition.newBounds.origin.x - transition.oldBounds.origin.x), abs(transition.newBounds.origin.y - transition.oldBounds.origin.y),
                                      abs(transition.newBounds.width - transition.oldBounds.width), abs(transition.newBounds.height - transition.oldBounds.height))
                let jump = spring.residual(after: transition.timing.duration) * moved
                if jump >= pixel, jump > worst?.jump ?? 0 { worst = (jump, "the visible bounds", transition.timing, spring.fittedDampingRatio != nil) }
            }
            if let worst {
                let why = worst.fitted ? "UIKit's duration-fitted springs stop at 0.1 % of the distance at their duration"
                    : "a spring counts as settled at 0.1 % of the distance, as Core Animation's and SwiftUI's settling durations do"
                warn("the spring moving \(worst.what) ends \(DecimalText.string(worst.jump, decimals: 2)) points short of its target at the end of its \(DecimalText.string(worst.timing.duration, decimals: 3)) s, and jumps there (\(why)); give the step a longer duration")
            }
            if case .offset(let asked, clamped: true) = scene.steps[index].scroll, transition.newBounds.origin != asked {
                let rested = transition.newBounds.origin
                warn("the content offset (\(DecimalText.string(asked.x, decimals: 2)), \(DecimalText.string(asked.y, decimals: 2))) is past the content; the scroll rests at (\(DecimalText.string(rested.x, decimals: 2)), \(DecimalText.string(rested.y, decimals: 2))), as UIScrollView holds it within (\"clampOffset\": false scrolls past)")
            }
            let shown = Set(segment.transition.tracks.map(\.identity))
            switch scene.steps[index].action {
            case .batch(let update, let dataAfter):
                let applied = data.flatMap { try? update.applied(to: $0, dataAfter: dataAfter) }
                var named: [(id: ItemID, what: String)] = []
                for insertion in update.insertedItems {
                    if let id = insertion.item?.id ?? applied?.snapshot.item(at: insertion.indexPath)?.id { named.append((id, "inserted at \(insertion.indexPath)")) }
                }
                if let before = data {
                    for path in update.deletedItems { if let id = before.item(at: path)?.id { named.append((id, "deleted at \(path)")) } }
                    for move in update.movedItems { if let id = before.item(at: move.from)?.id { named.append((id, "moved from \(move.from) to \(move.to)")) } }
                    for reload in update.reloadedItems { if let id = before.item(at: reload.indexPath)?.id { named.append((id, "reloaded at \(reload.indexPath)")) } }
                }
                for (id, what) in named where !shown.contains(.item(id)) {
                    warn("item \"\(id)\" is \(what), off screen before and after the step: its animation is not seen (scroll to it, or change it where it shows)")
                }
                data = applied?.snapshot
            case .snapshot(let snapshot):
                data = snapshot
            case .diffable:
                data = nil
            default:
                break
            }
        }
        return warnings
    }

    /// UIKit's log for a flow layout whose item does not fit across the collection view:
    /// "the item width must be less than the width of the UICollectionView minus the section
    /// insets left and right values".
    static func itemSizeProblem(_ flow: FlowLayout, viewport: Size) -> String? {
        let vertical = flow.scrollDirection == .vertical
        let room = vertical ? viewport.width - flow.sectionInset.left - flow.sectionInset.right
                            : viewport.height - flow.sectionInset.top - flow.sectionInset.bottom
        let size = vertical ? flow.itemSize.width : flow.itemSize.height
        guard size > room + 1e-9 else { return nil }
        let side = vertical ? "width" : "height"
        return "the behavior of the UICollectionViewFlowLayout is not defined because the item \(side) (\(DecimalText.string(size, decimals: 2))) must be less than the \(side) of the UICollectionView minus the section insets (\(DecimalText.string(room, decimals: 2))); UIKit logs this and lays the item out anyway"
    }

    /// The largest change, in points, of an element's frame or translation between two
    /// attributes.
    static func largestChange(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Double {
        [abs(a.frame.origin.x - b.frame.origin.x), abs(a.frame.origin.y - b.frame.origin.y),
         abs(a.frame.width - b.frame.width), abs(a.frame.height - b.frame.height),
         abs(a.transform.tx - b.transform.tx), abs(a.transform.ty - b.transform.ty)].max() ?? 0
    }
}
