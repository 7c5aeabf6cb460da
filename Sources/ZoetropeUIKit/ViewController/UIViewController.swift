/// A screen's controller: UIKit's `UIViewController`, as far as a collection-view screen uses
/// one — its view, loaded on first use (`loadView()`, then `viewDidLoad()`), the appearance
/// and layout calls in UIKit's order, its title and navigation item (kept, not drawn), its
/// traits, safe area and child controllers.
///
/// So a screen written as Apple's "Implementing Modern Collection Views" samples are (the
/// collection view made in `viewDidLoad()` by `configureHierarchy()`, its data source by
/// `configureDataSource()`, its layout by `createLayout()`) compiles unchanged, and
/// `record(viewController:…)` records the collection view it made.
open class UIViewController: UIResponder {
    /// The screen's title; setting it sets the navigation item's, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The bar's title and items: kept for the app's code, not drawn (a recording shows the
    /// collection view alone).
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var preferredContentSize: CGSize = .zero
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var definesPresentationContext = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    /// Light or dark for the controller's view and everything under it (see
    /// `UIView.overrideUserInterfaceStyle`).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        willSet { storedView?.takeTraitsBeforeOverride() }
        didSet { storedView?.tellTraitChanges() }
    }
    /// The coordinator of the size transition under way (`transitionScreen(of:to:)`), for
    /// this controller and its children; nil at other times, as in UIKit.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { activeTransition ?? parent?.transitionCoordinator }
    var activeTransition: UIViewControllerTransitionCoordinator?
    /// Whether the screen has come up (`appear(in:safeAreaInsets:)`).
    private(set) var hasAppeared = false
    /// What `registerForTraitChanges(_:handler:)` registered.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    private var storedView: UIView? {
        didSet { storedView?.owningController = self }
    }
    private var editing = false
    private var madeEditButtonItem: UIBarButtonItem?
    /// The toolbar's items, kept and not drawn (see `UIBarButtonItem`).
    open var toolbarItems: [UIBarButtonItem]?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not read from storyboards; this exists so that a subclass's
    /// `required init?(coder:)` compiles as it does against UIKit.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Editing

    /// Whether the screen is in its editing mode; setting it calls `setEditing(_:animated:)`
    /// without animation, as in UIKit.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves the editing mode: `editButtonItem` reads "Done" while editing, "Edit"
    /// otherwise. A subclass overrides it to pass the mode on, calling `super`, as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        madeEditButtonItem?.title = editing ? "Done" : "Edit"
        madeEditButtonItem?.style = editing ? .done : .plain
    }

    /// The "Edit" button that toggles the editing mode, made when first asked for; kept, not
    /// drawn, never tapped (call `setEditing(_:animated:)` to record what it does).
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(barButtonSystemItem: editing ? .done : .edit, target: self, action: nil)
        madeEditButtonItem = item
        return item
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    // MARK: The view

    /// The controller's view, loaded (and `viewDidLoad()` called) the first time it is asked.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: by default a plain view as large as the screen (the recording's frame),
    /// as UIKit gives a root controller's view before it is laid out.
    open func loadView() {
        storedView = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { storedView = UIView(frame: UIScreen.main.bounds) }
        if let view = storedView, !(view is UICollectionView), !view.layoutMarginsWereSet {
            // A root view's margins are the system's minimum: none above and below, 16 points
            // at each side (20 from 414 points of width), measured from the safe area.
            let side: CGFloat = view.bounds.width >= 414 ? 20 : 16
            view.layoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
            view.layoutMarginsWereSet = false
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}

    #if !canImport(ObjectiveC)
    /// Hears a change of a value it observes by name (`addObserver(_:forKeyPath:options:context:)`);
    /// override it, as on Apple's platforms. Nothing by default.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
    #endif
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    /// Called as the screen changes size (`transitionScreen(of:to:)`), before the views take
    /// it. UIKit's base implementation passes it on to the children, as this one does.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children where child.isViewLoaded {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func didReceiveMemoryWarning() {}
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// What the controller asks of the status bar, which a recording does not draw: declared so
    /// that a controller overriding them compiles, and read by nothing.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Kept, as UIKit's iPhone defaults answer; a recording turns only when asked.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The traits of the controller's view.
    open var traitCollection: UITraitCollection { view.traitCollection }

    // MARK: Children

    /// Adopts a child; as in UIKit, its `willMove(toParent:)` is called (the app calls
    /// `didMove(toParent:)` once its view is in place).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.willMove(toParent: self)
    }

    /// Leaves the parent; as in UIKit, `didMove(toParent: nil)` follows.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: Presenting

    /// The controller this one presented (`present(_:animated:completion:)`), kept; a
    /// recording shows the collection view, not what is presented over it.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    /// Keeps `viewControllerToPresent` as presented, loads its view, and runs `completion`
    /// once the turn is over, as UIKit does once the presentation ends. Nothing is drawn.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        if let completion { Recording.whenTurnEnds(Recording.current, completion) }
    }

    /// Dismisses what this controller presented (or this one, when it was presented).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        if let completion { Recording.whenTurnEnds(Recording.current, completion) }
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Segues

    /// Called before a storyboard's segue shows its destination: the app passes it what it
    /// shows. Controllers do not come from storyboards here, so only the app's own code calls
    /// it (or a test, with a `UIStoryboardSegue` of its own).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Fails the recording, as UIKit raises an exception for a segue its storyboard does not
    /// have: no controller here comes from a storyboard. Present or push the destination in
    /// code instead (`present(_:animated:completion:)`, `UINavigationController`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Recording.fail(UIKitRecordingError(.exception(name: "NSInvalidArgumentException"), reason:
            "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': controllers do not come from storyboards "
            + "here; present or push the destination in code"))
    }

    // MARK: Appearing, as UIKit calls it

    /// What UIKit does when the controller's screen comes up: the view loaded, then
    /// `viewWillAppear`, `viewIsAppearing`, the layout pass (`viewWillLayoutSubviews`, the
    /// views laid out, `viewDidLayoutSubviews`) and `viewDidAppear`, for the controller and
    /// then for its children.
    func appear(in frame: CGRect, safeAreaInsets: UIEdgeInsets) {
        loadViewIfNeeded()
        view.frame = frame
        view.givenSafeAreaInsets = safeAreaInsets
        viewWillAppear(false)
        viewIsAppearing(false)
        viewWillLayoutSubviews()
        view.layOutForAppearance(safeAreaInsets: safeAreaInsets)
        viewDidLayoutSubviews()
        hasAppeared = true
        viewDidAppear(false)
        for child in children where child.isViewLoaded {
            child.appear(in: child.view.frame, safeAreaInsets: safeAreaInsets)
        }
    }
}

/// UIKit's `UIModalPresentationStyle`: kept, nothing is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}

