@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIAttachmentBehavior: NSObject {}
