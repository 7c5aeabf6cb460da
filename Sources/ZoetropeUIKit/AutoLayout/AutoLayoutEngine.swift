import Synchronization
import ZoetropeCore

/// Solves the Auto Layout constraints of a view and everything under it, as UIKit's layout
/// engine does when that view lays out: every view and layout guide in the tree gets an
/// x, y, width and height (in the root's coordinates), and the system is
///
/// - the active constraints installed on views of the tree whose items are all in it;
/// - for each view whose `translatesAutoresizingMaskIntoConstraints` is true, its frame and
///   autoresizing mask as required constraints relative to its superview (UIKit's
///   `NSAutoresizingMaskLayoutConstraint`s);
/// - for each view that does not translate its mask and has an intrinsic content size, on
///   each axis, `size ≤ intrinsic` at its hugging priority and `size ≥ intrinsic` at its
///   compression resistance (UIKit's `NSContentSizeLayoutConstraint`s);
/// - the constraints a stack view makes for its arranged subviews;
/// - the root's own frame: fixed, or, when measuring it (`systemLayoutSizeFitting`), its
///   width and height equal to the target's at the fitting priorities.
///
/// A wrapping label's height depends on its width, so the system is solved again with each
/// such label's intrinsic height at the width the last solution gave it, as UIKit measures a
/// label at its `preferredMaxLayoutWidth`, until no width changes (three passes at most).
///
/// A required constraint that contradicts the others is broken, as UIKit breaks one: it is
/// kept at priority 999 and reported on standard error with UIKit's words ("Unable to
/// simultaneously satisfy constraints"), and layout goes on.
struct AutoLayoutEngine {
    /// How big the root is.
    enum Sizing {
        /// Laid out at this size.
        case fixed(CGSize)
        /// Measured: as near `target` as the priorities allow (`systemLayoutSizeFitting`).
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// The solution: frames in the root's coordinates, by object.
    struct Solution {
        var frames: [ObjectIdentifier: CGRect]
        var size: CGSize
    }

    /// A constraint as the engine takes it: `Σ coefficient × item.attribute + constant`
    /// related to zero. Stack views make these directly.
    struct Term {
        var item: AnyObject
        var attribute: NSLayoutConstraint.Attribute
        var coefficient: Double
    }

    struct Rule {
        var terms: [Term]
        var constant: Double
        var relation: NSLayoutConstraint.Relation
        var priority: UILayoutPriority
        /// What to name when it has to be broken: made only then (a constraint's description
        /// costs more than solving it).
        var describe: () -> String
    }

    typealias Rect = (x: LinearConstraintSolver.Variable, y: LinearConstraintSolver.Variable,
                      width: LinearConstraintSolver.Variable, height: LinearConstraintSolver.Variable)

    private var solver = LinearConstraintSolver()
    private var rects: [ObjectIdentifier: Rect] = [:]
    private let root: UIView
    /// Every view of the tree, depth first, in subview order.
    private let views: [UIView]
    private let members: Set<ObjectIdentifier>

