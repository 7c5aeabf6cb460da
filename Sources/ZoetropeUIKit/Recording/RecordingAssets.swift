import Foundation
internal import ZoetropeAssets

/// The app's asset catalogue during a recording (`record(…, assets:)`), and the first picture
/// of it that could not be read.
///
/// `UIImage(named:)` returns nil for a picture it cannot read, as UIKit does; so that a damaged
/// catalogue is not mistaken for a missing name, the recording then fails with the file and
/// what is wrong, once the app's code has run.
final class RecordingAssets: @unchecked Sendable {
    let catalog: AssetCatalog?
    private let lock = NSLock()
    private var firstFailure: AssetCatalogError?

    init(catalog: AssetCatalog?) {
        self.catalog = catalog
    }

    /// The catalogue at `url`, opened; none for nil.
    static func open(_ url: URL?) throws -> RecordingAssets {
        guard let url else { return RecordingAssets(catalog: nil) }
        do {
            return RecordingAssets(catalog: try AssetCatalog(contentsOf: url))
        } catch {
            throw UIKitRecordingError(.badInput, reason: "the asset catalogue \(url.path): \(error)")
        }
    }

    func report(_ error: AssetCatalogError) {
        lock.withLock { if firstFailure == nil { firstFailure = error } }
    }

    /// Fails the recording for a picture the app's code cannot do without
    /// (`#imageLiteral(resourceName:)`) that its catalogue lacks; nothing without a catalogue.
    func reportMissing(imageNamed name: String) {
        guard catalog != nil else { return }
        report(AssetCatalogError(file: name + ".imageset",
                                 message: "no such picture, which #imageLiteral(resourceName: \"\(name)\") needs: the phone stops there"))
    }

    /// The first failure, as the recording throws it.
    var failure: UIKitRecordingError? {
        lock.withLock { firstFailure }.map { UIKitRecordingError(.badInput, reason: "the asset catalogue \(catalog?.path ?? ""): \($0)") }
    }

    /// The recording under way's (no catalogue outside one).
    @TaskLocal static var current = RecordingAssets(catalog: nil)
}
