import ZoetropeCore

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout: items in groups, groups in sections, from one section or a
/// section provider, laid out by the core's `CompositionalLayout` (docs/custom-layouts.md has
/// its rules). An app's `createLayout()` compiles unchanged against it.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The list configuration, for a layout made by `list(using:)`.
    private(set) var listConfiguration: UICollectionLayoutListConfiguration?
    private var compositional = CompositionalLayout(section: LayoutSection(group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))])))

    override var builtInCoreLayout: (any CollectionLayout)? { compositional }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public required init?(coder: NSCoder) {
        self.sectionProvider = { _, _ in nil }
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list: UIKit's `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    /// A copy: changing the returned object changes nothing until it is set again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            invalidateLayout()
        }
    }

    /// True: right to left, leading is the right side, as UIKit's compositional layout draws it.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func prepare() {
        super.prepare()
        guard let collectionView = installedCollectionView else { return }
        var context = collectionView.preparingContext ?? LayoutContext(
            bounds: Bridging.rect(collectionView.bounds),
            itemCounts: (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) })
        // What UIKit's compositional layout reads from its collection view: the safe area, the
        // layout margins when the app set them, the screen's scale.
        let safe = collectionView.safeAreaInsets
        context.safeAreaInsets = EdgeInsets(top: Double(safe.top), left: Double(safe.left), bottom: Double(safe.bottom), right: Double(safe.right))
        context.displayScale = Double(collectionView.traitCollection.displayScale)
        if collectionView.layoutMarginsWereSet {
            let margins = collectionView.directionalLayoutMargins
            context.layoutMargins = DirectionalEdgeInsets(top: Double(margins.top), leading: Double(margins.leading),
                                                          bottom: Double(margins.bottom), trailing: Double(margins.trailing))
        }
        let issues = CompositionalIssues()
        let provider = Unchecked((sectionProvider, issues))
        var layout = CompositionalLayout(sectionProvider: { index, environment in
            provider.value.0(index, LayoutEnvironmentObject(environment))?.value(provider.value.1)
        }, configuration: storedConfiguration.value)
        layout.prepare(for: context)
        compositional = layout
        if let first = issues.messages.first {
            collectionView.report(UIKitRecordingError(.unsupported, reason: first))
        }
        // UIKit raises for a section (or its group) its insets leave no room; drawn, it would
        // be 0 points wide.
        if let problem = layout.sectionsWithoutRoom(in: context).first {
            collectionView.report(.internalInconsistency(problem.description))
        }
    }

    /// What a list's own decorations look like in `appearance`: its rows' separators and its
    /// grouped sections' backgrounds, as UIKit draws them (no view class is registered for
    /// them), in the opaque separator grey and the grouped cell background.
    func builtInDecorationContent(in appearance: Appearance) -> [ElementKind: ElementContent] {
        var content: [ElementKind: ElementContent] = [:]
        let rows = SystemColor.secondarySystemGroupedBackground.color(in: appearance)
        content[ListConfiguration.separatorKind] = ElementContent(fill: SystemColor.opaqueSeparator.color(in: appearance))
        content[ListConfiguration.sectionBackgroundKind] = ElementContent(fill: rows)
        content[ListConfiguration.insetSectionBackgroundKind] = ElementContent(fill: rows, cornerRadius: ListConfiguration.insetGroupedCornerRadius)
        return content
    }
}
