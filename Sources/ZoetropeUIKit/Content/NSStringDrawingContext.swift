import ZoetropeCore

/// UIKit's `NSStringDrawingContext`: kept, its scale factors unused.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}
