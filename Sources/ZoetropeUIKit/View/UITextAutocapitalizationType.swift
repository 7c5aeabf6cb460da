/// UIKit's `UITextAutocapitalizationType`: kept, as no one types into a recording.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}
