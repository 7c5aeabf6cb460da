#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeAssets

/// `--assets App/Assets.xcassets`: the app's asset catalogue, from which fixtures' named colours
/// and pictures (`{"named": "Brand"}`) come, over the one a fixture names in `"assets"`.
struct AssetsOption: ParsableArguments {
    @Option(name: .customLong("assets"), help: ArgumentHelp(
        "The app's asset catalogue (an .xcassets folder): fixtures' named colours and pictures ({\"named\": \"Brand\"}) come from it, over the one a fixture names in \"assets\".",
        valueName: "folder"))
    var path: String?

    /// The catalogue, opened; nil when none was given. Its errors name the file at fault.
    func catalog() throws -> AssetCatalog? {
        guard let path else { return nil }
        do {
            return try AssetCatalog(path: path)
        } catch {
            printError("error: --assets \(path): \(error)")
            throw ExitStatus.invalidInput
        }
    }
}
#endif
