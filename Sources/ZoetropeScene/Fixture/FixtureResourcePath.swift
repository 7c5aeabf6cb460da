/// The rule for paths a fixture gives to its own files (pictures, fonts): relative to the
/// fixture's folder and unable to leave it, so a fixture from elsewhere can use its own files
/// but not read the machine's into its output. (The reader checks links too.)
enum FixtureResourcePath {
    /// Files a fixture refers to may be at most this large (each library has its own, lower, limit).
    static let maximumFileSize = 32 << 20

    /// Why `path` is not an acceptable path, or nil.
    static func problem(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, path.count <= 1000, !path.hasPrefix("/"), !components.contains(".."), !components.contains(""),
              !path.contains("\\"), !path.unicodeScalars.contains(where: { $0.value < 0x20 })
        else { return "a path relative to the fixture's folder, without \"..\"" }
        return nil
    }
}
