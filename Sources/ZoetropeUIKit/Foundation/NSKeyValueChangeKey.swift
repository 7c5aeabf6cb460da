#if !canImport(ObjectiveC)
/// Foundation's `NSKeyValueChangeKey`: the keys of the change a key-value observer is given.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
#endif
