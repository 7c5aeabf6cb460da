import ZoetropeCore

/// An animation from one value to another: Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
