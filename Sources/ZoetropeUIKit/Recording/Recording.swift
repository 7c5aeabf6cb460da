public import ZoetropeCore

/// The steps a collection view has recorded so far, and the turn of the phone's run loop under
/// way.
///
/// Everything the app does in one turn is committed together, as Core Animation commits one
/// transaction: a change made while the turn already has a step starts at the same moment as
/// that step, with its own timing, and carries it on additively (`Transition.interrupting`), so
/// that two scrolls there and back cancel out. The turn ends when the recording lets time pass
/// (`pause(for:)`, the end of the recording); then the completions of what it animated run, as
/// they run on the phone once the animations are over, and what they change is the next turn.
///
/// Unchecked: a recording runs on the thread that calls `record`, from start to end, and is
/// reached from elsewhere only through the task-local `current` of that same call.
final class Recording: @unchecked Sendable {
    private(set) var steps: [(transition: Transition, label: String)] = []
    /// Whether the last step was made in the turn under way.
    private var turnHasStep = false
    /// Completions of animations committed in the turn under way, in the order they were given.
    private var completions: [() -> Void] = []

    /// The recording under way, for what the app calls without a collection view at hand
    /// (`UIView.animate`'s completion).
    @TaskLocal static var current: Recording?

    /// Where a failure goes while a recorded controller's screen is set up (`viewDidLoad()`,
    /// before the recording begins): the first is thrown once the screen is up.
    final class SetupFailure: @unchecked Sendable {
        var first: UIKitRecordingError?
    }
    @TaskLocal static var setupFailure: SetupFailure?

    /// Fails the recording under way with `error`, as UIKit raises an exception: through its
    /// collection view, or, while a controller's screen is set up, once it is up. Outside any
    /// recording it is written to standard error, as UIKit's console shows an exception.
    static func fail(_ error: UIKitRecordingError) {
        if let collectionView = current?.collectionView {
            collectionView.report(error)
        } else if let setup = setupFailure {
            if setup.first == nil { setup.first = error }
        } else {
            var stream = StandardErrorStream()
            print(error.description, to: &stream)
        }
    }

    var stepCount: Int { steps.count }

    /// The collection view recorded: its layout pass ends each turn (see `endTurn()`).
    weak var collectionView: UICollectionView?
    /// The display links added to the run loop and not yet invalidated (see `CADisplayLink`).
    var displayLinks: [CADisplayLink] = []
    /// Timers and delayed main-queue blocks, on the recording's clock (see `ScheduledWork`),
    /// with how many were ever scheduled (their order), and the timers made but not yet added
    /// to a run loop.
    var scheduledWork: [ScheduledWork] = []
    var scheduledCount = 0
    var unscheduledTimers: [ObjectIdentifier: (timer: Timer, made: ScheduledWork.UnscheduledTimer)] = [:]
    /// The UIKit Dynamics animators the app touched during the recording, held weakly (see
    /// `UIDynamicAnimator`); those of the recorded layout are found through it.
    private var dynamicAnimators: [() -> UIDynamicAnimator?] = []
    /// Where the recording's clock starts: `CACurrentMediaTime()` during a recording reads
    /// `clockOrigin` plus the recorded time (`now`), so code that times its own animation from
    /// it sees the recording's time pass, not the host's. It is 0, not the host's uptime: an
    /// app's `(link.timestamp - start) / duration` then reaches 1 at the same frame on every
    /// machine (from a large origin the subtraction rounds, and a transition took one frame
    /// more or less depending on how long the host had been up).
    let clockOrigin: Double = 0
    /// The recorded time at which the turn under way began: every earlier step has played.
    private(set) var now: Double = 0
    /// How many turns of the run loop have ended: a layer drawn in an earlier turn than this
    /// one was on screen when it changes, and animates implicitly (see `CALayer`).
    private(set) var turn = 0
    /// When the animations the turn's animation blocks gave views end, in recorded time (0:
    /// none); the turn plays to then before its completions run (see `endTurn()`).
    private var blockAnimationsEnd = 0.0

    /// Notes an animation an animation block gave a view in the turn under way, ending at `end`.
    func noteBlockAnimation(endingAt end: Double) {
        blockAnimationsEnd = Swift.max(blockAnimationsEnd, end)
    }

