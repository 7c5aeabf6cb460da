import ZoetropeAssets
import ZoetropeCairo
import ZoetropeCore
import ZoetropePNG

/// Reads a file a fixture refers to, by the path the fixture wrote; throws a message.
public typealias FixtureResourceReader = @Sendable (String) throws(FixtureResourceProblem) -> [UInt8]

/// The pictures of one fixture, each read and checked once and shared by every element that
/// shows it: PNG files, JPEG photos (decoded once into a PNG), and SVG files, which are drawn
/// as vectors (librsvg in the frames, the file itself in the SVG output).
///
/// Paths are relative to the fixture's folder and may not leave it: a fixture from elsewhere
/// can show its own pictures, not read the machine's files into its output.
final class ImageLibrary {
    private let read: FixtureResourceReader?
    private var assets: [String: ImageAsset] = [:]

    /// Pictures larger than this are refused before decoding.
    static let maximumFileSize = 16 << 20

    /// The largest width or height a picture may have.
    static let maximumSide = 8192

    init(read: FixtureResourceReader?) {
        self.read = read
    }

    func asset(_ path: String, at value: FixtureValue) throws(DecodingProblem) -> ImageAsset {
        try asset(path, at: value, missingIsNil: false)!
    }

    /// The picture at `path`, read once, or nil when the fixture's folder has no such file (a
    /// file that is there but cannot be read or shown is still an error saying why).
    func assetIfPresent(_ path: String, at value: FixtureValue) throws(DecodingProblem) -> ImageAsset? {
        try asset(path, at: value, missingIsNil: true)
    }

    private func asset(_ path: String, at value: FixtureValue, missingIsNil: Bool) throws(DecodingProblem) -> ImageAsset? {
        if let asset = assets[path] { return asset }
        guard FixtureResourcePath.problem(path) == nil else {
            throw value.problem("expected a picture's path relative to the fixture's folder, without \"..\", such as \"images/cat.png\"; found \"\(path)\"")
        }
        let lowercased = path.lowercased()
        let isSVG = lowercased.hasSuffix(".svg")
        let isJPEG = lowercased.hasSuffix(".jpg") || lowercased.hasSuffix(".jpeg")
        guard isSVG || isJPEG || lowercased.hasSuffix(".png") else {
            throw value.problem("pictures are PNG (.png), JPEG (.jpg, .jpeg) or SVG (.svg) files; found \"\(path)\"")
        }
        guard let read else { throw value.problem("a fixture that is not read from a file cannot refer to pictures") }
        let bytes: [UInt8]
        do {
            bytes = try read(path)
        } catch {
            if missingIsNil, error.message.hasPrefix("no such file") { return nil }
            throw value.problem("cannot read the picture \"\(path)\": \(error.message)")
        }
        guard bytes.count <= Self.maximumFileSize else {
            throw value.problem("the picture \"\(path)\" is \(bytes.count >> 20) MB; pictures are limited to \(Self.maximumFileSize >> 20) MB")
        }
        if isJPEG {
            // Decoded once here, into the PNG both outputs draw: a photo libjpeg-turbo cannot
            // read is bad input, found with its JSON path.
            do {
                let asset = try JPEGPicture.asset(name: path, bytes: bytes, maximumSide: Self.maximumSide)
                assets[path] = asset
                return asset
            } catch {
                throw value.problem("the picture \"\(path)\": \(error.message)")
            }
        }
        if isSVG {
            // Parsed, measured and drawn once here: a file librsvg cannot show is bad input,
            // found with its JSON path, not a failure in the middle of a render.
            do {
                let asset = try SVGPictureReader.asset(name: path, bytes: bytes)
                assets[path] = asset
                return asset
            } catch {
                throw value.problem("the picture \"\(path)\": \(error.message)")
            }
        }
        // The size first, from the header: a huge picture is refused before it is inflated.
        let header: PNGHeader
        switch PNGFile.header(of: bytes) {
        case .failure(let problem): throw value.problem("the picture \"\(path)\": \(problem)")
        case .success(let found): header = found
        }
        guard (1...Self.maximumSide).contains(header.width), (1...Self.maximumSide).contains(header.height) else {
            throw value.problem("the picture \"\(path)\" is \(header.width)×\(header.height) pixels; each side must be 1 to \(Self.maximumSide)")
        }
        // Then every byte, as the renderer's decoder will read them: a corrupt picture is bad
        // input, found here with its JSON path, not a failure in the middle of a render.
        if case .failure(let problem) = PNGFile.verify(bytes) {
            throw value.problem("the picture \"\(path)\": \(problem)")
        }
        let asset = ImageAsset(name: path, pngData: bytes, pixelWidth: header.width, pixelHeight: header.height)
        assets[path] = asset
        return asset
    }
}
