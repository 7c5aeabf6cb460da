import ZoetropeCore

/// Content as a fixture writes it: every field optional, laid over a base (the fixture's
/// style for that kind of element, itself laid over Zoetrope's defaults).
struct ContentPatch: Sendable {
    var fill: Fill?
    var cornerRadius: Double?
    var label: LabelPatch?
    /// The fields few elements set, boxed, nil when none is: a patch is copied several times
    /// for each item as it is decoded and laid over the style, and these are most of its size.
    private var rare: RareBox?

    private struct Rare: Sendable {
        var border: Border?
        var shadow: Shadow?
        var image: ImageContent?
        var accessories: [Accessory]?
        var secondaryLabel: LabelPatch?
        var icon: Icon?
        var ring: ProgressRing?
        var blur: BackdropBlur?
        var cornerCurve: CornerShape.Curve?
        var roundedCorners: CornerShape.Corners?

        var isEmpty: Bool {
            border == nil && shadow == nil && image == nil && accessories == nil && secondaryLabel == nil && icon == nil
                && ring == nil && blur == nil && cornerCurve == nil && roundedCorners == nil
        }
    }

    private final class RareBox: Sendable {
        let fields: Rare
        init(_ fields: Rare) { self.fields = fields }
    }

    private mutating func updateRare(_ change: (inout Rare) -> Void) {
        var fields = rare?.fields ?? Rare()
        change(&fields)
        rare = fields.isEmpty ? nil : RareBox(fields)
    }

    var border: Border? {
        get { rare?.fields.border }
        set { updateRare { $0.border = newValue } }
    }
    var shadow: Shadow? {
        get { rare?.fields.shadow }
        set { updateRare { $0.shadow = newValue } }
    }
    var image: ImageContent? {
        get { rare?.fields.image }
        set { updateRare { $0.image = newValue } }
    }
    var accessories: [Accessory]? {
        get { rare?.fields.accessories }
        set { updateRare { $0.accessories = newValue } }
    }
    var secondaryLabel: LabelPatch? {
        get { rare?.fields.secondaryLabel }
        set { updateRare { $0.secondaryLabel = newValue } }
    }
    var icon: Icon? {
        get { rare?.fields.icon }
        set { updateRare { $0.icon = newValue } }
    }
    var ring: ProgressRing? {
        get { rare?.fields.ring }
        set { updateRare { $0.ring = newValue } }
    }
    var blur: BackdropBlur? {
        get { rare?.fields.blur }
        set { updateRare { $0.blur = newValue } }
    }
    var cornerCurve: CornerShape.Curve? {
        get { rare?.fields.cornerCurve }
        set { updateRare { $0.cornerCurve = newValue } }
    }
    var roundedCorners: CornerShape.Corners? {
        get { rare?.fields.roundedCorners }
        set { updateRare { $0.roundedCorners = newValue } }
    }

