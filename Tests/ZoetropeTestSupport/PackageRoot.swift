/// The package's root folder, found from this file's place in `Tests/ZoetropeTestSupport/`:
/// where the tests find the fixtures, the docs and the build products of the repository.
public let packageRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()
