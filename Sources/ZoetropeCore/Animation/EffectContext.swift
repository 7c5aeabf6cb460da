/// Everything an effect may want to know about the element it animates.
///
/// This is the context UIKit never gives a layout: the reason, both index paths, the
/// attributes before and after, and the viewport — so that an effect is a few lines and no
/// layout has to cache anything.
package struct EffectContext: Hashable, Sendable {
    package var reason: AppearanceReason
    package var role: TrackRole
    /// The element the effect applies to: its new place when appearing or moving, its old
    /// place when disappearing.
    package var element: ElementID
    /// What the element is: its item, or its section's header…
    package var identity: ElementIdentity?
    package var oldIndexPath: IndexPath?
    package var newIndexPath: IndexPath?
    /// The element's attributes in the layout before the update, when it was there.
    package var before: LayoutAttributes?
    /// The element's attributes in the layout after the update, when it is there.
    package var after: LayoutAttributes?
    package var oldBounds: Rect
    package var newBounds: Rect

    package init(reason: AppearanceReason, role: TrackRole, element: ElementID, oldIndexPath: IndexPath?,
                newIndexPath: IndexPath?, before: LayoutAttributes?, after: LayoutAttributes?,
                oldBounds: Rect, newBounds: Rect) {
        self.reason = reason
        self.role = role
        self.element = element
        self.oldIndexPath = oldIndexPath
        self.newIndexPath = newIndexPath
        self.before = before
        self.after = after
        self.oldBounds = oldBounds
        self.newBounds = newBounds
    }

    /// The visible rectangle the element enters (appearing, moving) or leaves (disappearing).
    package var viewport: Rect { role == .disappearing ? oldBounds : newBounds }
}
