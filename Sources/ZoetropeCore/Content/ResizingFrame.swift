/// A rectangle inside an element whose every edge is an affine function of the element's
/// size: `value = constant + perWidth × width + perHeight × height`. This is what
/// autoresizing masks express exactly, and what constraints express while the same ones bind
/// (a label pinned to both margins stretches by the width; one centred moves by half of it).
package struct ResizingFrame: Hashable, Sendable {
    /// One coordinate as a function of the element's size.
    package struct Dependence: Hashable, Sendable {
        package var constant: Double
        package var perWidth: Double
        package var perHeight: Double

        package init(constant: Double, perWidth: Double = 0, perHeight: Double = 0) {
            self.constant = constant
            self.perWidth = perWidth
            self.perHeight = perHeight
        }

        package func value(in size: Size) -> Double {
            constant + perWidth * size.width + perHeight * size.height
        }
    }

    package var x: Dependence
    package var y: Dependence
    package var width: Dependence
    package var height: Dependence

    package init(x: Dependence, y: Dependence, width: Dependence, height: Dependence) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A frame that stays where it is whatever the element's size.
    package init(fixed rect: Rect) {
        self.init(x: Dependence(constant: rect.minX), y: Dependence(constant: rect.minY),
                  width: Dependence(constant: rect.width), height: Dependence(constant: rect.height))
    }

    /// The frame in an element of `size`, from its top-left corner; never of negative size.
    package func rect(in size: Size) -> Rect {
        Rect(x: x.value(in: size), y: y.value(in: size),
             width: Swift.max(0, width.value(in: size)), height: Swift.max(0, height.value(in: size)))
    }
}
