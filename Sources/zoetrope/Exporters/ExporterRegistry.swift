#if Tools  // the Tools trait (Package.swift)
import ArgumentParser

/// Every format `zoetrope render` writes, in the order they are written and listed.
enum ExporterRegistry {
    static let all: [any Exporter.Type] = [
        PNGFramesExporter.self, SVGExporter.self, HTMLExporter.self, GIFExporter.self, APNGExporter.self, WebPExporter.self, MP4Exporter.self, WebMExporter.self,
    ]

    /// What `--format` is when not given.
    static let defaultList = "png,svg"

    /// The exporters a `--format` list names, in registry order, or what is wrong with it,
    /// naming the word it does not know. Strict: "png,,svg" or a trailing comma is a typo, not
    /// a shorter list.
    static func parse(_ argument: String) throws(ValidationError) -> [any Exporter.Type] {
        var chosen = Set<String>()
        let names = all.map { $0.name }
        let expected = "--format takes " + names.joined(separator: ", ") + " or all, separated by commas"
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            if name == "all" {
                chosen.formUnion(all.filter { $0.isInAll }.map { $0.name })
            } else if names.contains(name) {
                chosen.insert(name)
            } else if name.isEmpty {
                throw ValidationError("\(expected); \"\(argument)\" has an empty entry.")
            } else {
                throw ValidationError("\(expected); \"\(name)\" is not one of them.")
            }
        }
        return all.filter { chosen.contains($0.name) }
    }
}
#endif
