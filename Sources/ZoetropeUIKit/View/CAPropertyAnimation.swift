import ZoetropeCore

/// An animation of one property, named by its key path: Core Animation's
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    @exclusivity(unchecked) open var keyPath: String?
    @exclusivity(unchecked) open var isAdditive = false
    @exclusivity(unchecked) open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
