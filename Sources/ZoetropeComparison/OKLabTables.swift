#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lookup tables pixelmatch's main branch computes OKLab with (sRGB to linear, the LMS
/// matrix's products, the cube root), built the same way and read the same way (linear
/// interpolation between entries), so that `PixelMatch` with `Metric.oklab` passes and fails
/// the same pixels as pixelmatch does.
final class OKLabTables: Sendable {
    static let shared = OKLabTables()

    /// sRGB's 0–255 as linear light, 0–1, with a 257th entry for interpolation.
    private let linear: [Double]
    /// The LMS matrix's products with each linear channel value: `lms[row * 3 + channel][value]`.
    private let lms: [[Double]]
    /// Cube roots of 0 to 1 in 4,096 steps (plus one past the end for interpolation).
    private let cubeRoots: [Double]

    private static let cubeRootSteps = 4096.0
    private static let matrix: [[Double]] = [
        [0.4122214708, 0.5363325363, 0.0514459929],
        [0.2119034982, 0.6806995451, 0.1073969566],
        [0.0883024619, 0.2817188376, 0.6299787005],
    ]

    private init() {
        var linear = (0..<256).map { value -> Double in
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        linear.append(linear[255])
        self.linear = linear
        lms = (0..<3).flatMap { row in (0..<3).map { channel in (0..<256).map { Self.matrix[row][channel] * linear[$0] } } }
        cubeRoots = (0...4097).map { cbrt(Double($0) / Self.cubeRootSteps) }
    }

    /// An opaque colour's cube-rooted L, M and S and its toe-corrected lightness.
    func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Double, m: Double, s: Double, lightness: Double) {
        let r = Int(r), g = Int(g), b = Int(b)
        let l = cubeRoot(lms[0][r] + lms[1][g] + lms[2][b])
        let m = cubeRoot(lms[3][r] + lms[4][g] + lms[5][b])
        let s = cubeRoot(lms[6][r] + lms[7][g] + lms[8][b])
        return (l, m, s, Self.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
    }

    /// The same for a colour already blended over its background, channels 0–255 with
    /// fractions.
    func translucent(_ r: Double, _ g: Double, _ b: Double) -> (l: Double, m: Double, s: Double, lightness: Double) {
        let lr = interpolatedLinear(r), lg = interpolatedLinear(g), lb = interpolatedLinear(b)
        let rows = Self.matrix
        let l = cubeRoot(rows[0][0] * lr + rows[0][1] * lg + rows[0][2] * lb)
        let m = cubeRoot(rows[1][0] * lr + rows[1][1] * lg + rows[1][2] * lb)
        let s = cubeRoot(rows[2][0] * lr + rows[2][1] * lg + rows[2][2] * lb)
        return (l, m, s, Self.toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
    }

    private func interpolatedLinear(_ x: Double) -> Double {
        let i = Int(x)
        return linear[i] + (linear[i + 1] - linear[i]) * (x - Double(i))
    }

    private func cubeRoot(_ x: Double) -> Double {
        let t = x * Self.cubeRootSteps
        let i = Int(t)
        return cubeRoots[i] + (cubeRoots[i + 1] - cubeRoots[i]) * (t - Double(i))
    }

    /// Ottosson's toe: OKLab's lightness made closer to perceived lightness near black.
    private static func toe(_ lightness: Double) -> Double {
        let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
        let x = k3 * lightness - k1
        return 0.5 * (x + (x * x + 4 * k2 * k3 * lightness).squareRoot())
    }
}
