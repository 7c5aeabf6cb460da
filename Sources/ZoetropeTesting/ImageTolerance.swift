/// How different two images may be and still count as the same.
///
/// A pixel differs when any of its RGBA channels differs by more than `channel` (0–255);
/// the images match when no more than `differingFraction` of their pixels differ. Renderings
/// of text vary by a level or two between builds of a rasteriser; real changes move whole
/// shapes. The default (4 levels, 0.1 % of pixels) sees a 1-point shift of a cell's edge
/// and ignores antialiasing noise.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    public var channel: Int
    public var differingFraction: Double

    public init(channel: Int = 4, differingFraction: Double = 0.001) {
        precondition((0...255).contains(channel), "A channel tolerance is a number of levels from 0 to 255")
        precondition((0...1).contains(differingFraction), "A differing fraction is from 0 to 1")
        self.channel = channel
        self.differingFraction = differingFraction
    }

    /// Every pixel equal.
    public static let exact = ImageTolerance(channel: 0, differingFraction: 0)

    public var description: String {
        "channel difference ≤ \(channel), differing pixels ≤ \(differingFraction * 100) %"
    }
}
