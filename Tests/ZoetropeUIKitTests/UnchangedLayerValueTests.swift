import Testing
@testable import ZoetropeUIKit

/// A cell that sets its layer's outline at every `apply(_:)` or `cellForItemAt` (the same
/// corners, border and shadow each time, as most do) changes nothing drawn when a value is the
/// one the layer has: the cell is not read again for it, as a reading costs more than the set.
@MainActor @Suite struct UnchangedLayerValueTests {
    /// A cell whose layer has a full outline, marked read.
    private func outlinedCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = cell.layer
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor.red.cgColor
        layer.shadowColor = UIColor.blue.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 6
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.masksToBounds = true
        layer.zPosition = 1
        cell.contentChange = .none
        return cell
    }

    /// Each setter, given the value the layer already has and then a new one.
    private static let setters: [(name: String, same: (CALayer) -> Void, new: (CALayer) -> Void)] = [
        ("cornerRadius", { $0.cornerRadius = 12 }, { $0.cornerRadius = 8 }),
        ("borderWidth", { $0.borderWidth = 2 }, { $0.borderWidth = 3 }),
        ("borderColor", { $0.borderColor = UIColor.red.cgColor }, { $0.borderColor = UIColor.green.cgColor }),
        ("shadowColor", { $0.shadowColor = UIColor.blue.cgColor }, { $0.shadowColor = UIColor.black.cgColor }),
        ("shadowOpacity", { $0.shadowOpacity = 0.3 }, { $0.shadowOpacity = 0.5 }),
        ("shadowOffset", { $0.shadowOffset = CGSize(width: 0, height: 4) }, { $0.shadowOffset = .zero }),
        ("shadowRadius", { $0.shadowRadius = 6 }, { $0.shadowRadius = 2 }),
        ("maskedCorners", { $0.maskedCorners = [.layerMinXMinYCorner] }, { $0.maskedCorners = [.layerMaxXMaxYCorner] }),
        ("masksToBounds", { $0.masksToBounds = true }, { $0.masksToBounds = false }),
        ("zPosition", { $0.zPosition = 1 }, { $0.zPosition = 2 }),
    ]

    @Test func aLayerValueSetToWhatItIsLeavesTheCellUnread() {
        for setter in Self.setters {
            let cell = outlinedCell()
            setter.same(cell.layer)
            #expect(cell.contentChange == .none, "\(setter.name) set to the value it had")
        }
    }

    @Test func aLayerValueSetToSomethingNewMarksTheCellToBeReadAgain() {
        for setter in Self.setters {
            let cell = outlinedCell()
            setter.new(cell.layer)
            #expect(cell.contentChange != .none, "\(setter.name) set to a new value")
        }
    }
}
