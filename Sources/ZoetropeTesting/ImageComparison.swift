import ZoetropeCairo

/// How two images compare: sizes, how many pixels differ beyond the tolerance, and the
/// largest channel difference seen.
public struct ImageComparison: Hashable, Sendable, CustomStringConvertible {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    public var differingPixels: Int
    public var largestChannelDifference: Int
    public var tolerance: ImageTolerance

    public static func == (lhs: ImageComparison, rhs: ImageComparison) -> Bool {
        lhs.expectedSize == rhs.expectedSize && lhs.actualSize == rhs.actualSize
            && lhs.differingPixels == rhs.differingPixels && lhs.largestChannelDifference == rhs.largestChannelDifference
            && lhs.tolerance == rhs.tolerance
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(differingPixels)
        hasher.combine(largestChannelDifference)
    }

    public var sizesMatch: Bool { expectedSize == actualSize }
    public var pixelCount: Int { expectedSize.width * expectedSize.height }
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// Whether the images count as the same under the tolerance.
    public var matches: Bool { sizesMatch && differingFraction <= tolerance.differingFraction }

    public var description: String {
        guard sizesMatch else {
            return "sizes differ: expected \(expectedSize.width)×\(expectedSize.height), got \(actualSize.width)×\(actualSize.height)"
        }
        let percent = (differingFraction * 100_000).rounded() / 1000
        return "\(differingPixels) of \(pixelCount) pixels differ (\(percent) %), largest channel difference \(largestChannelDifference); tolerance: \(tolerance)"
    }

    /// Compares `actual` with `expected` pixel by pixel (RGBA, not premultiplied).
    ///
    /// - Complexity: O(pixels).
    public init(actual: RasterImage, expected: RasterImage, tolerance: ImageTolerance = ImageTolerance()) {
        self.expectedSize = (expected.width, expected.height)
        self.actualSize = (actual.width, actual.height)
        self.tolerance = tolerance
        guard expectedSize == actualSize else {
            differingPixels = Swift.max(expected.width * expected.height, actual.width * actual.height)
            largestChannelDifference = 255
            return
        }
        let a = actual.rgbaPixels(), e = expected.rgbaPixels()
        var differing = 0, largest = 0
        var index = 0
        while index < a.count {
            var worst = 0
            for channel in 0..<4 {
                worst = Swift.max(worst, abs(Int(a[index + channel]) - Int(e[index + channel])))
            }
            if worst > tolerance.channel { differing += 1 }
            largest = Swift.max(largest, worst)
            index += 4
        }
        differingPixels = differing
        largestChannelDifference = largest
    }
}
