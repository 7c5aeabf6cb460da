/// UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject {}
