/// A stack of controllers: UIKit's `UINavigationController`, as a container. Its top
/// controller's view fills its own; its bar is kept and not drawn, so a recording through a
/// navigation controller shows the top screen's collection view under no bar (give the
/// recording a top safe area for the bar's height, 91 points on an iPhone 15 with a large
/// title, where the layout should leave room for it).
///
/// A push or a pop changes which controller is on top, with its appearance calls; the slide
/// between them is not recorded (the recording follows the first collection view it found).
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open var hidesBarsOnSwipe = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        push(rootViewController)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { topViewController }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController { show(top) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let old = topViewController
        push(viewController)
        guard isViewLoaded else { return }
        old?.viewIfLoaded?.removeFromSuperview()
        show(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.viewIfLoaded?.removeFromSuperview()
        popped.removeFromParent()
        if isViewLoaded, let top = topViewController { show(top) }
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, let last = popViewController(animated: animated) { popped.insert(last, at: 0) }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in self.viewControllers {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        self.viewControllers = []
        for controller in viewControllers { push(controller) }
        if isViewLoaded, let top = topViewController { show(top) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    private func push(_ controller: UIViewController) {
        addChild(controller)
        viewControllers.append(controller)
    }

    /// The controller's view fills this one, as the top of the stack.
    private func show(_ controller: UIViewController) {
        let shown: UIView = controller.view
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown)
        controller.didMove(toParent: self)
    }
}

extension UIViewController {
    /// The navigation controller this controller is in (itself or an ancestor's child), as in
    /// UIKit; nil when there is none.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
