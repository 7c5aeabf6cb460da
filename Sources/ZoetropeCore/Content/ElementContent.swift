/// What an element shows: its shadow, fill, picture, corners, border, label and accessories.
///
/// Content belongs to the data (an item, or a section's header) and follows its identity
/// through every update; layouts never see it. Both backends draw from this one model, so a
/// PNG frame and the SVG show the same thing. They draw, from the bottom up: the shadow, the
/// fill, the image (clipped to the corners), the border, the label, the accessories.
public struct ElementContent: Hashable, Sendable {
    /// The fields, kept in a shared box: content is carried by every item and every frame
    /// element, and copied with them (a snapshot of 100,000 items was 77 MB of content to copy
    /// at each update; boxed, it is 8 bytes an item). Copy-on-write keeps value semantics.
    struct Parts: Hashable {
        var fill: Fill
        var cornerRadius: Double
        var label: Label?
        /// What most elements lack, boxed again and nil when empty: a cell of a grid is then
        /// about 220 bytes, not 780, and a fixture of 100,000 items decodes into a third of the
        /// memory.
        var extras: ExtrasBox?
    }

    /// The fields few elements use: a border, a shadow, a picture, and a list cell's
    /// accessories, second line and icon.
    struct Extras: Hashable {
        var border: Border?
        var shadow: Shadow?
        var image: ImageContent?
        var accessories: [Label] = []
        var secondaryLabel: Label?
        var icon: Icon?
        var subviews: [Subview] = []
        var measurementKey: Int?
        var anchorPoint: Point?
        var contentTransform: Transform3D?
        var contentTransformAnimations: [DrawingAnimation] = []
        var opacity = 1.0
        var opacityAnimations: [DrawingAnimation] = []
        var cornerRadiusAnimations: [DrawingAnimation] = []
        var fillColorAnimations: [DrawingAnimation] = []
        var sizeAnimations: [DrawingAnimation] = []
        var mask: DrawingClip?
        var clipsToBounds = false
        var cornerShape = CornerShape.circular
        var drawing: Drawing?
        var backdropBlur: BackdropBlur?
        var viewPresentation: ViewPresentation?

        /// Whether no field is set (checked field by field: building an empty value to
        /// compare with would copy 560 bytes).
        var isEmpty: Bool {
            border == nil && shadow == nil && image == nil && accessories.isEmpty && secondaryLabel == nil && icon == nil
                && subviews.isEmpty && measurementKey == nil && anchorPoint == nil && contentTransform == nil && contentTransformAnimations.isEmpty
                && opacity == 1 && opacityAnimations.isEmpty && cornerRadiusAnimations.isEmpty && fillColorAnimations.isEmpty && sizeAnimations.isEmpty && mask == nil && !clipsToBounds
                && cornerShape.isCircular && drawing == nil && backdropBlur == nil && viewPresentation == nil
        }
    }

    /// Copied on write: changed in place only while one content holds it (`updateExtras`).
    /// Compared and hashed by value.
    final class ExtrasBox: Hashable, @unchecked Sendable {
        var extras: Extras
        init(_ extras: Extras) { self.extras = extras }
        static func == (lhs: ExtrasBox, rhs: ExtrasBox) -> Bool { lhs === rhs || lhs.extras == rhs.extras }
        func hash(into hasher: inout Hasher) { hasher.combine(extras) }
    }

    @usableFromInline final class Box: @unchecked Sendable {
        // Mutated only through `ElementContent.update`, when this box is not shared.
        var parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    /// Compared by identity where it is inlined (`==`, `isStored(as:)`): a pass over a
    /// screen's views compares each view's content with its data's, most often one stored
    /// value, and an opaque call would retain both for it.
    @usableFromInline private(set) var box: Box

