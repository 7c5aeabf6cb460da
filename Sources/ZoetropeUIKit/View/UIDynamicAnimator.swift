@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics: a layout driven by UIDynamicAnimator (springy cells while scrolling) has no frames to record. Give the layout's attributes directly, and use UIView.animate(withDuration:delay:usingSpringWithDamping:...) for springs.")
open class UIDynamicAnimator: NSObject {}
