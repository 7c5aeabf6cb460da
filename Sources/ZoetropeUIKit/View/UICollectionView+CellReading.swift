import ZoetropeCore

/// Cells asked of the data source when they show, as UIKit asks
/// `collectionView(_:cellForItemAt:)` only for the cells it is about to display.
///
/// The core needs what every item shows only when its layout places items by it (a flow
/// layout's `estimatedItemSize`, a compositional layout's estimated sizes and lists): then
/// every cell is read when its item enters the data, as before. Under any other layout an
/// item that enters the data (at load, in `reloadData()`, by an insert) holds
/// `unreadCellContent`, and its cell is asked for and read the first time a step shows it: by
/// the live-view pass for what is visible after the step (the cell read is the one kept), and
/// here for the rest of the step's tracks.
///
/// So a data source of 100,000 items is asked for the few dozen cells that show, and a cell
/// that comes on screen later shows what the app's model holds then, as on the phone.
extension UICollectionView {
    /// What an item holds until its cell is read: compared by storage, never by value (a cell
    /// that draws nothing is equal to it).
    static let unreadCellContent = ElementContent(fill: .clear)

    /// Whether `layout` places items by what their cells show, so that every cell must be read
    /// before it lays out.
    static func readsCellContent(_ layout: UICollectionViewLayout) -> Bool {
        switch layout {
        case let transition as UICollectionViewTransitionLayout:
            readsCellContent(transition.currentLayout) || readsCellContent(transition.nextLayout)
        case is UICollectionViewCompositionalLayout:
            true
        case let flow as UICollectionViewFlowLayout:
            flow.estimatedItemSize != .zero
        default:
            false
        }
    }

    /// Whether an item entering the data now waits to be read until it shows.
    var readsCellsWhenShown: Bool {
        !Self.readsCellContent(layoutObject)
    }

    /// The content of an item entering the data at `indexPath`: its cell's, or, when
    /// `whenShown`, the marker that it is read when it shows.
    func enteringCellContent(at indexPath: ZoetropeCore.IndexPath, whenShown: Bool) -> ElementContent {
        guard whenShown else { return cellContent(at: indexPath) }
        holdsUnreadCells = true
        return Self.unreadCellContent
    }

    /// Reads every cell not read yet, before `layout` lays the items out by what they show (a
    /// layout switched to, an estimated size set).
    func readEveryUnreadCell(before layout: UICollectionViewLayout) {
        guard holdsUnreadCells, Self.readsCellContent(layout), core != nil else { return }
        holdsUnreadCells = false
        // Found before any is read: a copy of the data held while a read changes it would copy
        // all of it.
        let unread: [ZoetropeCore.IndexPath] = {
            guard let sections = core?.snapshot.sections else { return [] }
            var paths: [ZoetropeCore.IndexPath] = []
            for (section, data) in sections.enumerated() {
                for (item, held) in data.items.enumerated() where held.content.isStored(as: Self.unreadCellContent) {
                    paths.append(ZoetropeCore.IndexPath(item: item, section: section))
                }
            }
            return paths
        }()
        for path in unread {
            core?.replaceContent(of: .cell(path), with: cellContent(at: path))
        }
    }

    /// Reads the cells of `transition`'s tracks that were not read yet (what the live-view
    /// pass did not show: a step recorded without live views, an element the step passes
    /// over), and gives their tracks what they show.
    func readUnreadCells(patching transition: inout Transition) {
        guard holdsUnreadCells else { return }
        // The tracks whose cell is not read yet, found in the data before any is read (a copy of
        // the data held while a read changes it would copy all of it): after the live-view pass
        // read what shows, usually none.
        let unread: [Int] = {
            guard let snapshot = core?.snapshot else { return [] }
            let tracks = transition.tracks
            return tracks.indices.filter { index in
                // A leaving cell was shown, so read, before the step; one that was not has no
                // data left to read.
                guard tracks[index].role != .disappearing, case .cell(let path) = tracks[index].element else { return false }
                return snapshot.content(for: .cell(path))?.isStored(as: Self.unreadCellContent) == true
            }
        }()
        var read: [ElementIdentity: ElementContent] = [:]
        for index in unread {
            let track = transition.tracks[index]
            guard case .cell(let path) = track.element else { continue }
            let content: ElementContent
            if let known = read[track.identity] {
                content = known
            } else {
                guard let read = readIfUnread(path) else { continue }
                content = read
            }
            read[track.identity] = content
            transition.tracks[index].content = core?.displayContent(content, size: track.to.frame.size) ?? content
        }
    }

    /// Reads the cells visible now that were not read yet (a collection view recorded without
    /// live views, when it loads or stands still).
    func readUnreadVisibleCells() {
        guard holdsUnreadCells, let visible = core?.visibleAttributes else { return }
        for attributes in visible {
            if case .cell(let path) = attributes.element { _ = readIfUnread(path) }
        }
    }

    /// The content of the cell at `path` read now, if the item held none yet; nil otherwise.
    private func readIfUnread(_ path: ZoetropeCore.IndexPath) -> ElementContent? {
        guard core?.snapshot.item(at: path)?.content.isStored(as: Self.unreadCellContent) == true else { return nil }
        let content = cellContent(at: path)
        core?.replaceContent(of: .cell(path), with: content)
        return content
    }
}
