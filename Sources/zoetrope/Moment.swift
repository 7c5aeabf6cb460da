#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCore

/// A moment of an animation `--at` names (`render` and `sheet` alike): a time in seconds, or a
/// share of the duration.
enum Moment: Equatable {
    case seconds(Double)
    case percent(Double)

    /// The moments of "0.25,0.5,50%", or what is wrong with the list.
    static func parseList(_ argument: String) throws(ValidationError) -> [Moment] {
        var moments: [Moment] = []
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = word.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite, (0...100).contains(value) {
                moments.append(.percent(value))
            } else if let value = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), value.isFinite, value >= 0, !text.hasSuffix("%") {
                moments.append(.seconds(value))
            } else {
                throw ValidationError("--at takes seconds (0.25) or percentages of the animation (50%), separated by commas; \"\(text)\" is neither\(text.hasSuffix("%") ? " (a percentage is from 0 to 100)" : "").")
            }
        }
        return moments
    }

    /// The time of this moment in an animation `duration` seconds long, or why there is none.
    func time(in duration: Double) -> Result<Double, MomentError> {
        switch self {
        case .percent(let share): return .success(duration * share / 100)
        case .seconds(let seconds):
            // A moment a hair past the end (rounding in the duration) is the end.
            if seconds > duration + 1e-9 { return .failure(MomentError(seconds: seconds, duration: duration)) }
            return .success(Swift.min(seconds, duration))
        }
    }
}
#endif
