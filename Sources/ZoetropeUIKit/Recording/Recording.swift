public import ZoetropeCore

/// The steps a collection view has recorded so far.
final class Recording {
    private(set) var steps: [(transition: Transition, label: String)] = []

    var stepCount: Int { steps.count }

    func append(_ transition: Transition, label: String) {
        steps.append((transition, label))
    }
}

/// Something that can give a recording's collection view its cells: the diffable data source.
protocol DiffableSourceDriving: AnyObject {
    var itemCounts: [Int] { get }
    func cell(for collectionView: UICollectionView, at indexPath: Foundation.IndexPath) -> UICollectionViewCell?
    func supplementaryView(for collectionView: UICollectionView, kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView?
    func collectionSnapshot(for collectionView: UICollectionView) -> CollectionSnapshot
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
/// nothing), so `body` sets the data source and registers cells first. Each change is one
/// step of the timeline, in order; `pause(for:)` adds a still one. The background is the
/// collection view's `backgroundColor` at the end (system background unless set; a grouped
/// list's grey for a list layout that does not set it).
///
/// - Parameters:
///   - layout: the app's layout object, which the recording collection view uses.
///   - frame: the collection view's frame: its size is the viewport (an iPhone 15's, 390 × 844
///     points, by default).
///   - safeAreaInsets: what the collection view's `safeAreaInsets` say (none by default).
///   - textMeasurer: measures wrapping labels for self-sizing; pass the Cairo backend's
///     `CairoTextMeasurer()` so text wraps exactly as drawn.
///   - body: what the app does with the collection view: its data source, cells, changes.
/// - Throws: `UIKitRecordingError` for what UIKit would have raised (an invalid batch
///   update, with UIKit's reason), for what Zoetrope cannot draw (a perspective transform),
///   or for input it cannot read; whatever `body` throws.
public func record(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                   collectionViewLayout layout: UICollectionViewLayout,
                   safeAreaInsets: UIEdgeInsets = .zero,
                   textMeasurer: any TextMeasuring = ApproximateTextMeasurer(),
                   _ body: (UICollectionView) throws -> Void) throws -> Timeline {
    // Labels the app lays out with Auto Layout are measured as they will be drawn.
    try UICollectionView.$recordingTextMeasurer.withValue(textMeasurer) {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout, textMeasurer: textMeasurer)
        collectionView.recordedSafeAreaInsets = safeAreaInsets
        let recording = Recording()
        collectionView.recording = recording
        try body(collectionView)
        return try finish(recording, of: collectionView, size: frame.size)
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
/// screen is as large as the recording. The collection view recorded is the first one in the
/// controller's view hierarchy (its children's included), depth first; what it showed before
/// `body` ran is the timeline's start.
///
/// - Parameters:
///   - viewController: the screen's controller, as the app makes it.
///   - frame: the screen (an iPhone 15's, 390 × 844 points, by default).
///   - safeAreaInsets: the screen's safe area; each view gets the part of it that it overlaps.
///   - textMeasurer: measures wrapping labels for self-sizing (see `record(frame:collectionViewLayout:…)`).
///   - body: what the app does once the screen is up.
/// - Throws: `UIKitRecordingError` when the controller's view holds no collection view, and
///   whatever `record(frame:collectionViewLayout:…)` throws.
public func record<Controller: UIViewController>(viewController: Controller,
                                                 frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                                                 safeAreaInsets: UIEdgeInsets = .zero,
                                                 textMeasurer: any TextMeasuring = ApproximateTextMeasurer(),
                                                 _ body: (Controller) throws -> Void = { _ in }) throws -> Timeline {
    try UIScreen.$recordingBounds.withValue(CGRect(origin: .zero, size: frame.size)) {
        try UICollectionView.$recordingTextMeasurer.withValue(textMeasurer) {
            viewController.appear(in: CGRect(origin: .zero, size: frame.size), safeAreaInsets: safeAreaInsets)
            guard let collectionView = viewController.view.firstCollectionView else {
                throw UIKitRecordingError(.badInput, reason:
                    "\(type(of: viewController))'s view holds no UICollectionView after viewDidLoad() and the first layout pass: add one to the view (view.addSubview(collectionView)) in viewDidLoad(), as configureHierarchy() does in Apple's samples")
            }
            let recording = Recording()
            collectionView.recording = recording
            try body(viewController)
            return try finish(recording, of: collectionView, size: collectionView.bounds.size)
        }
    }
}

/// The timeline of what `collectionView` recorded: a still step when nothing changed, the
/// first failure thrown.
private func finish(_ recording: Recording, of collectionView: UICollectionView, size: CGSize) throws -> Timeline {
    if recording.stepCount == 0, let still = collectionView.stillTransition() {
        recording.append(still, label: "initial layout")
    }
    if let failure = collectionView.failure { throw failure }
    let background = ViewContent.color(collectionView.shownBackgroundColor)
    return Timeline(viewportSize: Bridging.size(size), background: background, transitions: recording.steps)
}
