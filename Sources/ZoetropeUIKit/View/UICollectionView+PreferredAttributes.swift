import ZoetropeCore

/// Views that size themselves under a layout of the app's own, as UIKit sizes them: a view
/// that shows (or is given a new size) is asked for its `preferredLayoutAttributesFitting(_:)`;
/// when they differ from what it was given, the layout is asked
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and if it
/// says yes, it is invalidated with its `invalidationContext(forPreferredLayoutAttributes:
/// withOriginalAttributes:)` and prepared again (Airbnb's MagazineLayout sizes its items and
/// headers so).
///
/// UIKit's flow and compositional layouts are not asked: Zoetrope measures their self-sizing
/// views before they lay them out (`CellMeasurer`), so a view's measured size holds from its
/// first frame.
///
/// When the layout is laid out again: before anything shows, at the first layout (the first
/// frame shows the views at their size, as the phone's first layout pass does); after a step,
/// at once, animated as the step is and starting with it, so that a view an update brings in
/// grows to its size as it comes rather than snapping to it when the animation ends.
extension UICollectionView {
    /// Whether the layout object sizes views by their preferred attributes: one of the app's
    /// own, not UIKit's flow or compositional layout (or a subclass of one).
    var sizesViewsByPreferredAttributes: Bool { layoutObject.builtInCoreLayout == nil }

    /// Offers `view`'s preferred attributes to the layout, as UIKit does once it gave the view
    /// its attributes; true when the layout was invalidated for them.
    @discardableResult
    func offerPreferredAttributes(of view: UICollectionReusableView) -> Bool {
        guard let original = view.appliedAttributes else { return false }
        let proposed = original.copy() as? UICollectionViewLayoutAttributes ?? original
        // Measuring sets nothing that animates.
        let preferred = ViewAnimation.withoutAnimation { view.preferredLayoutAttributesFitting(proposed) }
        guard !preferred.isEqual(original),
              layoutObject.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        let hub = layoutObject.bridgeHub
        // What shows now is the old state the next layout animates from: kept before the layout
        // hears of the change, which may clear its caches.
        if !hub.invalidatedBySelfSizing, let core { hub.sealCurrent(visibleRect: core.bounds) }
        let context = layoutObject.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layoutObject.invalidatingForCollectionView = true
        layoutObject.invalidateLayout(with: context)
        layoutObject.invalidatingForCollectionView = false
        hub.invalidatedBySelfSizing = true
        needsRelayout = true
        return true
    }

    /// After a step whose views sized themselves: the layout laid out again at once, animated
    /// as the step and starting with it.
    func layOutForSelfSizedViews(animation: ViewAnimation) {
        guard needsRelayout, layoutObject.bridgeHub.invalidatedBySelfSizing, failure == nil,
              liveViews.selfSizingRelayouts < Self.selfSizingPasses else { return }
        liveViews.selfSizingRelayouts += 1
        defer { liveViews.selfSizingRelayouts -= 1 }
        relayout(animation: animation, label: "layout pass")
    }

    /// At the first layout, whose views sized themselves: the layout laid out again until they
    /// fit, before anything shows.
    func layOutAtLoadForSelfSizedViews() throws(UpdateError) {
        var passes = 0
        while needsRelayout, layoutObject.bridgeHub.invalidatedBySelfSizing, failure == nil, passes < Self.selfSizingPasses, let shown = core {
            passes += 1
            var view = try ZoetropeCore.CollectionView(snapshot: shown.snapshot, layout: LayoutBridge(hub: layoutObject.bridgeHub),
                                                       bounds: shown.bounds, textMeasurer: textMeasurer, contentMeasurer: cellMeasurer,
                                                       layoutDirection: coreLayoutDirection)
            preparingContext = nil
            view.contentInset = shown.contentInset
            core = view
            needsRelayout = false
            showLiveViews()
        }
    }

    /// The most times the layout is laid out again in a row for views that size themselves: a
    /// layout that keeps asking (a view whose preferred size depends on where it is put) stops
    /// there, as it shows.
    static let selfSizingPasses = 8
}
