/// UIKit's `UISegmentedControl`, drawn as iOS draws it: a rounded track in the tertiary system
/// fill, its width shared equally by the segments, the selected one a white (or
/// `selectedSegmentTintColor`) rounded block with a soft shadow, thin separators between the
/// others, and each title centred in 13-point type (semibold when selected). Its intrinsic
/// height is UIKit's 32 points.
open class UISegmentedControl: UIControl {
    /// UIKit's `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    private var titles: [String?] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { contentDidChange() } }
    open var selectedSegmentTintColor: UIColor? { didSet { contentDidChange() } }
    open var isMomentary = false

    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: Swift.min(Swift.max(0, segment), titles.count))
        contentDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
    }

    open func removeAllSegments() { titles = [] }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 32) }

    override var drawsSystemContent: Bool { true }
    override var systemContentBleed: CGFloat { ControlDrawing.knobShadowReach }

    override func drawSystemContent(in ctx: CGContext) {
        let box = bounds
        ControlDrawing.fill(ControlDrawing.rounded(box, radius: 9), .tertiarySystemFill, in: ctx)
        let count = numberOfSegments
        guard count > 0, box.width > 0 else { return }
        let width = box.width / CGFloat(count)
        let selected = (0..<count).contains(selectedSegmentIndex) && !isMomentary ? selectedSegmentIndex : nil
        if let selected {
            let block = CGRect(x: box.minX + width * CGFloat(selected) + 2, y: box.minY + 2, width: width - 4, height: box.height - 4)
            ControlDrawing.raised(ControlDrawing.rounded(block, radius: 7), selectedSegmentTintColor ?? .white, in: ctx)
        }
        // Separators between two unselected segments.
        for k in 1..<Swift.max(1, count) where k != selected && k != selected.map({ $0 + 1 }) {
            let x = box.minX + width * CGFloat(k)
            ControlDrawing.fill(UIBezierPath(rect: CGRect(x: x - 0.5, y: box.midY - 8, width: 1, height: 16)).cgPath, .separator, in: ctx)
        }
        for k in 0..<count {
            let segment = CGRect(x: box.minX + width * CGFloat(k), y: box.minY, width: width, height: box.height)
            ControlDrawing.title(titles[k] ?? "", font: .systemFont(ofSize: 13, weight: k == selected ? .semibold : .regular), color: .label,
                                 centredIn: segment, in: ctx)
        }
    }
}
