/// A key for an app's own value in a configuration state: UIKit's
/// `UIConfigurationStateCustomKey`, a reverse-DNS string by convention.
public struct UIConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