    /// The view being recorded (the collection view, or the recorded controller's view): it and
    /// everything under it are in the recording's window (see `UIView.window`).
    weak var rootView: UIView?
    /// The window of what is recorded, as large as the screen, made when first asked for.
    var window: UIWindow {
        if let madeWindow { return madeWindow }
        return makeWindow(sizedFor: rootView)
    }
    private var madeWindow: UIWindow?

    private func makeWindow(sizedFor root: UIView?) -> UIWindow {
        let window = UIWindow(frame: root.map { CGRect(origin: .zero, size: $0.bounds.size) } ?? UIScreen.main.bounds)
        window.makeKeyAndVisible()
        madeWindow = window
        return window
    }

    /// The recorded view leaves the window when the recording is over.
    deinit {
        rootView?.recordedWindow = nil
    }

    /// Makes `root` what is recorded, in the recording's window: it and the views under it are
    /// told they enter it, as UIKit tells a screen's views when it comes on screen.
    func show(_ root: UIView) {
        let window = madeWindow ?? makeWindow(sizedFor: root)
        WindowChange.announce(root, entering: window)
        rootView = root
        root.recordedWindow = window
        WindowChange.complete(root)
    }

    /// How the steps the code under it makes start, where it says (a plain scroll view playing
    /// its animated scroll frame by frame); nil: as each change says.
    @TaskLocal static var pacing: Start?

    /// How a step starts.
    enum Start {
        /// With the turn under way: at the moment its earlier steps start.
        case withTurn
        /// When the step before it ends: a frame of a scroll the layout lays out frame by frame.
        case afterPrevious
    }

    /// Adds `transition`, made by a change labelled `label`. A change that `stopsScrolling` (an
    /// offset set without animation) stops the turn's scrolls where it puts the offset, as
    /// UIScrollView stops its own scroll animation.
    func append(_ transition: Transition, label: String, start: Start = .withTurn, stopsScrolling: Bool = false) {
        guard turnHasStep, let last = steps.indices.last else {
            steps.append((transition, label))
            totalDuration += transition.duration
            turnHasStep = true
            return
        }
        let previous = steps[last]
        // The clock reads the total at every turn: kept here, as each step is added or merged.
        defer { totalDuration += steps[last...].reduce(0) { $0 + $1.transition.duration } - previous.transition.duration }
        switch start {
        case .withTurn:
            // One step for the whole turn: this change, carrying on everything the turn's
            // earlier changes are doing from their start.
            steps[last] = (transition.interrupting(previous.transition, after: 0, continuingWhatItDoesNotShow: true,
                                                   carryingBounds: !stopsScrolling),
                           previous.label + " + " + label)
        case .afterPrevious:
            let carries = !previous.transition.carriedBounds.isEmpty || previous.transition.tracks.contains { !$0.carried.isEmpty }
            steps.append((carries ? transition.interrupting(previous.transition, after: previous.transition.duration,
                                                            continuingWhatItDoesNotShow: true) : transition, label))
        }
    }

    /// Runs `completion` once the turn under way is over; now, when nothing is recorded.
    static func whenTurnEnds(_ recording: Recording?, _ completion: @escaping () -> Void) {
        guard let recording else {
            completion()
            return
        }
        recording.completions.append(completion)
    }

    /// Ends the turn under way: what it committed plays to its end. Then the completions it
    /// gathered run, each batch of them a turn of its own, until none is left; and the blocks
    /// the app queued on the main queue (`DispatchQueue.main.async`), as the phone's run loop
    /// runs them in its next turn, until a turn of them changes nothing.
    ///
    /// Each turn ends with the layout pass the phone's run loop makes: a layout invalidated in
    /// the turn and not laid out since (`invalidateLayout()` alone) is laid out again, without
    /// animation, with the turn's other changes.
    func endTurn() {
        collectionView?.layOutIfInvalidated()
        playBlockAnimationsOut()
        turnHasStep = false
        turn += 1
        CATransaction.endTurn()
        now = totalDuration
        var rounds = 0
        repeat {
            while !completions.isEmpty {
                let due = completions
                completions = []
                for completion in due { completion() }
                collectionView?.layOutIfInvalidated()
                turnHasStep = false
                turn += 1
                now = totalDuration
            }
            rounds += 1
        } while rounds < 100 && (Self.runMainQueue(recordingInto: self) || runDueWork())
        now = totalDuration
    }

