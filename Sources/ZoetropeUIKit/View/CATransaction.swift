import Foundation

/// Core Animation's `CATransaction`: groups layer changes made in one turn of the run loop.
/// A recording commits each turn as one transaction already, so `begin()` and `commit()` mark
/// nothing; the settings are kept for the code that reads them back, and a completion block
/// runs once the turn is over, after what it animated has played (as UIKit's animation
/// completions do). The duration, timing function and `disableActions` set here shape the
/// implicit animations of the app's own layers (`CALayer+ImplicitAnimation.swift`); set
/// outside `begin()` and `commit()`, they last until the turn ends, when the phone commits its
/// implicit transaction.
open class CATransaction: NSObject {
    /// The settings and nesting of the transaction under way, per thread: tests run recordings
    /// on several threads at once, and one's `setDisableActions` must not reach another's.
    private static var values: [String: Any] {
        get { Thread.current.threadDictionary[valuesKey] as? [String: Any] ?? [:] }
        set { Thread.current.threadDictionary[valuesKey] = newValue }
    }
    private static var depth: Int {
        get { Thread.current.threadDictionary[depthKey] as? Int ?? 0 }
        set { Thread.current.threadDictionary[depthKey] = newValue }
    }
    private static let valuesKey = "ZoetropeUIKit.CATransaction.values"
    private static let depthKey = "ZoetropeUIKit.CATransaction.depth"

    open class func begin() { depth += 1 }

    open class func commit() {
        depth = Swift.max(0, depth - 1)
        if depth == 0 { values = [:] }
    }

    open class func flush() {}

    /// The turn is over: settings made outside any `begin()` go, as the implicit transaction
    /// they were made in is committed.
    static func endTurn() {
        if depth == 0 { values = [:] }
    }
    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval { values[kCATransactionAnimationDuration] as? CFTimeInterval ?? 0.25 }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { values[kCATransactionAnimationDuration] = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { values[kCATransactionAnimationTimingFunction] as? CAMediaTimingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { values[kCATransactionAnimationTimingFunction] = function }
    open class func disableActions() -> Bool { (values[kCATransactionDisableActions] as? Bool) ?? ((values[kCATransactionDisableActions] as? NSNumber)?.boolValue ?? false) }
    open class func setDisableActions(_ flag: Bool) { values[kCATransactionDisableActions] = flag }
    open class func completionBlock() -> (() -> Void)? { values[kCATransactionCompletionBlock] as? () -> Void }

    /// Runs `block` once the turn under way is over.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        values[kCATransactionCompletionBlock] = block
        guard let block else { return }
        Recording.whenTurnEnds(Recording.current, block)
    }

    open class func value(forKey key: String) -> Any? { values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { values[key] = anObject }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

#if !canImport(Darwin)
/// Core Foundation's booleans, as code passes them to `CATransaction.setValue(_:forKey:)`.
public let kCFBooleanTrue: NSNumber = NSNumber(value: true)
public let kCFBooleanFalse: NSNumber = NSNumber(value: false)
#endif
