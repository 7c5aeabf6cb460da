import Foundation
import SnapshotTesting
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTesting

// Strategies for pointfreeco's swift-snapshot-testing: an animation as a filmstrip image or as
// text, and images compared the way `zoetrope compare` compares them.
//
//     assertSnapshot(of: timeline, as: .filmstrip(at: [0, 0.25, 0.5, 1]))
//     assertSnapshot(of: timeline, as: .attributes(at: [0, 0.5]))
//
// Snapshots live where swift-snapshot-testing puts them (`__Snapshots__` next to the test
// file) and are recorded by its own record modes.

extension Diffing where Value == RasterImage {
    /// PNG files, compared with pixelmatch: a colour `threshold` (0 to 1), anti-aliased pixels
    /// not counted, and at most `maximumDifferingRatio` of the pixels differing. A failure
    /// attaches the diff image (changes in red over a faded copy).
    public static func image(threshold: Double = 0.1, maximumDifferingRatio: Double = 0.0001) -> Diffing {
        Diffing.diff(
            toData: { image in
                Data(PNGEncoder(level: 9).withEncoded(image, opaque: image.isOpaque) { Array($0) })
            },
            fromData: { data in
                // A snapshot file that is not a PNG compares as an empty image, which fails.
                (try? RasterImage(pngData: [UInt8](data))) ?? (try! RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 0]))
            },
            diffV2: { expected, actual in
                guard let result = PixelMatch(threshold: threshold).compare(actual, expected) else {
                    return ("the image is \(actual.width)×\(actual.height); the snapshot is \(expected.width)×\(expected.height)", [])
                }
                guard result.differingRatio > maximumDifferingRatio else { return nil }
                let percent = String(format: "%.3f", result.differingRatio * 100)
                var message = "\(result.differingPixels) of \(result.pixelCount) pixels (\(percent) %) differ beyond threshold \(threshold); at most \(DecimalText.string(maximumDifferingRatio * 100, decimals: 6)) % may differ"
                var attachments: [DiffAttachment] = []
                if let diff = try? result.diffImage() {
                    let png = Data(PNGEncoder().withEncoded(diff, opaque: true) { Array($0) })
                    attachments.append(.data(png, name: "difference.png"))
                    // Attachments show only where XCTest keeps them (not on Linux): the diff
                    // is also written to the failure folder and named.
                    let path = FailureFolder.current + "/snapshot-\(String(UUID().uuidString.prefix(8)))-difference.png"
                    if (try? png.write(to: URL(fileURLWithPath: path))) != nil {
                        message += "\nthe differences (in red over a faded copy of the snapshot) are drawn in \(path)"
                    }
                }
                return (message, attachments)
            }
        )
    }
}

extension Snapshotting where Value == RasterImage, Format == RasterImage {
    /// An image as a PNG snapshot, compared with tolerance.
    public static func image(threshold: Double = 0.1, maximumDifferingRatio: Double = 0.0001) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(threshold: threshold, maximumDifferingRatio: maximumDifferingRatio))
    }

    /// An image as a PNG snapshot, compared with the default tolerance.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == Timeline, Format == RasterImage {
    /// The animation's frames at `times` side by side in one image, drawn at `scale`.
    public static func filmstrip(at times: [Double], scale: Int = 1, threshold: Double = 0.1,
                                 maximumDifferingRatio: Double = 0.0001) -> Snapshotting {
        precondition(!times.isEmpty, "A filmstrip needs at least one time")
        return Snapshotting<RasterImage, RasterImage>.image(threshold: threshold, maximumDifferingRatio: maximumDifferingRatio)
            .pullback { (timeline: Timeline) -> RasterImage in
                let renderer = FrameRenderer(scale: scale)
                do {
                    return try ContactSheet().row(times.map { try renderer.render(timeline.frame(at: $0)) })
                } catch {
                    preconditionFailure("cannot draw the filmstrip: \(error)")
                }
            }
    }
}

extension Snapshotting where Value == Timeline, Format == String {
    /// Every element's frame, alpha, transform and z-index at `times`, one line each: a
    /// snapshot of the motion that needs no pixels, diffed line by line.
    public static func attributes(at times: [Double]) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (timeline: Timeline) -> String in
            var lines: [String] = []
            for time in times {
                lines.append("t = \(number(time)) s")
                for element in timeline.frame(at: time).elements {
                    let attributes = element.attributes
                    let frame = attributes.frame
                    var line = "  \(element.identity) [\(element.role.rawValue)]"
                    line += " frame (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
                    line += " alpha \(number(attributes.alpha))"
                    if !attributes.transform.isIdentity {
                        let t = attributes.transform
                        line += " transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]"
                    }
                    if attributes.zIndex != 0 { line += " z \(attributes.zIndex)" }
                    if attributes.isHidden { line += " hidden" }
                    lines.append(line)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}

/// Three decimals, no trailing zeros: stable text for snapshots.
private func number(_ value: Double) -> String { DecimalText.string(value, decimals: 3) }
