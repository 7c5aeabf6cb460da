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

    /// `valuesGiven` stands in for the animation's own values (and its key path is not
    /// checked): its timing alone is read.
    static func drawingAnimation(_ animation: CAAnimation, begin: Double, property: DrawingAnimation.Property,
                                 model: Double, valuesGiven: [Double]? = nil) -> DrawingAnimation? {
        guard let animated = animation as? CAPropertyAnimation, valuesGiven != nil || animated.keyPath == property.rawValue else { return nil }
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

    /// The animations of a colour (`fillColor`, `strokeColor`), whose own value is `model`: a
    /// `CGColor` or `UIColor` as `fromValue`, `toValue` or a key frame, the model standing in
    /// for the one left out. A `byValue` has no meaning for a colour and is left out.
    func colorAnimations(of property: DrawingAnimation.Property, model: Color) -> [DrawingAnimation] {
        explicitAnimations.compactMap { entry in
            Self.colorAnimation(entry.animation, begin: entry.begin, property: property, model: model)
        }
    }

    static func colorAnimation(_ animation: CAAnimation, begin: Double, property: DrawingAnimation.Property, model: Color) -> DrawingAnimation? {
        guard let animated = animation as? CAPropertyAnimation, animated.keyPath == property.rawValue else { return nil }
        let colors: [Color]
        var keyTimes: [Double] = []
        var curve = TimingCurve.linear
        if let basic = animated as? CABasicAnimation {
            let from = color(basic.fromValue), to = color(basic.toValue)
            guard from != nil || to != nil else { return nil }
            colors = [from ?? model, to ?? model]
            if let function = basic.timingFunction { curve = Self.curve(function) }
        } else if let keyframes = animated as? CAKeyframeAnimation {
            colors = (keyframes.values ?? []).compactMap(color)
            guard !colors.isEmpty else { return nil }
            let times = (keyframes.keyTimes ?? []).map(\.doubleValue)
            if times.count == colors.count { keyTimes = times }
            if let function = keyframes.timingFunction ?? keyframes.timingFunctions?.first { curve = Self.curve(function) }
        } else {
            return nil
        }
        // Timed as a number's animation is (the same duration, repeats and fill modes).
        guard let timed = drawingAnimation(animation, begin: begin, property: .opacity, model: 1, valuesGiven: [0, 1]) else { return nil }
        return DrawingAnimation(property: property, colors: colors, keyTimes: keyTimes, begin: timed.begin, duration: timed.duration, curve: curve,
                                repeatCount: timed.repeatCount, autoreverses: timed.autoreverses,
                                fillsBackwards: timed.fillsBackwards, fillsForwards: timed.fillsForwards)
    }

    /// The animations of a shape layer's `path`, whose own path is `model`: `CGPath` values as
    /// `fromValue`, `toValue` or key frames, the model standing in for the one left out.
    func pathAnimations(model: VectorPath) -> [DrawingAnimation] {
        explicitAnimations.compactMap { entry in
            guard let animated = entry.animation as? CAPropertyAnimation, animated.keyPath == "path" else { return nil }
            let paths: [VectorPath]
            var keyTimes: [Double] = []
            var curve = TimingCurve.linear
            if let basic = animated as? CABasicAnimation {
                let from = (basic.fromValue as? CGPath).map(CGContext.vectorPath), to = (basic.toValue as? CGPath).map(CGContext.vectorPath)
                guard from != nil || to != nil else { return nil }
                paths = [from ?? model, to ?? model]
                if let function = basic.timingFunction { curve = Self.curve(function) }
            } else if let keyframes = animated as? CAKeyframeAnimation {
                paths = (keyframes.values ?? []).compactMap { ($0 as? CGPath).map(CGContext.vectorPath) }
                guard !paths.isEmpty else { return nil }
                let times = (keyframes.keyTimes ?? []).map(\.doubleValue)
                if times.count == paths.count { keyTimes = times }
                if let function = keyframes.timingFunction ?? keyframes.timingFunctions?.first { curve = Self.curve(function) }
            } else {
                return nil
            }
            guard let timed = Self.drawingAnimation(entry.animation, begin: entry.begin, property: .opacity, model: 1, valuesGiven: [0, 1]) else { return nil }
            return DrawingAnimation(paths: paths, keyTimes: keyTimes, begin: timed.begin, duration: timed.duration, curve: curve,
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
