import ZoetropeCore

/// Where a boundary supplementary item sits on its section: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var value: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}
