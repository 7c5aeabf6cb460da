#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCore

/// `--appearance light,dark`: render each fixture once per appearance, as a team checks a
/// screen in each, into outputs named `NAME-light`, `NAME-dark` that a gallery shows side by
/// side. Without it each fixture is drawn in its own `"appearance"` (light when it has none)
/// under its own name.
struct AppearanceOption: ParsableArguments {
    /// One appearance as written on the command line: `light`, `dark`, either with
    /// `-high-contrast` (Increase Contrast), `dark-elevated` (a sheet's lighter backgrounds),
    /// then a content size other than Large by its short name (`light-xxxl`, `dark-ax5`), and
    /// last `-rtl` for a right-to-left interface (`dark-ax5-rtl`).
    struct Choice: ExpressibleByArgument, Equatable {
        var appearance: Appearance

        init?(argument: String) {
            guard let appearance = Appearance(name: argument) else { return nil }
            self.appearance = appearance
        }

        static var allValueStrings: [String] { ["light", "dark", "light-high-contrast", "dark-high-contrast", "dark-elevated", "light-ax5", "light-rtl"] }
    }

    @Option(name: .customLong("appearance"), parsing: .singleValue, help: ArgumentHelp(
        "Render each fixture in these appearances (comma-separated, or the option repeated): light, dark, light-high-contrast, dark-high-contrast, dark-elevated, any of them followed by a content size (-xs … -xxxl, -ax1 … -ax5: light-ax5), and -rtl last for right to left (dark-rtl, light-ax5-rtl); each output is named NAME-APPEARANCE.",
        valueName: "list"))
    var lists: [String] = []

    /// The appearances asked for, in order, each once; nil when none was.
    func appearances() throws -> [Appearance]? {
        var chosen: [Appearance] = []
        for item in lists.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let word = item.trimmingCharacters(in: .whitespaces)
            guard let choice = Choice(argument: word) else {
                throw ValidationError("--appearance: \"\(word)\" is not an appearance; expected a comma-separated list of: light, dark, light-high-contrast, dark-high-contrast, dark-elevated, each optionally followed by a content size (-xs, -s, -m, -l, -xl, -xxl, -xxxl, -ax1 … -ax5) and then -rtl (right to left)")
            }
            if !chosen.contains(choice.appearance) { chosen.append(choice.appearance) }
        }
        return chosen.isEmpty ? nil : chosen
    }

    func validate() throws { _ = try appearances() }
}
#endif
