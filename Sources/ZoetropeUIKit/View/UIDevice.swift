/// The device: UIKit's `UIDevice`, an iPhone.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "18.0" }
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var systemName: String { "iOS" }
    /// Upright, or on its side when the recording's screen is wider than tall (a recording
    /// made in landscape, or turned by `transitionScreen(of:to:)`).
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    open var isGeneratingDeviceOrientationNotifications: Bool { true }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    /// Posted by UIKit when the device turns; a recording's screen turns by
    /// `transitionScreen(of:to:)`, which posts it.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}
