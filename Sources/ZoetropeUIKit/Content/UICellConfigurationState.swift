
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

    /// What an app keeps in the state under its own keys (the item a cell shows, in Apple's
    /// custom list cell sample).
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The value the app keeps under `key`, nil when none.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// Whether a configuration shows its selected look: selected or highlighted, as UIKit's
    /// list styles treat both.
    var showsSelection: Bool { isSelected || isHighlighted }
}
