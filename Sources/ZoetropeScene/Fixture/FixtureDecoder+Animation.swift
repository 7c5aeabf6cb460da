import ZoetropeCore

extension FixtureDecoder {
    static let maximumSeconds = 600.0

    func decodeAnimation(_ value: FixtureValue) throws(DecodingProblem) -> SceneAnimation {
        let object = try value.object(keys: .animation)
        var animation = SceneAnimation()
        animation.timing = try decodeTiming(object, over: animation.timing)
        if let fps = object.optional("fps") { animation.fps = try fps.integer(in: 1...240, "frames per second") }
        if let effects = object.optional("effects") {
            animation.effects = EffectRules(try effects.array().map { v throws(DecodingProblem) in try decodeRule(v, base: animation.timing) })
        }
        animation.stagger = try object.optional("stagger").map { v throws(DecodingProblem) in try decodeStagger(v) }
        return animation
    }

    /// `duration`, `curve` and `delay` of an animation or a step, each replacing `base`'s.
    ///
    /// A spring never snaps (its motion is never cut while it is visibly short of its target),
    /// in the way UIKit treats each kind:
    /// - a duration-based spring (`uiViewSpring`, `springTimingParameters` with a
    ///   `dampingRatio`) is fitted to the duration, given or inherited, and fitted again when
    ///   a step changes only the duration;
    /// - a spring given by its physics (`spring`, `springTimingParameters` without a damping
    ///   ratio) lasts until it settles, as `UIViewPropertyAnimator` ignores its duration for
    ///   one: a shorter duration is lengthened to the settling duration.
    func decodeTiming(_ object: FixtureObject, over base: Timing) throws(DecodingProblem) -> Timing {
        let durationValue = object.optional("duration")
        var duration = try durationValue?.number(in: 0...Self.maximumSeconds, "a duration in seconds") ?? base.duration
        let delay = try object.optional("delay")?.number(in: 0...Self.maximumSeconds, "a delay in seconds") ?? base.delay
        var curve = base.curve
        let curveValue = object.optional("curve")
        if let curveValue {
            curve = try decodeCurve(curveValue, duration: duration).curve
        } else if case .spring(let spring) = curve, spring.fittedDampingRatio != nil {
            curve = .spring(spring.fitted(toDuration: Swift.max(duration, 0.01)))
        }
        if case .spring(let spring) = curve, spring.fittedDampingRatio == nil {
            // A spring that runs until it settles must settle: one without damping (or with
            // next to none) would run to the cap, thousands of frames of nothing.
            guard spring.settlingDuration.isFinite, spring.settlingDuration <= Self.maximumSeconds else {
                throw (curveValue ?? object.value).problem("this spring (damping ratio \(JSONWriter.format(spring.dampingRatio))) never settles: it would swing \(spring.settlingDuration.isFinite ? "for \(Int(spring.settlingDuration)) s" : "forever"), longer than the \(Int(Self.maximumSeconds)) s a step may last; give it more damping, or use a spring fitted to a duration ({\"uiViewSpring\": {\"dampingRatio\": …}} with the step's \"duration\")")
            }
            duration = (curveValue != nil && durationValue == nil) ? spring.settlingDuration : Swift.max(duration, spring.settlingDuration)
        }
        return Timing(curve: curve, duration: duration, delay: delay)
    }

    func decodeCurve(_ value: FixtureValue) throws(DecodingProblem) -> TimingCurve {
        try decodeCurve(value, duration: Timing().duration).curve
    }

