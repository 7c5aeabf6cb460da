/// Delays that make elements start one after another: by their order, by their section, or by
/// their distance from a point.
///
/// ```swift
/// // A build-up: every element appears 0.1 s after the one before, headers before their items.
/// let stagger = Stagger(order: .index, interval: 0.1)
/// ```
public struct Stagger: Hashable, Sendable {
    public enum Order: Hashable, Sendable {
        /// By index path: section by section, a section's headers and footers before its items.
        case index
        /// By section: every element of the k-th section concerned waits k intervals.
        case section
        /// By the distance of the element's centre from a point of the viewport: `interval` is
        /// seconds per point.
        case distance(from: Point)
    }

    public var order: Order
    /// Seconds between ranks (index, section), or seconds per point (distance).
    public var interval: Double
    /// Whether the last in order goes first.
    public var reversed: Bool
    /// Which elements wait their turn; by default those that appear, disappear or move.
    public var roles: Set<TrackRole>

    public init(order: Order, interval: Double, reversed: Bool = false, roles: Set<TrackRole> = [.appearing, .disappearing, .moving]) {
        precondition(interval >= 0 && interval.isFinite, "A stagger interval is finite and not negative")
        self.order = order
        self.interval = interval
        self.reversed = reversed
        self.roles = roles
    }

    /// The extra delay of each of `tracks` (0 for those whose role is not staggered).
    ///
    /// - Parameter tracks: a step's tracks, in any order.
    /// - Parameter viewport: the visible rectangle, whose origin a distance is measured from.
    /// - Complexity: O(n log n).
    package func delays(for tracks: [Track], viewport: Rect) -> [Double] {
        let concerned = tracks.indices.filter { roles.contains(tracks[$0].role) }
        var delays = [Double](repeating: 0, count: tracks.count)
        guard !concerned.isEmpty else { return delays }
        func place(_ track: Track) -> LayoutAttributes { track.role == .disappearing ? track.from : track.to }
        switch order {
        case .index, .section:
            // Rank distinct positions (or sections) in order; equal positions share a rank.
            func key(_ track: Track) -> [Int] {
                let element = place(track).element
                let path = element.indexPath
                if order == .section { return [path.section] }
                return [path.section, element.category == .cell ? 1 : 0, element.category == .cell ? path.item : 0]
            }
            let keys = concerned.map { key(tracks[$0]) }
            let distinct = Array(Set(keys)).sorted { $0.lexicographicallyPrecedes($1) }
            var rank: [[Int]: Int] = [:]
            for (k, value) in distinct.enumerated() { rank[value] = reversed ? distinct.count - 1 - k : k }
            for (position, index) in concerned.enumerated() { delays[index] = Double(rank[keys[position]]!) * interval }
        case .distance(let point):
            let origin = Point(x: point.x + viewport.minX, y: point.y + viewport.minY)
            let distances = concerned.map { place(tracks[$0]).center.distance(to: origin) }
            let farthest = distances.max() ?? 0
            for (position, index) in concerned.enumerated() {
                delays[index] = (reversed ? farthest - distances[position] : distances[position]) * interval
            }
        }
        return delays
    }
}
