/// Something the page should know about: a fixture read again, or a comparison finished.
public struct PreviewChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case changed, compared
    }

    public var kind: Kind
    public var key: String
    public var version: Int
}
