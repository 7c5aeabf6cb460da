/// An event: UIKit's `UIEvent`, declared for the methods that take one (`hitTest(_:with:)`,
/// `point(inside:with:)`). A recording has no touches, so no code is ever handed one.
open class UIEvent: NSObject {
    /// UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
}
