/// An earlier animation of an element, still under way, carried into a step that interrupted it.
///
/// Zoetrope interrupts as Core Animation does since iOS 8: additively. The new step animates
/// every element from its model value (where the interrupted step was taking it) to its new
/// target, and the interrupted motion goes on adding its own offset from its end, which fades
/// to nothing as it finishes. At the moment of hand-over the element is exactly where it was
/// shown and moves exactly as fast; a spring keeps its momentum.
package struct CarriedMotion: Hashable, Sendable {
    package var from: LayoutAttributes
    package var to: LayoutAttributes
    /// Its timing counted from the start of the step that carries it: the delay is negative
    /// once the motion was already under way when that step began.
    package var timing: Timing

    package init(from: LayoutAttributes, to: LayoutAttributes, timing: Timing) {
        self.from = from
        self.to = to
        self.timing = timing
    }

    /// The motion's offset from its end, `time` seconds into the carrying step.
    func offset(atStepTime time: Double) -> AttributeVector {
        AttributeVector(from.interpolated(to: to, progress: timing.progress(atStepTime: time))) - AttributeVector(to)
    }

    /// The same motion, counted from a step that starts `seconds` later.
    func shifted(by seconds: Double) -> CarriedMotion {
        CarriedMotion(from: from, to: to, timing: timing.shifted(by: seconds))
    }
}

/// The animatable numbers of a layout attributes value, in the form they interpolate in: centre,
/// size, decomposed transform, alpha. Added and subtracted component by component.
struct AttributeVector: Hashable, Sendable {
    var values: [Double]

    init(_ attributes: LayoutAttributes) {
        let c = TransformComponents(attributes.transform)
        let center = attributes.frame.center
        values = [center.x, center.y, attributes.frame.width, attributes.frame.height,
                  c.translationX, c.translationY, c.rotation, c.skew, c.scaleX, c.scaleY, attributes.alpha]
    }

    private init(values: [Double]) { self.values = values }

    static func + (lhs: AttributeVector, rhs: AttributeVector) -> AttributeVector {
        AttributeVector(values: zip(lhs.values, rhs.values).map(+))
    }

    static func - (lhs: AttributeVector, rhs: AttributeVector) -> AttributeVector {
        var difference = zip(lhs.values, rhs.values).map(-)
        // Rotation: the shorter way round.
        difference[6] = shortestRotationTarget(from: 0, to: difference[6])
        return AttributeVector(values: difference)
    }

    /// Attributes with these numbers and `base`'s element, z-index and visibility.
    func attributes(like base: LayoutAttributes) -> LayoutAttributes {
        let v = values
        let transform = TransformComponents(translationX: v[4], translationY: v[5], rotation: v[6], skew: v[7], scaleX: v[8], scaleY: v[9]).transform
        return LayoutAttributes(element: base.element, frame: Rect(center: Point(x: v[0], y: v[1]), size: Size(width: Swift.max(0, v[2]), height: Swift.max(0, v[3]))),
                                transform: transform, alpha: Swift.min(1, Swift.max(0, v[10])), zIndex: base.zIndex, isHidden: base.isHidden,
                                clipRect: base.clipRect)
    }
}

extension Timing {
    /// The same timing, counted from a moment `seconds` later.
    package func shifted(by seconds: Double) -> Timing {
        Timing(curve: curve, duration: duration, delay: delay - seconds)
    }
}

