import ZoetropeCore

/// UIKit's base of the renderers.
open class UIGraphicsRenderer: NSObject {}
