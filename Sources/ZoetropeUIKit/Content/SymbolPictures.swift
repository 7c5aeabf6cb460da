import Foundation
import ZoetropeCore

/// Pictures drawn for SF Symbol names, and the names drawn as stand-ins.
///
/// SF Symbols are Apple's, and its licence does not let them ship with Zoetrope. So
/// `UIImage(systemName:)` gives an image of the symbol's size for its configuration, drawn as a
/// stand-in that is visibly not the symbol: a rounded square crossed by its diagonal, in the
/// image's tint as a symbol is. An app that is licensed to use pictures for its symbols (its own
/// exported icons, or Apple's where its licence allows) maps the names to them here, and those
/// are drawn, fitted into the symbol's box, instead.
///
/// ```swift
/// let symbols = try SymbolPictures(folder: "Design/Symbols")  // star.fill.svg, folder.png, …
/// let timeline = try ZoetropeUIKit.record(collectionViewLayout: layout, symbols: symbols) { … }
/// print(symbols.standIns)  // the names that had no picture: ["chevron.right"]
/// ```
///
/// The recording also writes the names it stood in for to standard error, once, when it ends.
public final class SymbolPictures: @unchecked Sendable {
    /// A picture for a symbol: a PNG as an image, or an SVG's bytes drawn as vectors.
    enum Picture {
        case image(UIImage)
        case svg([UInt8], name: String)
    }

    private let pictures: [String: Picture]
    private let lock = NSLock()
    private var drawnAsStandIns: Set<String> = []

    /// No pictures: every symbol is drawn as a stand-in.
    public init() {
        pictures = [:]
    }

    /// `pictures` by symbol name (`["star.fill": UIImage(contentsOfFile: "star.png")!]`).
    public init(_ pictures: [String: UIImage]) {
        self.pictures = pictures.mapValues { .image($0) }
    }

    /// Every `NAME.svg` and `NAME.png` in `folder` (not its subfolders), for the symbol `NAME`
    /// (`star.fill.svg` for `star.fill`; a PNG's `@2x`/`@3x` suffix is its scale). An SVG is
    /// drawn as vectors at any size.
    ///
    /// - Throws: `UIKitRecordingError` naming the folder when it cannot be read, or a file
    ///   that is not a PNG, or two files for one name.
    public init(folder: String) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw UIKitRecordingError(.badInput, reason: "\(folder): the folder of symbol pictures cannot be read (\(error.localizedDescription))")
        }
        var pictures: [String: Picture] = [:]
        for file in names {
            let path = (folder as NSString).appendingPathComponent(file)
            let ext = (file as NSString).pathExtension.lowercased()
            guard ext == "svg" || ext == "png" else { continue }
            var symbol = (file as NSString).deletingPathExtension
            for suffix in ["@2x", "@3x"] where symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
            guard pictures[symbol] == nil else {
                throw UIKitRecordingError(.badInput, reason: "\(path): a second picture for the symbol \"\(symbol)\"; keep one file per name")
            }
            if ext == "png" {
                pictures[symbol] = .image(try UIImage(pngAt: path))
            } else {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw UIKitRecordingError(.badInput, reason: "\(path): cannot be read")
                }
                pictures[symbol] = .svg([UInt8](data), name: path)
            }
        }
        self.pictures = pictures
    }

    /// The symbol names drawn as stand-ins so far, in order: those with no picture here.
    public var standIns: [String] {
        lock.withLock { drawnAsStandIns.sorted() }
    }

    /// The symbol names that have a picture here.
    public var names: [String] { pictures.keys.sorted() }

    func picture(for name: String) -> Picture? { pictures[name] }

    func noteStandIn(_ name: String) {
        _ = lock.withLock { drawnAsStandIns.insert(name) }
    }

    /// The pictures of the recording under way (none outside one).
    @TaskLocal static var current = SymbolPictures()
}
