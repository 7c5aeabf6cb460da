/// The device: UIKit's `UIDevice`, an iPhone.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "18.0" }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}
