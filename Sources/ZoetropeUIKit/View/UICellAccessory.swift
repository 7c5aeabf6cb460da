/// What a list cell shows at its edges: UIKit's `UICellAccessory`. A disclosure chevron, a
/// checkmark, a label and an outline chevron are drawn at the trailing edge, a custom view (a
/// switch) at its own edge; while the collection view is editing (`isEditing`), the delete,
/// insert and multiselect controls at the leading edge and the reorder control at the
/// trailing one, drawn and never tapped. An info button is kept, not drawn.
public struct UICellAccessory: Hashable, @unchecked Sendable {
    enum Kind: Hashable {
        case disclosureIndicator, checkmark, label(String), outlineDisclosure, reorder, delete, insert, multiselect, detail
        case customView(ViewIdentity)
    }

    /// A custom view, compared by identity, and the edge it sits at.
    struct ViewIdentity: Hashable {
        let view: UIView
        var isLeading = false
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.view === rhs.view && lhs.isLeading == rhs.isLeading }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
    }

    let kind: Kind
    /// When it shows: always, or only while the collection view is editing, or only while not.
    let displayed: DisplayedState
    /// Set by an accessory's options: an accessory kept but not shown.
    var isHidden = false

    public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }

    /// UIKit's `UICellAccessory.LayoutDimension`: how wide the accessory's slot is.
    public enum LayoutDimension: Hashable, Sendable {
        case standard, actual
        case custom(CGFloat)
    }

    /// The options most accessories take (UIKit's `DisclosureIndicatorOptions`,
    /// `CheckmarkOptions` and kin): hidden, the slot's width, the tint. The tint is kept, not
    /// drawn: accessories are drawn in UIKit's default colours.
    public struct Options: Hashable, Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias ReorderOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias MultiselectOptions = Options
    public typealias DetailOptions = Options

    /// UIKit's `UICellAccessory.LabelOptions`: the options and a font (kept, not drawn).
    public struct LabelOptions: Hashable, Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        public enum Style: Int, Hashable, Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// UIKit's `UICellAccessory.Placement`: which edge a custom view sits at.
    public enum Placement: Hashable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// UIKit's `UICellAccessory.CustomViewConfiguration`. A custom view that is a label is
    /// drawn as a label accessory at the trailing edge; any other (a switch, a button) is
    /// drawn as a view at its placement's edge, 16 points in, centred across the row, at its
    /// frame's size or else its intrinsic size.
    public struct CustomViewConfiguration: Hashable, @unchecked Sendable {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement && lhs.isHidden == rhs.isHidden
                && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth && lhs.tintColor == rhs.tintColor && lhs.maintainsFixedSize == rhs.maintainsFixedSize
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(customView)) }
    }

    /// An accessory's action (an outline chevron's, a delete button's); never run, as no finger
    /// taps a recording.
    public typealias ActionHandler = () -> Void

    /// Whether it shows, the collection view editing or not.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    private init(kind: Kind, displayed: DisplayedState, hidden: Bool?) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = hidden ?? false
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, hidden: options.isHidden)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, hidden: options.isHidden)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, hidden: options.isHidden)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, hidden: options.isHidden)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, hidden: options.isHidden)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, hidden: options.isHidden)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, hidden: options.isHidden)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, hidden: options.isHidden)
    }
    /// An info button: kept, not drawn.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, hidden: options.isHidden)
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, isLeading): (DisplayedState, Bool) = switch configuration.placement {
        case .leading(let displayed): (displayed, true)
        case .trailing(let displayed): (displayed, false)
        }
        return UICellAccessory(kind: .customView(ViewIdentity(view: configuration.customView, isLeading: isLeading)),
                               displayed: displayed, hidden: configuration.isHidden)
    }
}
