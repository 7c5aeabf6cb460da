#if !canImport(ObjectiveC)
import Foundation

// Key-value observing of views, as Foundation gives it on Apple's platforms: `observe(_:options:changeHandler:)`
// with a key path, answered by an `NSKeyValueObservation` that stops observing when it is
// invalidated or let go. Linux's Foundation has no key-value observing, so Zoetrope keeps it
// for its own views and layers.
//
// A view tells its observers when one of its properties is set (its bounds, centre and frame,
// a scroll view's content offset and size, alpha, visibility, colour, transform); each
// observer whose key path now reads differently is called, as Foundation calls one for each
// change of the value it observes. A collection view's content offset and bounds change once
// per recorded step, so an animated scroll the layout follows frame by frame reports each
// frame, and other scrolls report their end.
//
// Differences from Foundation, none of which real observers rely on: a value set to what it
// already was is not reported; `.prior` is delivered just before the change's own report,
// after the value has changed, with `isPrior` set and the old value.

/// Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// Foundation's `NSKeyValueChange`: a property is only ever set here.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// Foundation's `NSKeyValueObservedChange`: what changed, with the old and new values the
/// options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts while it is kept, until
/// `invalidate()`, as Foundation's does.
public final class NSKeyValueObservation: NSObject {
    fileprivate var check: (() -> Void)?

    init(check: @escaping () -> Void) {
        self.check = check
    }

    public func invalidate() {
        check = nil
    }

    deinit {
        check = nil
    }
}

/// What can be observed with a key path: Zoetrope's views and layers.
public protocol ZoetropeKeyValueObservable: AnyObject {
    /// The observations of this object, checked whenever one of its properties is set. Not
    /// UIKit API.
    var zoetropeKeyValueObservers: KeyValueObservers { get }
}

/// The observations of one object, held weakly: an observation the app lets go stops.
public final class KeyValueObservers {
    private struct Weak {
        weak var observation: NSKeyValueObservation?
    }
    private var observations: [Weak] = []
    /// Those made by name (`addObserver(_:forKeyPath:options:context:)`), held here.
    private(set) lazy var named = NamedObservations()

    init() {}

    func keep(_ observation: NSKeyValueObservation) {
        observations.removeAll { $0.observation?.check == nil }
        observations.append(Weak(observation: observation))
    }

    /// Checks every observation against the object's values now.
    func notify() {
        guard !observations.isEmpty else { return }
        for entry in observations {
            entry.observation?.check?()
        }
    }
}

extension ZoetropeKeyValueObservable {
    /// Calls `changeHandler` whenever the value at `keyPath` changes, as Foundation's
    /// `observe(_:options:changeHandler:)` does; with `.initial`, once at once too.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation { [weak self] in
            guard let self else { return }
            let now = self[keyPath: keyPath]
            if let before = last as? AnyHashable, let after = now as? AnyHashable, before == after { return }
            let old = last
            last = now
            if options.contains(.prior) {
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
                                                             indexes: nil, isPrior: true))
            }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        zoetropeKeyValueObservers.keep(observation)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
                                                         indexes: nil, isPrior: false))
        }
        return observation
    }
}

extension KeyValueObservers {
    /// The observations kept in `storage`, made there on the first.
    static func kept(in storage: inout KeyValueObservers?) -> KeyValueObservers {
        if let made = storage { return made }
        let made = KeyValueObservers()
        storage = made
        return made
    }
}

extension UIView: ZoetropeKeyValueObservable {
    public var zoetropeKeyValueObservers: KeyValueObservers { KeyValueObservers.kept(in: &keyValueObserversIfAny) }
}

extension CALayer: ZoetropeKeyValueObservable {
    public var zoetropeKeyValueObservers: KeyValueObservers { KeyValueObservers.kept(in: &keyValueObserversIfAny) }
}
#endif
