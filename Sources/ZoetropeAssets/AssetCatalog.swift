import Foundation
import Synchronization
internal import ZoetropeCairo
import ZoetropeCore
internal import ZoetropePNG

/// An app's asset catalogue (`Assets.xcassets`), read from its folder as Xcode writes it: the
/// named colours and pictures that `UIColor(named:)`, `UIImage(named:)` and a fixture's
/// `{"named": …}` values resolve, each in the appearance the screen is drawn in.
///
/// ```swift
/// let assets = try AssetCatalog(path: "App/Assets.xcassets")
/// assets.color(named: "Brand", in: Appearance(style: .dark))   // the dark variant
/// try assets.picture(named: "Star", scale: 3, in: .standard)    // Star@3x.png, 24 × 24 points
/// ```
///
/// Every `Contents.json` is read when the catalogue is opened, so a catalogue Xcode would not
/// compile is refused at once, with the file and the place in it. A picture's file is read and
/// checked when it is first shown (an app's catalogue may hold far more pictures than a screen
/// shows), and kept for every later use. Names follow Xcode's: a set's folder name without its
/// extension; inside a folder whose `Contents.json` says `"provides-namespace": true`, the
/// folder's name and a slash first (`Icons/Star`). Sets Zoetrope does not show (app icons,
/// data sets, sprite atlases…) are passed over.
public final class AssetCatalog: Sendable, CustomStringConvertible {
    /// The catalogue's folder, as it was given.
    public let path: String
    private let colorSets: [String: AssetColorSet]
    private let imageSets: [String: AssetImageSet]
    private let symbolSets: [String: AssetSymbolSet]
    /// The pictures read so far, by file (and, for a symbol, its weight and scale).
    private let pictures = Mutex<[String: ImageAsset]>([:])
    /// The symbol templates parsed so far, by file.
    private let templates = Mutex<[String: SymbolTemplate]>([:])

    /// Limits that keep a hostile folder from taking the machine: more sets than any app has,
    /// folders nested deeper than any catalogue nests them, pictures larger than any screen.
    public static let maximumEntries = 50_000
    public static let maximumDepth = 32
    public static let maximumFileSize = 16 << 20
    public static let maximumPixelSide = 8192

    /// Opens the catalogue at `url`.
    public convenience init(contentsOf url: URL) throws(AssetCatalogError) {
        try self.init(path: url.path)
    }

