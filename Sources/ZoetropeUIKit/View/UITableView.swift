/// UIKit's `UITableView`, kept so that a library that extends table and collection views alike
/// (a diffing library's staged reload, a reuse helper) compiles with its collection-view half.
///
/// Zoetrope records collection views: a table view is not laid out or drawn. Its batch
/// updates run their closure at once, so the data the closure sets stays in step, and count
/// what they were asked (`recordedUpdates`), without validating them against a data source.
/// A table view's screen can be recorded by building it as a list
/// (`UICollectionViewCompositionalLayout.list(using:)`), as UIKit's own samples do.
open class UITableView: UIScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation`: kept, as nothing is drawn.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// One update a table view was asked for, in order.
    public enum Update: Equatable, Sendable {
        case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, to: Int)
        case insertRows([IndexPath]), deleteRows([IndexPath]), reloadRows([IndexPath]), moveRow(IndexPath, to: IndexPath)
        case reloadData
    }

    public let style: Style
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Every update asked for so far, batch updates included, in order: what a test of code
    /// that drives a table view can check.
    public private(set) var recordedUpdates: [Update] = []

    /// UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    // Seen as a `UIScrollView`, its `delegate` is this one (see `UIScrollViewDelegateHolding`).
    override func scrollDelegate() -> (any UIScrollViewDelegate)? { delegate }
    override func setScrollDelegate(_ delegate: (any UIScrollViewDelegate)?) { self.delegate = delegate as? any UITableViewDelegate }

    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var isEditing = false
    /// The cell class registered for each reuse identifier.
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    /// The rows selected, in the order they were.
    private var selectedRows: [IndexPath] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func reloadData() { recordedUpdates.append(.reloadData) }

    // MARK: Cells and rows

    /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil removes it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A new cell of the class registered for `identifier`, made with its
    /// `init(style:reuseIdentifier:)` as UIKit makes it (the `default` style, unless the class
    /// passes another); nil when none is registered. No table cell is shown, so none comes back
    /// to be reused.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = cellClasses[identifier] else { return nil }
        let cell = cellClass.init(zoetropeNeedsInitStyle: ())
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new cell of the class registered for `identifier`. UIKit raises for an identifier never
    /// registered; a table view is not recorded, so this hands out a `default` cell instead.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The data source's count, 1 without one.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }

    /// The data source's count for `section`, 0 without one.
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// Nil: a table view shows no cell (see the type's documentation).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }

    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row, as UIKit does without telling the delegate; a table that allows one
    /// selection lets go of the one before.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else {
            if indexPath == nil { selectedRows = [] }
            return
        }
        if !allowsMultipleSelection { selectedRows = [] }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectedRows.removeAll { $0 == indexPath } }

    /// Kept: a table view does not scroll in a recording.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The closure does not escape, as UIKit's does not (see `UICollectionView`'s).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    open func beginUpdates() {}
    open func endUpdates() {}

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { recordedUpdates.append(.insertSections(sections)) }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { recordedUpdates.append(.deleteSections(sections)) }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { recordedUpdates.append(.reloadSections(sections)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { recordedUpdates.append(.moveSection(section, to: newSection)) }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordedUpdates.append(.insertRows(indexPaths)) }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordedUpdates.append(.deleteRows(indexPaths)) }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordedUpdates.append(.reloadRows(indexPaths)) }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordedUpdates.append(.moveRow(indexPath, to: newIndexPath)) }
}