    /// The view an activated constraint is installed on: its items' closest common ancestor
    /// (a guide counts as its owning view), or its first item's view while they share none.
    static func installationView(for constraint: NSLayoutConstraint) -> UIView? {
        func view(of item: AnyObject?) -> UIView? {
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard let second = view(of: constraint.secondItem) else { return first }
        var ancestors = Set<ObjectIdentifier>()
        var walk: UIView? = first
        while let view = walk {
            ancestors.insert(ObjectIdentifier(view))
            walk = view.superview
        }
        walk = second
        while let view = walk {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            walk = view.superview
        }
        return first
    }

    /// Solves the tree under `root`.
    static func solve(_ root: UIView, sizing: Sizing) -> Solution {
        root.updateConstraintsIfNeeded()
        let views = Self.tree(root)
        let labels = views.compactMap { $0 as? UILabel }.filter { $0.numberOfLines != 1 && !$0.translatesAutoresizingMaskIntoConstraints }
        // A first guess: each label at the width it had last time (a cell laid out again at a
        // nearby size keeps its lines, and is then solved once).
        for label in labels { label.engineWrapWidth = label.preferredMaxLayoutWidth > 0 ? nil : label.lastWrapWidth }
        var engine = Self(root: root, views: views)
        var solution = engine.solution(sizing: sizing)
        // A wrapping label is measured again at the width it was given, and the system solved
        // again when its text sits differently there.
        for _ in 0..<3 {
            var changed = false
            for label in labels where label.preferredMaxLayoutWidth <= 0 {
                let width = solution.frames[ObjectIdentifier(label)]?.width ?? 0
                if let measured = label.engineWrapWidth {
                    guard abs(measured - width) > 0.01 else { continue }
                    if label.intrinsicSize(wrappingAt: width) != label.intrinsicSize(wrappingAt: measured) { changed = true }
                    label.engineWrapWidth = width
                } else if width + 0.01 < label.intrinsicContentSize.width {
                    label.engineWrapWidth = width
                    changed = true
                }
            }
            guard changed else { break }
            engine = Self(root: root, views: views)
            solution = engine.solution(sizing: sizing)
        }
        for label in labels {
            label.lastWrapWidth = label.engineWrapWidth
            label.engineWrapWidth = nil
        }
        return solution
    }

    static func tree(_ root: UIView) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }

    private init(root: UIView, views: [UIView]) {
        self.root = root
        self.views = views
        var members = Set(views.map(ObjectIdentifier.init))
        for view in views {
            for guide in view.layoutGuides { members.insert(ObjectIdentifier(guide)) }
        }
        self.members = members
    }

    private mutating func solution(sizing: Sizing) -> Solution {
        for view in views {
            rects[ObjectIdentifier(view)] = (solver.newVariable(), solver.newVariable(), solver.newVariable(), solver.newVariable())
            for guide in view.layoutGuides where guide.kind == .free {
                rects[ObjectIdentifier(guide)] = (solver.newVariable(), solver.newVariable(), solver.newVariable(), solver.newVariable())
            }
        }
        addRootRules(sizing)
        for view in views where view !== root {
            if view.translatesAutoresizingMaskIntoConstraints { addAutoresizingRules(view) } else { addIntrinsicRules(view) }
        }
        for view in views {
            for constraint in view.installedConstraints { add(rule(for: constraint)) }
            for rule in view.engineRules() { add(rule) }
        }
        var frames: [ObjectIdentifier: CGRect] = [:]
        for (id, rect) in rects {
            frames[id] = CGRect(x: solver.value(of: rect.x), y: solver.value(of: rect.y),
                                width: solver.value(of: rect.width), height: solver.value(of: rect.height))
        }
        for view in views {
            for guide in view.layoutGuides {
                frames[ObjectIdentifier(guide)] = Self.frame(of: guide, viewFrame: frames[ObjectIdentifier(view)]!)
                    ?? frames[ObjectIdentifier(guide)]
            }
        }
        return Solution(frames: frames, size: frames[ObjectIdentifier(root)]!.size)
    }

    private static func frame(of guide: UILayoutGuide, viewFrame: CGRect) -> CGRect? {
        if let keyboard = guide as? UIKeyboardLayoutGuide {
            return CGRect(x: viewFrame.minX, y: viewFrame.maxY - keyboard.height, width: viewFrame.width, height: keyboard.height)
        }
        guard let insets = guide.insets else { return nil }
        return CGRect(x: viewFrame.minX + insets.left, y: viewFrame.minY + insets.top,
                      width: viewFrame.width - insets.left - insets.right, height: viewFrame.height - insets.top - insets.bottom)
    }

    // MARK: The rules

