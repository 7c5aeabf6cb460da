/// A side of a rectangle.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, left, bottom, right
}
