#if Port  // the Port trait (Package.swift): swift-syntax
import ArgumentParser
import Foundation

/// `zoetrope port`: the mechanical edits that let an app's collection-view code compile with
/// Swift on Linux against ZoetropeUIKit (see `LinuxPort`), each printed.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make the edits an app's UIKit collection-view code needs to compile on Linux against ZoetropeUIKit, and print each.",
        discussion: """
            Swift on Linux has no Objective-C: @objc, a protocol's optional requirements and \
            calls like delegate?.method?(…) do not compile there. port edits the syntax tree \
            (swift-syntax) and nothing else: import UIKit gets an #if canImport(UIKit) branch \
            that imports ZoetropeUIKit; @objc goes; each optional requirement becomes an \
            ordinary one with a default in an extension (nothing, nil, or the value its call \
            sites fall back to with ??); the optional calls drop their second ?. Each edit is \
            a line FILE:LINE:COL; what it could not do whole (a requirement with no default to \
            give, a #selector) is a warning. The files given are ported together, so a \
            protocol declared in one and called in another is found.

            Examples:
              zoetrope port PinterestLayout.swift --out Ported
              zoetrope port CardLayout.swift WaterfallLayout.swift --in-place
              zoetrope port PinterestLayout.swift --dry-run    # list the edits, write nothing

            Time and memory grow in step with a file's length; files past --max-file-size \
            (8 MB) are refused before they are read.

            Exit status: 0 ported (or nothing to do), 1 ported with warnings, 2 invalid input.
            """
    )

    @Argument(help: "The Swift files to port.")
    var files: [String]

    @Flag(name: .customLong("in-place"), help: "Edit the files themselves.")
    var inPlace = false

    @Option(help: ArgumentHelp("Write the ported files into this folder, by file name.", valueName: "folder"))
    var out: String?

    @Flag(name: .customLong("dry-run"), help: "List the edits and write nothing.")
    var dryRun = false

    @OptionGroup var quietness: QuietOption

    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp("The largest file port reads, in megabytes (its time and memory grow with the file: with every line an edit, about 1 s and 150 MB a megabyte).", valueName: "MB"), transform: NumericOption.whole(1...1_024))
    var maxFileSize: Int = 8

    func validate() throws {
        let destinations = [inPlace, out != nil, dryRun].filter { $0 }.count
        if destinations != 1 { throw ValidationError("Say where the ported files go: --in-place, --out FOLDER, or --dry-run to only list the edits.") }
        if files.isEmpty { throw ValidationError("Name at least one Swift file.") }
    }

    func run() throws {
        var sources: [(path: String, text: String)] = []
        for file in files {
            guard file.hasSuffix(".swift") else {
                printError("error: \(file): not a Swift file (.swift)")
                throw ExitStatus.invalidInput
            }
            // The size first: a file far larger than any source file is refused before it is read.
            var info = stat()
            if stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maxFileSize << 20 {
                printError("error: \(file): \(Int(info.st_size) >> 20) MB, more than the limit of \(maxFileSize) MB (--max-file-size); port smaller files, or raise the limit")
                throw ExitStatus.invalidInput
            }
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                printError("error: \(file): cannot be read as UTF-8 text")
                throw ExitStatus.invalidInput
            }
            sources.append((file, text))
        }
        let names = sources.map { ($0.path as NSString).lastPathComponent }
        if out != nil, Set(names).count != names.count {
            printError("error: two files share a name, and --out writes by file name; port them in two runs, or use --in-place")
            throw ExitStatus.invalidInput
        }
        let results = LinuxPort.port(sources)
        let edits = results.flatMap(\.edits)
        if !quietness.quiet || dryRun {
            for edit in edits { print(edit) }
        }
        if !dryRun {
            // Every file is written, or none: into a temporary file beside each, then moved.
            var written: [(temporary: String, final: String)] = []
            do {
                if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
                for result in results where result.changed || out != nil {
                    let final = out.map { "\($0)/\((result.path as NSString).lastPathComponent)" } ?? result.path
                    let temporary = final + ".zoetrope-port-\(UUID().uuidString).partial"
                    try Data(result.text.utf8).write(to: URL(fileURLWithPath: temporary))
                    written.append((temporary, final))
                }
                for file in written {
                    if FileManager.default.fileExists(atPath: file.final) { try FileManager.default.removeItem(atPath: file.final) }
                    try FileManager.default.moveItem(atPath: file.temporary, toPath: file.final)
                }
            } catch {
                for file in written { try? FileManager.default.removeItem(atPath: file.temporary) }
                printError("error: cannot write the ported files: \(error.localizedDescription)")
                throw ExitStatus.outputFailure
            }
        }
        let changed = results.filter(\.changed).count
        if !quietness.quiet {
            print("\(edits.count) edit\(edits.count == 1 ? "" : "s") in \(changed) of \(results.count) file\(results.count == 1 ? "" : "s")"
                  + (dryRun ? " (dry run: nothing written)" : ""))
        }
        if edits.contains(where: \.needsAttention) { throw ExitCode(1) }
    }
}
#endif
