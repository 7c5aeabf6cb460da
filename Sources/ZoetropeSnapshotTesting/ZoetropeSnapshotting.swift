#if SnapshotTesting  // the SnapshotTesting trait (Package.swift)
import Foundation
// A test needs only `import ZoetropeSnapshotTesting` for `assertSnapshot` and the strategies.
@_exported import SnapshotTesting
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
// file) and are recorded by its own record modes. An image snapshot keeps, inside its PNG
// file, the fingerprint of where it was drawn and (a filmstrip) every element's geometry. Images are compared as everywhere in
// Zoetrope: threshold 0.01, anti-aliased pixels not counted, no pixel allowed to differ
// unless the test says so. A failure leaves the expected, actual and diff images in the
// failing test's folder (`FailureFolder.forCurrentTest()`), and swift-snapshot-testing's own
// copy of the actual snapshot in the run's folder (`SNAPSHOT_ARTIFACTS`, unless it is set).

extension Diffing where Value == RasterImage {
    /// PNG files, compared with pixelmatch: a colour `threshold` (0 to 1), anti-aliased pixels
    /// not counted, and at most `maximumDifferingRatio` of the pixels differing. A failure
    /// attaches the diff image (changes in red over a faded copy) and leaves the expected,
    /// actual and diff images in the failing test's folder.
    public static func image(threshold: Double = FrameSetComparison.Options.zoetropeThreshold, maximumDifferingRatio: Double = 0) -> Diffing {
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
                let diff = (try? result.diffImage()).map { image in Data(PNGEncoder().withEncoded(image, opaque: true) { Array($0) }) }
                if let diff { attachments.append(.data(diff, name: "difference.png")) }
                // Attachments show only where XCTest keeps them (not on Linux): the images are
                // also written to the failing test's folder, which the message names.
                if let folder = failureFolder() {
                    let written = [("expected", Data(PNGEncoder(level: 9).withEncoded(expected, opaque: expected.isOpaque) { Array($0) })),
                                   ("actual", Data(PNGEncoder(level: 9).withEncoded(actual, opaque: actual.isOpaque) { Array($0) })),
                                   ("diff", diff)].allSatisfy { role, data in
                        guard let data else { return true }
                        return (try? data.write(to: URL(fileURLWithPath: "\(folder)/\(role).png"))) != nil
                    }
                    if written {
                        message += "\nthe expected and actual images, and the differences (in red over a faded copy of the snapshot), are in \(folder)"
                    }
                }
                return (message, attachments)
            }
        )
    }
}

/// A new folder for one failing snapshot comparison: `snapshot`, `snapshot-2`… in the failing
/// test's folder (or `snapshots/` in the run's folder outside Swift Testing). Also points
/// swift-snapshot-testing's own artifacts (`SNAPSHOT_ARTIFACTS`) into the run's folder, unless
/// the environment already says where, so that everything a CI job uploads is in one place.
private func failureFolder() -> String? {
    let run = FailureFolder.current
    if ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] == nil { setenv("SNAPSHOT_ARTIFACTS", run, 0) }
    let base = FailureFolder.forCurrentTest() ?? run + "/snapshots"
    let manager = FileManager.default
    for attempt in 1...1000 {
        let folder = base + (attempt == 1 ? "/snapshot" : "/snapshot-\(attempt)")
        if (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil { return folder }
        if !manager.fileExists(atPath: base) { try? manager.createDirectory(atPath: base, withIntermediateDirectories: true) }
    }
    return nil
}

extension Diffing where Value == SnapshotImage {
    /// A snapshot's PNG file, its notes included (see `SnapshotImage`): the geometry first,
    /// within `geometryTolerance` (0.01 pt and 0.001 alpha by default; nil for pixels alone),
    /// since a move too small for the pixels to show passes pixelmatch; then the pixels as
    /// `Diffing<RasterImage>.image` compares them. A pixel failure against a snapshot drawn
    /// where pixels are drawn differently says so first, as a golden's does.
    public static func snapshotImage(threshold: Double = FrameSetComparison.Options.zoetropeThreshold, maximumDifferingRatio: Double = 0,
                                     geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) -> Diffing {
        let pixels = Diffing<RasterImage>.image(threshold: threshold, maximumDifferingRatio: maximumDifferingRatio)
        return Diffing.diff(
            toData: { $0.pngData },
            fromData: { SnapshotImage(pngData: $0) },
            diffV2: { expected, actual in
                var message = ""
                if let tolerance = geometryTolerance, let recorded = expected.geometry, let now = actual.geometry {
                    let moved = now.differences(from: recorded, tolerance: tolerance)
                    if !moved.isEmpty {
                        message += "the geometry differs from the snapshot's in \(moved.count) place\(moved.count == 1 ? "" : "s")\n"
                        message += moved.prefix(20).map { "  \($0)" }.joined(separator: "\n")
                        message += moved.count > 20 ? "\n  … and \(moved.count - 20) more\n" : "\n"
                    }
                }
                let pixelFailure = pixels.diffV2(expected.image, actual.image)
                if let pixelFailure {
                    if let recorded = expected.fingerprint, let here = actual.fingerprint, case let differences = here.differences(from: recorded),
                       !differences.isEmpty {
                        message = "the snapshot was recorded where pixels are drawn differently — " + differences.joined(separator: "; ")
                            + ": the pixels may differ for that alone\n" + message
                    }
                    return (message + pixelFailure.0, pixelFailure.1)
                }
                return message.isEmpty ? nil : (message + "every pixel matches the snapshot within the threshold; only the geometry moved", [])
            }
        )
    }
}

extension Snapshotting where Value == RasterImage, Format == SnapshotImage {
    /// An image as a PNG snapshot, compared as every Zoetrope image is (see `Diffing.image`),
    /// with the fingerprint of where it was drawn kept in the file.
    public static func image(threshold: Double = FrameSetComparison.Options.zoetropeThreshold, maximumDifferingRatio: Double = 0) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>(pathExtension: "png", diffing: .snapshotImage(threshold: threshold, maximumDifferingRatio: maximumDifferingRatio))
            .pullback { SnapshotImage(image: $0) }
    }

    /// An image as a PNG snapshot, compared with the default tolerance: threshold 0.01, no
    /// pixel allowed to differ.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == Timeline, Format == SnapshotImage {
    /// The animation's frames at `times` side by side in one image, drawn at `scale`, with
    /// every element's geometry at those times (`GoldenGeometry`) and the fingerprint of where
    /// it was drawn kept in the file. The geometry is checked within `geometryTolerance`
    /// before the pixels (nil checks pixels alone).
    public static func filmstrip(at times: [Double], scale: Int = 1, threshold: Double = FrameSetComparison.Options.zoetropeThreshold,
                                 maximumDifferingRatio: Double = 0, geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) -> Snapshotting {
        precondition(!times.isEmpty, "A filmstrip needs at least one time")
        let diffing = Diffing<SnapshotImage>.snapshotImage(threshold: threshold, maximumDifferingRatio: maximumDifferingRatio,
                                                            geometryTolerance: geometryTolerance)
        return Snapshotting<SnapshotImage, SnapshotImage>(pathExtension: "png", diffing: diffing)
            .pullback { (timeline: Timeline) -> SnapshotImage in
                let renderer = FrameRenderer(scale: scale)
                do {
                    let strip = try ContactSheet().row(times.map { try renderer.render(timeline.frame(at: $0)) })
                    return SnapshotImage(image: strip, geometry: GoldenGeometry(of: timeline, at: times))
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
#endif
