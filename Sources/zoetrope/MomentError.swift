#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import Foundation
import ZoetropeCore

/// A moment after the end of the animation.
struct MomentError: Error, CustomStringConvertible {
    var seconds: Double
    var duration: Double
    var description: String {
        "--at \(DecimalText.string(seconds))s is after the end of the animation, which lasts \(DecimalText.string(duration)) s; use a time up to that, or a percentage"
    }
}
#endif
