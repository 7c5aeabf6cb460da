import Foundation

/// Finds what SwiftPM built beside the running test bundle: the `zoetrope` binary a test runs
/// as a user would, or the `Modules` folder a test type-checks snippets against.
///
/// The products sit in the build folder (`.build/debug`, or `.build/<triple>/debug`); the test
/// binary is there on Linux and a few folders down inside its `.xctest` bundle on macOS
/// (`…/debug/X.xctest/Contents/MacOS`). So each likely start — the running executable, the
/// first argument, the main bundle and its folder — is searched up to four folders up.
public enum BuildProducts {
    /// The path of `name` (a file or a folder, as `isFolder` says) in the build folder, or nil.
    public static func find(_ name: String, isFolder: Bool = false) -> String? {
        let manager = FileManager.default
        var starts: [String] = []
        if let executable = try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append((executable as NSString).deletingLastPathComponent)
        }
        starts.append((CommandLine.arguments[0] as NSString).deletingLastPathComponent)
        starts.append(Bundle.main.bundlePath)
        starts.append((Bundle.main.bundlePath as NSString).deletingLastPathComponent)
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue == isFolder {
                    return path
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
    }

    /// The `zoetrope` binary: found beside the tests, or where `swift build` puts it in
    /// `packageRoot`.
    public static func zoetropeBinary(packageRoot: String) -> String {
        find("zoetrope") ?? packageRoot + "/.build/debug/zoetrope"
    }
}