    /// How long the steps so far play, one after another (see `append`).
    private var totalDuration: Double = 0

    /// Lets the turn's animation blocks on views play to their end, as its steps do, when they
    /// last longer (a card an animation block swipes away by its `transform`, with no change
    /// to the collection view): on the phone their completions run once they are over, and so
    /// they do here. The screen meanwhile is a still step of the collection view, its views
    /// read as they are.
    private func playBlockAnimationsOut() {
        let end = blockAnimationsEnd
        blockAnimationsEnd = 0
        guard end > totalDuration + 1e-9, let transition = collectionView?.stillStep(duration: end - totalDuration) else { return }
        append(transition, label: "animation block", start: .afterPrevious)
    }

    /// Has the recording step `animator` at its frames, from now on, for as long as the app
    /// holds it.
    func add(_ animator: UIDynamicAnimator) {
        guard !dynamicAnimators.contains(where: { $0() === animator }) else { return }
        dynamicAnimators.append { [weak animator] in animator }
    }

    /// The dynamic animators whose items are moving: those the app touched in the recording and
    /// those of the recorded collection view's layout, each once.
    var runningAnimators: [UIDynamicAnimator] {
        var found: [UIDynamicAnimator] = []
        for animator in (collectionView?.collectionViewLayout.dynamicAnimators ?? []) + dynamicAnimators {
            if let animator = animator(), animator.isRunning, !found.contains(where: { $0 === animator }) { found.append(animator) }
        }
        return found
    }

    /// Runs what is queued on the main queue now, as one turn: true when it recorded a step or
    /// left completions to run. Only on the main thread, where the main queue runs (a recording
    /// made on another thread leaves the main queue to its own thread).
    private static func runMainQueue(recordingInto recording: Recording) -> Bool {
        guard Thread.isMainThread else { return false }
        // A block of ours queued last: the app's blocks queued before it have run when it has.
        final class Marker: @unchecked Sendable { var ran = false }
        let marker = Marker()
        DispatchQueue.main.async { marker.ran = true }
        var spins = 0
        while !marker.ran && spins < 1000 {
            _ = RunLoop.main.run(mode: .default, before: Date())
            spins += 1
        }
        let changed = recording.turnHasStep || !recording.completions.isEmpty
        recording.turnHasStep = false
        return changed
    }
}

