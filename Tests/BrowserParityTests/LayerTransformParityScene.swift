#if Tools  // the Tools trait (Package.swift)
import ZoetropeCairo
import ZoetropeCore
import ZoetropeSVG

extension BrowserParityTests {
    /// Layers whose transforms animate, written as `<animateTransform>`s: a spinner's bar
    /// turning round and round, a square pulsing about its centre (there and back, eased), a dot
    /// sliding and held, and a square that cuts a larger one to itself while it turns a quarter
    /// (its clip a mask that turns with it).
    static let layerTransformSceneName = "layer transforms (core API)"

    static func layerTransformScene() throws -> Rendered {
        let ink = Color(red: 0.1, green: 0.1, blue: 0.12), blue = Color(red: 0, green: 122.0 / 255, blue: 1)
        let orange = Color(red: 1, green: 149.0 / 255, blue: 0)
        func frame(at x: Double, _ y: Double) -> AnimatedLayerFrame {
            AnimatedLayerFrame(depth: 0, outer: Transform(translationX: x, y: y), model: TransformComponents())
        }
        func moved(_ property: DrawingAnimation.Property, _ values: [Double], at layer: AnimatedLayerFrame, begin: Double, duration: Double,
                   curve: TimingCurve = .linear, repeats: Double = 1, autoreverses: Bool = false, holds: Bool = false) -> DrawingAnimation {
            var animation = DrawingAnimation(property: property, values: values, begin: begin, duration: duration, curve: curve,
                                             repeatCount: repeats, autoreverses: autoreverses, fillsForwards: holds)
            animation.layerFrame = layer
            return animation
        }
        var operations: [DrawingOperation] = []
        var clips: [DrawingClip] = []
        // The spinner, at (40, 60): its bar 35 points above the centre.
        let spinner = frame(at: 40, 60)
        operations.append(DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: -5, y: -35, width: 10, height: 20)), ink, evenOdd: false),
                                           transform: Transform(translationX: 40, y: 60),
                                           animations: [moved(.rotation, [0, 2 * Double.pi], at: spinner, begin: 0, duration: 0.8, repeats: .infinity)]))
        // The pulse, at (110, 60).
        let pulse = frame(at: 110, 60)
        let grow = { (property: DrawingAnimation.Property) in
            moved(property, [1, 1.6], at: pulse, begin: 0.1, duration: 0.4, curve: .easeInEaseOut, repeats: 2, autoreverses: true)
        }
        operations.append(DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: -15, y: -15, width: 30, height: 30)), blue, evenOdd: false),
                                           transform: Transform(translationX: 110, y: 60), animations: [grow(.scaleX), grow(.scaleY)]))
        // The dot, from (150, 100) to (210, 100), held.
        let dot = frame(at: 150, 100)
        operations.append(DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: -8, y: -8, width: 16, height: 16)), orange, evenOdd: false),
                                           transform: Transform(translationX: 150, y: 100),
                                           animations: [moved(.translationX, [0, 60], at: dot, begin: 0.2, duration: 0.6, curve: .easeOut, holds: true)]))
        // The turning cut, at (230, 50): a 40-point square cutting a 120-point one.
        let cutter = frame(at: 230, 50)
        let turn = moved(.rotation, [0, Double.pi / 2], at: cutter, begin: 0.1, duration: 1, curve: .easeInEaseOut)
        var clip = DrawingClip(path: VectorPath(rect: Rect(x: -20, y: -20, width: 40, height: 40)), transform: Transform(translationX: 230, y: 50))
        clip.animations = [turn]
        clips.append(clip)
        var cut = DrawingOperation(kind: .fill(VectorPath(rect: Rect(x: -60, y: -60, width: 120, height: 120)), ink, evenOdd: false),
                                   transform: Transform(translationX: 230, y: 50), clip: 0, animations: [turn])
        cut.alpha = 0.85
        operations.append(cut)
        return try cardScene(Drawing(size: Size(width: 280, height: 120), operations: operations, clips: clips), name: layerTransformSceneName, label: "turn")
    }
}
#endif
