

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
        for (index, track) in previous.tracks.enumerated() where track.role == .disappearing && track.timing.end > seconds {
            var continued = track
            continued.continuesTrack = index
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
