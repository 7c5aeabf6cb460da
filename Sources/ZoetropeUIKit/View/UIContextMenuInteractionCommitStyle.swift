/// UIKit's `UIContextMenuInteractionCommitStyle`: how a tapped preview leaves.
public enum UIContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    case dismiss, pop
}
