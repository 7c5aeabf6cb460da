import ZoetropeCore

/// Core Graphics' gradient: colours at locations from 0 to 1, drawn by a context's
/// `drawLinearGradient` or `drawRadialGradient`. Colours are taken as sRGB whatever the
/// colour space.
open class CGGradient: @unchecked Sendable {
    let stops: [GradientStop]

    /// `colors` is an array of `CGColor` (`[a.cgColor, b.cgColor] as CFArray`); without
    /// locations the colours are spread evenly, as Core Graphics spreads them.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = Self.colors(in: colors)
        guard !list.isEmpty else { return nil }
        stops = Self.stops(list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) })
    }

    /// Components of `count` colours, four (red, green, blue, alpha) per colour.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
                 count: Int) {
        guard count > 0 else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: count * 4))
        let list = (0..<count).map { k in
            Color(red: Double(values[4 * k]), green: Double(values[4 * k + 1]), blue: Double(values[4 * k + 2]), alpha: Double(values[4 * k + 3]))
        }
        stops = Self.stops(list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    static func stops(_ colors: [Color], locations: [CGFloat]?) -> [GradientStop] {
        let last = Double(Swift.max(1, colors.count - 1))
        return colors.enumerated().map { k, color in
            GradientStop(location: locations.map { Double($0[k]) } ?? (colors.count == 1 ? 0 : Double(k) / last), color: color)
        }
    }

    static func colors(in array: CFArray) -> [Color] {
        #if canImport(CoreGraphics)
        let items = (array as [AnyObject]).map { $0 as! CGColor }
        #else
        let items = array.compactMap { $0 as? CGColor }
        #endif
        return items.map(CGContext.color)
    }

    func drawn(_ options: CGGradientDrawingOptions) -> DrawnGradient {
        DrawnGradient(stops: stops, drawsBeforeStart: options.contains(.drawsBeforeStartLocation),
                      drawsAfterEnd: options.contains(.drawsAfterEndLocation))
    }
}

#if !canImport(CoreGraphics)
/// Core Foundation's array, as Core Graphics' C interface takes colours (`as CFArray`).
public typealias CFArray = [Any]

/// Core Graphics' colour space: kept, as code names one to make a gradient; Zoetrope draws
/// every colour as sRGB.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    init() { name = nil }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace() }
#endif