    /// A curve, and whether it was built from the animation's duration (UIKit's spring).
    func decodeCurve(_ value: FixtureValue, duration: Double) throws(DecodingProblem) -> (curve: TimingCurve, usesDuration: Bool) {
        if value.kind == .array {
            let points = try value.array()
            guard points.count == 4 else {
                throw value.problem("expected a curve's four control-point numbers [x1, y1, x2, y2], found \(points.count) numbers")
            }
            let x1 = try points[0].number(in: 0...1, "a control point x")
            let y1 = try points[1].number(in: -10...10, "a control point y")
            let x2 = try points[2].number(in: 0...1, "a control point x")
            let y2 = try points[3].number(in: -10...10, "a control point y")
            return (.cubicBezier(CubicBezier(x1, y1, x2, y2)), false)
        }
        if value.kind == .object {
            let object = try value.object(keys: .curve)
            guard object.members.count == 1, let member = object.members.first else {
                throw value.problem("expected one of \"spring\", \"uiViewSpring\" or \"springTimingParameters\"")
            }
            let spec = try member.object(keys: .spring)
            // UIKit calls it initialVelocity (UISpringTimingParameters) and initialSpringVelocity.
            if let velocity = spec.optional("velocity"), spec.has("initialVelocity") {
                throw velocity.problem("give \"velocity\" or \"initialVelocity\", not both")
            }
            let velocity = try (spec.optional("velocity") ?? spec.optional("initialVelocity"))?
                .number(in: -1000...1000, "a velocity in distances per second") ?? 0
            if member.key == "uiViewSpring" {
                let ratio = try spec.required("dampingRatio", "UIKit's usingSpringWithDamping, 0 to 1").number(in: 0...1, "a damping ratio")
                for key in ["mass", "stiffness", "damping", "response", "duration", "bounce"] {
                    if let extra = spec.optional(key) { throw extra.problem("UIKit's spring takes only dampingRatio and velocity; its duration is the animation's") }
                }
                return (.spring(Spring(uiViewDuration: Swift.max(duration, 0.01), dampingRatio: ratio, initialVelocity: velocity)), true)
            }
            if member.key == "springTimingParameters" {
                return (.spring(try decodeSpringTimingParameters(spec, velocity: velocity).spring(duration: Swift.max(duration, 0.01))), false)
            }
            return (.spring(try decodeSpring(spec, velocity: velocity, at: value)), false)
        }
        return (try value.choice(TimingCurve.named.map { ($0.name, $0.curve) }, "timing curve",
                                 aliases: TimingCurve.aliases.map { ($0.name, $0.curve) }), false)
    }

    /// `UISpringTimingParameters` by its initialisers: `{}` (UIKit's default), a damping ratio
    /// (fitted to the duration), physics, or duration and bounce.
    func decodeSpringTimingParameters(_ spec: FixtureObject, velocity: Double) throws(DecodingProblem) -> SpringTimingParameters {
        if let response = spec.optional("response") {
            throw response.problem("UISpringTimingParameters has no response; give dampingRatio, or mass, stiffness and damping, or duration and bounce")
        }
        if let ratio = spec.optional("dampingRatio") {
            for key in ["mass", "stiffness", "damping", "duration", "bounce"] {
                if let extra = spec.optional(key) { throw extra.problem("UISpringTimingParameters(dampingRatio:initialVelocity:) takes only dampingRatio and initialVelocity; its duration is the animation's") }
            }
            return SpringTimingParameters(dampingRatio: try ratio.positiveNumber(maximum: 1, "a damping ratio greater than 0 (at most 1)"), initialVelocity: velocity)
        }
        if spec.has("mass") || spec.has("stiffness") || spec.has("damping") {
            for key in ["duration", "bounce"] {
                if let extra = spec.optional(key) { throw extra.problem("give a spring's physics (mass, stiffness, damping) or \"\(key)\", not both") }
            }
            let physics = Spring.springTimingParametersDefault
            return SpringTimingParameters(
                mass: try spec.optional("mass")?.positiveNumber(maximum: 1000, "a mass greater than 0") ?? physics.mass,
                stiffness: try spec.optional("stiffness")?.positiveNumber(maximum: 1e6, "a stiffness greater than 0") ?? physics.stiffness,
                damping: try spec.optional("damping")?.number(in: 0...1e6, "a damping of 0 or more") ?? physics.damping,
                initialVelocity: velocity)
        }
        if spec.has("duration") || spec.has("bounce") {
            return SpringTimingParameters(
                duration: try spec.optional("duration")?.positiveNumber(maximum: 60, "a duration in seconds greater than 0") ?? 0.5,
                bounce: try spec.optional("bounce")?.number(in: -0.99...1, "a bounce from −0.99 to 1") ?? 0, initialVelocity: velocity)
        }
        var parameters = SpringTimingParameters()
        parameters.initialVelocity = velocity
        if case .physics(var spring) = parameters.kind { spring.initialVelocity = velocity; parameters.kind = .physics(spring) }
        return parameters
    }

