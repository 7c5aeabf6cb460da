/// The screen: UIKit's `UIScreen`, as layouts read it (an iPhone 15's, 390 × 844 points at 3×).
open class UIScreen: NSObject, @unchecked Sendable {
    public static let main = UIScreen()
    /// The screen of the recording under way (`record(viewController:frame:…)`), turned by
    /// `transitionScreen(of:to:)`.
    @TaskLocal static var recordingScreen: RecordedScreen?
    open var bounds: CGRect { Self.recordingScreen?.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    /// The screen in pixels, upright whatever way the recording's frame is turned, as UIKit's
    /// is: 1170 × 2532 for the default iPhone 15.
    open var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: Swift.min(size.width, size.height) * nativeScale, height: Swift.max(size.width, size.height) * nativeScale)
    }
}
