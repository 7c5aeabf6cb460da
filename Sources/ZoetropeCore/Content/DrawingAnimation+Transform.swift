/// Parts of layers' transforms animated over the recording (`DrawingAnimation.Property.isTransform`):
/// where an operation drawn inside such layers is placed at each moment.
extension DrawingAnimation {
    /// One animated layer around an operation: where it sits and the animations of its parts.
    package struct TransformLevel: Hashable, Sendable {
        package var frame: AnimatedLayerFrame
        package var animations: [DrawingAnimation]

        /// The layer's transform at `time`: its parts at rest, each replaced by an animation of
        /// it that has an effect then (the later added winning).
        package func parts(at time: Double) -> TransformComponents {
            var parts = frame.model
            for animation in animations {
                guard let value = animation.value(at: time), value.isFinite else { continue }
                switch animation.property {
                case .translationX: parts.translationX = value
                case .translationY: parts.translationY = value
                case .rotation: parts.rotation = value
                case .scaleX: parts.scaleX = value
                case .scaleY: parts.scaleY = value
                default: break
                }
            }
            return parts
        }
    }

    /// The animated layers around an operation with `animations`, outermost first; empty
    /// when none of them moves a layer, or when their frames do not nest level by level.
    package static func transformLevels(of animations: [DrawingAnimation]) -> [TransformLevel] {
        var levels: [TransformLevel] = []
        for animation in animations where animation.property.isTransform {
            guard let frame = animation.layerFrame else { continue }
            if let k = levels.firstIndex(where: { $0.frame.depth == frame.depth }) {
                levels[k].animations.append(animation)
                // The innermost operation's placement is the last one recorded.
                levels[k].frame.inner = frame.inner
            } else {
                levels.append(TransformLevel(frame: frame, animations: [animation]))
            }
        }
        levels.sort { $0.frame.depth < $1.frame.depth }
        guard levels.enumerated().allSatisfy({ $0.offset == $0.element.frame.depth }) else { return [] }
        return levels
    }

    /// Where an operation whose `animations` move the layers around it is placed at `time`:
    /// its place in the innermost layer, then each layer's transform then and its place in the
    /// next, out to the drawing; nil when no animation moves a layer.
    package static func placement(of animations: [DrawingAnimation], at time: Double) -> Transform? {
        let levels = transformLevels(of: animations)
        guard let innermost = levels.last else { return nil }
        var placed = innermost.frame.inner
        for level in levels.reversed() {
            placed = placed.concatenating(level.parts(at: time).transform).concatenating(level.frame.outer)
        }
        let finite = [placed.a, placed.b, placed.c, placed.d, placed.tx, placed.ty].allSatisfy(\.isFinite)
        return finite ? placed : nil
    }
}
