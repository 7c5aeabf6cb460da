import Foundation
import ZoetropeCairo

/// When a browser's rendering of the SVG and Cairo's PNG frame count as the same picture.
///
/// Cairo and Chromium agree within 2/255 inside shapes and differ on anti-aliased edges,
/// where each rasteriser has its own coverage rule. So, per frame, on premultiplied colour:
/// where a pixel's 3×3 neighbourhood is flat in both images (no channel varies by more than
/// `flatness`), they differ by at most `flatTolerance`; at most `largeShare` of all pixels
/// differ by more than `largeDifference`; and the differences summed (in units of 255) come to
/// at most `summedShare` of the pixel count. Measured on the fixtures, this catches a time off
/// by 1/120 s, an opacity off by 0.03 and a rotation off by 1°, and passes every correct frame.
public struct ParityRule: Sendable {
    public var flatness = 2
    public var flatTolerance = 4
    public var largeDifference = 32
    public var largeShare = 0.001
    public var summedShare = 0.004

    public init() {}

    public func compare(_ actual: RasterImage, _ expected: RasterImage) -> ParityComparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return ParityComparison(rule: self, pixels: 0, sizeMismatch: "\(actual.width)×\(actual.height) against \(expected.width)×\(expected.height)")
        }
        let width = actual.width, height = actual.height
        let a = Self.premultiplied(actual.rgbaPixels()), b = Self.premultiplied(expected.rgbaPixels())
        var result = ParityComparison(rule: self, pixels: width * height, sizeMismatch: nil)
        func isFlat(_ p: [UInt8], _ x: Int, _ y: Int) -> Bool {
            let center = (y * width + x) * 4
            for dy in -1...1 {
                for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                    let n = (ny * width + nx) * 4
                    for c in 0..<4 where abs(Int(p[n + c]) - Int(p[center + c])) > flatness { return false }
                }
            }
            return true
        }
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                var difference = 0
                for c in 0..<4 { difference = Swift.max(difference, abs(Int(a[o + c]) - Int(b[o + c]))) }
                guard difference > 0 else { continue }
                result.summedDifference += Double(difference) / 255
                if difference > largeDifference { result.largePixels += 1 }
                if difference > flatTolerance, isFlat(a, x, y), isFlat(b, x, y) {
                    result.flatViolations += 1
                    if result.firstFlatViolation == nil { result.firstFlatViolation = (x, y) }
                }
                result.largestFlatDifference = Swift.max(result.largestFlatDifference, isFlat(a, x, y) && isFlat(b, x, y) ? difference : 0)
            }
        }
        return result
    }

    /// RGBA with each colour channel multiplied by alpha, as compositing sees it.
    static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
        var result = rgba
        for o in stride(from: 0, to: rgba.count, by: 4) where rgba[o + 3] < 255 {
            let alpha = Int(rgba[o + 3])
            for c in 0..<3 { result[o + c] = UInt8((Int(rgba[o + c]) * alpha + 127) / 255) }
        }
        return result
    }
}

/// How a browser's picture and a frame compare under a `ParityRule`.
public struct ParityComparison: Sendable, CustomStringConvertible {
    public let rule: ParityRule
    public let pixels: Int
    public let sizeMismatch: String?
    /// Pixels flat in both images that differ by more than the flat tolerance.
    public var flatViolations = 0
    public var firstFlatViolation: (x: Int, y: Int)?
    public var largestFlatDifference = 0
    /// Pixels that differ by more than the large difference.
    public var largePixels = 0
    /// The differences summed, in units of 255.
    public var summedDifference = 0.0

    init(rule: ParityRule, pixels: Int, sizeMismatch: String?) {
        self.rule = rule
        self.pixels = pixels
        self.sizeMismatch = sizeMismatch
    }

    public var largeShare: Double { pixels > 0 ? Double(largePixels) / Double(pixels) : 1 }
    public var summedShare: Double { pixels > 0 ? summedDifference / Double(pixels) : 1 }

    public var passes: Bool {
        sizeMismatch == nil && flatViolations == 0 && largeShare <= rule.largeShare && summedShare <= rule.summedShare
    }

    public var description: String {
        if let sizeMismatch { return "sizes differ: \(sizeMismatch)" }
        var text = "flat pixels off by more than \(rule.flatTolerance): \(flatViolations)"
        if let first = firstFlatViolation { text += " (first at \(first.x), \(first.y))" }
        text += "; pixels off by more than \(rule.largeDifference): \(percent(largeShare)) (at most \(percent(rule.largeShare)))"
        text += "; summed difference \(percent(summedShare)) of the pixels (at most \(percent(rule.summedShare)))"
        return text
    }

    private func percent(_ value: Double) -> String {
        let hundredths = Int((value * 100_000).rounded())
        return "\(hundredths / 1000).\(String(format: "%03d", hundredths % 1000)) %"
    }
}
