/// The coordinator of one size transition of a recorded screen.
final class ScreenTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView) {
        self.transitionDuration = duration
        self.targetTransform = targetTransform
        self.containerView = containerView
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Never called: the transition is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
