#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCairo
import ZoetropeCore
import ZoetropePlayer
import ZoetropePreview
import ZoetropeScene

/// `zoetrope preview-worker` (hidden): reads one fixture's bytes from standard input and runs
/// it as the preview server would, to a timeline and then the page's document with its animated
/// SVG (when the SVG's estimate is within `--max-svg-size`), then exits: 0 when it reads, 2 with
/// the error when it does not. So everything a fixture can make large is first made here. `preview` runs it in a process of its own with CPU-time and memory limits
/// (`PreviewWorkerProcess`) before reading the same bytes itself.
struct PreviewWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview-worker",
        abstract: "Read one fixture from standard input as the preview server would (used by preview).",
        shouldDisplay: false
    )

    @Option(help: "The fixture's path: its folder holds the pictures and fonts it names; it names the fixture in errors.")
    var file: String

    @OptionGroup(title: "Limits") var limits: FixtureLimitOptions

    @Option(name: .customLong("max-svg-size"), parsing: .unconditional, help: .hidden, transform: NumericOption.whole(1...1_048_576))
    var maxSVGSize: Int = Int(PreviewLibrary.standardMaximumSVGBytes / 1_048_576)

    @Option(help: "The appearance the server will read the fixture in (light, dark-high-contrast, …); the fixture's own without it.")
    var appearance: String?

    func run() throws {
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let folder = (file as NSString).deletingLastPathComponent
        let chosen = try appearance.map { name throws -> Appearance in
            guard let chosen = Appearance(name: name) else { throw ValidationError("unknown appearance \"\(name)\"") }
            return chosen
        }
        do {
            let document = try FixtureDocument.decode(bytes, file: file, readResource: FixtureDocument.resourceReader(in: folder.isEmpty ? "." : folder),
                                                      openAssets: FixtureDocument.assetsOpener(in: folder.isEmpty ? "." : folder),
                                                      limits: limits.fixtureLimits, appearance: chosen)
            let timeline = try document.makeTimeline(textMeasurer: CairoTextMeasurer())
            if let problem = PreviewLibrary.svgProblem(timeline, maximumSVGBytes: Double(maxSVGSize) * 1_048_576) {
                throw FixtureError(file: file, path: nil, position: nil, message: problem)
            }
            // What the server builds next, built here first, inside the worker's walls.
            _ = PlayerDocument(document: document, timeline: timeline)
        } catch {
            printError("error: \(error)")
            throw ExitStatus.invalidInput
        }
    }
}

/// The worker process `preview` reads each saved fixture in first, with limits the operating
/// system enforces: a fixture that would run for ever or take all the memory stops the
/// worker, never the server, which shows why over the last good animation.
enum PreviewWorkerProcess {
    /// What the operating system lets the worker use. (Hidden flags of `preview` change them,
    /// for the tests that show a runaway stopped.)
    struct Limits: Sendable {
        /// CPU time (`ulimit -t`; the kernel sends SIGXCPU, then SIGKILL). A fixture within the
        /// standard limits reads in well under a second.
        var cpuSeconds = 10
        /// Address space (`ulimit -v`); an allocation past it fails.
        var memoryMegabytes = 1024
        /// Wall-clock time before the worker is killed: a worker that waits, not computes.
        var wallSeconds = 30.0
    }

    /// The checker `preview` gives its library, running this binary's `preview-worker`.
    static func checker(limits: FixtureLimitOptions, maxSVGSize: Int, worker: Limits) -> PreviewFixtureChecker? {
        guard let binary = Bundle.main.executablePath else { return nil }
        let limitArguments = ["--max-steps", String(limits.maxSteps), "--max-element-steps", String(limits.maxElementSteps),
                              "--max-elements", String(limits.maxElements), "--max-svg-size", String(maxSVGSize)]
        return PreviewFixtureChecker { bytes, path, appearance in
            check(bytes, path: path, binary: binary, limitArguments: limitArguments + (appearance.map { ["--appearance", $0.description] } ?? []),
                  worker: worker)
        }
    }

    static func check(_ bytes: [UInt8], path: String, binary: String, limitArguments: [String], worker: Limits) -> String? {
        let (cpuSeconds, memoryMegabytes, wallSeconds) = (worker.cpuSeconds, worker.memoryMegabytes, worker.wallSeconds)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -t \(cpuSeconds) && ulimit -v \(memoryMegabytes * 1024) && file=\"$1\" && shift && exec \"$0\" preview-worker --file \"$file\" \"$@\"",
                             binary, path] + limitArguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil  // No worker to be had: the server's own limits still hold.
        }
        // Written from another thread: a worker that stops reading cannot block this one.
        DispatchQueue.global().async {
            try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        if finished.wait(timeout: .now() + wallSeconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return "reading the fixture took more than \(Int(wallSeconds)) s; the preview stopped it (the fixture was not read)"
        }
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0), (.exit, 2):
            return nil
        case (.uncaughtSignal, SIGXCPU), (.uncaughtSignal, SIGKILL):
            return "reading the fixture took more than \(cpuSeconds) s of CPU time; the preview stopped it (the fixture was not read). Lower its counts or nesting, or validate it with `zoetrope validate`"
        case (.uncaughtSignal, let signal):
            return "reading the fixture needed more than the \(memoryMegabytes) MB the preview allows, or failed (signal \(signal)); the fixture was not read. Validate it with `zoetrope validate`"
        case (_, let status):
            return "reading the fixture failed (the preview's worker exited with status \(status)); the fixture was not read"
        }
    }
}
#endif
