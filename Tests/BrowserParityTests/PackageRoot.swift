/// The package's root folder, found from this file's place in `Tests/BrowserParityTests/`.
let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()