    private mutating func addRootRules(_ sizing: Sizing) {
        let rect = rects[ObjectIdentifier(root)]!
        add(variable: rect.x, equals: 0, priority: .required, "root.minX")
        add(variable: rect.y, equals: 0, priority: .required, "root.minY")
        switch sizing {
        case .fixed(let size):
            add(variable: rect.width, equals: Double(size.width), priority: .required, "root.width")
            add(variable: rect.height, equals: Double(size.height), priority: .required, "root.height")
        case .fitting(let target, let horizontal, let vertical):
            add(variable: rect.width, equals: Double(target.width), priority: horizontal, "fitting width")
            add(variable: rect.height, equals: Double(target.height), priority: vertical, "fitting height")
            // A size is never negative, however low the fitting priority.
            try? solver.add(LinearConstraintSolver.Expression([(rect.width, 1)]), .greaterThanOrEqual, strength: 1000)
            try? solver.add(LinearConstraintSolver.Expression([(rect.height, 1)]), .greaterThanOrEqual, strength: 1000)
        }
    }

    private mutating func add(variable: LinearConstraintSolver.Variable, equals value: Double, priority: UILayoutPriority,
                              _ name: @autoclosure () -> String) {
        add(LinearConstraintSolver.Expression([(variable, 1)], constant: -value), .equal, priority, name())
    }

    /// UIKit's autoresizing constraints: the frame relative to the superview, with a flexible
    /// width (or height) taking up the superview's change and a flexible margin moving it.
    private mutating func addAutoresizingRules(_ view: UIView) {
        guard let superview = view.superview, let parent = rects[ObjectIdentifier(superview)], let rect = rects[ObjectIdentifier(view)] else { return }
        let frame = view.untransformedFrame, size = superview.bounds.size, mask = view.autoresizingMask
        func axis(_ origin: LinearConstraintSolver.Variable, _ length: LinearConstraintSolver.Variable,
                  _ parentOrigin: LinearConstraintSolver.Variable, _ parentLength: LinearConstraintSolver.Variable,
                  offset: Double, own: Double, available: Double, flexibleLength: Bool, flexibleStart: Bool, name: () -> String) {
            let trailing = available - offset - own
            if flexibleLength {
                add(.init([(origin, 1), (parentOrigin, -1)], constant: -offset), .equal, .required, name())
                add(.init([(length, 1), (parentLength, -1)], constant: offset + trailing), .equal, .required, name())
            } else if flexibleStart {
                add(.init([(length, 1)], constant: -own), .equal, .required, name())
                add(.init([(origin, 1), (length, 1), (parentOrigin, -1), (parentLength, -1)], constant: trailing), .equal, .required, name())
            } else {
                add(.init([(origin, 1), (parentOrigin, -1)], constant: -offset), .equal, .required, name())
                add(.init([(length, 1)], constant: -own), .equal, .required, name())
            }
        }
        let name = { "\(type(of: view)) autoresizing mask" }
        axis(rect.x, rect.width, parent.x, parent.width, offset: Double(frame.minX), own: Double(frame.width), available: Double(size.width),
             flexibleLength: mask.contains(.flexibleWidth), flexibleStart: mask.contains(.flexibleLeftMargin), name: name)
        axis(rect.y, rect.height, parent.y, parent.height, offset: Double(frame.minY), own: Double(frame.height), available: Double(size.height),
             flexibleLength: mask.contains(.flexibleHeight), flexibleStart: mask.contains(.flexibleTopMargin), name: name)
    }

