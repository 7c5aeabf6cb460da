#if Tools && !Port
import ArgumentParser

/// `zoetrope port` in a build without the Port trait: swift-syntax, which `port` edits code
/// with, takes longer to build than all of Zoetrope, so rendering is built without it
/// (scripts/render-fixtures). The command stays listed and says how to get it.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make the edits an app's UIKit collection-view code needs to compile on Linux against ZoetropeUIKit (needs a build with the Port trait).")

    @Argument(parsing: .allUnrecognized, help: "The Swift files to port.")
    var arguments: [String] = []

    func run() throws {
        printError("""
            error: this zoetrope was built without the Port trait, which brings swift-syntax for port's edits; build it with
              swift build -c release --traits Port --product zoetrope
            """)
        throw ExitStatus.invalidInput
    }
}
#endif
