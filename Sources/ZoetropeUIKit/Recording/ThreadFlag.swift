import ZoetropeCore

/// A flag per thread (tests run recordings on several threads at once).
final class ThreadFlag: @unchecked Sendable {
    private let key = "ZoetropeUIKit.ThreadFlag.\(UUID().uuidString)"

    var value: Bool {
        get { Thread.current.threadDictionary[key] as? Bool ?? false }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}