    /// Hugging and compression resistance around the intrinsic content size.
    private mutating func addIntrinsicRules(_ view: UIView) {
        guard let rect = rects[ObjectIdentifier(view)] else { return }
        let size = view.intrinsicContentSize
        let name = { "\(type(of: view)) intrinsic content size" }
        if size.width != UIView.noIntrinsicMetric {
            let expression = LinearConstraintSolver.Expression([(rect.width, 1)], constant: -Double(size.width))
            add(expression, .lessThanOrEqual, view.contentHuggingPriority(for: .horizontal), name())
            add(expression, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: .horizontal), name())
        }
        if size.height != UIView.noIntrinsicMetric {
            let expression = LinearConstraintSolver.Expression([(rect.height, 1)], constant: -Double(size.height))
            add(expression, .lessThanOrEqual, view.contentHuggingPriority(for: .vertical), name())
            add(expression, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: .vertical), name())
        }
    }

    private func rule(for constraint: NSLayoutConstraint) -> Rule? {
        guard let first = constraint.firstItem else { return nil }
        // UIKit raises for a constant or multiplier that is not finite and for a priority out
        // of its range; here the message is logged once and the constraint is left out, so
        // no frame comes out NaN or infinite.
        if let problem = constraint.illegalValue {
            if !constraint.reportedIllegalValue {
                constraint.reportedIllegalValue = true
                AutoLayoutLog.report("\(problem) (UIKit raises NSInternalInconsistencyException here; Zoetrope leaves the constraint out) \(constraint)")
            }
            return nil
        }
        var terms = [Term(item: first, attribute: constraint.firstAttribute, coefficient: 1)]
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            terms.append(Term(item: second, attribute: constraint.secondAttribute, coefficient: -Double(constraint.multiplier)))
        }
        return Rule(terms: terms, constant: -Double(constraint.constant), relation: constraint.relation, priority: constraint.priority,
                    describe: { constraint.description })
    }

    private mutating func add(_ rule: Rule?) {
        guard let rule else { return }
        var expression = LinearConstraintSolver.Expression(constant: rule.constant)
        for term in rule.terms {
            guard let value = self.expression(term.item, term.attribute) else { return }
            expression = expression + value * term.coefficient
        }
        add(expression, rule.relation, rule.priority, rule.describe())
    }

    private mutating func add(_ expression: LinearConstraintSolver.Expression, _ relation: NSLayoutConstraint.Relation,
                              _ priority: UILayoutPriority, _ name: @autoclosure () -> String) {
        let strength = Swift.min(Swift.max(priority.rawValue, 1), 1000)
        let kind: LinearConstraintSolver.Relation = switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        AutoLayoutStatistics.countConstraint()
        do {
            try solver.add(expression, kind, strength: strength)
        } catch {
            // UIKit's recovery: the constraint is broken (kept, no longer required).
            AutoLayoutLog.report("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(name())")
            try? solver.add(expression, kind, strength: 999)
        }
    }

    // MARK: Attributes as expressions

    /// The expression of `attribute` of `item`, or nil when the item is not in this tree.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearConstraintSolver.Expression? {
        typealias E = LinearConstraintSolver.Expression
        var x: E, y: E, width: E, height: E
        var margins = UIEdgeInsets.zero
        var view: UIView?
        if let item = item as? UIView {
            guard members.contains(ObjectIdentifier(item)), let rect = rects[ObjectIdentifier(item)] else { return nil }
            (x, y, width, height) = (E([(rect.x, 1)]), E([(rect.y, 1)]), E([(rect.width, 1)]), E([(rect.height, 1)]))
            margins = item.marginsFromEdges
            view = item
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, members.contains(ObjectIdentifier(guide)) {
            if let keyboard = guide as? UIKeyboardLayoutGuide, let rect = rects[ObjectIdentifier(owner)] {
                let tall = Double(keyboard.height)
                x = E([(rect.x, 1)])
                y = E([(rect.y, 1), (rect.height, 1)], constant: -tall)
                width = E([(rect.width, 1)])
                height = E(constant: tall)
            } else if let insets = guide.insets, let rect = rects[ObjectIdentifier(owner)] {
                x = E([(rect.x, 1)], constant: Double(insets.left))
                y = E([(rect.y, 1)], constant: Double(insets.top))
                width = E([(rect.width, 1)], constant: -Double(insets.left + insets.right))
                height = E([(rect.height, 1)], constant: -Double(insets.top + insets.bottom))
            } else if let rect = rects[ObjectIdentifier(guide)] {
                (x, y, width, height) = (E([(rect.x, 1)]), E([(rect.y, 1)]), E([(rect.width, 1)]), E([(rect.height, 1)]))
            } else {
                return nil
            }
        } else {
            return nil
        }
        let left = Double(margins.left), right = Double(margins.right), top = Double(margins.top), bottom = Double(margins.bottom)
        // Right to left, leading is the right edge and a leading constant runs leftwards: the
        // value of leading is minus the right edge, so that `a.leading == b.leading + 16` puts
        // a's right edge 16 points left of b's, as UIKit does. The direction is read only for
        // these attributes: reading it walks the views above.
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            guard (view ?? (item as? UILayoutGuide)?.owningView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft else { break }
            switch attribute {
            case .leading: return (x + width) * -1
            case .trailing: return x * -1
            case .leadingMargin: return (x + width + E(constant: -right)) * -1
            default: return (x + E(constant: left)) * -1
            }
        default: break
        }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .leftMargin, .leadingMargin: return x + E(constant: left)
        case .rightMargin, .trailingMargin: return x + width + E(constant: -right)
        case .topMargin: return y + E(constant: top)
        case .bottomMargin: return y + height + E(constant: -bottom)
        case .centerXWithinMargins: return x + E(constant: left) + (width + E(constant: -left - right)) * 0.5
        case .centerYWithinMargins: return y + E(constant: top) + (height + E(constant: -top - bottom)) * 0.5
        case .firstBaseline, .lastBaseline:
            // A label's text is centred in its height; any other view's baseline is its bottom.
            guard let label = view as? UILabel, let font = label.font else { return y + height }
            let metrics = Self.font(font).metrics, size = Double(font.pointSize)
            let lines = Double(Swift.max(1, label.engineLineCount))
            let textHeight = lines * (metrics.ascent + metrics.descent) * size
            return attribute == .firstBaseline
                ? y + height * 0.5 + E(constant: -textHeight / 2 + metrics.ascent * size)
                : y + height * 0.5 + E(constant: textHeight / 2 - metrics.descent * size)
        case .notAnAttribute: return E()
        }
    }

    /// The font text is measured and drawn in. A size that is not a number is Core Text's
    /// default, 12 points; one past 1,000 points (the fixtures' limit, far past any screen) is
    /// set at 1,000, beyond which a glyph leaves the rasteriser's range and the frame would
    /// draw nothing more.
    static func font(_ font: UIFont) -> Font {
        let size = font.pointSize.isNaN ? 12 : Swift.min(1000, Double(font.pointSize))
        return Font(size: size, weight: ViewContent.weight(font.weight))
    }
}

