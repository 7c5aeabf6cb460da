// The core's one window onto the C library: the elementary functions that the Swift standard
// library lacks. Every other file of ZoetropeCore is pure Swift and calls `Math`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Elementary functions on `Double`, from the platform's C library.
enum Math {
    @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }
    @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
    @inline(__always) static func tan(_ x: Double) -> Double { _tan(x) }
    @inline(__always) static func atan(_ x: Double) -> Double { _atan(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    @inline(__always) static func acos(_ x: Double) -> Double { _acos(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { _exp(x) }
    @inline(__always) static func log(_ x: Double) -> Double { _log(x) }
    @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
}

// File-private aliases reach the C functions without the static members above shadowing them.
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func _tan(_ x: Double) -> Double { tan(x) }
@inline(__always) private func _atan(_ x: Double) -> Double { atan(x) }
@inline(__always) private func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func _acos(_ x: Double) -> Double { acos(x) }
@inline(__always) private func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
