/// A row or column of views placed by Auto Layout: UIKit's `UIStackView`.
///
/// The stack view makes the constraints UIKit's does for its visible arranged subviews (a
/// hidden one takes no room), by its `axis`, `distribution`, `alignment` and `spacing`, and
/// they are solved with the app's own in each layout pass. Arranged subviews stop translating
/// their autoresizing masks, as in UIKit.
open class UIStackView: UIView {
    /// UIKit's `UIStackView.Distribution`: how the arranged views share the axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: how the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// UIKit's `UIStackView.spacingUseDefault` (`FLT_MAX`) and `spacingUseSystem` (`FLT_MIN`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The spacing after `view`: its custom spacing, else the stack's (the system's 8 points
    /// for `spacingUseSystem`).
    private func gap(after view: UIView) -> Double {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return Double(value == UIStackView.spacingUseSystem ? systemSpacing : value)
    }

    override func engineRules() -> [AutoLayoutEngine.Rule] {
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !shown.isEmpty else { return [] }
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let axes = StackAxes(horizontal: axis == .horizontal)
        return rulesAlong(shown, in: container, axes) + rulesAcross(shown, in: container, axes)
    }

    /// The attributes along the stack's axis and across it.
    private struct StackAxes {
        let horizontal: Bool
        var start: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
        var end: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
        var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
        var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
        var crossStart: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
        var crossEnd: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
        var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
        var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
    }

    /// One of the stack's own constraints, named as UIKit names them in its logs.
    private static func rule(_ terms: [(AnyObject, NSLayoutConstraint.Attribute, Double)], _ relation: NSLayoutConstraint.Relation = .equal,
                             constant: Double = 0, priority: UILayoutPriority = .required, named name: String) -> AutoLayoutEngine.Rule {
        AutoLayoutEngine.Rule(terms: terms.map { AutoLayoutEngine.Term(item: $0.0, attribute: $0.1, coefficient: $0.2) }, constant: constant,
                              relation: relation, priority: priority, describe: { "UIStackView \(name)" })
    }

    /// Along the axis: the ends meet the container's, each view follows the one before, and
    /// the distribution shares the length.
    private func rulesAlong(_ shown: [UIView], in container: AnyObject, _ axes: StackAxes) -> [AutoLayoutEngine.Rule] {
        let (start, end, length, center) = (axes.start, axes.end, axes.length, axes.center)
        var rules: [AutoLayoutEngine.Rule] = []
        rules.append(Self.rule([(shown[0], start, 1), (container, start, -1)], named: "canvas connection"))
        rules.append(Self.rule([(shown[shown.count - 1], end, 1), (container, end, -1)], named: "canvas connection"))
        for k in 1..<shown.count {
            let previous = shown[k - 1], view = shown[k]
            let gap = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                rules.append(Self.rule([(view, start, 1), (previous, end, -1)], constant: -gap, named: "spacing"))
            case .equalSpacing, .equalCentering:
                rules.append(Self.rule([(view, start, 1), (previous, end, -1)], .greaterThanOrEqual, constant: -gap, named: "spacing"))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in shown.dropFirst() { rules.append(Self.rule([(view, length, 1), (shown[0], length, -1)], named: "fill equally")) }
        case .fillProportionally:
            // Each view's share of the room left after spacing is its share of the intrinsic lengths.
            let lengths = shown.map { view -> Double in
                let size = view.intrinsicContentSize
                return Swift.max(0, Double(axes.horizontal ? size.width : size.height))
            }
            let total = lengths.reduce(0, +)
            let spacing = (0..<(shown.count - 1)).map { gap(after: shown[$0]) }.reduce(0, +)
            if total > 0 {
                for (view, own) in zip(shown, lengths) {
                    let share = own / total
                    rules.append(Self.rule([(view, length, 1), (container, length, -share)], constant: share * spacing, priority: UILayoutPriority(999),
                                           named: "fill proportionally"))
                }
            }
        case .equalSpacing:
            // Every gap equals the first.
            for k in 2..<Swift.max(2, shown.count) {
                rules.append(Self.rule([(shown[k], start, 1), (shown[k - 1], end, -1), (shown[1], start, -1), (shown[0], end, 1)], named: "equal spacing"))
            }
        case .equalCentering:
            for k in 2..<Swift.max(2, shown.count) {
                rules.append(Self.rule([(shown[k], center, 1), (shown[k - 1], center, -2), (shown[k - 2], center, 1)], priority: UILayoutPriority(999),
                                       named: "equal centering"))
            }
        }
        return rules
    }

    /// Across the axis: each view placed by the alignment, and the stack as thin as its
    /// thickest view when it does not fill.
    private func rulesAcross(_ shown: [UIView], in container: AnyObject, _ axes: StackAxes) -> [AutoLayoutEngine.Rule] {
        let (crossStart, crossEnd, crossCenter, crossLength) = (axes.crossStart, axes.crossEnd, axes.crossCenter, axes.crossLength)
        var rules: [AutoLayoutEngine.Rule] = []
        for view in shown {
            switch alignment {
            case .fill:
                rules.append(Self.rule([(view, crossStart, 1), (container, crossStart, -1)], named: "alignment"))
                rules.append(Self.rule([(view, crossEnd, 1), (container, crossEnd, -1)], named: "alignment"))
            case .leading:
                rules.append(Self.rule([(view, crossStart, 1), (container, crossStart, -1)], named: "alignment"))
                rules.append(Self.rule([(view, crossEnd, 1), (container, crossEnd, -1)], .lessThanOrEqual, named: "canvas fit"))
            case .trailing:
                rules.append(Self.rule([(view, crossEnd, 1), (container, crossEnd, -1)], named: "alignment"))
                rules.append(Self.rule([(view, crossStart, 1), (container, crossStart, -1)], .greaterThanOrEqual, named: "canvas fit"))
            case .center:
                rules.append(Self.rule([(view, crossCenter, 1), (container, crossCenter, -1)], named: "alignment"))
                rules.append(Self.rule([(view, crossStart, 1), (container, crossStart, -1)], .greaterThanOrEqual, named: "canvas fit"))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = axes.horizontal ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : crossStart
                if view !== shown[0] { rules.append(Self.rule([(view, baseline, 1), (shown[0], baseline, -1)], named: "alignment")) }
                rules.append(Self.rule([(view, crossStart, 1), (container, crossStart, -1)], .greaterThanOrEqual, named: "canvas fit"))
                rules.append(Self.rule([(view, crossEnd, 1), (container, crossEnd, -1)], .lessThanOrEqual, named: "canvas fit"))
            }
            // Not filling: the stack is as thin as its thickest view, at the lowest priority
            // (UIKit's ambiguity suppression).
            if alignment != .fill {
                rules.append(Self.rule([(view, crossLength, 1), (container, crossLength, -1)], priority: UILayoutPriority(1), named: "ambiguity suppression"))
            }
        }
        return rules
    }
}
