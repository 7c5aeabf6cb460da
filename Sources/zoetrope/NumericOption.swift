#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation

/// The one checked conversion every numeric option of the command line goes through.
///
/// Each option states the range it takes; what is outside it, not a number, or not finite
/// (`nan`, `inf`, `1e19` for a whole number) is refused while the arguments are read, with the
/// range in the message, so no later arithmetic sees a value it could overflow on. Limits
/// that can be raised still have a finite ceiling far above any real use: a limit of 10^19
/// pixels is a way to write "no limit" that makes `Int` arithmetic trap.
///
/// Options use it as `@Option(parsing: .unconditional, transform: NumericOption.whole(1...240))`:
/// unconditional parsing lets `--fps -1` reach the check (and be refused for its range)
/// instead of reading `-1` as a flag and reporting the value missing.
enum NumericOption {
    /// A value an option does not take.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// A whole number within `range`.
    static func whole(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let value = Int(trimmed), range.contains(value) else {
                throw Refusal(description: "a whole number from \(spelled(range.lowerBound)) to \(spelled(range.upperBound)) is expected")
            }
            return value
        }
    }

    /// A finite decimal number within `range`, or above its lower bound when `aboveLowerBound`
    /// (a limit of 0 pixels, or an interval of 0 seconds, means nothing).
    static func decimal(_ range: ClosedRange<Double>, aboveLowerBound: Bool = false) -> @Sendable (String) throws -> Double {
        { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let expected = aboveLowerBound
                ? "a number more than \(spelled(range.lowerBound)) and at most \(spelled(range.upperBound)) is expected"
                : "a number from \(spelled(range.lowerBound)) to \(spelled(range.upperBound)) is expected"
            guard let value = Double(trimmed), value.isFinite, range.contains(value),
                  !(aboveLowerBound && value == range.lowerBound) else {
                throw Refusal(description: expected)
            }
            return value
        }
    }

    /// "240", "1,000,000" or "10^12": bounds as a person reads them.
    static func spelled(_ value: Int) -> String {
        if value >= 10_000_000, let power = exactPowerOfTen(Double(value)) { return "10^\(power)" }
        var digits = String(value.magnitude), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (value < 0 ? "-" : "") + digits + grouped
    }

    static func spelled(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9e15 { return spelled(Int(value)) }
        if let power = exactPowerOfTen(value) { return "10^\(power)" }
        return "\(value)"
    }

    private static func exactPowerOfTen(_ value: Double) -> Int? {
        guard value >= 10 else { return nil }
        var power = 0, remaining = value
        while remaining >= 10, remaining.truncatingRemainder(dividingBy: 10) == 0 {
            remaining /= 10
            power += 1
        }
        return remaining == 1 ? power : nil
    }
}

#endif