    /// Opens the catalogue in the folder `path`.
    public init(path: String) throws(AssetCatalogError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AssetCatalogError(file: path, message: "no such folder; expected an asset catalogue (a folder such as App/Assets.xcassets)")
        }
        guard isDirectory.boolValue else {
            throw AssetCatalogError(file: path, message: "this is a file; expected an asset catalogue's folder (such as App/Assets.xcassets)")
        }
        var walk = Walk(root: path)
        try walk.folder("", namespace: "", depth: 0)
        colorSets = walk.colors
        imageSets = walk.images
        symbolSets = walk.symbols
    }

    /// The names of its colour sets, image sets and symbol sets, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }
    public var imageNames: [String] { imageSets.keys.sorted() }
    public var symbolNames: [String] { symbolSets.keys.sorted() }

    public func colorSet(named name: String) -> AssetColorSet? { colorSets[name] }
    public func imageSet(named name: String) -> AssetImageSet? { imageSets[name] }
    public func symbolSet(named name: String) -> AssetSymbolSet? { symbolSets[name] }

    /// The colour `name` in `appearance`; nil when there is no such colour set, or none of its
    /// colours serves the appearance.
    public func color(named name: String, in appearance: Appearance) -> Color? {
        colorSets[name]?.color(in: appearance)
    }

    /// The picture `name` as a screen of `scale` pixels a point shows it in `appearance`: the
    /// file chosen (`AssetImageSet.variant(scale:appearance:)`), read and checked once. Nil
    /// when there is no such image set, or no file of it serves the appearance.
    ///
    /// - Throws: `AssetCatalogError` naming the file when it is missing, not a PNG, JPEG, SVG or PDF,
    ///   or damaged.
    public func picture(named name: String, scale: Int, in appearance: Appearance) throws(AssetCatalogError) -> AssetPicture? {
        guard let set = imageSets[name], let variant = set.variant(scale: scale, appearance: appearance) else { return nil }
        let asset = try picture(file: variant.file, name: name)
        let pointScale = Double(variant.scale ?? 1)
        let size = asset.format == .png ? Size(width: asset.width / pointScale, height: asset.height / pointScale)
                                        : Size(width: asset.width, height: asset.height)
        return AssetPicture(name: name, asset: asset, size: size, scale: variant.scale ?? scale, renderingIntent: set.renderingIntent)
    }

    /// Reads and checks every file of every image and symbol set, in order: what a test or
    /// `zoetrope validate` runs to find a damaged picture before a screen shows it.
    public func checkEveryFile() throws(AssetCatalogError) {
        for name in imageNames {
            for variant in imageSets[name]!.variants { _ = try picture(file: variant.file, name: name) }
        }
        for name in symbolNames { _ = try symbolSets[name]!.template(in: self) }
    }

    /// The bytes of `file` (relative to the catalogue), which must stay inside it.
    func bytes(of file: String) throws(AssetCatalogError) -> [UInt8] {
        let full = path + "/" + file
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw AssetCatalogError(file: file, message: "no such file, which its Contents.json names")
        }
        let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
        guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw AssetCatalogError(file: file, message: "a link that leads outside the catalogue (to \(target))")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: target)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw AssetCatalogError(file: file, message: "not a regular file (a pipe, socket or device)")
        }
        if let size = attributes?[.size] as? Int, size > Self.maximumFileSize {
            throw AssetCatalogError(file: file, message: "the file is \(size >> 20) MB; files in a catalogue are limited to \(Self.maximumFileSize >> 20) MB")
        }
        guard let data = FileManager.default.contents(atPath: full) else {
            throw AssetCatalogError(file: file, message: "the file cannot be read (check its permissions)")
        }
        return [UInt8](data)
    }

    /// The picture in `file`, read and checked once.
    func picture(file: String, name: String) throws(AssetCatalogError) -> ImageAsset {
        if let known = pictures.withLock({ $0[file] }) { return known }
        let bytes = try bytes(of: file)
        let asset: ImageAsset
        switch (file as NSString).pathExtension.lowercased() {
        case "png":
            let header: PNGHeader
            switch PNGFile.verify(bytes) {
            case .failure(let problem): throw AssetCatalogError(file: file, message: "\(problem)")
            case .success(let found): header = found
            }
            guard (1...Self.maximumPixelSide).contains(header.width), (1...Self.maximumPixelSide).contains(header.height) else {
                throw AssetCatalogError(file: file, message: "the picture is \(header.width)×\(header.height) pixels; each side must be 1 to \(Self.maximumPixelSide)")
            }
            asset = ImageAsset(name: self.path + "/" + file, pngData: bytes, pixelWidth: header.width, pixelHeight: header.height)
        case "svg":
            do {
                asset = try SVGPictureReader.asset(name: self.path + "/" + file, bytes: bytes)
            } catch {
                throw AssetCatalogError(file: file, message: error.message)
            }
        case "pdf":
            asset = try PDFPicture.asset(name: self.path + "/" + file, bytes: bytes, file: file)
        case "jpg", "jpeg":
            do {
                asset = try JPEGPicture.asset(name: self.path + "/" + file, bytes: bytes, maximumSide: Self.maximumPixelSide)
            } catch {
                throw AssetCatalogError(file: file, message: error.message)
            }
        case let other:
            throw AssetCatalogError(file: file, message: "\(other.isEmpty ? "a file without an extension" : "a .\(other) file") cannot be drawn; pictures in a catalogue are PNG, JPEG, SVG or PDF here (convert a HEIC photo to JPEG or PNG)")
        }
        pictures.withLock { $0[file] = asset }
        return asset
    }

    /// A symbol's picture, made once per file, weight and scale.
    func symbolPicture(key: String, make: () throws(AssetCatalogError) -> ImageAsset) throws(AssetCatalogError) -> ImageAsset {
        if let known = pictures.withLock({ $0[key] }) { return known }
        let made = try make()
        pictures.withLock { $0[key] = made }
        return made
    }

    /// A symbol template, parsed once.
    func symbolTemplate(file: String, make: () throws(AssetCatalogError) -> SymbolTemplate) throws(AssetCatalogError) -> SymbolTemplate {
        if let known = templates.withLock({ $0[file] }) { return known }
        let made = try make()
        templates.withLock { $0[file] = made }
        return made
    }

    public var description: String {
        "\(path) (\(colorSets.count) colours, \(imageSets.count) pictures, \(symbolSets.count) symbols)"
    }

    /// The walk through the catalogue's folders that finds its sets.
    private struct Walk {
        let root: String
        var colors: [String: AssetColorSet] = [:]
        var images: [String: AssetImageSet] = [:]
        var symbols: [String: AssetSymbolSet] = [:]
        var seen: [String: String] = [:]
        var entries = 0

        init(root: String) { self.root = root }

        mutating func folder(_ relative: String, namespace: String, depth: Int) throws(AssetCatalogError) {
            let shown = relative.isEmpty ? "." : relative
            guard depth <= AssetCatalog.maximumDepth else {
                throw AssetCatalogError(file: shown, message: "folders nested more than \(AssetCatalog.maximumDepth) deep")
            }
            let full = relative.isEmpty ? root : root + "/" + relative
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: full).sorted() } catch {
                throw AssetCatalogError(file: shown, message: "the folder cannot be read (\(error.localizedDescription))")
            }
            for name in names where !name.hasPrefix(".") {
                entries += 1
                guard entries <= AssetCatalog.maximumEntries else {
                    throw AssetCatalogError(file: shown, message: "more than \(AssetCatalog.maximumEntries) entries in the catalogue")
                }
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                // A link to a folder is not followed: it could lead out of the catalogue, or in a circle.
                let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + child)
                guard FileManager.default.fileExists(atPath: root + "/" + child, isDirectory: &isDirectory), isDirectory.boolValue,
                      attributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
                let ext = (name as NSString).pathExtension
                let stem = (name as NSString).deletingPathExtension
                switch ext {
                case "colorset":
                    let contents = try self.contents(of: child, required: true)!
                    try claim(namespace + stem, at: child)
                    colors[namespace + stem] = try AssetColorSet(name: namespace + stem, contents: contents)
                case "imageset":
                    let contents = try self.contents(of: child, required: true)!
                    try claim(namespace + stem, at: child)
                    images[namespace + stem] = try AssetImageSet(name: namespace + stem, folder: child, contents: contents)
                case "symbolset":
                    let contents = try self.contents(of: child, required: true)!
                    try claim(namespace + stem, at: child)
                    symbols[namespace + stem] = try AssetSymbolSet(name: namespace + stem, folder: child, contents: contents)
                case "":
                    // A group: its own Contents.json, when it has one, may give its names a namespace.
                    let contents = try self.contents(of: child, required: false)
                    let provides = try contents?.root.child("properties")?.bool("provides-namespace") ?? false
                    try folder(child, namespace: provides ? namespace + name + "/" : namespace, depth: depth + 1)
                default:
                    continue
                }
            }
        }

        func contents(of folder: String, required: Bool) throws(AssetCatalogError) -> ContentsFile? {
            let file = folder + "/Contents.json"
            guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
                if !required { return nil }
                throw AssetCatalogError(file: file, message: "missing: every set's folder has a Contents.json that lists its files")
            }
            guard data.count <= 1 << 20 else { throw AssetCatalogError(file: file, message: "the file is larger than 1 MB; a set's Contents.json is a few hundred bytes") }
            return try ContentsFile(bytes: [UInt8](data), file: file)
        }

        /// Takes `name` for the set in `folder`, or throws when another set has it.
        mutating func claim(_ name: String, at folder: String) throws(AssetCatalogError) {
            if let other = seen[name] {
                throw AssetCatalogError(file: folder, message: "a second asset named \"\(name)\" (the first is \(other)); names in a catalogue are unique, as Xcode requires")
            }
            seen[name] = folder
        }
    }
}
