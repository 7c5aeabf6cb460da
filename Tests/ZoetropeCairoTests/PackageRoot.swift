/// The package's root folder, found from this file's place in `Tests/ZoetropeCairoTests/`.
let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

/// Where this target's golden images live.
let goldens = packageRoot + "/Tests/ZoetropeCairoTests/__Goldens__"
