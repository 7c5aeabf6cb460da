#if Tools  // the Tools trait (Package.swift)
import Foundation
import ZoetropeTesting
import ZoetropeTestSupport

/// Runs the built `zoetrope` binary, as a user would.
struct CommandLineRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package's root folder.
    static let packageRoot = ZoetropeTestSupport.packageRoot

    /// The binary next to this test bundle (SwiftPM builds it because the tests depend on it).
    static let binary = BuildProducts.zoetropeBinary(packageRoot: packageRoot)

    /// Runs the binary with `arguments`. With `memoryLimit` (megabytes of address space, set
    /// with the shell's `ulimit -v`), an allocation past it fails and the process crashes: a
    /// refusal that comes "before the work" must come inside it.
    static func run(_ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:],
                    memoryLimit: Int? = nil) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let memoryLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimit * 1024) && exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and stall the process.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                      standardError: String(decoding: err, as: UTF8.self))
    }

    /// A new empty folder, removed by the caller.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "zoetrope-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}
#endif
