#if SnapshotTesting  // the SnapshotTesting trait (Package.swift)
import SnapshotTesting
import ZoetropeCairo
import ZoetropeCore
import ZoetropeTesting

/// A screen that can be drawn in any appearance: a fixture loaded again in each, or UIKit code
/// recorded again in each. What swift-snapshot-testing's UIKit strategies take as `traits:`,
/// for an animation.
///
/// ```swift
/// let settings = AppearanceMatrix { appearance in
///     try FixtureDocument.load(path: "Fixtures/settings-list.json", appearance: appearance).makeTimeline()
/// }
/// // Or UIKit code: try record(collectionViewLayout: layout, traits: UITraitCollection(appearance: appearance)) { … }
/// assertSnapshots(of: settings, as: .filmstrips(at: [0, 0.5, 1], in: [.standard, Appearance(style: .dark)]))
/// ```
///
/// One snapshot is kept per appearance, named after it as `zoetrope render --appearance` names
/// its outputs (`test.light.png`, `test.dark-rtl.png`).
public struct AppearanceMatrix: Sendable {
    /// Makes the screen's timeline in an appearance.
    public let timeline: @Sendable (Appearance) throws -> Timeline

    public init(_ timeline: @escaping @Sendable (Appearance) throws -> Timeline) {
        self.timeline = timeline
    }

    /// The timeline in `appearance`; a screen that cannot be made there stops the test with
    /// its error, as a strategy cannot throw.
    func timeline(in appearance: Appearance) -> Timeline {
        do {
            return try timeline(appearance)
        } catch {
            preconditionFailure("cannot make the timeline in \(appearance): \(error)")
        }
    }
}

extension Snapshotting where Value == AppearanceMatrix, Format == SnapshotImage {
    /// The animation in `appearance`, its frames at `times` side by side (see
    /// `Snapshotting.filmstrip(at:scale:threshold:maximumDifferingRatio:geometryTolerance:)`).
    public static func filmstrip(at times: [Double], in appearance: Appearance, scale: Int = 1,
                                 threshold: Double = FrameSetComparison.Options.zoetropeThreshold, maximumDifferingRatio: Double = 0,
                                 geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) -> Snapshotting {
        Snapshotting<Timeline, SnapshotImage>.filmstrip(at: times, scale: scale, threshold: threshold,
                                                        maximumDifferingRatio: maximumDifferingRatio, geometryTolerance: geometryTolerance)
            .pullback { $0.timeline(in: appearance) }
    }
}

extension Snapshotting where Value == AppearanceMatrix, Format == String {
    /// Every element's attributes at `times`, in `appearance` (see `Snapshotting.attributes(at:)`):
    /// right to left, the frames are the mirrored ones.
    public static func attributes(at times: [Double], in appearance: Appearance) -> Snapshotting {
        Snapshotting<Timeline, String>.attributes(at: times).pullback { $0.timeline(in: appearance) }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<AppearanceMatrix, SnapshotImage> {
    /// A filmstrip per appearance, each named after it (`light`, `dark`, `light-ax5-rtl`), for
    /// `assertSnapshots(of:as:)`: one snapshot file per combination.
    public static func filmstrips(at times: [Double], in appearances: [Appearance], scale: Int = 1,
                                  threshold: Double = FrameSetComparison.Options.zoetropeThreshold, maximumDifferingRatio: Double = 0,
                                  geometryTolerance: Trajectory.Tolerance? = Trajectory.Tolerance()) -> Self {
        Dictionary(appearances.map { appearance in
            (appearance.description, Snapshotting.filmstrip(at: times, in: appearance, scale: scale, threshold: threshold,
                                                            maximumDifferingRatio: maximumDifferingRatio, geometryTolerance: geometryTolerance))
        }, uniquingKeysWith: { first, _ in first })
    }
}
#endif
