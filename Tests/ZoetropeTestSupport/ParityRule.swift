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
        // Through raw pointers, in one pass with the neighbourhoods looked at only where the
        // pixels differ: the test target is built without optimisation, where a frame at 3x
        // compared through arrays took most of a second and the browser tests' time.
        a.withUnsafeBufferPointer { aBuffer in
            b.withUnsafeBufferPointer { bBuffer in
                let pa = aBuffer.baseAddress!, pb = bBuffer.baseAddress!
                let flatness = Int32(self.flatness)
                func isFlat(_ p: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
                    let center = p + (y * width + x) * 4
                    let c0 = Int32(center[0]), c1 = Int32(center[1]), c2 = Int32(center[2]), c3 = Int32(center[3])
                    var ny = Swift.max(0, y - 1)
                    while ny <= Swift.min(height - 1, y + 1) {
                        var nx = Swift.max(0, x - 1)
                        while nx <= Swift.min(width - 1, x + 1) {
                            let n = p + (ny * width + nx) * 4
                            if abs(Int32(n[0]) - c0) > flatness || abs(Int32(n[1]) - c1) > flatness
                                || abs(Int32(n[2]) - c2) > flatness || abs(Int32(n[3]) - c3) > flatness { return false }
                            nx += 1
                        }
                        ny += 1
                    }
                    return true
                }
                var summed = 0
                var o = 0, x = 0, y = 0
                let count = width * height * 4
                while o < count {
                    let d0 = abs(Int32(pa[o]) - Int32(pb[o])), d1 = abs(Int32(pa[o + 1]) - Int32(pb[o + 1]))
                    let d2 = abs(Int32(pa[o + 2]) - Int32(pb[o + 2])), d3 = abs(Int32(pa[o + 3]) - Int32(pb[o + 3]))
                    let difference = Int(Swift.max(Swift.max(d0, d1), Swift.max(d2, d3)))
                    if difference > 0 {
                        summed += difference
                        if difference > largeDifference { result.largePixels += 1 }
                        // Flatness matters for a violation, and for the largest flat difference
                        // only when it would grow.
                        if difference > flatTolerance || difference > result.largestFlatDifference, isFlat(pa, x, y), isFlat(pb, x, y) {
                            if difference > flatTolerance {
                                result.flatViolations += 1
                                if result.firstFlatViolation == nil { result.firstFlatViolation = (x, y) }
                            }
                            result.largestFlatDifference = Swift.max(result.largestFlatDifference, difference)
                        }
                    }
                    o += 4
                    x += 1
                    if x == width { x = 0; y += 1 }
                }
                result.summedDifference = Double(summed) / 255
            }
        }
        return result
    }

    /// RGBA with each colour channel multiplied by alpha, as compositing sees it.
    static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
        var result = rgba
        result.withUnsafeMutableBufferPointer { buffer in
            let p = buffer.baseAddress!
            var o = 0
            while o + 3 < buffer.count {
                let alpha = Int(p[o + 3])
                if alpha < 255 {
                    p[o] = UInt8((Int(p[o]) * alpha + 127) / 255)
                    p[o + 1] = UInt8((Int(p[o + 1]) * alpha + 127) / 255)
                    p[o + 2] = UInt8((Int(p[o + 2]) * alpha + 127) / 255)
                }
                o += 4
            }
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
