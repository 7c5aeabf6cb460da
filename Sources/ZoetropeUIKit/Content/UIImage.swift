internal import ZoetropeAssets
import ZoetropeCore

/// A picture: UIKit's `UIImage`, read from a PNG file — a snapshot of the app's real cell,
/// recorded on a simulator by swift-snapshot-testing, drawn where the cell is — or a JPEG
/// photo, decoded once and kept as a PNG (`pngBytes`).
///
/// PNG and JPEG are read; `init(contentsOfFile:)` returns nil for a file that is missing or
/// neither, as UIKit's does for a file it cannot read, and `init(pngAt:)` says why.
open class UIImage: NSObject, @unchecked Sendable {
    /// The PNG's bytes: the file's, or a JPEG photo's once decoded (empty for a picture drawn
    /// in code).
    public let pngBytes: [UInt8]
    /// Its size in pixels.
    public let pixelSize: (width: Int, height: Int)
    /// Points per pixel: 1, 2 or 3, from an `@2x`/`@3x` suffix of the file's name.
    public let scale: CGFloat
    let name: String
    /// The core's picture of it, once made.
    var cachedAsset: AnyObject?
    /// The catalogue and name it was made from (`UIImage(named:)`), to make it again for
    /// other traits; nil for a picture from elsewhere.
    var catalogSource: CatalogSource?
    /// How UIKit would colour it: kept (a PNG or a drawing is shown in its own colours).
    open internal(set) var renderingMode: RenderingMode = .automatic
    /// The symbol configuration given (`withConfiguration(_:)`), kept.
    open internal(set) var symbolConfiguration: SymbolConfiguration?
    /// What an image renderer drew, for a picture made in code: drawn as vectors wherever it
    /// is shown, so it has no PNG.
    package let drawing: Drawing?
    /// The SF Symbol's name, for an image made by `init(systemName:)`; nil otherwise.
    public internal(set) var symbolName: String?
    /// Whether it is a symbol, an SF Symbol or the catalogue's own (drawn as a template in its
    /// view's tint, as UIKit draws one).
    open var isSymbolImage: Bool { symbolName != nil || catalogSource?.isSymbol == true }

