/// How an element enters or leaves: a change applied to its resting attributes.
///
/// For an appearing element the effect turns its final attributes into the ones it starts
/// from; for a disappearing element it turns its current attributes into the ones it ends at;
/// for a moving element it changes where it starts. Effects compose in order with
/// `.combined`. Rotation and scale act about the element's own centre wherever a translation
/// has taken it, so the order of a translation and a rotation does not matter.
///
/// ```swift
/// // The "fall off the bottom" of deleted swatches:
/// let fall = Effect.combined([.offscreen(.bottom), .rotate(radians: 0.26), .fade(to: 0)])
/// ```
public indirect enum Effect: Hashable, Sendable {
    /// Sets alpha.
    case fade(to: Double)
    /// Scales about the centre.
    case scale(x: Double, y: Double)
    /// Rotates about the centre; positive is clockwise on screen.
    case rotate(radians: Double)
    /// Moves by a distance in points.
    case translate(x: Double, y: Double)
    /// Moves the element by the viewport's full width or height towards `edge`. Everything
    /// that was inside the viewport ends up outside it, and elements moved together keep their
    /// arrangement, so a section slides in as one block.
    case offscreen(Edge)
    /// Sets the z-index, so that an element can pass above (or below) its neighbours while it
    /// moves. It holds for the whole step the effect applies to (an appearing or moving
    /// element keeps it to the step's end; the next step's layout sets it again), and the paint
    /// order of each moment follows it (see `Timeline`).
    case zIndex(Int)
    /// Each effect in turn.
    case combined([Effect])

    /// The z-index this effect sets, if it sets one (the last, for a combination).
    package var zIndexSet: Int? {
        switch self {
        case .zIndex(let z): return z
        case .combined(let effects): return effects.reversed().lazy.compactMap(\.zIndexSet).first
        default: return nil
        }
    }

    /// Uniform scale.
    public static func scale(_ factor: Double) -> Effect { .scale(x: factor, y: factor) }

    /// Moves by `distance` points towards `edge`: from there for an element that appears, to
    /// there for one that leaves.
    public static func slide(toward edge: Edge, distance: Double) -> Effect {
        switch edge {
        case .left: return .translate(x: -distance, y: 0)
        case .right: return .translate(x: distance, y: 0)
        case .top: return .translate(x: 0, y: -distance)
        case .bottom: return .translate(x: 0, y: distance)
        }
    }

    /// Off the bottom of the screen, tilted by `degrees`, fading out: the deleted swatches of
    /// `Fixtures/color-swatches.json`.
    public static func fall(degrees: Double = 15) -> Effect {
        .combined([.offscreen(.bottom), .rotate(degrees: degrees), .fade(to: 0)])
    }

    /// Scaled by `factor` and transparent: a zoom in (or out, with a factor above 1).
    public static func zoom(_ factor: Double) -> Effect {
        .combined([.scale(factor), .fade(to: 0)])
    }

    /// Rotation in degrees, which is how people think of small tilts.
    public static func rotate(degrees: Double) -> Effect { .rotate(radians: degrees * .pi / 180) }

    /// `attributes` changed by this effect.
    package func apply(to attributes: LayoutAttributes, in context: EffectContext) -> LayoutAttributes {
        var result = attributes
        switch self {
        case .fade(let alpha):
            result.alpha = alpha
        case .scale(let x, let y):
            Self.applyLinear(Transform(scaleX: x, y: y), to: &result)
        case .rotate(let radians):
            Self.applyLinear(Transform(rotationAngle: radians), to: &result)
        case .translate(let x, let y):
            Self.move(&result, x: x, y: y)
        case .offscreen(let edge):
            let viewport = context.viewport
            switch edge {
            case .left: Self.move(&result, x: -viewport.width, y: 0)
            case .right: Self.move(&result, x: viewport.width, y: 0)
            case .top: Self.move(&result, x: 0, y: -viewport.height)
            case .bottom: Self.move(&result, x: 0, y: viewport.height)
            }
        case .zIndex(let z):
            result.zIndex = z
        case .combined(let effects):
            for effect in effects { result = effect.apply(to: result, in: context) }
        }
        return result
    }

    /// Moves the drawn element by `(x, y)` on screen; an element in space keeps its turn and
    /// perspective.
    private static func move(_ attributes: inout LayoutAttributes, x: Double, y: Double) {
        if let space = attributes.transform3D {
            attributes.setTransform3D(space.concatenating(Transform3D(Transform(translationX: x, y: y))))
        } else {
            attributes.transform.tx += x
            attributes.transform.ty += y
        }
    }

    /// Follows the drawn element with `linear` about the point its centre is drawn at.
    private static func applyLinear(_ linear: Transform, to attributes: inout LayoutAttributes) {
        guard let space = attributes.transform3D else {
            attributes.transform = Self.linear(attributes.transform, then: linear)
            return
        }
        let w = space.m44 == 0 ? 1 : space.m44
        let cx = space.m41 / w, cy = space.m42 / w
        let about = Transform(translationX: -cx, y: -cy).concatenating(linear).concatenating(Transform(translationX: cx, y: cy))
        attributes.setTransform3D(space.concatenating(Transform3D(about)))
    }

    /// `transform`'s linear part followed by `linear`, its translation kept.
    private static func linear(_ transform: Transform, then linear: Transform) -> Transform {
        var part = transform
        part.tx = 0
        part.ty = 0
        var result = part.concatenating(linear)
        result.tx = transform.tx
        result.ty = transform.ty
        return result
    }
}
