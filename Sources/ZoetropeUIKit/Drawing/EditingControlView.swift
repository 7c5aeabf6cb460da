/// The editing controls UIKit draws at a list cell's leading edge while its collection view is
/// editing (`UICellAccessory.delete()`, `.insert()`, `.multiselect()`): a red disc with a white
/// bar, a green disc with a white cross, and an empty ring that a selected cell fills with the
/// tint and a white check. 22 points across, in a slot that pushes the row's text along.
final class EditingControlView: UIView {
    enum Control { case delete, insert, multiselect }

    /// How far a control pushes the row's text: its width and the spacing after it.
    static let slotWidth = 38.0

    private let control: Control
    private let isSelected: Bool

    init(_ control: Control, selected: Bool) {
        self.control = control
        isSelected = selected
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        control = .delete
        isSelected = false
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 22, height: 22) }

    override var drawsSystemContent: Bool { true }

    override func drawSystemContent(in ctx: CGContext) {
        let disc = bounds.insetBy(dx: 1, dy: 1)
        let centre = CGPoint(x: disc.midX, y: disc.midY)
        switch control {
        case .delete:
            ControlDrawing.fill(UIBezierPath(ovalIn: disc).cgPath, .systemRed, in: ctx)
            ControlDrawing.line(from: CGPoint(x: centre.x - 5, y: centre.y), to: CGPoint(x: centre.x + 5, y: centre.y), width: 2.5, color: .white, in: ctx)
        case .insert:
            ControlDrawing.fill(UIBezierPath(ovalIn: disc).cgPath, .systemGreen, in: ctx)
            ControlDrawing.line(from: CGPoint(x: centre.x - 5, y: centre.y), to: CGPoint(x: centre.x + 5, y: centre.y), width: 2.5, color: .white, in: ctx)
            ControlDrawing.line(from: CGPoint(x: centre.x, y: centre.y - 5), to: CGPoint(x: centre.x, y: centre.y + 5), width: 2.5, color: .white, in: ctx)
        case .multiselect where isSelected:
            ControlDrawing.fill(UIBezierPath(ovalIn: disc).cgPath, tintColor ?? .systemBlue, in: ctx)
            ControlDrawing.line(from: CGPoint(x: centre.x - 5, y: centre.y), to: CGPoint(x: centre.x - 1.5, y: centre.y + 3.5), width: 2, color: .white, in: ctx)
            ControlDrawing.line(from: CGPoint(x: centre.x - 1.5, y: centre.y + 3.5), to: CGPoint(x: centre.x + 5, y: centre.y - 4), width: 2, color: .white, in: ctx)
        case .multiselect:
            ctx.saveGState()
            ctx.setStrokeColor(UIColor.systemGray3.cgColor)
            ctx.setLineWidth(1.5)
            ctx.addPath(UIBezierPath(ovalIn: disc.insetBy(dx: 0.75, dy: 0.75)).cgPath)
            ctx.strokePath()
            ctx.restoreGState()
        }
    }
}
