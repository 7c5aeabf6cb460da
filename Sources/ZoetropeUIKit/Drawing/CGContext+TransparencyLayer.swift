import ZoetropeCore

/// Transparency layers, as Core Graphics composites them: what is drawn between
/// `beginTransparencyLayer` and `endTransparencyLayer` is drawn with no shadow and at full
/// alpha, then laid down as one picture with the shadow and alpha in effect at the beginning.
///
/// This is how drawing code gives a gradient a shadow (PaintCode writes every shadowed
/// gradient so): outside a layer, a gradient is cut by its clip and so is its shadow, which
/// then never shows. The layer's shadow is cast here by each thing drawn in it, a gradient by
/// the clip that bounds it; where the things overlap, their shadows darken each other, where
/// Core Graphics casts one of the whole. Its alpha fades each thing alone, so overlapping parts
/// show through each other.
extension CGContext {
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        transparencyLayers.append(TransparencyLayer(start: operations.count, shadow: state.shadow, alpha: state.alpha,
                                                    clip: state.clip, depth: saved.count))
        saveGState()
        state.shadow = nil
        state.alpha = 1
    }

    /// A layer bounded by `rect`: what is drawn outside it is cut.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else { return }
        while saved.count > layer.depth { restoreGState() }
        guard layer.start < operations.count else { return }
        for index in layer.start..<operations.count { operations[index].alpha *= layer.alpha }
        guard let shadow = layer.shadow else { return }
        var casts: [DrawingOperation] = []
        for index in layer.start..<operations.count {
            switch operations[index].kind {
            case .text, .image:
                // These carry their shadow and cast it themselves.
                operations[index].shadow = shadow
            default:
                if let cast = self.shadow(castBy: operations[index], outside: layer.clip, shadow: shadow) { casts.append(cast) }
            }
        }
        operations.insert(contentsOf: casts, at: layer.start)
    }

    /// The shadow `operation` casts from inside a layer whose clip was `outside`: a fill's or
    /// a stroke's by its shape, a gradient's by the innermost clip set inside the layer (none
    /// when no clip bounds it there: it covers everything its shadow would fall on).
    private func shadow(castBy operation: DrawingOperation, outside: Int?, shadow: Shadow) -> DrawingOperation? {
        var cast = operation
        cast.clip = outside
        cast.shadow = shadow
        switch operation.kind {
        case .fill(let path, let color, let evenOdd):
            guard color.alpha > 0 else { return nil }
            cast.kind = .shadow(path, evenOdd: evenOdd)
        case .stroke(let path, let color, let style):
            guard color.alpha > 0 else { return nil }
            cast.kind = .shadow(path, evenOdd: false, stroke: style)
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _, _):
            guard gradient.stops.contains(where: { $0.color.alpha > 0 }), let index = operation.clip, index != outside else { return nil }
            let bound = clips[index]
            cast.kind = .shadow(bound.path, evenOdd: bound.evenOdd, stroke: bound.stroke)
            cast.transform = bound.transform
            cast.strokeStart = bound.strokeStart
            cast.strokeEnd = bound.strokeEnd
            cast.animations = bound.animations
        case .text, .image, .shadow:
            return nil
        }
        return cast
    }
}

#if !canImport(CoreGraphics)
/// Core Foundation's dictionary, as Core Graphics' C interface takes options
/// (`auxiliaryInfo: nil` in practice).
public typealias CFDictionary = [AnyHashable: Any]
#endif
