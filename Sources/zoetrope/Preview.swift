#if Preview  // the Preview trait (Package.swift): Hummingbird and SwiftNIO
import ArgumentParser
import Foundation
import Synchronization
import ZoetropePreview

/// `zoetrope preview`: a live preview of fixtures in the browser.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview fixtures in the browser, live: the page updates as you save.",
        discussion: """
            Starts a local web server and prints its address. The page plays the animation \
            (play, pause, scrubber with the steps marked, frame by frame, speed, loop), shows a \
            timing chart of every element, and inspects the element you click: its identity, \
            index paths, attributes at that moment, and the curve, delay and duration that \
            move it. Saving a fixture, or a picture or font it uses, updates the page within a \
            fraction of a second and keeps the time shown; a fixture with an error shows the \
            error over its last good animation. With a folder, the page lists its fixtures.

            The server answers only on the address it is bound to (127.0.0.1 unless --host \
            says otherwise), serves only the fixtures named, and stops on Ctrl-C.

            Examples:
              zoetrope preview Fixtures/color-swatches.json --open
              zoetrope preview Fixtures --port 8080
              zoetrope preview A.json --against B.json          # two versions side by side
              zoetrope preview A.json --against goldens/A       # against golden frames
            """
    )

    @OptionGroup var inputs: FixtureInputs

    @Option(parsing: .unconditional, help: "The port to listen on (0: any free port).", transform: NumericOption.whole(0...65535))
    var port: Int = 7447

    @Option(help: "The address to listen on: 0.0.0.0 for every interface. Anything but loopback shows the fixtures to the network.")
    var host: String = "127.0.0.1"

    @Option(name: .customLong("allow-host"), help: ArgumentHelp("Another name the page may be opened by (repeatable): requests naming this machine by any name but its addresses are refused, against DNS rebinding.", valueName: "name"))
    var allowedHosts: [String] = []

    @OptionGroup(title: "Limits") var limits: FixtureLimitOptions

    @Option(name: .customLong("max-svg-size"), parsing: .unconditional, help: ArgumentHelp("The largest animated SVG the preview builds for a fixture, estimated before it is built; a fixture past it shows an error.", valueName: "MB"), transform: NumericOption.whole(1...1_048_576))
    var maxSVGSize: Int = Int(PreviewLibrary.standardMaximumSVGBytes / 1_048_576)

    @Option(name: .customLong("worker-cpu-seconds"), parsing: .unconditional, help: .hidden, transform: NumericOption.whole(1...3600))
    var workerCPUSeconds: Int = PreviewWorkerProcess.Limits().cpuSeconds

    @Option(name: .customLong("worker-memory"), parsing: .unconditional, help: .hidden, transform: NumericOption.whole(256...1_048_576))
    var workerMemory: Int = PreviewWorkerProcess.Limits().memoryMegabytes

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @Option(help: ArgumentHelp("Compare the fixture with another fixture (.json) or a folder of golden PNG frames: side by side, onion skin or swipe, in sync, the differing frames marked.", valueName: "fixture-or-folder"))
    var against: String?

    func run() throws {
        let address = PreviewAddress(host: host, allowedNames: allowedHosts)
        if let problem = address.resolutionProblem() {
            printError("error: --host \(host): the name does not resolve (\(problem)); give an address such as 127.0.0.1 or 0.0.0.0")
            throw ExitStatus.invalidInput
        }
        let paths = try inputs.paths()
        var comparedWith: PreviewAgainst?
        if let against {
            guard paths.count == 1 else {
                printError("error: --against compares one fixture; \(paths.count) are named")
                throw ExitStatus.invalidInput
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: against, isDirectory: &isDirectory) else {
                printError("error: \(against): no such file or folder (--against takes a fixture or a folder of PNG frames)")
                throw ExitStatus.invalidInput
            }
            if isDirectory.boolValue {
                let frames = ((try? FileManager.default.contentsOfDirectory(atPath: against)) ?? []).filter { $0.lowercased().hasSuffix(".png") }
                guard !frames.isEmpty else {
                    printError("error: \(against): the folder holds no PNG frames")
                    throw ExitStatus.invalidInput
                }
                comparedWith = .frames(against)
            } else {
                comparedWith = .fixture(against)
            }
        }
        let svgBytes = Double(maxSVGSize) * 1_048_576
        let library = PreviewLibrary(paths: paths, against: comparedWith, limits: limits.fixtureLimits,
                                     checker: PreviewWorkerProcess.checker(limits: limits, maxSVGSize: maxSVGSize,
                                                                           worker: .init(cpuSeconds: workerCPUSeconds, memoryMegabytes: workerMemory)),
                                     maximumSVGBytes: svgBytes)
        let server = PreviewServer(library: library, host: host, port: port, allowedNames: allowedHosts)
        let failure = Mutex<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let openBrowser = open
        InterruptHandler.onInterrupt {
            server.stop()
            // A connection a browser keeps open can hold a graceful shutdown up; Ctrl-C still
            // stops the preview within two seconds.
            DispatchQueue.global().asyncAfter(deadline: .now() + 2) { finished.signal() }
        }
        let running = server.start { url in
            // Written at once, not buffered: a script waits for this line to know the address.
            if let warning = address.networkWarning(port: server.port ?? port) { printError("warning: " + warning) }
            FileHandle.standardOutput.write(Data("Zoetrope preview of \(paths.count) fixture\(paths.count == 1 ? "" : "s"): \(url) (Ctrl-C stops)\n".utf8))
            if openBrowser { Self.openInBrowser(url) }
        }
        Task {
            do {
                try await running.value
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.withLock({ $0 }) {
            // Listening failed (the port is taken, or not ours to take): the machine, not the
            // input, is in the way.
            let hint = message.contains("Address already in use") ? "; another program (another preview?) listens there: choose another --port, or --port 0 for any free one" : ""
            printError("error: the preview server could not listen on \(host):\(port): \(message)\(hint)")
            throw ExitStatus.outputFailure
        }
        print("stopped")
    }

    static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        #endif
        do {
            try process.run()
        } catch {
            printError("warning: could not open a browser (\(error)); open \(url) yourself")
        }
    }
}
#endif
