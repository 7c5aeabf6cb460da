import ZoetropeCore
/// Reads a fixture's bytes before the preview server does, where a runaway cannot take the
/// server with it: `check` returns nil when the server may read the same bytes itself (they
/// read within its limits, or failed with an ordinary fixture error the server will report in
/// full), and otherwise what stopped the reading ("took more than 10 s of CPU time").
///
/// `zoetrope preview` checks in a worker process with CPU-time and memory limits; a library
/// without a checker reads in-process within its `FixtureLimits` alone.
///
/// `appearance` is the one the server will read the fixture in (the page's Appearance menu),
/// nil for the fixture's own: an asset catalogue may hold another picture for it.
public struct PreviewFixtureChecker: Sendable {
    public let check: @Sendable (_ bytes: [UInt8], _ path: String, _ appearance: Appearance?) -> String?

    public init(check: @escaping @Sendable (_ bytes: [UInt8], _ path: String, _ appearance: Appearance?) -> String?) {
        self.check = check
    }

    /// A checker that reads every fixture in its own appearance.
    public init(check: @escaping @Sendable (_ bytes: [UInt8], _ path: String) -> String?) {
        self.check = { bytes, path, _ in check(bytes, path) }
    }
}
