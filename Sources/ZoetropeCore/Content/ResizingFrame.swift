/// A rectangle inside an element whose every edge is an affine function of the element's
/// size: `value = constant + perWidth × width + perHeight × height`. This is what
/// autoresizing masks express exactly, and what constraints express while the same ones bind
/// (a label pinned to both margins stretches by the width; one centred moves by half of it).
public struct ResizingFrame: Hashable, Sendable {
    /// One coordinate as a function of the element's size.
    public struct Dependence: Hashable, Sendable {
        public var constant: Double
        public var perWidth: Double
        public var perHeight: Double

        public init(constant: Double, perWidth: Double = 0, perHeight: Double = 0) {
            self.constant = constant
            self.perWidth = perWidth
            self.perHeight = perHeight
        }

        public func value(in size: Size) -> Double {
            constant + perWidth * size.width + perHeight * size.height
        }
    }

    public var x: Dependence
    public var y: Dependence
    public var width: Dependence
    public var height: Dependence

    public init(x: Dependence, y: Dependence, width: Dependence, height: Dependence) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A frame that stays where it is whatever the element's size.
    public init(fixed rect: Rect) {
        self.init(x: Dependence(constant: rect.minX), y: Dependence(constant: rect.minY),
                  width: Dependence(constant: rect.width), height: Dependence(constant: rect.height))
    }

    /// The frame in an element of `size`, from its top-left corner; never of negative size.
    public func rect(in size: Size) -> Rect {
        Rect(x: x.value(in: size), y: y.value(in: size),
             width: Swift.max(0, width.value(in: size)), height: Swift.max(0, height.value(in: size)))
    }
}