/// Records what a collection view does and returns it as a `Timeline`: the same value a
/// fixture makes, so that PNG frames, the SVG, GIFs, goldens and trajectories all work on it.
///
/// ```swift
/// let timeline = try ZoetropeUIKit.record(collectionViewLayout: MyLayout()) { collectionView in
///     collectionView.dataSource = colors
///     collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
///     colors.values.insert(.systemRed, at: 0)
///     collectionView.performBatchUpdates {
///         collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
///     }
/// }
/// ```
///
/// The collection view loads at its first change (or at the end, when `body` changes
/// nothing), so `body` sets the data source and registers cells first. The changes made
/// between two `pause(for:)` calls are one turn of the phone's run loop: they start together,
/// each with its own timing, as one step of the timeline; `pause(for:)` lets the turn play out,
/// runs the completions, and adds a still step. The background is the
/// collection view's `backgroundColor` at the end (system background unless set; a grouped
/// list's grey for a list layout that does not set it).
///
/// - Parameters:
///   - layout: the app's layout object, which the recording collection view uses.
///   - frame: the collection view's frame: its size is the viewport (an iPhone 15's, 390 × 844
///     points, by default).
///   - safeAreaInsets: what the collection view's `safeAreaInsets` say (none by default).
///   - traits: the screen's traits, over a phone's (light, Large, left to right, scale 3):
///     `UITraitCollection(userInterfaceStyle: .dark)` records dark mode.
///   - symbols: pictures for the SF Symbols the app names (`UIImage(systemName:)`); the
///     others are drawn as stand-ins, which `symbols.standIns` lists afterwards (and the
///     recording writes to standard error).
///   - assets: the app's asset catalogue (`App/Assets.xcassets`), from which
///     `UIImage(named:)` and `UIColor(named:)` take its pictures, symbols and colours, for
///     each view's traits; none by default (both then return nil, as UIKit does for a name it
///     does not know).
///   - resources: the folder of the files the app copies into its bundle (`App/Resources`),
///     where `UIImage(named:)` finds a name the catalogue lacks by its file name (`"1.jpg"`,
///     or `"star"` for `star@3x.png`, else the nearest scale), as UIKit finds loose files in
///     the main bundle: every file in the folder and its subfolders, by its name alone, as
///     Xcode copies them flat into the bundle (two of one name are refused); none by default.
///   - textMeasurer: measures wrapping labels for self-sizing; pass the Cairo backend's
///     `CairoTextMeasurer()` so text wraps exactly as drawn.
///   - body: what the app does with the collection view: its data source, cells, changes.
/// - Throws: `UIKitRecordingError` for what UIKit would have raised (an invalid batch
///   update, with UIKit's reason), for what Zoetrope cannot draw (a perspective transform),
///   or for input it cannot read; whatever `body` throws.
public func record(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                   collectionViewLayout layout: UICollectionViewLayout,
                   safeAreaInsets: UIEdgeInsets = .zero,
                   traits: UITraitCollection = UITraitCollection(),
                   symbols: SymbolPictures = SymbolPictures(),
                   assets: URL? = nil,
                   resources: URL? = nil,
                   textMeasurer: any TextMeasuring = ApproximateTextMeasurer(),
                   _ body: (UICollectionView) throws -> Void) throws -> Timeline {
    // Labels the app lays out with Auto Layout are measured as they will be drawn.
    try RecordingAssets.$current.withValue(try RecordingAssets.open(assets, resources: resources)) {
    try SymbolPictures.$current.withValue(symbols) {
    try UITraitCollection.$recordingScreen.withValue(UITraitCollection(traitsFrom: [.standardScreen, traits])) {
    try UICollectionView.$recordingTextMeasurer.withValue(textMeasurer) {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout, textMeasurer: textMeasurer)
        collectionView.recordedSafeAreaInsets = safeAreaInsets
        let recording = Recording()
        collectionView.recording = recording
        recording.collectionView = collectionView
        recording.show(collectionView)
        return try Recording.$current.withValue(recording) {
            try body(collectionView)
            return try finish(recording, of: collectionView, size: frame.size)
        }
    }
    }
    }
    }
}

