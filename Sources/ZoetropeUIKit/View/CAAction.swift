import Foundation

/// What a layer does when a property changes (Core Animation's `CAAction`): an animation, or
/// `NSNull` for nothing, as `actions` names them.
public protocol CAAction {}
