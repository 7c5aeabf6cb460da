#if Tools  // the Tools trait (Package.swift)
import ArgumentParser
import ZoetropeCairo
import ZoetropeCore

/// The frames an export draws: how many a second, and at which scale.
struct Sampling {
    var fps: Double
    var scale: Int
    /// The moments drawn when they are not every frame at `fps` (stills).
    var times: [Double]?
}
#endif
