#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCairo
import ZoetropeCore

/// What one export wrote, for the summary lines.
struct ExportedFile {
    var format: String
    /// The file's or folder's name in the output folder.
    var name: String
    /// Frames for a folder of PNG frames or stills, bytes for a file.
    var amount: Int
    /// What a person reads on a terminal: "SVG 12 KB".
    var human: String
}

extension ExportedFile {
    /// "12 KB" for a byte count, rounded up.
    static func kilobytes(_ bytes: Int) -> String { "\((bytes + 1023) / 1024) KB" }
}
#endif
