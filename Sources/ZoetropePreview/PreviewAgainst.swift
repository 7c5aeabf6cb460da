/// What `preview --against` compares a fixture with.
public enum PreviewAgainst: Sendable, Equatable {
    /// Another fixture: the two animations side by side, frame by frame.
    case fixture(String)
    /// A folder of golden PNG frames (`frame_0000.png` …), as `render` writes them.
    case frames(String)
}

/// Something the page should know about: a fixture read again, or a comparison finished.
public struct PreviewChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case changed, compared
    }

    public var kind: Kind
    public var key: String
    public var version: Int
}
