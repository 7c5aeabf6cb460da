/// What can stand in a group's `subitems`: an item or a group.
public protocol LayoutSubitemConvertible: Sendable {
    var layoutSubitem: LayoutSubitem { get }
}
