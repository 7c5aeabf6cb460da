import ZoetropeCore

/// A layer's explicit animations (`add(_:forKey:)`) as the drawing plays them: those of
/// `strokeStart`, `strokeEnd`, `opacity`, colours, paths and the transform, the properties a
/// drawing can animate without being drawn again (`DrawingAnimation`). Values are read as Core Animation reads them:
/// `fromValue`, `toValue` and `byValue` in any of their combinations, the layer's own value
/// standing in for the one left out; a keyframe animation's `values` at its `keyTimes`.
extension CALayer {
    /// The animations of `property`, whose own value (the model value) is `model`.
    func drawingAnimations(of property: DrawingAnimation.Property, model: CGFloat) -> [DrawingAnimation] {
        guard hasExplicitAnimations else { return [] }
        let now = Recording.current?.now
        return explicitAnimations.compactMap { entry in
            // One that played out before this turn is gone, as Core Animation removes it: a
            // reused cell's corners rounded at an earlier step draw nothing of it.
            if let now, entry.animation.hasBeenRemoved(beginning: entry.begin, by: now) { return nil }
            return Self.drawingAnimation(entry.animation, begin: entry.begin, property: property, model: Double(model))
        }
    }

    /// `valuesGiven` stands in for the animation's own values (and its key path is not
    /// checked): its timing alone is read.
    static func drawingAnimation(_ animation: CAAnimation, begin: Double, property: DrawingAnimation.Property,
                                 model: Double, valuesGiven: [Double]? = nil, keyPath: String? = nil) -> DrawingAnimation? {
        guard let animated = animation as? CAPropertyAnimation, valuesGiven != nil || animated.keyPath == (keyPath ?? property.rawValue) else { return nil }
        let values: [Double]
        var keyTimes: [Double] = []
        var curve = TimingCurve.linear
        if let valuesGiven {
            values = valuesGiven
        } else if let basic = animated as? CABasicAnimation {
            let from = number(basic.fromValue), to = number(basic.toValue), by = number(basic.byValue)
            switch (from, to, by) {
            case (let from?, let to?, _): values = [from, to]
            case (let from?, nil, let by?): values = [from, from + by]
            case (nil, let to?, let by?): values = [to - by, to]
            case (let from?, nil, nil): values = [from, model]
            case (nil, let to?, nil): values = [model, to]
            case (nil, nil, let by?): values = [model, model + by]
            case (nil, nil, nil): return nil
            }
            if let function = basic.timingFunction { curve = Self.curve(function) }
        } else if let keyframes = animated as? CAKeyframeAnimation {
            values = (keyframes.values ?? []).compactMap(number)
            guard !values.isEmpty else { return nil }
            let times = (keyframes.keyTimes ?? []).map(\.doubleValue)
            if times.count == values.count { keyTimes = times }
            // One pacing for the whole: a keyframe animation's per-segment functions are
            // approximated by its own, else its first.
            if let function = keyframes.timingFunction ?? keyframes.timingFunctions?.first { curve = Self.curve(function) }
        } else {
            return nil
        }
        // A spring's physics, or the curve of the block that made the animation.
        if let pacing = animation.pacing { curve = pacing }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let (duration, repeats) = animation.passes
        let kept = !animation.isRemovedOnCompletion
        let fill = animation.fillMode
        var made = DrawingAnimation(property: property, values: values, keyTimes: keyTimes, begin: begin, duration: duration, curve: curve,
                                    repeatCount: repeats, autoreverses: animation.autoreverses,
                                    fillsBackwards: fill == .backwards || fill == .both,
                                    fillsForwards: kept && (fill == .forwards || fill == .both),
                                    restingValue: property == .opacity ? model : nil)
        made.isCumulative = animated.isCumulative
        return made
    }

