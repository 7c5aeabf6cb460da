#if Tools && !Preview
import ArgumentParser

/// `zoetrope preview` in a build without the Preview trait: its server's packages (Hummingbird,
/// SwiftNIO) take minutes to build in release, so rendering is built without them
/// (scripts/render-fixtures). The command stays listed and says how to get it.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview fixtures in the browser, live: the page updates as you save (needs a build with the Preview trait).")

    @Argument(parsing: .allUnrecognized, help: "The fixtures, or folders of them.")
    var arguments: [String] = []

    func run() throws {
        printError("""
            error: this zoetrope was built without the Preview trait, which brings the preview's server (Hummingbird, SwiftNIO); build it with
              swift build -c release --traits Preview --product zoetrope
            """)
        throw ExitStatus.invalidInput
    }
}
#endif
