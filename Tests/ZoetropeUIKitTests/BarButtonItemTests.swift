import Testing
import ZoetropeCore
import ZoetropeUIKit

/// A list screen's bar, set up as apps set it up: an "Add" button whose action inserts an
/// item, the controller's own "Edit" button, a view in the title's place and a toolbar. The
/// items are kept and never tapped; what an action calls, called by the recording, records as
/// on the phone.
@Suite struct BarButtonItemTests {
    typealias UIKitIndexPath = Foundation.IndexPath

    final class NotesController: UICollectionViewController {
        var notes = ["Milk", "Eggs", "Bread"]
        var editingChanges: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            // The actions as `zoetrope port` writes a `#selector`.
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(("addNote")))
            navigationItem.leftBarButtonItem = editButtonItem
            navigationItem.titleView = UILabel()
            toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Sort", style: .plain, target: self, action: Selector(("sortNotes")))]
        }

        func addNote() {
            notes.insert("Note \(notes.count + 1)", at: 0)
            collectionView.insertItems(at: [UIKitIndexPath(item: 0, section: 0)])
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            editingChanges.append(editing)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: UIKitIndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = Palette.colors[indexPath.item % Palette.colors.count]
            return cell
        }
    }

    @Test func aBarsButtonsAreKeptAndWhatAnActionCallsRecordsAsOnThePhone() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = NotesController(collectionViewLayout: layout)
        let timeline = try ZoetropeUIKit.record(viewController: controller) { controller in
            // What a tap on "Add" runs, run by the recording: no finger taps a bar.
            controller.addNote()
        }
        let add = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add && add.target === controller && add.action == Selector(("addNote")))
        #expect(add.title == nil && add.style == .plain && add.isEnabled)
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
        #expect(controller.navigationItem.titleView is UILabel)
        // The insert is the one step: the new note appears, the others move along.
        #expect(timeline.segments.count == 1)
        let tracks = try #require(timeline.segments.first).transition.tracks
        #expect(tracks.filter { $0.role == .appearing }.count == 1)
        #expect(tracks.filter { $0.role == .moving }.count == 3)

        // The controller's "Edit" button follows its editing mode.
        let edit = controller.editButtonItem
        #expect(controller.navigationItem.leftBarButtonItem === edit && edit === controller.editButtonItem)
        #expect(edit.systemItem == .edit && edit.title == "Edit" && !controller.isEditing)
        controller.isEditing = true
        #expect(controller.isEditing && edit.title == "Done" && edit.style == .done)
        controller.setEditing(false, animated: true)
        #expect(!controller.isEditing && edit.title == "Edit" && edit.style == .plain)
        #expect(controller.editingChanges == [true, false])

        #expect(controller.toolbarItems?.count == 2 && controller.toolbarItems?.first?.systemItem == .flexibleSpace)
        #expect(controller.toolbarItems?.last?.title == "Sort")
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style == .done)
    }

    @Test func aTableControllerPassesItsEditingModeToItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }
}
