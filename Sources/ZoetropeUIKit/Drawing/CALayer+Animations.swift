import ZoetropeCore

/// A layer's explicit animations (`add(_:forKey:)`) as the drawing plays them: those of
/// `strokeStart`, `strokeEnd` and `opacity`, the properties a drawing can animate without
/// being drawn again (`DrawingAnimation`). Values are read as Core Animation reads them:
/// `fromValue`, `toValue` and `byValue` in any of their combinations, the layer's own value
/// standing in for the one left out; a keyframe animation's `values` at its `keyTimes`.
extension CALayer {
    /// The animations of `property`, whose own value (the model value) is `model`.
    func drawingAnimations(of property: DrawingAnimation.Property, model: CGFloat) -> [DrawingAnimation] {
        explicitAnimations.compactMap { entry in
            Self.drawingAnimation(entry.animation, begin: entry.begin, property: property, model: Double(model))
        }
    }

    static func drawingAnimation(_ animation: CAAnimation, begin: Double, property: DrawingAnimation.Property,
                                 model: Double) -> DrawingAnimation? {
        guard let animated = animation as? CAPropertyAnimation, animated.keyPath == property.rawValue else { return nil }
        let values: [Double]
        var keyTimes: [Double] = []
        var curve = TimingCurve.linear
        if let basic = animated as? CABasicAnimation {
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
        guard values.allSatisfy(\.isFinite) else { return nil }
        // Core Animation's duration of 0 means its default, a quarter of a second.
        let speed = animation.speed > 0 ? Double(animation.speed) : 1
        let duration = (animation.duration > 0 ? animation.duration : 0.25) / speed
        var repeats = Double(animation.repeatCount)
        if animation.repeatDuration > 0 && repeats <= 0 { repeats = animation.repeatDuration / speed / duration }
        if repeats <= 0 || !repeats.isFinite && repeats.sign == .minus { repeats = 1 }
        let kept = !animation.isRemovedOnCompletion
        let fill = animation.fillMode
        return DrawingAnimation(property: property, values: values, keyTimes: keyTimes, begin: begin, duration: duration, curve: curve,
                                repeatCount: repeats, autoreverses: animation.autoreverses,
                                fillsBackwards: fill == .backwards || fill == .both,
                                fillsForwards: kept && (fill == .forwards || fill == .both),
                                restingValue: property == .opacity ? model : nil)
    }

    static func curve(_ function: CAMediaTimingFunction) -> TimingCurve {
        .cubicBezier(CubicBezier(Double(function.controlPoint1.x), Double(function.controlPoint1.y),
                                 Double(function.controlPoint2.x), Double(function.controlPoint2.y)))
    }

    /// A number as an animation's value holds it: `NSNumber`, `Double`, `CGFloat`, `Float`, `Int`.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let double as Double: double
        case let float as CGFloat: Double(float)
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        default: nil
        }
    }
}
