/// Numbers written for people and for files that must not change from run to run: rounded to
/// a number of decimals, trailing zeros removed, never "-0", with no locale and no
/// Foundation. The SVG writer, the contact sheets' captions, trajectory messages and text
/// snapshots all write numbers this way.
package enum DecimalText {
    /// `value` rounded to `decimals` places (half away from zero), trailing zeros removed;
    /// "0" for zero, negative zero and non-finite values.
    package static func string(_ value: Double, decimals: Int = 3) -> String {
        precondition((0...15).contains(decimals), "From 0 to 15 decimals")
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        // Beyond 2^53 there are no fractions left to print; beyond Int64 (a time of 1e19 s
        // in an error message) the shortest exact form, in powers of ten.
        guard magnitude < 9e15 else {
            if abs(value) < 9e18 { return String(Int64(value.rounded())) }
            return "\(value)".replacing("e+", with: "e")
        }
        let integer = UInt64(magnitude)
        let divisor = UInt64(scale)
        var text = String(integer / divisor)
        let fraction = integer % divisor
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return negative ? "-" + text : text
    }
}
