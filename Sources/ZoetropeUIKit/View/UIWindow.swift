/// UIKit's `UIWindow`: the view at the root of what the screen shows.
///
/// A recorded screen is on the phone's screen, so its views are in a window: `window` answers
/// the recording's own (as large as the screen) for the collection view being recorded, a
/// recorded controller's view and everything under them. Library code that animates only when
/// its view is on screen (`if view.window == nil { reloadData() }`, as DifferenceKit's staged
/// reload does) therefore animates, as on the phone. A view that is not part of the recording
/// has no window until it is added under one.
///
/// A window made by the app is kept as a view: its root controller, key status and level are
/// kept, and it is not drawn (the recording shows its collection view).
open class UIWindow: UIView {
    /// UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    open var rootViewController: UIViewController?
    open var windowLevel: Level = .normal
    open private(set) var isKeyWindow = false

    open func makeKey() { isKeyWindow = true }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func resignKey() { isKeyWindow = false }
}

extension UIView {
    /// The window the view is in: the window at the root of its superviews, else the
    /// recording's window when the root is what is being recorded; nil otherwise.
    public var window: UIWindow? {
        // Walked up without retaining each superview: every view added to another asks it.
        var root = Unmanaged.passUnretained(self)
        while let next = root._withUnsafeGuaranteedRef({ $0.storedSuperview }) { root = next }
        return root._withUnsafeGuaranteedRef { top in top as? UIWindow ?? top.recordedWindow }
    }
}