/// Records the collection view a screen's controller makes, as the screen comes up and then
/// as `body` drives it: the controller's view is loaded as large as `frame` (`viewDidLoad()`,
/// where Apple's samples call `configureHierarchy()` and `configureDataSource()`), the
/// appearance calls and the first layout pass follow in UIKit's order, and what `body` does
/// next (a new snapshot applied, an item selected, a scroll) becomes the timeline's steps.
///
/// ```swift
/// let timeline = try ZoetropeUIKit.record(viewController: ListViewController()) { controller in
///     var snapshot = controller.dataSource.snapshot()
///     snapshot.deleteItems([3])
///     controller.dataSource.apply(snapshot)
/// }
/// ```
///
/// While it runs, `UIScreen.main.bounds` is `frame`'s size, so a view made as large as the
/// screen is as large as the recording. The controller is made inside the recording (the
/// argument is evaluated there), so what its properties make as it is initialised (a picture
/// of the asset catalogue, `#imageLiteral`, a symbol, a view as wide as the screen) has the
/// recording's catalogue, symbols, screen and measurer, as the phone has its own from launch.
/// The collection view recorded is the first one in the controller's view hierarchy (its
/// children's included), depth first; what it showed before `body` ran is the timeline's start.
///
/// - Parameters:
///   - viewController: the screen's controller, as the app makes it (evaluated inside the recording).
///   - frame: the screen (an iPhone 15's, 390 × 844 points, by default).
///   - safeAreaInsets: the screen's safe area; each view gets the part of it that it overlaps.
///   - traits: the screen's traits (see `record(frame:collectionViewLayout:…)`).
///   - symbols: pictures for SF Symbols (see `record(frame:collectionViewLayout:…)`).
///   - assets: the app's asset catalogue (see `record(frame:collectionViewLayout:…)`).
///   - resources: the app's bundled files (see `record(frame:collectionViewLayout:…)`).
///   - textMeasurer: measures wrapping labels for self-sizing (see `record(frame:collectionViewLayout:…)`).
///   - body: what the app does once the screen is up.
/// - Throws: `UIKitRecordingError` when the controller's view holds no collection view, and
///   whatever `record(frame:collectionViewLayout:…)` throws.
public func record<Controller: UIViewController>(viewController: @autoclosure () throws -> Controller,
                                                 frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                                                 safeAreaInsets: UIEdgeInsets = .zero,
                                                 traits: UITraitCollection = UITraitCollection(),
                                                 symbols: SymbolPictures = SymbolPictures(),
                                                 assets: URL? = nil,
                                                 resources: URL? = nil,
                                                 textMeasurer: any TextMeasuring = ApproximateTextMeasurer(),
                                                 _ body: (Controller) throws -> Void = { _ in }) throws -> Timeline {
    try RecordingAssets.$current.withValue(try RecordingAssets.open(assets, resources: resources)) {
    try SymbolPictures.$current.withValue(symbols) {
    try UITraitCollection.$recordingScreen.withValue(UITraitCollection(traitsFrom: [.standardScreen, traits])) {
    try UIScreen.$recordingScreen.withValue(RecordedScreen(bounds: CGRect(origin: .zero, size: frame.size))) {
        try UICollectionView.$recordingTextMeasurer.withValue(textMeasurer) {
            let controller = try viewController()
            let setup = Recording.SetupFailure()
            Recording.$setupFailure.withValue(setup) {
                controller.appear(in: CGRect(origin: .zero, size: frame.size), safeAreaInsets: safeAreaInsets)
            }
            if let failure = setup.first { throw failure }
            // A picture viewDidLoad() could not read fails the recording before it is missed.
            if let failure = RecordingAssets.current.failure { throw failure }
            guard let collectionView = controller.view.firstCollectionView else {
                throw UIKitRecordingError(.badInput, reason:
                    "\(type(of: controller))'s view holds no UICollectionView after viewDidLoad() and the first layout pass: add one to the view (view.addSubview(collectionView)) in viewDidLoad(), as configureHierarchy() does in Apple's samples")
            }
            let recording = Recording()
            collectionView.recording = recording
            recording.collectionView = collectionView
            recording.show(controller.view)
            return try Recording.$current.withValue(recording) {
                try body(controller)
                return try finish(recording, of: collectionView, size: collectionView.bounds.size)
            }
        }
    }
    }
    }
    }
}

/// The timeline of what `collectionView` recorded: a still step when nothing changed, the
/// first failure thrown.
private func finish(_ recording: Recording, of collectionView: UICollectionView, size: CGSize) throws -> Timeline {
    // The last turn plays out, and what its completions do after it.
    recording.endTurn()
    if recording.stepCount == 0, let still = collectionView.stillTransition() {
        recording.append(still, label: "initial layout")
    } else if let settled = collectionView.settledTransition() {
        recording.append(settled, label: "layout pass")
    }
    if let failure = collectionView.failure { throw failure }
    if let failure = RecordingAssets.current.failure { throw failure }
    let standIns = SymbolPictures.current.standIns
    if !standIns.isEmpty {
        // Said once, as UIKit writes its console messages, so that a missing picture is seen.
        var stream = StandardErrorStream()
        print("[Zoetrope] SF Symbols drawn as stand-ins (Apple's symbols cannot ship here; map them to pictures with record(…, symbols:)): "
              + standIns.joined(separator: ", "), to: &stream)
    }
    let (background, underlay) = collectionView.withTraitsCurrent {
        (ViewContent.color(collectionView.shownBackdropColor), collectionView.shownUnderlay)
    }
    return Timeline(viewportSize: Bridging.size(size), background: background, transitions: recording.steps, underlay: underlay)
}
