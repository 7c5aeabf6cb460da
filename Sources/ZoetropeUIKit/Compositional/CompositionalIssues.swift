import ZoetropeCore

/// Problems found while a compositional layout's objects become the core's values: what
/// cannot be honoured is reported, never dropped.
final class CompositionalIssues {
    var messages: [String] = []
}
