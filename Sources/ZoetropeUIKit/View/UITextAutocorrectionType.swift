/// UIKit's `UITextAutocorrectionType`: kept, as no one types into a recording.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}
