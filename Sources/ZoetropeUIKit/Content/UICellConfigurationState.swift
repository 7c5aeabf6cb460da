/// A view's state as its configurations see it: UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: UIKit's `UICellConfigurationState`. Zoetrope records no touches, so a
/// cell is selected only when the code selects it, and never highlighted by a finger.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Whether a configuration shows its selected look: selected or highlighted, as UIKit's
    /// list styles treat both.
    var showsSelection: Bool { isSelected || isHighlighted }
}
