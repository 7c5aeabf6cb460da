import Foundation
import ZoetropeCore

/// The context drawing goes to: the view's in `draw(_:)`, the renderer's in its block; nil
/// outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.top
}

public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` with the current fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    UIRectFill(rect)
}

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: Swift.min(1, r.height)),
                  CGRect(x: r.minX, y: r.maxY - Swift.min(1, r.height), width: r.width, height: Swift.min(1, r.height)),
                  CGRect(x: r.minX, y: r.minY + 1, width: Swift.min(1, r.width), height: Swift.max(0, r.height - 2)),
                  CGRect(x: r.maxX - Swift.min(1, r.width), y: r.minY + 1, width: Swift.min(1, r.width), height: Swift.max(0, r.height - 2))])
}

public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Begins an image context of `size` points and makes it current; `scale` 0 means the
/// screen's. End it with `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(size: size)
    let stack = GraphicsContextStack.current
    stack.imageContexts.append((context, scale > 0 ? scale : UIScreen.main.scale))
    stack.contexts.append(context)
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as a picture; nil when none is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let top = stack.contexts.last, let made = stack.imageContexts.last(where: { $0.context === top }) else { return nil }
    return UIImage(drawing: top.drawing(), scale: made.scale)
}

public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let top = stack.contexts.last, let index = stack.imageContexts.lastIndex(where: { $0.context === top }) else { return }
    stack.imageContexts.remove(at: index)
    stack.contexts.removeLast()
}
