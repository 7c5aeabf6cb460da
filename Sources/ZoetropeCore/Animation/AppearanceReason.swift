/// Why an element appears, disappears or moves in a transition.
///
/// UIKit leaves a layout to work this out by tracking update items and caching attributes;
/// Zoetrope states it on every track and hands it to every effect.
public enum AppearanceReason: String, Hashable, Sendable, CaseIterable {
    /// The item was inserted into an existing section.
    case inserted
    /// The element belongs to a section that was inserted.
    case sectionInserted
    /// The item was deleted from a surviving section.
    case deleted
    /// The element belonged to a section that was deleted.
    case sectionDeleted
    /// The element was moved explicitly, or its section was.
    case moved
    /// The element changed place because other elements were inserted, deleted or moved.
    case shifted
    /// The element was reloaded: the old one leaves and a new one takes its place.
    case reloaded
    /// The bounds changed (a rotation, a resize) and the layout gained or lost the element.
    case boundsChanged
    /// The layout was switched, or gained or lost the element without a data change.
    case layoutChanged
}

/// What an element does during a transition.
public enum TrackRole: String, Hashable, Sendable, CaseIterable {
    /// Not there before, there after.
    case appearing
    /// There before, gone after.
    case disappearing
    /// There before and after, somewhere else or looking different.
    case moving
    /// There before and after, unchanged.
    case staying
}
