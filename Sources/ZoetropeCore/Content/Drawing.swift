/// What a view drew itself (`draw(_:)`, a picture made with `UIGraphicsImageRenderer`): the
/// operations in the order they were made, recorded once at the size the view had, and
/// replayed by each backend — Cairo into every frame, the SVG as paths, gradients and text.
///
/// As a layer's backing store, a drawing covers its view's bounds and nothing outside them.
/// When the view changes size the recorded picture is placed by the view's content mode
/// (stretched by default, as UIKit stretches layer contents) until the view draws again.
package struct Drawing: Hashable, Sendable {
    /// The operations, shared: content is copied with every frame element, and a chart's
    /// drawing can hold thousands of points. Compared by identity first.
    final class Storage: Hashable, @unchecked Sendable {
        let operations: [DrawingOperation]
        let clips: [DrawingClip]
        let isAnimated: Bool
        let inkBounds: Rect?
        init(operations: [DrawingOperation], clips: [DrawingClip]) {
            self.operations = operations
            self.clips = clips
            self.isAnimated = operations.contains { !$0.animations.isEmpty } || clips.contains { !$0.animations.isEmpty }
            self.inkBounds = Self.inkBounds(of: operations, clips: clips)
        }

        /// A rectangle holding everything the operations can paint, in the drawing's space;
        /// nil when one has no bounds known ahead (text, a gradient over the whole clip).
        static func inkBounds(of operations: [DrawingOperation], clips: [DrawingClip]) -> Rect? {
            var union: Rect?
            func add(_ rect: Rect?, _ transform: Transform) -> Bool {
                guard let rect else { return false }
                let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                               Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map(transform.apply(to:))
                let xs = corners.map(\.x), ys = corners.map(\.y)
                guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                      [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return false }
                let placed = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                union = union.map { $0.union(placed) } ?? placed
                return true
            }
            /// The bounds of `path` and of every path a morph takes it through.
            func extent(of path: VectorPath, morphs animations: [DrawingAnimation]) -> Rect? {
                animations.filter { $0.property == .path }.flatMap(\.paths).reduce(path.controlBounds) { box, shape in
                    guard let shape = shape.controlBounds else { return box }
                    return box.map { $0.union(shape) } ?? shape
                }
            }
            for operation in operations {
                // A layer that moves may carry it anywhere.
                if operation.animations.contains(where: \.property.isTransform) { return nil }
                let known: Bool
                switch operation.kind {
                case .fill(let path, _, _):
                    known = add(extent(of: path, morphs: operation.animations), operation.transform)
                case .stroke(let path, _, let style):
                    // Half the line each side, and a miter's reach at the corners.
                    let reach = style.lineWidth / 2 * (style.join == .miter ? Swift.max(1, style.miterLimit) : 1.5)
                    known = add(extent(of: path, morphs: operation.animations).map { Rect(x: $0.minX - reach, y: $0.minY - reach, width: $0.width + 2 * reach, height: $0.height + 2 * reach) },
                                operation.transform)
                case .image(_, let rect):
                    known = add(rect, operation.transform)
                case .linearGradient, .radialGradient:
                    // Painted over its innermost clip: that clip's shape bounds it.
                    if let index = operation.clip, clips.indices.contains(index) {
                        let clip = clips[index]
                        let reach = (clip.stroke?.lineWidth ?? 0) / 2 * (clip.stroke.map { $0.join == .miter ? Swift.max(1, $0.miterLimit) : 1.5 } ?? 0)
                        known = add(extent(of: clip.path, morphs: clip.animations).map { Rect(x: $0.minX - reach, y: $0.minY - reach, width: $0.width + 2 * reach, height: $0.height + 2 * reach) },
                                    clip.transform)
                    } else {
                        known = false
                    }
                case .text, .shadow:
                    known = false
                }
                if !known { return nil }
            }
            return union
        }
        static func == (lhs: Storage, rhs: Storage) -> Bool {
            lhs === rhs || (lhs.operations == rhs.operations && lhs.clips == rhs.clips)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(operations.count)
            hasher.combine(operations.first)
            hasher.combine(operations.last)
        }
    }

    /// The size of the bounds it was drawn in, in points.
    package var size: Size
    /// How the picture is fitted when the view's size differs from `size`.
    package var placement: DrawingPlacement
    /// Points past its box on every side that it may paint, where it is not cut: a control's
    /// knob shadow, which UIKit draws in a layer of its own, past the control's bounds. Zero
    /// cuts it at the box, as a view's backing store is.
    package var bleed: Double = 0
    /// Whether it is an animated drawing as it shows at one moment (`resolved(at:)`): made
    /// afresh for each frame, so a renderer keeps nothing of it for the next.
    package var isMomentary = false
    private var storage: Storage

    package var operations: [DrawingOperation] { storage.operations }
    /// Which recording of operations this is: two drawings share it when one was copied from
    /// the other, so a renderer may keep what it made of one for the other.
    package var recordingIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    package var clips: [DrawingClip] { storage.clips }

    package init(size: Size, operations: [DrawingOperation], clips: [DrawingClip] = [], placement: DrawingPlacement = .scaleToFill) {
        self.size = size
        self.placement = placement
        self.storage = Storage(operations: operations, clips: clips)
    }

    package var isEmpty: Bool { storage.operations.isEmpty }

    /// A rectangle holding all the drawing can paint, in its own space; nil when that is not
    /// known ahead (it holds text or a gradient over its whole clip). A drawing inside its box
    /// need not be cut to it.
    package var inkBounds: Rect? { storage.inkBounds }

    /// Whether an operation animates (`DrawingAnimation`): such a drawing is resolved at the
    /// time of each frame.
    package var isAnimated: Bool { storage.isAnimated }

    /// The drawing as it shows at `time` seconds of the recording: every animated number at
    /// its value then, and each stroke cut between its start and end (a stroke with nothing
    /// left is dropped). A drawing that does not animate is itself.
    package func resolved(at time: Double) -> Drawing {
        guard isAnimated else { return self }
        let shown = operations.compactMap { operation -> DrawingOperation? in
            guard !operation.animations.isEmpty else { return operation }
            var start = operation.strokeStart, end = operation.strokeEnd, opacity = 1.0
            var fillColor: Color?, strokeColor: Color?, morphed: VectorPath?
            for animation in operation.animations {
                let value = animation.value(at: time)
                switch animation.property {
                // Added later, on top: the last animation of a stroke's end sets it.
                case .strokeStart: if let value { start = value }
                case .strokeEnd: if let value { end = value }
                // Each layer's opacity multiplies its sublayers' (a layer and one inside it).
                case .opacity: opacity *= value ?? animation.restingValue ?? 1
                case .fillColor: if let color = animation.color(at: time) { fillColor = color }
                case .strokeColor: if let color = animation.color(at: time) { strokeColor = color }
                case .path: if let path = animation.path(at: time) { morphed = path }
                case .translationX, .translationY, .rotation, .scaleX, .scaleY, .cornerRadius, .widthChange, .heightChange: break
                }
            }
            var made = operation
            if let placed = DrawingAnimation.placement(of: operation.animations, at: time) { made.transform = placed }
            switch operation.kind {
            case .fill(let path, let color, let evenOdd): made.kind = .fill(morphed ?? path, fillColor ?? color, evenOdd: evenOdd)
            case .stroke(let path, let color, let style): made.kind = .stroke(morphed ?? path, strokeColor ?? color, style)
            // The shadow of a shape that morphs (a layer's outline as its bounds animate).
            case .shadow(let path, let evenOdd, let stroke): made.kind = .shadow(morphed ?? path, evenOdd: evenOdd, stroke: stroke)
            default: break
            }
            made.animations = []
            made.strokeStart = 0
            made.strokeEnd = 1
            made.alpha *= Swift.min(1, Swift.max(0, opacity.isFinite ? opacity : 1))
            if case .stroke(let path, let color, let style) = made.kind, start > 0 || end < 1 {
                let cut = path.trimmed(from: start, to: end)
                guard !cut.isEmpty else { return nil }
                made.kind = .stroke(cut, color, style)
            }
            return made.alpha > 0 ? made : nil
        }
        let cut = clips.map { clip -> DrawingClip in
            guard !clip.animations.isEmpty || clip.strokeStart > 0 || clip.strokeEnd < 1 else { return clip }
            var start = clip.strokeStart, end = clip.strokeEnd
            var path = clip.path
            for animation in clip.animations {
                // A clip's shape may morph (a layer's rounded bounds as they animate).
                if animation.property == .path, let shown = animation.path(at: time) { path = shown }
                guard let value = animation.value(at: time) else { continue }
                switch animation.property {
                case .strokeStart: start = value
                case .strokeEnd: end = value
                default: break
                }
            }
            var made = clip
            if let placed = DrawingAnimation.placement(of: clip.animations, at: time) { made.transform = placed }
            made.path = start > 0 || end < 1 ? path.trimmed(from: start, to: end) : path
            made.strokeStart = 0
            made.strokeEnd = 1
            made.animations = []
            return made
        }
        var made = Drawing(size: size, operations: shown, clips: cut, placement: placement)
        made.bleed = bleed
        made.isMomentary = true
        return made
    }

    /// The clips in effect for an operation whose innermost clip is `index`, outermost first.
    package func clipChain(from index: Int?) -> [DrawingClip] {
        var chain: [DrawingClip] = []
        var next = index
        while let k = next, clips.indices.contains(k), chain.count <= clips.count {
            chain.append(clips[k])
            next = clips[k].parent
        }
        return chain.reversed()
    }

    /// The drawing with every operation's alpha multiplied by `alpha` (a translucent view's).
    package func fading(by alpha: Double) -> Drawing {
        guard alpha < 1 else { return self }
        var made = Drawing(size: size, operations: operations.map { var faded = $0; faded.alpha *= Swift.max(0, alpha); return faded },
                           clips: clips, placement: placement)
        made.bleed = bleed
        return made
    }

    /// Maps the drawing's space into a box of `box`'s size whose top-left corner is the origin.
    package func transform(into box: Size) -> Transform {
        placement.transform(from: size, into: box)
    }
}

/// Where a recorded picture goes in a view whose size has changed since it drew, as
/// `UIView.ContentMode` places a layer's contents.
package enum DrawingPlacement: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Maps a picture of `size` into a box of `box` (both from their top-left corners).
    package func transform(from size: Size, into box: Size) -> Transform {
        guard size.width > 0, size.height > 0 else { return .identity }
        let sx = box.width / size.width, sy = box.height / size.height
        switch self {
        case .scaleToFill:
            return Transform(scaleX: sx, y: sy)
        case .scaleAspectFit, .scaleAspectFill:
            let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            return Transform(a: s, b: 0, c: 0, d: s, tx: (box.width - size.width * s) / 2, ty: (box.height - size.height * s) / 2)
        default:
            let horizontal: Double, vertical: Double
            switch self {
            case .left, .topLeft, .bottomLeft: horizontal = 0
            case .right, .topRight, .bottomRight: horizontal = 1
            default: horizontal = 0.5
            }
            switch self {
            case .top, .topLeft, .topRight: vertical = 0
            case .bottom, .bottomLeft, .bottomRight: vertical = 1
            default: vertical = 0.5
            }
            return Transform(translationX: (box.width - size.width) * horizontal, y: (box.height - size.height) * vertical)
        }
    }
}
