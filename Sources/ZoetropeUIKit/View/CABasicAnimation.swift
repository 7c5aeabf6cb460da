import ZoetropeCore

/// An animation from one value to another: Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) open var fromValue: Any?
    @exclusivity(unchecked) open var toValue: Any?
    @exclusivity(unchecked) open var byValue: Any?
}
