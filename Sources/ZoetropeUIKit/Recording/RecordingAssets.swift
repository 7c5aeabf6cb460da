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
    /// The app's loose bundled files (`record(…, resources:)`), where `UIImage(named:)` looks
    /// for a name the catalogue lacks.
    let resources: BundleResources?
    private let lock = NSLock()
    private var firstFailure: AssetCatalogError?
    private var firstResourceFailure: UIKitRecordingError?

    init(catalog: AssetCatalog?, resources: BundleResources? = nil) {
        self.catalog = catalog
        self.resources = resources
    }

    /// The catalogue at `url` and the resources folder at `resources`, opened; none for nil.
    static func open(_ url: URL?, resources: URL? = nil) throws -> RecordingAssets {
        let bundled = try resources.map { try BundleResources(contentsOf: $0) }
        guard let url else { return RecordingAssets(catalog: nil, resources: bundled) }
        do {
            return RecordingAssets(catalog: try AssetCatalog(contentsOf: url), resources: bundled)
        } catch {
            throw UIKitRecordingError(.badInput, reason: "the asset catalogue \(url.path): \(error)")
        }
    }

    func report(_ error: AssetCatalogError) {
        lock.withLock { if firstFailure == nil { firstFailure = error } }
    }

    /// A bundled picture that could not be read: the recording fails with it, as a damaged
    /// catalogue picture fails it.
    func report(_ error: UIKitRecordingError) {
        lock.withLock { if firstResourceFailure == nil { firstResourceFailure = error } }
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
        let (catalogFailure, resourceFailure) = lock.withLock { (firstFailure, firstResourceFailure) }
        return catalogFailure.map { UIKitRecordingError(.badInput, reason: "the asset catalogue \(catalog?.path ?? ""): \($0)") } ?? resourceFailure
    }

    /// The recording under way's (no catalogue outside one).
    @TaskLocal static var current = RecordingAssets(catalog: nil)
}
