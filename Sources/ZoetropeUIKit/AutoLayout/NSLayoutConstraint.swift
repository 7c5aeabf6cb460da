/// A relation between two views' (or layout guides') edges, centres or sizes: UIKit's
/// `NSLayoutConstraint`, `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// Active constraints are solved whenever a view lays out (`layoutIfNeeded()`, a cell drawn
/// at its size, `systemLayoutSizeFitting(_:)`) by `AutoLayoutEngine`, with UIKit's rules:
/// required constraints hold, optional ones are met by priority, and a view's intrinsic
/// content size is kept by its hugging and compression-resistance priorities.
open class NSLayoutConstraint: NSObject {
    /// UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false

    /// Set once the engine has logged `illegalValue`, so that a constraint left illegal is
    /// reported once, not at every layout pass.
    var reportedIllegalValue = false

    /// UIKit's words for a value it refuses: a constant or multiplier that is not finite, or a
    /// priority outside 0 < priority ≤ 1000; nil when every value is legal.
    var illegalValue: String? {
        if !constant.isFinite { return "Constraint constant is not finite! That's illegal. constant:\(constant)" }
        if !multiplier.isFinite { return "Multiplier is not finite! That's illegal. multiplier:\(multiplier)" }
        if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
            return "It's illegal to set priority:\(priority.rawValue). Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        }
        return nil
    }

    /// Where the constraint is installed: the closest common ancestor of its items, as
    /// UIKit installs an activated constraint.
    weak var installedOn: UIView?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.firstItem = view1 as AnyObject
        self.firstAttribute = attr1
        self.relation = relation
        self.secondItem = view2.map { $0 as AnyObject }
        self.secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Activating installs it on its items'
    /// closest common ancestor (or, while they have none, on its first item's view, where it
    /// counts once they share a hierarchy).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                guard installedOn == nil, let view = AutoLayoutEngine.installationView(for: self) else { return }
                view.install(self)
            } else {
                installedOn?.uninstall(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraints a line of the visual format language describes (see `VisualFormat`),
    /// not activated: `H:|-[title]-[value(>=60)]-|`, `V:[searchBar]-20-[collectionView]|`.
    /// A format that does not parse fails the recording with UIKit's message ("Unable to parse
    /// constraint format"), the format and a caret where it stopped, as UIKit raises, and
    /// makes no constraint.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            Recording.fail(UIKitRecordingError(.exception(name: "NSInvalidArgumentException"), reason: error.message))
            return []
        }
    }

    /// UIKit's `NSLayoutConstraint.FormatOptions`, for the visual format language, with UIKit's
    /// raw values: the edges or centres to align the views on, and the direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// Each alignment option with the attribute it aligns.
        static let alignments: [(option: FormatOptions, attribute: Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    open override var description: String {
        func name(_ item: AnyObject?) -> String { item.map { String(describing: type(of: $0)) } ?? "nil" }
        let sign = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        // The identifier first, quoted, as UIKit prints it.
        var text = (identifier.map { "'\($0)' " } ?? "") + "\(name(firstItem)).\(firstAttribute) \(sign)"
        if secondItem != nil { text += " \(name(secondItem)).\(secondAttribute)" + (multiplier != 1 ? " × \(multiplier)" : "") }
        if constant != 0 || secondItem == nil { text += " \(constant >= 0 && secondItem != nil ? "+ " : "")\(constant)" }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text
    }
}
