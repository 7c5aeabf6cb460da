import ZoetropeCore

/// A layer's outline, its bounds with the masked corners rounded by `cornerRadius` in its
/// `cornerCurve`, from which Core Animation draws its background, border and shadow (when no
/// `shadowPath` is set) and cuts what it masks; and the outline's motion while the layer's
/// `bounds` or `cornerRadius` animates. The corners' geometry is Core's `CornerShape`.
extension CALayer {
    /// The bounds with the masked corners rounded (a radius of at most half the shorter side,
    /// as Core Animation clamps it).
    var outline: CGPath {
        let box = bounds
        guard cornerRadius > 0, !maskedCorners.isEmpty else { return UIBezierPath(rect: box).cgPath }
        if cornerCurve == .continuous { return Self.cgPath(outlineShape(box, radius: cornerRadius)) }
        return UIBezierPath(roundedRect: box, byRoundingCorners: roundedCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)).cgPath
    }

    /// The corners `maskedCorners` names, as `UIBezierPath` names them.
    var roundedCorners: UIRectCorner {
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }

    /// The layer's corners as Core names them: which `maskedCorners` rounds, in its
    /// `cornerCurve`.
    var cornerShape: CornerShape {
        // Read with every view's content: the mask's bits are the shape's own (top left 1, top
        // right 2, bottom left 4, bottom right 8), and the curve is told by its name.
        let rounded = CornerShape.Corners(rawValue: Int(maskedCorners.rawValue & 0xF))
        return CornerShape(curve: cornerCurve.rawValue == CALayerCornerCurve.continuous.rawValue ? .continuous : .circular, rounded: rounded)
    }

    /// `box` with the masked corners rounded by `radius` in the layer's corner curve, always
    /// of the same elements (`CornerShape.outline(of:radius:)`), so that any two morph.
    func outlineShape(_ box: CGRect, radius: CGFloat) -> VectorPath {
        cornerShape.outline(of: Bridging.rect(box.standardized), radius: Double(radius))
    }

    private static func cgPath(_ shape: VectorPath) -> CGPath {
        let path = CGMutablePath()
        for element in shape.elements {
            switch element {
            case .move(let p): path.move(to: Bridging.cgPoint(p))
            case .line(let p): path.addLine(to: Bridging.cgPoint(p))
            case .quadCurve(let p, let c): path.addQuadCurve(to: Bridging.cgPoint(p), control: Bridging.cgPoint(c))
            case .curve(let p, let c1, let c2): path.addCurve(to: Bridging.cgPoint(p), control1: Bridging.cgPoint(c1), control2: Bridging.cgPoint(c2))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

/// The outline's motion: a layer's explicit animations of `bounds` (its `size`, `width` or
/// `height`) and `cornerRadius`, as the boxes and radii they pass through. The box grows and
/// shrinks about the anchor point, which stays at the layer's position, as Core Animation
/// places a layer whose bounds animate.
extension CALayer {
    struct OutlineMotion {
        var boxes: [CGRect]
        var radii: [CGFloat]
        /// The animation's timing (its values stand in for nothing).
        var timing: DrawingAnimation
        /// Whether it moves the box (else the radius).
        var movesBox: Bool

        /// Whether `other` is timed as this is, key frame for key frame.
        func isTimed(like other: OutlineMotion) -> Bool {
            var mine = timing, theirs = other.timing
            (mine.values, mine.restingValue) = ([], nil)
            (theirs.values, theirs.restingValue) = ([], nil)
            return mine == theirs && boxes.count == other.boxes.count
        }
    }

    /// The motions of the outline; empty when neither its bounds nor its corners animate.
    ///
    /// A box and a radius timed alike (a new frame and corner radius set in one transaction)
    /// are one motion. Otherwise each motion draws the outline whole, the later added winning
    /// while both play.
    func outlineMotions() -> [OutlineMotion] {
        var motions: [OutlineMotion] = []
        for entry in explicitAnimations {
            guard let motion = outlineMotion(entry.animation, begin: entry.begin) else { continue }
            if let k = motions.lastIndex(where: { $0.movesBox != motion.movesBox && $0.isTimed(like: motion) }) {
                if motion.movesBox { motions[k].boxes = motion.boxes } else { motions[k].radii = motion.radii }
                motions[k].movesBox = motion.movesBox
            } else {
                motions.append(motion)
            }
        }
        return motions
    }

    private func outlineMotion(_ animation: CAAnimation, begin: Double) -> OutlineMotion? {
        guard let animated = animation as? CAPropertyAnimation, let keyPath = animated.keyPath else { return nil }
        let model = bounds
        func boxes(_ sizes: [CGSize]) -> [CGRect] {
            sizes.map { size in
                CGRect(x: model.minX + anchorPoint.x * (model.width - size.width), y: model.minY + anchorPoint.y * (model.height - size.height),
                       width: size.width, height: size.height)
            }
        }
        func numbers(_ rest: CGFloat) -> DrawingAnimation? {
            Self.drawingAnimation(animated, begin: begin, property: .opacity, model: Double(rest), keyPath: keyPath)
        }
        switch keyPath {
        case "cornerRadius":
            guard let timed = numbers(cornerRadius) else { return nil }
            return OutlineMotion(boxes: timed.values.map { _ in model }, radii: timed.values.map { CGFloat($0) }, timing: timed, movesBox: false)
        case "bounds.size.width", "bounds.size.height":
            let wide = keyPath.hasSuffix("width")
            guard let timed = numbers(wide ? model.width : model.height) else { return nil }
            let sizes = timed.values.map { CGSize(width: wide ? CGFloat($0) : model.width, height: wide ? model.height : CGFloat($0)) }
            return OutlineMotion(boxes: boxes(sizes), radii: sizes.map { _ in cornerRadius }, timing: timed, movesBox: true)
        case "bounds", "bounds.size":
            let read: (Any?) -> CGSize?
            if keyPath == "bounds" { read = Self.rectSize } else { read = Self.size }
            guard let frames = Self.keyFrames(of: animated, model: model.size, read: read),
                  var timed = Self.drawingAnimation(animated, begin: begin, property: .opacity, model: 1, valuesGiven: [0, 1]),
                  frames.values.allSatisfy({ $0.width.isFinite && $0.height.isFinite }) else { return nil }
            timed.keyTimes = frames.keyTimes
            timed.curve = frames.curve
            return OutlineMotion(boxes: boxes(frames.values), radii: frames.values.map { _ in cornerRadius }, timing: timed, movesBox: true)
        default:
            return nil
        }
    }

    /// `motions` as morphs of the path `shape` makes of each box and radius they pass through.
    func morphs(_ motions: [OutlineMotion], of shape: (CGRect, CGFloat) -> VectorPath) -> [DrawingAnimation] {
        motions.map { motion in
            let timing = motion.timing
            var made = DrawingAnimation(paths: zip(motion.boxes, motion.radii).map(shape), keyTimes: timing.keyTimes, begin: timing.begin,
                                        duration: timing.duration, curve: timing.curve, repeatCount: timing.repeatCount,
                                        autoreverses: timing.autoreverses, fillsBackwards: timing.fillsBackwards, fillsForwards: timing.fillsForwards)
            made.beginsWithContent = timing.beginsWithContent
            return made
        }
    }

    static func rectSize(_ value: Any?) -> CGSize? { rect(value)?.size }

    static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let rect as CGRect: rect
        case let value as NSValue where !value.holdsTransform: value.cgRectValue
        default: nil
        }
    }
}
