import ArgumentParser

/// `zoetrope`: render collection-view update animations to PNG frames and animated SVG.
@main
struct Zoetrope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render collection-view update animations without a phone.",
        discussion: """
            Exit status: 0 success; 2 invalid input (a fixture, an update, an option), with a \
            message naming the file, the JSON path and what was expected; 3 the output could \
            not be written. Nothing is written unless everything succeeds.
            """,
        version: "0.1.0",
        subcommands: [Render.self, Dump.self, Validate.self]
    )
}
