// A PNG file checked and decoded without Cairo: what `zoetrope compare` reads frames with.
import Foundation
import ZoetropePNG

let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "Output/dashboard.sheet.png")))

// The header alone, before any memory is spent on pixels: a frame too large to compare is
// refused from its first 33 bytes.
switch PNGFile.header(of: bytes) {
case .success(let header): print("\(header.width)×\(header.height) pixels")
case .failure(let problem): print("not a PNG: \(problem)")
}

// The whole file, every chunk's checksum and the image data checked, as 8-bit RGBA.
let image = try DecodedPNG(decoding: bytes)
let alpha = stride(from: 3, to: image.rgba.count, by: 4).map { image.rgba[$0] }
print("\(image.width)×\(image.height), \(alpha.allSatisfy { $0 == 255 } ? "opaque" : "with transparency")")
