import Testing
import ZoetropeUIKit

/// A table screen written against UIKit — a demo's menu of examples, pushing a controller for
/// the row picked — compiles as written and answers as UIKit's table does, though a table view
/// is neither laid out nor drawn.
@Suite struct TableViewControllerTests {
    /// A cell class of the app's, in UIKit's usual shape: its own `init(style:reuseIdentifier:)`
    /// with another style, and the required `init?(coder:)`.
    final class SubtitleCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class Detail: UIViewController {}

    /// The menu as demos write it: registered in `viewDidLoad`, overriding the controller's data
    /// source and delegate methods.
    final class Menu: UITableViewController {
        let titles = ["Bar Graph", "Photos Collection", "Chat Messages"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Examples"
            tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            titles.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            cell.detailTextLabel?.text = "Example \(indexPath.row + 1)"
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(Detail(), animated: true)
        }
    }

    @Test func aMenuControllerIsItsTablesDataSourceAndDequeuesItsRegisteredCells() throws {
        let menu = Menu()
        menu.loadViewIfNeeded()
        let table = try #require(menu.tableView)
        #expect(table.dataSource === menu)
        #expect(table.delegate === menu)
        #expect(table.style == .plain)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)

        let cell = menu.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        let subtitled = try #require(cell as? SubtitleCell)
        #expect(subtitled.reuseIdentifier == "Cell")
        #expect(subtitled.accessoryType == .disclosureIndicator)
        #expect(subtitled.textLabel?.text == "Photos Collection")
        #expect(subtitled.detailTextLabel?.text == "Example 2")
        #expect(subtitled.textLabel?.superview === subtitled.contentView)
        // Each dequeue is a cell of its own: none is shown, so none comes back for reuse.
        #expect(menu.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) !== cell)
        #expect(table.dequeueReusableCell(withIdentifier: "Unregistered") == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func pickingARowPushesItsControllerOntoTheNavigationStack() {
        let menu = Menu()
        let navigation = UINavigationController(rootViewController: menu)
        menu.loadViewIfNeeded()
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is Detail)
    }

    @Test func aCellsStyleDecidesItsLabelsAndADelegateGetsUIKitsAnswers() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
        let plain = UITableViewCell(style: .default, reuseIdentifier: "plain")
        #expect(plain.textLabel === plain.textLabel)
        #expect(plain.bounds.size == CGSize(width: 320, height: 44))

        final class Quiet: NSObject, UITableViewDelegate {}
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.rowHeight = 60
        let quiet = Quiet()
        table.delegate = quiet
        let path = IndexPath(row: 4, section: 1)
        #expect(quiet.tableView(table, heightForRowAt: path) == 60)
        #expect(quiet.tableView(table, willSelectRowAt: path) == path)
        #expect(quiet.tableView(table, editingStyleForRowAt: path) == .delete)
        // Seen as a scroll view, its delegate is the table's.
        let scrollView: UIScrollView = table
        #expect(scrollView.delegate === quiet)

        table.selectRow(at: path, animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.allowsMultipleSelection = true
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), path])
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == path)
    }
}
