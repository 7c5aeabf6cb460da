// What UIKit has and Zoetrope cannot honour, declared so that using it fails to compile with a
// message that says why, rather than being silently ignored. docs/bring-your-own-layout.md
// lists these with what to do instead.

@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics: a layout driven by UIDynamicAnimator (springy cells while scrolling) has no frames to record. Give the layout's attributes directly, and use UIView.animate(withDuration:delay:usingSpringWithDamping:...) for springs.")
open class UIDynamicAnimator: NSObject {}

@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIAttachmentBehavior: NSObject {}

@available(*, unavailable, message: "Zoetrope does not run UIKit Dynamics; see UIDynamicAnimator.")
open class UIDynamicItemBehavior: NSObject {}

@available(*, unavailable, message: "Zoetrope has no touches: drag and drop, and interactive reordering, cannot be recorded. Record the move they end in with moveItem(at:to:).")
public protocol UICollectionViewDragDelegate {}

@available(*, unavailable, message: "Zoetrope has no touches: drag and drop, and interactive reordering, cannot be recorded. Record the move they end in with moveItem(at:to:).")
public protocol UICollectionViewDropDelegate {}

@available(*, unavailable, message: "Zoetrope draws no nibs or storyboards: register a class, or use UICollectionView.CellRegistration.")
open class UINib: NSObject {}