/// Where the engine says what UIKit logs: constraints it had to break, values it refuses.
package enum AutoLayoutLog {
    /// The last messages, newest last, for tests to read (tests run side by side: each looks
    /// for its own constraint's identifier).
    private static let kept = Mutex<[String]>([])

    /// The last hundred messages reported, newest last.
    package static var recent: [String] { kept.withLock { $0 } }

    /// Runs `body`, holding back what it reports instead of writing it: a layout made only to
    /// learn how frames follow a size (a point wider, a point taller) that the app's
    /// constraints may not allow, as the phone never lays it out. Returns what it would have
    /// reported.
    static func held<Result>(_ body: () throws -> Result) rethrows -> (result: Result, messages: [String]) {
        let outer = Thread.current.threadDictionary[heldKey] as? [String]
        Thread.current.threadDictionary[heldKey] = [String]()
        defer { Thread.current.threadDictionary[heldKey] = outer }
        let result = try body()
        return (result, Thread.current.threadDictionary[heldKey] as? [String] ?? [])
    }
    private static let heldKey = "ZoetropeUIKit.AutoLayoutLog.held"

    /// Written to standard error, as UIKit writes to the console.
    static func report(_ message: String) {
        if var held = Thread.current.threadDictionary[heldKey] as? [String] {
            held.append(message)
            Thread.current.threadDictionary[heldKey] = held
            return
        }
        var stream = StandardErrorStream()
        print("[LayoutConstraints] \(message)", to: &stream)
        kept.withLock { messages in
            messages.append(message)
            if messages.count > 100 { messages.removeFirst(messages.count - 100) }
        }
    }
}