    /// A spring in one of three forms: physics (stiffness, damping, mass), damping ratio and
    /// response, or duration and bounce.
    func decodeSpring(_ spec: FixtureObject, velocity: Double, at value: FixtureValue) throws(DecodingProblem) -> Spring {
        if spec.has("stiffness") || spec.has("damping") || spec.has("mass") {
            for key in ["dampingRatio", "response", "duration", "bounce"] {
                if let extra = spec.optional(key) { throw extra.problem("give a spring's physics (mass, stiffness, damping) or \"\(key)\", not both") }
            }
            return Spring(mass: try spec.optional("mass")?.positiveNumber(maximum: 1000, "a mass greater than 0") ?? 1,
                          stiffness: try spec.optional("stiffness")?.positiveNumber(maximum: 1e6, "a stiffness greater than 0") ?? 100,
                          damping: try spec.optional("damping")?.number(in: 0...1e6, "a damping of 0 or more") ?? 10,
                          initialVelocity: velocity)
        }
        if spec.has("response") || spec.has("dampingRatio") {
            for key in ["duration", "bounce"] {
                if let extra = spec.optional(key) { throw extra.problem("give a spring's dampingRatio and response or its duration and bounce, not both") }
            }
            return Spring(dampingRatio: try spec.optional("dampingRatio")?.number(in: 0...100, "a damping ratio") ?? 1,
                          response: try spec.optional("response")?.positiveNumber(maximum: 60, "a response in seconds greater than 0") ?? 0.5,
                          initialVelocity: velocity)
        }
        return Spring(duration: try spec.optional("duration")?.positiveNumber(maximum: 60, "a duration in seconds greater than 0") ?? 0.5,
                      bounce: try spec.optional("bounce")?.number(in: -0.99...1, "a bounce from −0.99 to 1") ?? 0,
                      initialVelocity: velocity)
    }

    func decodeStagger(_ value: FixtureValue) throws(DecodingProblem) -> Stagger {
        let object = try value.object(keys: .stagger)
        let by = try object.required("by", "what orders the elements: index, section or distance")
            .choice([("index", "index"), ("section", "section"), ("distance", "distance")], "stagger order")
        let interval = try object.required("interval", "seconds between elements (or per point, by distance)")
            .number(in: 0...Self.maximumSeconds, "seconds")
        let order: Stagger.Order
        switch by {
        case "index": order = .index
        case "section": order = .section
        default:
            order = .distance(from: try decodePoint(object.required("from", "the point distances are measured from, in the viewport")))
        }
        if by != "distance", let from = object.optional("from") { throw from.problem("\"from\" goes with a stagger by distance") }
        let roles = try object.optional("roles").map { v throws(DecodingProblem) -> Set<TrackRole> in
            Set(try v.array().map { r throws(DecodingProblem) in try r.choice(TrackRole.allCases.map { ($0.rawValue, $0) }, "role") })
        }
        return Stagger(order: order, interval: interval, reversed: try object.optional("reversed")?.bool() ?? false,
                       roles: roles ?? [.appearing, .disappearing, .moving])
    }