    /// The animations of a colour (`fillColor`, `strokeColor`), whose own value is `model`: a
    /// `CGColor` or `UIColor` as `fromValue`, `toValue` or a key frame, the model standing in
    /// for the one left out. A `byValue` has no meaning for a colour and is left out.
    /// `keyPath` names the layer's property when it is not the drawing's (`backgroundColor`
    /// and `borderColor` animate a fill's and a stroke's colour).
    func colorAnimations(of property: DrawingAnimation.Property, keyPath: String? = nil, model: Color) -> [DrawingAnimation] {
        guard hasExplicitAnimations else { return [] }
        let now = Recording.current?.now
        return explicitAnimations.compactMap { entry in
            // Played out before this turn: gone (see `drawingAnimations(of:model:)`).
            if let now, entry.animation.hasBeenRemoved(beginning: entry.begin, by: now) { return nil }
            return Self.colorAnimation(entry.animation, begin: entry.begin, property: property, keyPath: keyPath, model: model)
        }
    }

    static func colorAnimation(_ animation: CAAnimation, begin: Double, property: DrawingAnimation.Property, keyPath: String? = nil,
                               model: Color) -> DrawingAnimation? {
        guard let animated = animation as? CAPropertyAnimation, animated.keyPath == (keyPath ?? property.rawValue),
              let frames = keyFrames(of: animated, model: model, read: color),
              // Timed as a number's animation is (the same duration, repeats and fill modes).
              let timed = drawingAnimation(animation, begin: begin, property: .opacity, model: 1, valuesGiven: [0, 1]) else { return nil }
        return DrawingAnimation(property: property, colors: frames.values, keyTimes: frames.keyTimes, begin: timed.begin, duration: timed.duration,
                                curve: frames.curve, repeatCount: timed.repeatCount, autoreverses: timed.autoreverses,
                                fillsBackwards: timed.fillsBackwards, fillsForwards: timed.fillsForwards)
    }

    /// The animations of a shape layer's `path`, whose own path is `model`: `CGPath` values as
    /// `fromValue`, `toValue` or key frames, the model standing in for the one left out.
    func pathAnimations(model: VectorPath) -> [DrawingAnimation] {
        explicitAnimations.compactMap { entry in
            guard let animated = entry.animation as? CAPropertyAnimation, animated.keyPath == "path",
                  let frames = Self.keyFrames(of: animated, model: model, read: { ($0 as? CGPath).map(CGContext.vectorPath) }),
                  let timed = Self.drawingAnimation(entry.animation, begin: entry.begin, property: .opacity, model: 1, valuesGiven: [0, 1]) else { return nil }
            return DrawingAnimation(paths: frames.values, keyTimes: frames.keyTimes, begin: timed.begin, duration: timed.duration, curve: frames.curve,
                                    repeatCount: timed.repeatCount, autoreverses: timed.autoreverses,
                                    fillsBackwards: timed.fillsBackwards, fillsForwards: timed.fillsForwards)
        }
    }

    /// A colour as an animation's value holds it.
    static func color(_ value: Any?) -> Color? {
        switch value {
        case let color as CGColor: CGContext.color(color)
        case let color as UIColor: ViewContent.color(color)
        default: nil
        }
    }

    static func curve(_ function: CAMediaTimingFunction) -> TimingCurve {
        .cubicBezier(CubicBezier(Double(function.controlPoint1.x), Double(function.controlPoint1.y),
                                 Double(function.controlPoint2.x), Double(function.controlPoint2.y)))
    }

    /// A number as an animation's value holds it: `NSNumber`, `Double`, `CGFloat`, `Float`, `Int`
    /// (and what else bridges to `NSNumber`). An implicit animation holds a `CGFloat`: Swift's
    /// own numbers are asked for first, since asking one whether it is an `NSNumber` bridges it,
    /// slowly, at every read of an animating cell.
    static func number(_ value: Any?) -> Double? {
        guard let value else { return nil }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return number.doubleValue }
        switch value {
        case let double as Double: return double
        case let float as CGFloat: return Double(float)
        case let float as Float: return Double(float)
        case let int as Int: return Double(int)
        default: return (value as? NSNumber)?.doubleValue
        }
    }
}

