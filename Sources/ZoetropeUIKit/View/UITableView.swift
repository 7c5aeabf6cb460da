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
