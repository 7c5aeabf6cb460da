#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation

/// The fixtures a command works on: files and folders of them, and the slice of them this run
/// takes (`--shard I/N`), so a CI matrix of N jobs can split thousands of fixtures.
struct FixtureInputs: ParsableArguments {
    /// `I/N`: the I-th of N slices, counted from 1.
    struct Shard: ExpressibleByArgument, Equatable {
        var index: Int
        var count: Int

        init?(argument: String) {
            let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                return nil
            }
            self.index = index
            self.count = count
        }

        static var defaultCompletionKind: CompletionKind { .default }
    }

    @Argument(help: ArgumentHelp("Fixture files (.json), or folders of them.", valueName: "fixture-or-folder"))
    var fixtures: [String] = []

    @Option(help: ArgumentHelp("Take only the I-th of N equal slices of the fixtures (sorted by path), from 1/N to N/N.", valueName: "I/N"))
    var shard: Shard?

    func validate() throws {
        guard !fixtures.isEmpty else { throw ValidationError("Name at least one fixture file or folder.") }
    }

    /// The fixture files: each folder replaced by the `.json` files directly inside it (sorted),
    /// duplicates dropped, then this shard's slice: every N-th file from the I-th.
    func paths() throws -> [String] {
        var files: [String] = []
        var failed = false
        let manager = FileManager.default
        for path in fixtures {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                printError("error: \(path): no such file or folder")
                failed = true
                continue
            }
            if isDirectory.boolValue {
                let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
                if names.isEmpty {
                    printError("error: \(path): the folder holds no .json fixture")
                    failed = true
                }
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                files += names.map { folder + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        if failed { throw ExitStatus.invalidInput }
        var seen = Set<String>()
        files = files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        guard let shard else { return files }
        return files.sorted().enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// Whether this run's shard holds no fixture though the inputs hold some (more shards than
    /// fixtures): a CI matrix's spare job, which has nothing to do and succeeds.
    func isEmptyShard(_ paths: [String]) -> Bool {
        guard let shard, paths.isEmpty else { return false }
        printError("note: shard \(shard.index)/\(shard.count) holds none of the fixtures; nothing to do")
        return true
    }
}
#endif