/// A layer's explicit animations of its transform and position, as the parts Core Animation
/// interpolates (`TransformComponents`): `transform.rotation.z` (and `transform.rotation`),
/// `transform.scale` and its `.x` and `.y`, `transform.translation` and its `.x` and `.y`,
/// `transform` itself (each key frame's flat part taken apart), and `position` with its `.x`
/// and `.y` (a move of the whole, added to the translation). A turn about `x` or `y` is left
/// out: depth is not drawn inside a view (see `CALayer+Rendering.swift`).
extension CALayer {
    /// The animations of the parts of the layer's transform; empty when none plays.
    func transformAnimations() -> [DrawingAnimation] {
        guard !explicitAnimations.isEmpty else { return [] }
        let model = TransformComponents(CGContext.transform(Self.flat(transform)))
        return explicitAnimations.flatMap { entry in
            transformAnimations(entry.animation, begin: entry.begin, model: model)
        }
    }

    /// The explicit animations of the layer's position alone, as moves from where it rests
    /// (translations that are 0 at the model's position): what carries the views inside a
    /// view along when it moves.
    func positionAnimations() -> [DrawingAnimation] {
        explicitAnimations.flatMap { entry -> [DrawingAnimation] in
            guard (entry.animation as? CAPropertyAnimation)?.keyPath?.hasPrefix("position") == true else { return [] }
            return transformAnimations(entry.animation, begin: entry.begin, model: TransformComponents())
        }
    }

    /// The explicit animations of the layer's size (`bounds`, `bounds.size` and its `.width`
    /// and `.height`), as how much wider and taller than the model it is
    /// (`.widthChange`, `.heightChange`): a view inside a cell growing about its centre.
    func sizeChangeAnimations() -> [DrawingAnimation] {
        let model = bounds.size
        return explicitAnimations.flatMap { entry -> [DrawingAnimation] in
            guard let animated = entry.animation as? CAPropertyAnimation, let keyPath = animated.keyPath else { return [] }
            switch keyPath {
            case "bounds.size.width", "bounds.size.height":
                let wide = keyPath.hasSuffix("width")
                let rest = Double(wide ? model.width : model.height)
                guard var made = Self.drawingAnimation(animated, begin: entry.begin, property: wide ? .widthChange : .heightChange,
                                                       model: rest, keyPath: keyPath) else { return [] }
                made.values = made.values.map { $0 - rest }
                return [made]
            case "bounds", "bounds.size":
                return composite(animated, begin: entry.begin, model: model, read: keyPath == "bounds" ? Self.rectSize : Self.size) {
                    [(.widthChange, Double($0.width - model.width)), (.heightChange, Double($0.height - model.height))]
                }
            default:
                return []
            }
        }
    }

