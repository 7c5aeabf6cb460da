/// The application: UIKit's `UIApplication`, as layouts read it.
open class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The recording's content size category (`record(…, traits:)`), Large by default.
    open var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.contentSizeCategory(of: UITraitCollection.screen) }

    /// Whether touches are ignored (`beginIgnoringInteractionEvents()`, deprecated in iOS 13),
    /// as code that blocks touches during its own transition does. Counted as UIKit counts it:
    /// each begin needs its end. A recording has no touches, so nothing else changes.
    open private(set) var isIgnoringInteractionEvents = false
    private var ignoringInteractionEvents = 0

    @available(*, deprecated, message: "Use UIView's isUserInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() {
        ignoringInteractionEvents += 1
        isIgnoringInteractionEvents = true
    }

    @available(*, deprecated, message: "Use UIView's isUserInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() {
        ignoringInteractionEvents = Swift.max(0, ignoringInteractionEvents - 1)
        isIgnoringInteractionEvents = ignoringInteractionEvents > 0
    }
}
