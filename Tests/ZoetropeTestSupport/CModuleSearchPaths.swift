import Foundation

/// What `swiftc` needs, beside the built modules, to import Zoetrope's libraries outside
/// SwiftPM: the folders of the C modules they import (their module maps), and the system
/// headers those find through pkg-config, as SwiftPM finds them.
public enum CModuleSearchPaths {
    /// The system library targets of Package.swift.
    public static let modules = ["CCairo", "CPango", "CHarfBuzz", "CDeflate", "CZlib", "CWebP", "CRsvg", "CPoppler", "CTurboJPEG"]

    /// `-I` for each module's folder and `-Xcc -I…` for each header folder pkg-config names.
    public static func swiftcArguments(packageRoot: String = ZoetropeTestSupport.packageRoot) throws -> [String] {
        var arguments: [String] = []
        for module in modules { arguments += ["-I", packageRoot + "/Sources/" + module] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "cairo", "harfbuzz", "libdeflate", "libwebpmux", "libturbojpeg"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for flag in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where flag.hasPrefix("-I") { arguments += ["-Xcc", String(flag)] }
        return arguments
    }
}