    private func transformAnimations(_ animation: CAAnimation, begin: Double, model: TransformComponents) -> [DrawingAnimation] {
        guard let animated = animation as? CAPropertyAnimation, let keyPath = animated.keyPath else { return [] }
        func number(_ property: DrawingAnimation.Property, _ rest: Double) -> [DrawingAnimation] {
            Self.drawingAnimation(animation, begin: begin, property: property, model: rest, keyPath: keyPath).map { [$0] } ?? []
        }
        // A position moves the whole: its change from the model adds to the translation.
        let place = self.position
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": return number(.rotation, model.rotation)
        case "transform.scale": return number(.scaleX, model.scaleX) + number(.scaleY, model.scaleY)
        case "transform.scale.x": return number(.scaleX, model.scaleX)
        case "transform.scale.y": return number(.scaleY, model.scaleY)
        case "transform.translation.x": return number(.translationX, model.translationX)
        case "transform.translation.y": return number(.translationY, model.translationY)
        case "position.x": return shifted(number(.translationX, Double(place.x)), by: model.translationX - Double(place.x))
        case "position.y": return shifted(number(.translationY, Double(place.y)), by: model.translationY - Double(place.y))
        case "transform.translation":
            return composite(animated, begin: begin, model: CGSize(width: model.translationX, height: model.translationY), read: Self.size) {
                [(.translationX, Double($0.width)), (.translationY, Double($0.height))]
            }
        case "position":
            return composite(animated, begin: begin, model: place, read: Self.point) {
                [(.translationX, Double($0.x - place.x) + model.translationX), (.translationY, Double($0.y - place.y) + model.translationY)]
            }
        case "transform":
            return composite(animated, begin: begin, model: transform, read: Self.transform3D) {
                let parts = TransformComponents(CGContext.transform(Self.flat($0)))
                return [(.translationX, parts.translationX), (.translationY, parts.translationY), (.rotation, parts.rotation),
                        (.scaleX, parts.scaleX), (.scaleY, parts.scaleY)]
            }
        default: return []
        }
    }

    private func shifted(_ animations: [DrawingAnimation], by offset: Double) -> [DrawingAnimation] {
        animations.map { animation in
            var moved = animation
            moved.values = animation.values.map { $0 + offset }
            return moved
        }
    }

    /// An animation whose values are points, sizes or transforms, as one animation per part
    /// that `parts` reads from each value; a part that stays the model's throughout is left out.
    private func composite<Value>(_ animated: CAPropertyAnimation, begin: Double, model: Value, read: (Any?) -> Value?,
                                  parts: (Value) -> [(DrawingAnimation.Property, Double)]) -> [DrawingAnimation] {
        guard let frames = Self.keyFrames(of: animated, model: model, read: read),
              let timed = Self.drawingAnimation(animated, begin: begin, property: .opacity, model: 1, valuesGiven: [0, 1]) else { return [] }
        let split = frames.values.map(parts)
        let rest = parts(model)
        guard let count = split.first?.count else { return [] }
        return (0..<count).compactMap { k in
            let values = split.map { $0[k].1 }
            guard values.allSatisfy(\.isFinite), values.contains(where: { $0 != rest[k].1 }) else { return nil }
            return DrawingAnimation(property: rest[k].0, values: values, keyTimes: frames.keyTimes, begin: timed.begin, duration: timed.duration,
                                    curve: frames.curve, repeatCount: timed.repeatCount, autoreverses: timed.autoreverses,
                                    fillsBackwards: timed.fillsBackwards, fillsForwards: timed.fillsForwards)
        }
    }

    /// The key frames of an animation whose values `read` takes: a basic animation's from and
    /// to (the model standing in for the one left out), a keyframe animation's values at its key
    /// times; with the pacing.
    static func keyFrames<Value>(of animated: CAPropertyAnimation, model: Value, read: (Any?) -> Value?)
        -> (values: [Value], keyTimes: [Double], curve: TimingCurve)? {
        if let basic = animated as? CABasicAnimation {
            let from = read(basic.fromValue), to = read(basic.toValue)
            guard from != nil || to != nil else { return nil }
            return ([from ?? model, to ?? model], [], basic.pacing ?? basic.timingFunction.map(curve) ?? .linear)
        }
        guard let keyframes = animated as? CAKeyframeAnimation else { return nil }
        let values = (keyframes.values ?? []).compactMap(read)
        guard !values.isEmpty else { return nil }
        let times = (keyframes.keyTimes ?? []).map(\.doubleValue)
        // One pacing for the whole: a keyframe animation's per-segment functions are
        // approximated by its own, else its first.
        let function = keyframes.timingFunction ?? keyframes.timingFunctions?.first
        return (values, times.count == values.count ? times : [], keyframes.pacing ?? function.map(curve) ?? .linear)
    }

    /// The flat part of a transform, as it is drawn inside a view.
    static func flat(_ transform: CATransform3D) -> CGAffineTransform {
        CATransform3DIsIdentity(transform) ? .identity : CATransform3DGetAffineTransform(transform)
    }

    static func point(_ value: Any?) -> CGPoint? {
        switch value {
        case let point as CGPoint: point
        case let value as NSValue where !value.holdsTransform: value.cgPointValue
        default: nil
        }
    }

    static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let size as CGSize: size
        case let value as NSValue where !value.holdsTransform: value.cgSizeValue
        default: nil
        }
    }

    static func transform3D(_ value: Any?) -> CATransform3D? {
        switch value {
        case let transform as CATransform3D: transform
        case let transform as CGAffineTransform: CATransform3DMakeAffineTransform(transform)
        case let value as NSValue where value.holdsTransform: value.caTransform3DValue
        default: nil
        }
    }
}
