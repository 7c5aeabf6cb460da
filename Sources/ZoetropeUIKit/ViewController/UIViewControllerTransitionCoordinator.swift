/// UIKit's `UIViewControllerTransitionCoordinator`: what a controller is handed in
/// `viewWillTransition(to:with:)` to animate its own changes alongside the screen's.
///
/// In a recording the transition is a screen changing size (`transitionScreen(of:to:)`,
/// the phone turning): the blocks given to `animate(alongsideTransition:completion:)` run
/// inside the same animation as the views' new frames, with its duration and curve, so what
/// they change (a layout invalidated, a collection view's offset) moves with the rotation; the
/// completions run once that turn is over.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// Changes the size of a recorded screen as the phone does when it turns: the controller (and
/// its children) hear `viewWillTransition(to:with:)` first; then, in one animation of
/// `duration` seconds (ease in and out), the controller's view takes the new size, the views
/// are laid out again (autoresizing masks and constraints, so a collection view pinned to the
/// edges takes it too, and its layout answers for it), and the blocks the controller gave to
/// `animate(alongsideTransition:completion:)` run. Their completions run once the turn is over.
///
/// A collection view that changes size is a bounds change of its layout, animated as UIKit
/// animates one; `UIScreen.main.bounds` takes the new size at once, as on the phone. 0.4 s by default, about what an iPhone takes to turn; Apple publishes no
/// figure.
///
/// ```swift
/// let timeline = try ZoetropeUIKit.record(viewController: GalleryController()) { controller in
///     ZoetropeUIKit.transitionScreen(of: controller, to: CGSize(width: 844, height: 390))
/// }
/// ```
public func transitionScreen(of controller: UIViewController, to size: CGSize, duration: TimeInterval = 0.4) {
    let view: UIView = controller.view
    let old = view.bounds.size
    let turns = (old.width > old.height) != (size.width > size.height)
    let coordinator = ScreenTransitionCoordinator(duration: duration,
                                                  targetTransform: turns ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity,
                                                  containerView: view)
    controller.activeTransition = coordinator
    defer { controller.activeTransition = nil }
    UIScreen.recordingScreen?.bounds = CGRect(origin: .zero, size: size)
    controller.viewWillTransition(to: size, with: coordinator)
    if turns { NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current) }
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
        controller.viewWillLayoutSubviews()
        view.frame = CGRect(origin: view.untransformedFrame.origin, size: size)
        view.layoutIfNeeded()
        controller.viewDidLayoutSubviews()
        for animation in coordinator.alongside { animation(coordinator) }
    }, completion: { _ in
        for completion in coordinator.completions { completion(coordinator) }
    })
}