extension Transition {
    /// This step, started `after` seconds into `previous` and interrupting it.
    ///
    /// Every element this step animates carries the motion `previous` was giving it (and any
    /// that `previous` carried itself); elements `previous` was removing and are still on
    /// their way out go on as they were. `previous` should be shown for `after` seconds only
    /// (set its `handoffAfter`).
    ///
    /// With `continuingWhatItDoesNotShow`, an element `previous` was still moving that this
    /// step does not show at all (one `previous` takes out of view, which this step's own
    /// layout passes do not see) goes on as it was instead of vanishing, and the step lasts
    /// until every carried motion is over: how the UIKit layer starts the changes of one turn
    /// of the run loop together. Without `carryingBounds`, a scroll `previous` was making stops
    /// where this step puts the bounds, as UIScrollView stops its own scroll animation when its
    /// offset is set without one.
    package func interrupting(_ previous: Transition, after seconds: Double, continuingWhatItDoesNotShow: Bool = false,
                              carryingBounds: Bool = true) -> Transition {
        var result = self
        var previousByIdentity: [ElementIdentity: Track] = [:]
        for track in previous.tracks where track.role != .disappearing { previousByIdentity[track.identity] = track }
        // (An element this step brings into view that `previous` was animating already, as a
        // scroll does to an item inserted in the same turn, carries that on too.)
        for index in result.tracks.indices where result.tracks[index].role != .appearing || continuingWhatItDoesNotShow {
            guard let old = previousByIdentity[result.tracks[index].identity] else { continue }
            var carried = old.carried.map { $0.shifted(by: seconds) }
            if old.timing.end > seconds {
                var from = old.from
                if let pinned = old.pinnedScroll {
                    // A pinned view's place along the axis is not animated: the bounds of each
                    // moment set it, so only its other changes carry on.
                    from.frame.origin = pinned.pinning.axis == .vertical
                        ? Point(x: from.frame.origin.x, y: old.to.frame.origin.y) : Point(x: old.to.frame.origin.x, y: from.frame.origin.y)
                }
                carried.append(CarriedMotion(from: from, to: old.to, timing: old.timing.shifted(by: seconds)))
            }
            result.tracks[index].carried += carried.filter { $0.timing.end > 0 }
        }
        // A scroll or a rotation under way goes on moving the bounds, and the views pinned to them.
        if carryingBounds { result.carriedBounds += previous.boundsMotion.carriedMotions(after: seconds) }
        if !result.carriedBounds.isEmpty {
            var previousPinning: [ElementIdentity: Pinning] = [:]
            for track in previous.tracks where track.role != .disappearing {
                if let pinned = track.pinnedScroll { previousPinning[track.identity] = pinned.pinning }
            }
            for index in result.tracks.indices {
                if result.tracks[index].pinnedScroll != nil {
                    result.tracks[index].pinnedScroll!.carriedBounds = result.carriedBounds
                } else if let pinning = previousPinning[result.tracks[index].identity], result.tracks[index].role != .appearing,
                          result.tracks[index].role != .disappearing, Self.isPlaced(result.tracks[index], by: pinning, in: result) {
                    // Pinned while the interrupted scroll goes on, though this step alone does not scroll.
                    result.tracks[index].pinnedScroll = PinnedScroll(pinning: pinning, oldBounds: result.oldBounds, newBounds: result.newBounds,
                                                                     timing: result.timing, carriedBounds: result.carriedBounds)
                }
            }
        }
        // What was moving out of view, and still is, goes on moving.
        if continuingWhatItDoesNotShow {
            let shown = Set(result.tracks.map(\.identity))
            for track in previous.tracks where track.role != .disappearing && !shown.contains(track.identity) && track.end > seconds {
                var continued = track
                continued.timing = track.timing.shifted(by: seconds)
                continued.carried = track.carried.map { $0.shifted(by: seconds) }.filter { $0.timing.end > 0 }
                result.tracks.append(continued)
            }
        }
        // What was leaving, and still is, goes on leaving.
        for track in previous.tracks where track.role == .disappearing && track.timing.end > seconds {
            var continued = track
            continued.timing = track.timing.shifted(by: seconds)
            continued.carried = track.carried.map { $0.shifted(by: seconds) }.filter { $0.timing.end > 0 }
            result.tracks.append(continued)
        }
        result.duration = result.tracks.reduce(Swift.max(result.duration, result.boundsMotion.end)) {
            Swift.max($0, continuingWhatItDoesNotShow ? $1.end : $1.timing.end)
        }
        return result
    }

    /// Whether `pinning` puts `track` where it begins and ends in `transition`: the element
    /// sits pinned through the step rather than moving on its own.
    private static func isPlaced(_ track: Track, by pinning: Pinning, in transition: Transition) -> Bool {
        func along(_ attributes: LayoutAttributes) -> Double {
            pinning.axis == .vertical ? attributes.frame.origin.y : attributes.frame.origin.x
        }
        return abs(pinning.position(in: transition.oldBounds) - along(track.from)) < 1e-9
            && abs(pinning.position(in: transition.newBounds) - along(track.to)) < 1e-9
    }
}