    func decodeRule(_ value: FixtureValue, base: Timing) throws(DecodingProblem) -> EffectRule {
        let object = try value.object(keys: .effectRule)
        let reasonOptions = AppearanceReason.allCases.map { ($0.rawValue, $0) }
        let on = try object.required("on", "the reasons the rule applies to, such as \"inserted\"")
        let reasons: [AppearanceReason]
        if on.kind == .array {
            reasons = try on.array().map { v throws(DecodingProblem) in try v.choice(reasonOptions, "reason") }
            guard !reasons.isEmpty else { throw on.problem("expected at least one reason") }
        } else {
            reasons = [try on.choice(reasonOptions, "reason")]
        }
        let elements = try object.optional("elements")?.array().map { v throws(DecodingProblem) in try decodeSelector(v) } ?? []
        let effect = try object.optional("effect").map { v throws(DecodingProblem) in try decodeEffect(v) }
        var timing: TimingAdjustment?
        if object.has("duration") || object.has("delay") || object.has("curve") {
            let resolved = try decodeTiming(object, over: base)
            timing = TimingAdjustment(duration: object.has("duration") || object.has("curve") ? resolved.duration : nil,
                                      delay: object.has("delay") ? resolved.delay : nil,
                                      curve: object.has("curve") ? resolved.curve : nil)
        }
        guard effect != nil || timing != nil else {
            throw value.problem("a rule needs an effect, a timing (duration, delay, curve), or both")
        }
        return EffectRule(reasons: Set(reasons), elements: elements, effect: effect, timing: timing)
    }

    func decodeSelector(_ value: FixtureValue) throws(DecodingProblem) -> ElementSelector {
        let text = try value.string()
        switch text {
        case "cell": return .cells
        case "header": return .headers
        case "footer": return .footers
        case "supplementary": return .supplementary(nil)
        case "decoration": return .decoration(nil)
        default:
            if text.hasPrefix("supplementary:"), text.count > 14 { return .supplementary(ElementKind(String(text.dropFirst(14)))) }
            if text.hasPrefix("decoration:"), text.count > 11 { return .decoration(ElementKind(String(text.dropFirst(11)))) }
            if text.hasPrefix("item:"), text.count > 5 { return .item(ItemID(String(text.dropFirst(5)))) }
            throw value.problem(
                "unknown element selector \"\(text)\"; expected cell, header, footer, supplementary, supplementary:KIND, decoration, decoration:KIND or item:ID")
        }
    }

    /// One effect object, or a list of them applied in order.
    func decodeEffect(_ value: FixtureValue) throws(DecodingProblem) -> Effect {
        if value.kind == .array {
            let effects = try value.array().map { v throws(DecodingProblem) in try decodeEffect(v) }
            guard !effects.isEmpty else { throw value.problem("expected at least one effect") }
            return effects.count == 1 ? effects[0] : .combined(effects)
        }
        let object = try value.object(keys: .effect)
        guard object.members.count == 1, let member = object.members.first else {
            throw value.problem("expected exactly one of fade, scale, rotate, translate, offscreen, slide, fall, zoom, zIndex in each effect object; list several effects in an array")
        }
        let argument = member
        switch member.key {
        case "fade":
            return .fade(to: try argument.number(in: 0...1, "an alpha"))
        case "scale":
            if argument.kind == .object {
                let factors = try argument.object(keys: .point)
                return .scale(x: try factors.optional("x")?.number(in: 0...100, "a scale factor") ?? 1,
                              y: try factors.optional("y")?.number(in: 0...100, "a scale factor") ?? 1)
            }
            return .scale(try argument.number(in: 0...100, "a scale factor"))
        case "rotate":
            return .rotate(degrees: try argument.number(in: -3600...3600, "an angle in degrees"))
        case "translate":
            let distance = try argument.object(keys: .point)
            return .translate(x: try distance.optional("x")?.number(in: -100_000...100_000, "a distance in points") ?? 0,
                              y: try distance.optional("y")?.number(in: -100_000...100_000, "a distance in points") ?? 0)
        case "slide":
            let slide = try argument.object(keys: .slide)
            return .slide(toward: try slide.required("edge", "the edge it slides from or to").choice(Edge.allCases.map { ($0.rawValue, $0) }, "edge"),
                          distance: try slide.required("distance", "points").number(in: 0...100_000, "a distance in points"))
        case "fall":
            return .fall(degrees: try argument.number(in: -3600...3600, "a tilt in degrees"))
        case "zoom":
            return .zoom(try argument.number(in: 0...100, "a scale factor"))
        case "zIndex":
            return .zIndex(try argument.integer(in: -10_000...10_000, "a z-index"))
        default:
            return .offscreen(try argument.choice(Edge.allCases.map { ($0.rawValue, $0) }, "edge"))
        }
    }
}