    /// Reads a PNG (or JPEG) file, or throws saying what is wrong with it.
    public convenience init(pngAt path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UIKitRecordingError(.badInput, reason: "\(path): no such file, or it cannot be read")
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        try self.init(decoding: [UInt8](data), name: path, scale: stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
    }

    /// A picture from a PNG's or a JPEG's bytes (an image an app loaded or cached), at one
    /// pixel a point; nil for bytes that are neither, as UIKit answers for data it cannot read.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// A picture from a PNG's or a JPEG's bytes, `scale` pixels a point.
    public convenience init?(data: Data, scale: CGFloat) {
        do { try self.init(decoding: [UInt8](data), name: "a picture from data", scale: scale > 0 ? scale : 1) } catch { return nil }
    }

    /// Decodes a PNG's or a JPEG's `bytes`, or throws saying what is wrong with them.
    init(decoding data: [UInt8], name: String, scale: CGFloat) throws {
        var bytes = data
        if JPEGPicture.isJPEG(bytes) {
            // A photo: decoded once, and kept as the PNG it is drawn from.
            do {
                bytes = try JPEGPicture.asset(name: name, bytes: bytes, maximumSide: 8192).pngData
            } catch {
                throw UIKitRecordingError(.badInput, reason: "\(name): \(error.message)")
            }
        }
        guard let size = Self.pngSize(bytes) else {
            throw UIKitRecordingError(.badInput, reason: "\(name): neither a PNG nor a JPEG file (only PNG and JPEG files can be read)")
        }
        self.pngBytes = bytes
        self.pixelSize = size
        self.scale = scale
        self.name = name
        self.drawing = nil
        super.init()
    }

    /// A picture drawn in code (`UIGraphicsImageRenderer`), `scale` pixels a point.
    init(drawing: Drawing, scale: CGFloat) {
        self.pngBytes = []
        let s = scale > 0 ? scale : 1
        self.pixelSize = (Int((drawing.size.width * Double(s)).rounded()), Int((drawing.size.height * Double(s)).rounded()))
        self.scale = s
        self.name = "a picture drawn in code"
        self.drawing = drawing
        super.init()
    }

    /// An empty picture, as UIKit's `UIImage()`: zero points wide and high, and drawn as
    /// nothing (an image view showing it shows its background alone).
    public override init() {
        self.pngBytes = []
        self.pixelSize = (0, 0)
        self.scale = 1
        self.name = ""
        self.drawing = nil
        super.init()
    }

    /// `#imageLiteral(resourceName:)`: the picture of the app's asset catalogue, as
    /// `UIImage(named:)` gives it (see `UIKitLiterals.swift`).
    ///
    /// Where the recording was given no catalogue, an empty picture, as `UIImage()`. Where its
    /// catalogue has no such picture the phone stops, and the recording fails, naming it.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage.catalogImage(named: name, traits: nil, configuration: nil) {
            self.init(copying: found)
        } else {
            RecordingAssets.current.reportMissing(imageNamed: name)
            self.init()
        }
    }

    /// The same picture in a new object (`UIImage(cgImage:)`).
    init(copying other: UIImage) {
        self.pngBytes = other.pngBytes
        self.pixelSize = other.pixelSize
        self.scale = other.scale
        self.name = other.name
        self.drawing = other.drawing
        self.renderingMode = other.renderingMode
        self.symbolConfiguration = other.symbolConfiguration
        self.ownTint = other.ownTint
        self.symbolName = other.symbolName
        self.catalogSource = other.catalogSource
        super.init()
        self.cachedAsset = other.cachedAsset
    }

    /// A catalogue's picture: a PNG at its file's scale, a vector picture (or a symbol) at the
    /// screen's.
    init(picture: AssetPicture, screenScale: CGFloat) {
        let scale = picture.asset.format == .png ? CGFloat(picture.scale) : (screenScale > 0 ? screenScale : 3)
        self.pngBytes = []
        self.pixelSize = (Swift.max(1, Int((picture.size.width * Double(scale)).rounded())), Swift.max(1, Int((picture.size.height * Double(scale)).rounded())))
        self.scale = scale
        self.name = picture.name
        self.drawing = nil
        super.init()
        self.cachedAsset = picture.asset
    }

    /// A picture shown at `size` points, drawn from `asset` (an app's picture for a symbol).
    init(asset: ImageAsset, size: CGSize) {
        self.pngBytes = []
        self.pixelSize = (Swift.max(1, Int((size.width * 3).rounded())), Swift.max(1, Int((size.height * 3).rounded())))
        self.scale = 3
        self.name = asset.name
        self.drawing = nil
        super.init()
        self.cachedAsset = asset
    }

    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The same picture marked with `mode`: a template (`.alwaysTemplate`) is shown by an image
    /// view as its alpha in the view's tint colour; `.automatic` is a template in a system
    /// button's image view, its own colours elsewhere.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = UIImage(copying: self)
        copy.renderingMode = mode
        return copy
    }

    /// The same picture drawn in `color` (its alpha filled with it), wherever it is shown, as
    /// UIKit draws an image given its own tint colour.
    open func withTintColor(_ color: UIColor) -> UIImage {
        let copy = UIImage(copying: self)
        copy.ownTint = color
        return copy
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }

    /// The colour `withTintColor(_:)` gave it; nil for none.
    var ownTint: UIColor?

    /// The colour the picture is drawn in by `view`: its own tint, else the view's tint when it
    /// is a template there; nil for its own colours.
    func drawnTint(in view: UIView?) -> UIColor? {
        if let ownTint { return ownTint }
        let template = renderingMode == .alwaysTemplate
            || (renderingMode == .automatic && (isSymbolImage || (view as? UIImageView)?.templatesAutomaticImages == true))
        return template ? (view?.tintColor ?? .systemBlue) : nil
    }

    /// The same picture with a symbol configuration: a symbol is made again at the size the
    /// configuration gives (over the one it had); a PNG or a drawing keeps it only.
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        if let source = catalogSource, source.isSymbol {
            let combined = symbolConfiguration?.applying(configuration) ?? configuration
            let made = RecordingAssets.$current.withValue(RecordingAssets(catalog: source.catalog)) {
                UIImage.catalogImage(named: source.name, traits: nil, configuration: combined)
            }
            if let made {
                made.renderingMode = renderingMode
                made.ownTint = ownTint
                return made
            }
        }
        if let symbolName {
            let made = UIImage(symbolNamed: symbolName, configuration: symbolConfiguration?.applying(configuration) ?? configuration)
            made.renderingMode = renderingMode
            made.ownTint = ownTint
            return made
        }
        let copy = UIImage(copying: self)
        copy.symbolConfiguration = configuration
        return copy
    }

    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    /// UIKit's `UIImage.SymbolConfiguration`: how an SF Symbol is sized and weighted, which
    /// sizes its stand-in (`init(systemName:withConfiguration:)`).
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// UIKit's `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// UIKit's `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }

        public let pointSize: CGFloat?
        public let weight: Weight
        public let scale: Scale
        public let textStyle: UIFont.TextStyle?

        public init(pointSize: CGFloat? = nil, weight: Weight = .unspecified, scale: Scale = .unspecified, textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(pointSize: nil, scale: scale, textStyle: textStyle) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        public convenience init(font: UIFont, scale: Scale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
    }

    /// Whether there is anything to draw: not for `UIImage()`.
    var isEmpty: Bool { pixelSize.width == 0 || pixelSize.height == 0 }

    public convenience init?(contentsOfFile path: String) {
        do { try self.init(pngAt: path) } catch { return nil }
    }

    /// An SF Symbol: the app's picture for `name` where `SymbolPictures` maps one, else a
    /// stand-in of the symbol's size that is visibly not the symbol (SF Symbols are Apple's and
    /// cannot ship here; see `SymbolPictures`). Never nil, so code that unwraps it runs.
    public convenience init?(systemName name: String) {
        self.init(symbolNamed: name, configuration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(symbolNamed: name, configuration: configuration)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(symbolNamed: name, configuration: nil)
    }

    /// The picture or symbol `name` of the app's asset catalogue (`record(…, assets:)`), for
    /// `traitCollection` over the current traits, else the app's bundled file of that name
    /// (`record(…, resources:)`, `"1.jpg"`, or `"star"` for `star@3x.png`); nil when neither
    /// has it (see `record(frame:collectionViewLayout:safeAreaInsets:traits:symbols:assets:resources:textMeasurer:_:)`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = UIImage.catalogImage(named: name, traits: traitCollection, configuration: nil)
                ?? UIImage.bundledImage(named: name, traits: traitCollection) else { return nil }
        self.init(copying: found)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        guard let found = UIImage.catalogImage(named: name, traits: nil, configuration: configuration)
                ?? UIImage.bundledImage(named: name, traits: nil) else { return nil }
        self.init(copying: found)
    }

    /// The picture or symbol `name` of the app's asset catalogue, else its bundled file of that
    /// name, for the current traits; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Its size in points.
    open var size: CGSize {
        if let drawing { return Bridging.cgSize(drawing.size) }
        return CGSize(width: CGFloat(pixelSize.width) / scale, height: CGFloat(pixelSize.height) / scale)
    }

    /// Draws the picture stretched into `rect` of the current context.
    open func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.recordImage(self, in: rect)
    }

    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.recordImage(self, in: rect, alpha: alpha)
    }

    /// Draws the picture at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// The picture as a PNG file's bytes; nil for a picture drawn in code, which is kept as
    /// vectors and never rasterised in the UIKit layer.
    open func pngData() -> Data? {
        drawing == nil && !pngBytes.isEmpty ? Data(pngBytes) : nil
    }

    /// The width and height from a PNG's header, when `bytes` starts like a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
