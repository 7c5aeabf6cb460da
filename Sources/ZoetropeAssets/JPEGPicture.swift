internal import CTurboJPEG
internal import ZoetropeCairo
import ZoetropeCore

/// A JPEG photo, as apps keep them in their asset catalogues and bundles: decoded once by
/// libjpeg-turbo (its accurate integer transform, so the pixels are the same on every run and
/// machine) and kept as the PNG both backends draw from.
///
/// The photo is drawn as stored: an Exif orientation tag is not applied (a catalogue's photo
/// exported by Xcode is stored upright). Greyscale and CMYK photos are converted to RGB.
package enum JPEGPicture {
    /// Whether `bytes` start as a JPEG file does (its start-of-image marker).
    package static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The photo in `bytes` as a PNG picture named `name`, refusing one wider or taller than
    /// `maximumSide` pixels before it is decoded.
    package static func asset(name: String, bytes: [UInt8], maximumSide: Int) throws(JPEGPictureError) -> ImageAsset {
        guard isJPEG(bytes) else { throw JPEGPictureError("not a JPEG file (it does not start with the JPEG marker FF D8 FF)") }
        guard let decoder = tjInitDecompress() else { throw JPEGPictureError("libjpeg-turbo could not start a decoder") }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(decoder, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerRead == 0 else { throw JPEGPictureError("its header cannot be read: \(message(decoder))") }
        guard width > 0, height > 0 else { throw JPEGPictureError("its header cannot be read: the file ends before the photo's size") }
        guard (1...maximumSide).contains(Int(width)), (1...maximumSide).contains(Int(height)) else {
            throw JPEGPictureError("the photo is \(width)×\(height) pixels; each side must be 1 to \(maximumSide)")
        }
        var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let decoded = bytes.withUnsafeBufferPointer { input in
            rgba.withUnsafeMutableBufferPointer { output in
                tjDecompress2(decoder, input.baseAddress, UInt(input.count), output.baseAddress, width, 0, height,
                              Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT)
            }
        }
        // A warning (stray bytes after the picture, a missing end marker) leaves the whole photo
        // decoded, and the phone shows it; an error does not.
        if decoded != 0 && tjGetErrorCode(decoder) != Int32(TJERR_WARNING.rawValue) {
            throw JPEGPictureError("the photo cannot be decoded: \(message(decoder))")
        }
        let image: RasterImage
        do { image = try RasterImage(width: Int(width), height: Int(height), rgba: rgba) } catch {
            throw JPEGPictureError("the photo cannot be held in memory: \(error)")
        }
        let png = PNGEncoder(compression: .libdeflate(level: 6)).encode(image, opaque: true)
        return ImageAsset(name: name, pngData: png, pixelWidth: Int(width), pixelHeight: Int(height))
    }

    private static func message(_ decoder: tjhandle) -> String {
        tjGetErrorStr2(decoder).map { String(cString: $0) } ?? "no reason given"
    }
}