    private mutating func update(_ change: (inout Parts) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.parts) }
        change(&box.parts)
    }

    /// Sets extras; setting a field to its default where there are none changes nothing (and
    /// costs nothing: a view's content is read field by field, most of them at their default).
    /// Extras held by this content alone are changed in place, not copied into a new box: a
    /// read of a view sets up to a dozen fields one by one. They are nil whenever empty, which
    /// only a field set to its default (`settingDefault`) can make them.
    private mutating func updateExtras(settingDefault: Bool = false, _ change: (inout Extras) -> Void) {
        if settingDefault && box.parts.extras == nil { return }
        if !isKnownUniquelyReferenced(&box) { box = Box(box.parts) }
        // Taken out, so that only this content can hold it while it is checked and changed.
        var held = box.parts.extras.take()
        if held != nil, isKnownUniquelyReferenced(&held!) {
            change(&held!.extras)
            box.parts.extras = settingDefault && held!.extras.isEmpty ? nil : held
            return
        }
        var extras = held?.extras ?? Extras()
        held = nil
        change(&extras)
        box.parts.extras = settingDefault && extras.isEmpty ? nil : ExtrasBox(extras)
    }

    public var fill: Fill {
        get { box.parts.fill }
        set { update { $0.fill = newValue } }
    }
    public var cornerRadius: Double {
        get { box.parts.cornerRadius }
        set { update { $0.cornerRadius = newValue } }
    }
    public var border: Border? {
        get { box.parts.extras?.extras.border }
        set { updateExtras(settingDefault: newValue == nil) { $0.border = newValue } }
    }
    public var shadow: Shadow? {
        get { box.parts.extras?.extras.shadow }
        set { updateExtras(settingDefault: newValue == nil) { $0.shadow = newValue } }
    }
    public var image: ImageContent? {
        get { box.parts.extras?.extras.image }
        set { updateExtras(settingDefault: newValue == nil) { $0.image = newValue } }
    }
    public var label: Label? {
        get { box.parts.label }
        set { update { $0.label = newValue } }
    }
    /// One-line labels at the trailing edge, drawn after the label: a list cell's accessories
    /// (UIKit's `UICellAccessory`: a value label, a checkmark, a disclosure chevron), in UIKit's
    /// order from leading to trailing, so the last sits inside the element's trailing inset
    /// and each one before it to its left.
    public var accessories: [Label] {
        get { box.parts.extras?.extras.accessories ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.accessories = newValue } }
    }
    /// A second line of text under the label, as `UIListContentConfiguration.subtitleCell`
    /// shows its secondary text: the two lines are centred together, each at its own inset.
    public var secondaryLabel: Label? {
        get { box.parts.extras?.extras.secondaryLabel }
        set { updateExtras(settingDefault: newValue == nil) { $0.secondaryLabel = newValue } }
    }
    /// A list cell's image at the leading inset, the text moved past it
    /// (`UIListContentConfiguration.image`).
    public var icon: Icon? {
        get { box.parts.extras?.extras.icon }
        set { updateExtras(settingDefault: newValue == nil) { $0.icon = newValue } }
    }

    /// Views inside the element, placed by the app's own layout (a cell laid out by Auto
    /// Layout), drawn over the picture and under the border, in order.
    package var subviews: [Subview] {
        get { box.parts.extras?.extras.subviews ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.subviews = newValue } }
    }
    /// The point of the element that its layout attributes' centre names and its transform
    /// turns about, from (0, 0) at its top left to (1, 1): a layer's `anchorPoint`, (0.5, 0.5)
    /// by default. As in Core Animation, moving it moves the picture: with (0.5, 0) the
    /// element's top edge lies at the centre the layout gave, and a scale or a turn keeps
    /// that edge in place.
    public var anchorPoint: Point {
        get { box.parts.extras?.extras.anchorPoint ?? Point(x: 0.5, y: 0.5) }
        set {
            let isDefault = newValue == Point(x: 0.5, y: 0.5)
            updateExtras(settingDefault: isDefault) { $0.anchorPoint = isDefault ? nil : newValue }
        }
    }

    /// The transform of the view that holds the content, inside the element (a cell's content
    /// view, turned or moved by a layout's `apply(_:)` or by the app), as a map of points about
    /// the element's centre; nil for none. It applies to everything the element draws but its
    /// shadow, before the anchor point and the element's own transform, as Core Animation
    /// composes a sublayer's transform: flattened into the element's plane first.
    ///
    /// A flat one (no perspective) is drawn inside the element, cut to its bounds when
    /// `clipsToBounds` says so. One with perspective is folded into the element's own transform
    /// (see `Track.foldingContentTransform()`) and drawn whole, uncut.
    public var contentTransform: Transform3D? {
        get { box.parts.extras?.extras.contentTransform }
        set {
            let isDefault = newValue == nil || newValue == .identity
            updateExtras(settingDefault: isDefault) { $0.contentTransform = isDefault ? nil : newValue }
        }
    }

    /// What moves the content transform over the recording: the parts of a view's own layer's
    /// transform that its explicit animations animate (a picture spinning by
    /// `transform.rotation.z`), each with an `AnimatedLayerFrame` whose `inner` and `outer`
    /// carry the element's centre to the layer's anchor point and back. Applied at each frame
    /// (`resolvingDrawings(at:)`); flat transforms only.
    package var contentTransformAnimations: [DrawingAnimation] {
        get { box.parts.extras?.extras.contentTransformAnimations ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.contentTransformAnimations = newValue } }
    }

    /// A subview's opacity as one picture, over the alpha its colours already carry: what an
    /// animation of its layer's `opacity` makes of it at a moment (`opacityAnimations`). 1 for
    /// none; honoured for subviews.
    public var opacity: Double {
        get { box.parts.extras?.extras.opacity ?? 1 }
        set { updateExtras(settingDefault: newValue == 1) { $0.opacity = newValue } }
    }

    /// What fades a subview over the recording: its layer's explicit animations of `opacity`,
    /// as factors on `opacity` (their values over the alpha its colours carry). Applied at each
    /// frame (`resolvingDrawings(at:)`).
    package var opacityAnimations: [DrawingAnimation] {
        get { box.parts.extras?.extras.opacityAnimations ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.opacityAnimations = newValue } }
    }

    /// What rounds the corners over the recording: explicit animations of the view's own
    /// layer's `cornerRadius` (`DrawingAnimation.Property.cornerRadius`), the last added that
    /// plays setting `cornerRadius` at each frame (`resolvingDrawings(at:)`).
    package var cornerRadiusAnimations: [DrawingAnimation] {
        get { box.parts.extras?.extras.cornerRadiusAnimations ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.cornerRadiusAnimations = newValue } }
    }

    /// What changes the fill's colour over the recording: explicit animations of the view's
    /// own layer's `backgroundColor` (as `DrawingAnimation.Property.fillColor`), the last added
    /// that plays setting a `.color` fill at each frame (`resolvingDrawings(at:)`). A gradient
    /// fill does not animate.
    package var fillColorAnimations: [DrawingAnimation] {
        get { box.parts.extras?.extras.fillColorAnimations ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.fillColorAnimations = newValue } }
    }

    /// What changes a subview's size over the recording: animations of its view's bounds, as
    /// how much wider and taller than its frame it is (`.widthChange`, `.heightChange`), about
    /// its centre. Applied to the subview's frame at each frame (`resolvingDrawings(at:)` on
    /// the element that holds it); honoured for subviews.
    package var sizeAnimations: [DrawingAnimation] {
        get { box.parts.extras?.extras.sizeAnimations ?? [] }
        set { updateExtras(settingDefault: newValue.isEmpty) { $0.sizeAnimations = newValue } }
    }

    /// What the view's own layer's `mask` lets through of everything the element draws, its
    /// shadow and border included: a shape in the element's space (points from its top-left
    /// corner), whole, along a stroke, or faded by a gradient's alpha (`DrawingClip.fade`), as a
    /// cell faded at its top by a gradient layer set as its layer's mask. Nil for none. Drawn
    /// for elements and subviews (a subview's turns with its `contentTransform`); it keeps its
    /// place while the element's size animates.
    package var mask: DrawingClip? {
        get { box.parts.extras?.extras.mask }
        set { updateExtras(settingDefault: newValue == nil) { $0.mask = newValue } }
    }

    /// Whether the element's drawing, shadow aside, is cut to its rounded rectangle, as a view
    /// with `clipsToBounds` (a layer with `masksToBounds`) cuts what it holds.
    public var clipsToBounds: Bool {
        get { box.parts.extras?.extras.clipsToBounds ?? false }
        set { updateExtras(settingDefault: !newValue) { $0.clipsToBounds = newValue } }
    }

    /// Which corners `cornerRadius` rounds and in which curve (a view's own layer's
    /// `maskedCorners` and `cornerCurve`): every corner a quarter circle unless set. The fill,
    /// shadow, border, backdrop blur and the clip of what the element holds all take it.
    package var cornerShape: CornerShape {
        get { box.parts.extras?.extras.cornerShape ?? .circular }
        set { updateExtras(settingDefault: newValue.isCircular) { $0.cornerShape = newValue } }
    }

    /// What the view drew itself (`draw(_:)`), over its fill and picture and under its
    /// subviews, border and label, as a layer's contents lie over its background colour and
    /// under its sublayers; cut to the element's bounds, as a backing store is.
    package var drawing: Drawing? {
        get { box.parts.extras?.extras.drawing }
        set {
            let isDefault = newValue == nil || newValue?.isEmpty == true
            updateExtras(settingDefault: isDefault) { $0.drawing = isDefault ? nil : newValue }
        }
    }

    /// A blur of what lies behind the element, under its fill (which tints it), as a
    /// `UIVisualEffectView` shows; nil for none. See `BackdropBlur`.
    public var backdropBlur: BackdropBlur? {
        get { box.parts.extras?.extras.backdropBlur }
        set { updateExtras(settingDefault: newValue == nil) { $0.backdropBlur = newValue } }
    }

    /// What the element's own view shows over its layout's attributes (a live cell the app
    /// faded, moved or turned itself); nil when it shows just those. Folded into the
    /// attributes when the steps become a timeline, so nothing draws it from here.
    package var viewPresentation: ViewPresentation? {
        get { box.parts.extras?.extras.viewPresentation }
        set {
            let isDefault = newValue?.isNeutral ?? true
            // Every read of a shown view sets it, nearly always to the neutral it already is.
            if isDefault && box.parts.extras?.extras.viewPresentation == nil { return }
            updateExtras(settingDefault: isDefault) { $0.viewPresentation = isDefault ? nil : newValue }
        }
    }

    /// Whether the element or one of its subviews blurs what lies behind it: such a frame is
    /// drawn whole (what it reads changes with whatever moves behind it).
    package var hasBackdropBlur: Bool {
        guard let extras = box.parts.extras?.extras else { return false }
        return extras.backdropBlur != nil || extras.subviews.contains { $0.content.backdropBlur != nil }
    }

    /// The content transform drawn inside the element, as a 2-D transform about its centre;
    /// nil when there is none or it has perspective (then it is folded, not drawn here).
    package var flatContentTransform: Transform? {
        guard let space = box.parts.extras?.extras.contentTransform, !space.drawsWithPerspective else { return nil }
        let flat = space.affine
        return flat.isIdentity ? nil : flat
    }

    /// How far the picture lies from where its attributes put it, at `size`, before the
    /// transform: zero for the default anchor point.
    package func anchorShift(size: Size) -> Point {
        guard let anchor = box.parts.extras?.extras.anchorPoint else { return .zero }
        return Point(x: (0.5 - anchor.x) * size.width, y: (0.5 - anchor.y) * size.height)
    }

    /// Which of the app's views this content came from, for a `ContentMeasuring` to measure it
    /// (a self-sizing cell asked its size at the width the layout proposes); nil: measured from
    /// its label, as the core measures content.
    public var measurementKey: Int? {
        get { box.parts.extras?.extras.measurementKey }
        set { updateExtras(settingDefault: newValue == nil) { $0.measurementKey = newValue } }
    }

    public init(fill: Fill = .color(Color(red: 0.82, green: 0.82, blue: 0.84)), cornerRadius: Double = 0,
                border: Border? = nil, shadow: Shadow? = nil, image: ImageContent? = nil, label: Label? = nil) {
        self.init(fill: fill, cornerRadius: cornerRadius, border: border, shadow: shadow, image: image, label: label,
                  accessories: [], secondaryLabel: nil, icon: nil)
    }

    /// Content with every field given at once: one allocation, where setting the list cell's
    /// fields one by one after `init` would make a new box of extras for each.
    public init(fill: Fill, cornerRadius: Double, border: Border?, shadow: Shadow?, image: ImageContent?, label: Label?,
                accessories: [Label], secondaryLabel: Label?, icon: Icon?) {
        let hasExtras = border != nil || shadow != nil || image != nil || !accessories.isEmpty || secondaryLabel != nil || icon != nil
        let extras = hasExtras
            ? ExtrasBox(Extras(border: border, shadow: shadow, image: image, accessories: accessories, secondaryLabel: secondaryLabel, icon: icon))
            : nil
        box = Box(Parts(fill: fill, cornerRadius: cornerRadius, label: label, extras: extras))
    }

    /// Content filled with one colour.
    public init(fill color: Color, cornerRadius: Double = 0, border: Border? = nil, shadow: Shadow? = nil,
                image: ImageContent? = nil, label: Label? = nil) {
        self.init(fill: .color(color), cornerRadius: cornerRadius, border: border, shadow: shadow, image: image, label: label)
    }

    @inlinable public static func == (lhs: ElementContent, rhs: ElementContent) -> Bool {
        lhs.box === rhs.box || lhs.hasEqualParts(to: rhs)
    }

    @usableFromInline func hasEqualParts(to other: ElementContent) -> Bool {
        box.parts == other.box.parts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.parts)
    }

    /// What an element shows when its data gives no content: a neutral grey block, visible
    /// enough to notice that something is missing, plain enough not to be mistaken for design.
    package static let placeholder = ElementContent()

    /// Whether the two are one stored value, not only equal: a value kept as a marker (the
    /// UIKit layer's content of a cell not yet asked of its data source) is told from every
    /// equal value made elsewhere, at the cost of one comparison.
    @inlinable package func isStored(as other: ElementContent) -> Bool {
        box === other.box
    }
}

/// Where lines of wrapped text sit across their element.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// UIKit's nine font weights (`UIFont.Weight`), by their names.
///
/// Each is drawn with the nearest face the renderer has: Zoetrope draws DejaVu Sans, whose
/// core package has two faces, Book and Bold. "Nearest" is by UIKit's own weight values
/// (ultraLight −0.8 … regular 0, medium 0.23, semibold 0.3, bold 0.4 … black 0.62): up to
/// regular is Book, from medium on is Bold.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// `UIFont.Weight`'s raw value.
    public var value: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// Its weight on CSS's 100…900 scale (SF Pro's faces: ultraLight 100 … regular 400,
    /// semibold 600, bold 700 … black 900), by which an app's font files are chosen.
    package var cssWeight: Double {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// Whether the nearest face is the bold one (see the type's description).
    package var usesBoldFace: Bool { abs(value - FontWeight.bold.value) < abs(value - FontWeight.regular.value) }

    /// The face this weight is drawn with: what glyph caches and outlines are keyed by.
    public var face: FontWeight { usesBoldFace ? .bold : .regular }
}
