import ZoetropeCore

/// An animation of one property, named by its key path: Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