    init(fill: Fill? = nil, cornerRadius: Double? = nil, border: Border? = nil, shadow: Shadow? = nil, image: ImageContent? = nil,
         label: LabelPatch? = nil, accessories: [Accessory]? = nil, secondaryLabel: LabelPatch? = nil, icon: Icon? = nil,
         ring: ProgressRing? = nil, blur: BackdropBlur? = nil, cornerCurve: CornerShape.Curve? = nil,
         roundedCorners: CornerShape.Corners? = nil) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.label = label
        let fields = Rare(border: border, shadow: shadow, image: image, accessories: accessories, secondaryLabel: secondaryLabel, icon: icon,
                          ring: ring, blur: blur, cornerCurve: cornerCurve, roundedCorners: roundedCorners)
        rare = fields.isEmpty ? nil : RareBox(fields)
    }

    /// A list cell's accessory, as a fixture names it.
    enum Accessory: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case text(String)

        /// The accessory as a label inside `trailingInset` of the element's trailing edge.
        func label(trailingInset: Double) -> Label {
            switch self {
            case .disclosureIndicator: return .disclosureIndicator(trailingInset: trailingInset)
            case .checkmark: return .checkmark(trailingInset: trailingInset)
            case .text(let text): return .accessoryText(text, trailingInset: trailingInset)
            }
        }
    }

    /// `patch`'s fields where it has them, `self`'s elsewhere; labels merge field by field.
    func overlaid(with patch: ContentPatch?) -> ContentPatch {
        guard let patch else { return self }
        if patch.rare == nil && rare == nil {
            return ContentPatch(fill: patch.fill ?? fill, cornerRadius: patch.cornerRadius ?? cornerRadius,
                                label: label.map { $0.overlaid(with: patch.label) } ?? patch.label)
        }
        return ContentPatch(
            fill: patch.fill ?? fill,
            cornerRadius: patch.cornerRadius ?? cornerRadius,
            border: patch.border ?? border,
            shadow: patch.shadow ?? shadow,
            image: patch.image ?? image,
            label: label.map { $0.overlaid(with: patch.label) } ?? patch.label,
            accessories: patch.accessories ?? accessories,
            secondaryLabel: secondaryLabel.map { $0.overlaid(with: patch.secondaryLabel) } ?? patch.secondaryLabel,
            icon: patch.icon ?? icon,
            ring: patch.ring ?? ring,
            blur: patch.blur ?? blur,
            cornerCurve: patch.cornerCurve ?? cornerCurve,
            roundedCorners: patch.roundedCorners ?? roundedCorners)
    }

    /// The finished content, with `defaults` for whatever no layer set.
    func resolved(defaults: ElementContent) -> ElementContent {
        let resolvedLabel = label?.resolved()
        // Accessories sit inside the label's trailing inset (the list's margin).
        let trailing = label?.insets?.right ?? 16
        let resolvedAccessories = (accessories ?? []).map { accessory in
            var label = accessory.label(trailingInset: trailing)
            // A text accessory is set in the row's typeface; the chevron and checkmark are symbols.
            if case .text = accessory { label.family = resolvedLabel?.family }
            return label
        }
        // The secondary text lines up under the label: its alignment and insets unless it has its own.
        var secondary = secondaryLabel
        if secondary?.alignment == nil { secondary?.alignment = label?.alignment }
        if secondary?.insets == nil { secondary?.insets = label?.insets }
        // …and the app's typeface: a list cell's two lines are set in one family.
        if secondary?.family == nil { secondary?.family = label?.family }
        // The icon sits at the label's leading inset (the list's margin).
        let placedIcon = icon.map { icon in
            var placed = icon
            placed.leadingInset = label?.insets?.left ?? icon.leadingInset
            return placed
        }
        var content = ElementContent(
            fill: fill ?? defaults.fill,
            cornerRadius: cornerRadius ?? defaults.cornerRadius,
            border: border ?? defaults.border,
            shadow: shadow ?? defaults.shadow,
            image: image ?? defaults.image,
            label: resolvedLabel,
            accessories: resolvedAccessories,
            secondaryLabel: secondary?.resolved(),
            icon: placedIcon)
        if let ring { content.drawing = ring.drawing }
        if let blur { content.backdropBlur = blur }
        if cornerCurve != nil || roundedCorners != nil {
            content.cornerShape = CornerShape(curve: cornerCurve ?? defaults.cornerShape.curve, rounded: roundedCorners ?? defaults.cornerShape.rounded)
        }
        return content
    }
}

/// Zoetrope's defaults for each kind of element, under a fixture's style.
enum ContentDefaults {
    /// iOS's system grey 4: a cell nobody styled.
    static func cell(in appearance: Appearance) -> ElementContent {
        ElementContent(fill: SystemColor.systemGray4.color(in: appearance))
    }
    /// Headers and footers are transparent unless styled, like a plain reusable view.
    static let supplementary = ElementContent(fill: .clear)
    /// iOS's grouped-background grey: a section background nobody styled (in dark mode, the
    /// secondary background's near-black).
    static func decoration(in appearance: Appearance) -> ElementContent {
        ElementContent(fill: appearance.style == .dark ? SystemColor.secondarySystemBackground.color(in: appearance) : Color(hex: "#EFEFF4")!)
    }
}
