#if SnapshotTesting  // the SnapshotTesting trait (Package.swift)
import Foundation
import ZoetropeCairo
import ZoetropePNG
import ZoetropeTesting

/// What an image snapshot keeps: its pixels, and in the same PNG file what decided them (the
/// `RenderingFingerprint` of the machine that drew them) and, for a filmstrip, where every
/// element was drawn at each of its times (`GoldenGeometry`), as `AnimationGoldens` keeps them
/// beside its frames. Both travel as `iTXt` chunks, which every PNG viewer ignores.
///
/// A snapshot recorded before they were kept has neither: it is compared by its pixels, and
/// says nothing of where it was drawn.
public struct SnapshotImage: @unchecked Sendable {
    /// `RasterImage` is a class that is never mutated after it is made.
    public var image: RasterImage
    public var fingerprint: RenderingFingerprint?
    public var geometry: GoldenGeometry?

    public init(image: RasterImage, fingerprint: RenderingFingerprint? = .current, geometry: GoldenGeometry? = nil) {
        self.image = image
        self.fingerprint = fingerprint
        self.geometry = geometry
    }

    static let fingerprintKeyword = "zoetrope-fingerprint"
    static let geometryKeyword = "zoetrope-geometry"

    /// As a PNG file: the pixels (libdeflate level 9, as kept files are), then the notes.
    var pngData: Data {
        var bytes = PNGEncoder(level: 9).withEncoded(image, opaque: image.isOpaque) { Array($0) }
        if let fingerprint { bytes = PNGFile.addingText(fingerprint.json, keyword: Self.fingerprintKeyword, to: bytes) }
        if let geometry { bytes = PNGFile.addingText(geometry.json, keyword: Self.geometryKeyword, to: bytes) }
        return Data(bytes)
    }

    /// Read back from a snapshot file; a file that is not a PNG is an empty image, which
    /// fails the comparison, and notes that cannot be read are left out.
    init(pngData data: Data) {
        let bytes = [UInt8](data)
        image = (try? RasterImage(pngData: bytes)) ?? (try! RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 0]))
        fingerprint = PNGFile.text(keyword: Self.fingerprintKeyword, in: bytes).flatMap(RenderingFingerprint.init(json:))
        geometry = PNGFile.text(keyword: Self.geometryKeyword, in: bytes).flatMap { try? GoldenGeometry(json: $0, path: "the snapshot's geometry") }
    }
}
#endif
