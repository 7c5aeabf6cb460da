import ZoetropeCore

extension FixtureDecoder {
    static let maximumSeconds = 600.0

    func decodeAnimation(_ value: FixtureValue) throws(DecodingProblem) -> SceneAnimation {
        let object = try value.object(keys: .animation)
        var animation = SceneAnimation()
        animation.timing = try decodeTiming(object, over: animation.timing)
        if let fps = object.optional("fps") { animation.fps = try fps.integer(in: 1...240, "frames per second") }
        if let effects = object.optional("effects") {
            animation.effects = EffectRules(try effects.array().map { v throws(DecodingProblem) in try decodeRule(v) })
        }
        return animation
    }

    /// `duration`, `curve` and `delay` of an animation or a step, each replacing `base`'s.
    func decodeTiming(_ object: FixtureObject, over base: Timing) throws(DecodingProblem) -> Timing {
        let duration = try object.optional("duration")?.number(in: 0...Self.maximumSeconds, "a duration in seconds") ?? base.duration
        let delay = try object.optional("delay")?.number(in: 0...Self.maximumSeconds, "a delay in seconds") ?? base.delay
        let curve = try object.optional("curve").map(decodeCurve) ?? base.curve
        return Timing(curve: curve, duration: duration, delay: delay)
    }

    func decodeCurve(_ value: FixtureValue) throws(DecodingProblem) -> TimingCurve {
        if case .array = value.node.value {
            let points = try value.array()
            guard points.count == 4 else {
                throw value.problem("expected a curve's four control-point numbers [x1, y1, x2, y2], found \(points.count) numbers")
            }
            let x1 = try points[0].number(in: 0...1, "a control point x")
            let y1 = try points[1].number(in: -10...10, "a control point y")
            let x2 = try points[2].number(in: 0...1, "a control point x")
            let y2 = try points[3].number(in: -10...10, "a control point y")
            return .cubicBezier(CubicBezier(x1, y1, x2, y2))
        }
        return try value.choice(TimingCurve.named.map { ($0.name, $0.curve) }, "timing curve")
    }

    func decodeRule(_ value: FixtureValue) throws(DecodingProblem) -> EffectRule {
        let object = try value.object(keys: .effectRule)
        let reasonOptions = AppearanceReason.allCases.map { ($0.rawValue, $0) }
        let on = try object.required("on", "the reasons the rule applies to, such as \"inserted\"")
        let reasons: [AppearanceReason]
        if case .array = on.node.value {
            reasons = try on.array().map { v throws(DecodingProblem) in try v.choice(reasonOptions, "reason") }
            guard !reasons.isEmpty else { throw on.problem("expected at least one reason") }
        } else {
            reasons = [try on.choice(reasonOptions, "reason")]
        }
        let elements = try object.optional("elements")?.array().map { v throws(DecodingProblem) in try decodeSelector(v) } ?? []
        let effect = try decodeEffect(object.required("effect", "what happens to the element: an effect or a list of them"))
        return EffectRule(reasons: Set(reasons), elements: elements, effect: effect)
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
            throw value.problem(
                "unknown element selector \"\(text)\"; expected cell, header, footer, supplementary, supplementary:KIND, decoration or decoration:KIND")
        }
    }

    /// One effect object, or a list of them applied in order.
    func decodeEffect(_ value: FixtureValue) throws(DecodingProblem) -> Effect {
        if case .array = value.node.value {
            let effects = try value.array().map { v throws(DecodingProblem) in try decodeEffect(v) }
            guard !effects.isEmpty else { throw value.problem("expected at least one effect") }
            return effects.count == 1 ? effects[0] : .combined(effects)
        }
        let object = try value.object(keys: .effect)
        guard object.members.count == 1, let member = object.members.first else {
            throw value.problem("expected exactly one of fade, scale, rotate, translate, offscreen in each effect object; list several effects in an array")
        }
        let argument = FixtureValue(member.value, path: value.path / member.key)
        switch member.key {
        case "fade":
            return .fade(to: try argument.number(in: 0...1, "an alpha"))
        case "scale":
            if case .object = argument.node.value {
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
        default:
            return .offscreen(try argument.choice(Edge.allCases.map { ($0.rawValue, $0) }, "edge"))
        }
    }
}
