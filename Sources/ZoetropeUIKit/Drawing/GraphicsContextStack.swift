import ZoetropeCore

/// UIKit's stack of current graphics contexts: the one `draw(_:)`, an image renderer or
/// `UIGraphicsBeginImageContextWithOptions` made is on top while it draws. One stack a thread,
/// as UIKit keeps it, so recordings made side by side never draw into each other.
///
/// A view's `draw(_:)` gets its context only when it asks for one: every new instance of an
/// app's view class is asked once whether it draws, and most are UIKit's own `draw(_:)`,
/// which draws nothing and needs none.
enum GraphicsContextStack {
    final class Stack {
        var contexts: [CGContext] = []
        /// The contexts `UIGraphicsBeginImageContextWithOptions` began, with their scales.
        var imageContexts: [(context: CGContext, scale: CGFloat)] = []
        /// The `draw(_:)` under way whose context is made when first asked for.
        fileprivate var pendingDraw: PendingDraw?

        /// The current context (`UIGraphicsGetCurrentContext()`): a pending draw's, made now if
        /// it is on top and was not made yet.
        var top: CGContext? {
            guard let pending = pendingDraw, pending.context == nil, pending.depth == contexts.count else { return contexts.last }
            let context = CGContext(size: pending.size)
            context.translateBy(x: -pending.origin.x, y: -pending.origin.y)
            context.baseDrawWasCalled = pending.baseDrawWasCalled
            pendingDraw?.context = context
            contexts.append(context)
            return context
        }

        /// Notes that UIView's own `draw(_:)` ran (it draws nothing), in the current context,
        /// without making a pending draw's.
        func noteBaseDraw() {
            if let pending = pendingDraw, pending.context == nil, pending.depth == contexts.count {
                pendingDraw?.baseDrawWasCalled = true
            } else {
                contexts.last?.baseDrawWasCalled = true
            }
        }
    }

    /// A `draw(_:)` under way, and the context it gets when it asks for one.
    fileprivate struct PendingDraw {
        let size: CGSize
        /// The bounds' origin, which the context's user space starts at.
        let origin: CGPoint
        /// How many contexts were on the stack when it began: the draw's is on top only then.
        let depth: Int
        var baseDrawWasCalled = false
        var context: CGContext?
    }

    private static let slot = ThreadSlot { Stack() }

    static var current: Stack { slot.value }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        let stack = current
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }

    /// Runs `body` (a view's `draw(_:)`) with a context of `size` whose user space starts at
    /// `origin`, made only if `body` asks for it. Returns that context, or nil with whether
    /// UIView's own `draw(_:)` ran when none was made.
    static func drawing(size: CGSize, origin: CGPoint, _ body: () -> Void) -> (context: CGContext?, baseDrawWasCalled: Bool) {
        let stack = current
        let outer = stack.pendingDraw
        stack.pendingDraw = PendingDraw(size: size, origin: origin, depth: stack.contexts.count)
        body()
        let pending = stack.pendingDraw
        stack.pendingDraw = outer
        guard let context = pending?.context else { return (nil, pending?.baseDrawWasCalled ?? false) }
        if let index = stack.contexts.lastIndex(where: { $0 === context }) { stack.contexts.remove(at: index) }
        return (context, context.baseDrawWasCalled)
    }
}
