/// What a list cell shows at its trailing edge: UIKit's `UICellAccessory`.
public struct UICellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, label(String), outlineDisclosure, reorder, delete
    }

    let kind: Kind
    /// When it shows: a recording never edits, so `.whenEditing` accessories do not show.
    let displayed: DisplayedState

    public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .checkmark, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .label(text), displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .outlineDisclosure, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .reorder, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .delete, displayed: displayed) }
}
