#if !canImport(Darwin)
// Darwin's constants that UIKit code has through UIKit's import of Darwin, and Glibc does not
// give Swift: declared here with Darwin's types, so the same line compiles on both.

/// The largest finite `Float` (math.h): a waterfall layout's "shortest column so far" starts
/// from it.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Nanoseconds in a second (time.h), as in `DispatchTime.now() + Double(Int64(0.8 *
/// Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`; with the millisecond and microsecond ones.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
