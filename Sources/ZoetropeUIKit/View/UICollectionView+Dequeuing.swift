/// Dequeuing: a cell given back once what it shows has been taken is handed out again, after
/// its `prepareForReuse()`, as UIKit reuses a cell that left the screen.
extension UICollectionView {
    /// `dequeueReusableCell(withReuseIdentifier:for:)`'s work: a reused cell of the identifier,
    /// else a new one of its registered class; an identifier never registered is UIKit's
    /// exception.
    func dequeueCell(withReuseIdentifier identifier: String) -> UICollectionViewCell {
        guard let cellClass = cellClasses[identifier] else {
            report(.internalInconsistency(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return placedAsShown(cell)
        }
        let cell = makeView(cellClass as? UICollectionViewCell.Type ?? UICollectionViewCell.self)
        cell.reuseIdentifier = identifier
        return placedAsShown(cell)
    }

    /// A cell of a registration's class (`identifier` names the class): a reused one, else a
    /// new one.
    func dequeueCell<Cell: UICollectionViewCell>(registeredAs identifier: String) -> Cell {
        if let reused = reusableCells[identifier]?.last as? Cell {
            reusableCells[identifier]?.removeLast()
            reused.prepareForReuse()
            return placedAsShown(reused)
        }
        let cell = makeView(Cell.self)
        cell.reuseIdentifier = identifier
        return placedAsShown(cell)
    }

    /// `view`, given the attributes it is dequeued to show with, as UIKit gives them in the
    /// dequeue: the data source configures a view that already stands where it shows, and
    /// what it changes of that (a cube page's anchor point and position) stands while the
    /// attributes do not change.
    func placedAsShown<View: UICollectionReusableView>(_ view: View) -> View {
        guard case .shown(let attributes, let handedOver) = dequeuePlace else { return view }
        if handedOver { dequeuePlace = .shown(attributes) }
        let before = view.contentChange
        view.contentChange = .none
        give(attributes, to: view, animation: .none, handingOver: handedOver)
        view.drawingSetInDequeue = view.contentChange != .none
        if before == .any || (before == .outline && view.contentChange == .none) { view.contentChange = before }
        return view
    }

    /// Puts `cell` back for the next dequeue with its identifier, once what it shows has been
    /// taken: UIKit reuses a cell the same way once it leaves the screen, calling its
    /// `prepareForReuse()` before handing it out again.
    func recycle(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }
}
