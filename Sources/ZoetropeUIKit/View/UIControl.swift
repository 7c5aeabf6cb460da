/// A control: UIKit's `UIControl`, kept so that a cell or screen with buttons, switches and
/// segmented controls compiles and records. No finger touches a recording, so no action is
/// sent; the targets and actions are kept. UIKit's own controls (a switch, a slider) draw
/// themselves as iOS draws them (docs/bring-your-own-layout.md, "Views that draw themselves").
open class UIControl: UIView {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`: where a control places its content
    /// across its bounds (a button's image and title).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { contentDidChange() } }
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { contentDidChange() } }
    /// The horizontal alignment with `.leading` and `.trailing` made left or right in the
    /// control's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    /// The targets and actions added, by event.
    public private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject?)) && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The actions added as closures (`addAction(_:for:)`), by event, in the order added.
    public private(set) var actions: [(action: UIAction, events: Event)] = []

    /// Adds `action` for `controlEvents`; an action of the same identifier is replaced, as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Sends the actions for `controlEvents` as UIKit does when the app calls it: the closures
    /// added with `addAction(_:for:)` run, in the order added; target-action pairs are not
    /// sent (Zoetrope cannot call a method by its Objective-C name on Linux).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }
}
