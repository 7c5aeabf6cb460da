/// What `preview --against` compares a fixture with.
public enum PreviewAgainst: Sendable, Equatable {
    /// Another fixture: the two animations side by side, frame by frame.
    case fixture(String)
    /// A folder of golden PNG frames (`frame_0000.png` …), as `render` writes them.
    case frames(String)
}
