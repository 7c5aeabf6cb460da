import ZoetropeCore

/// The keys an object of the fixture format may have, with the object's name for messages.
///
/// These lists are the format: the decoder rejects any other key, and a test checks that
/// `docs/fixture.schema.json` lists exactly the same properties.
public struct FixtureKeys: Sendable {
    public let name: String
    public let allowed: [String]

    static let contentKeys = ["color", "gradient", "cornerRadius", "cornerCurve", "roundedCorners", "border", "shadow", "image", "label", "secondaryLabel", "icon", "accessories",
                              "ring", "blur"]
    static let flowMetricKeys = ["minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize",
                                 "headerHeight", "footerHeight"]

    public static let root = FixtureKeys(name: "the fixture", allowed: [
        "$schema", "version", "name", "description", "appearance", "assets", "symbols", "viewport", "background", "fonts", "layout", "style", "sections", "animation", "steps",
    ])
    public static let viewport = FixtureKeys(name: "viewport", allowed: ["width", "height", "scale", "safeAreaInsets", "layoutMargins"])
    /// A step's `"viewport"`: the new size, and the safe area that comes with it.
    public static let stepViewport = FixtureKeys(name: "a step's viewport", allowed: ["width", "height", "safeAreaInsets"])
    public static let size = FixtureKeys(name: "a size", allowed: ["width", "height"])
    public static let rect = FixtureKeys(name: "a frame", allowed: ["x", "y", "width", "height"])
    public static let placement = FixtureKeys(name: "an item's placement", allowed: ["x", "y", "width", "height", "scale", "rotate", "rotateX", "rotateY", "perspective", "alpha", "zIndex"])
    public static let insets = FixtureKeys(name: "insets", allowed: ["top", "left", "bottom", "right"])
    public static let point = FixtureKeys(name: "a distance", allowed: ["x", "y"])
    public static let flowLayout = FixtureKeys(name: "a flow layout", allowed: [
        "type", "scrollDirection", "itemSize", "sectionInset", "sectionBackground", "selfSizing",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    ] + flowMetricKeys)
    public static let compositionalLayout = FixtureKeys(name: "a compositional layout", allowed: [
        "type", "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems", "section", "sections",
    ])
    static let sectionKeys = ["group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
                              "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference"]
    public static let compositionalSection = FixtureKeys(name: "a compositional section", allowed: sectionKeys)
    public static let compositionalSectionKind = FixtureKeys(name: "a section kind", allowed: ["ids", "indices", "minWidth", "maxWidth"] + sectionKeys)
    public static let layoutGroup = FixtureKeys(name: "a group", allowed: [
        "horizontal", "vertical", "custom", "width", "height", "count", "repeatingCount", "interItemSpacing", "contentInsets", "edgeSpacing",
        "supplementaryItems",
    ])
    public static let layoutItem = FixtureKeys(name: "a layout item", allowed: ["width", "height", "contentInsets", "edgeSpacing", "supplementaryItems"])
    public static let customItem = FixtureKeys(name: "a custom group frame", allowed: ["x", "y", "width", "height", "zIndex"])
    public static let dimension = FixtureKeys(name: "a dimension", allowed: ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"])
    public static let spacing = FixtureKeys(name: "a spacing", allowed: ["fixed", "flexible"])
    public static let edgeSpacing = FixtureKeys(name: "edge spacing", allowed: ["leading", "top", "trailing", "bottom"])
    public static let directionalInsets = FixtureKeys(name: "directional insets", allowed: ["top", "leading", "bottom", "trailing"])
    public static let boundaryItem = FixtureKeys(name: "a boundary supplementary item", allowed: [
        "kind", "alignment", "width", "height", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex", "contentInsets",
    ])
    public static let badge = FixtureKeys(name: "a supplementary item", allowed: ["kind", "width", "height", "edges", "absoluteOffset", "fractionalOffset", "itemAnchor", "zIndex"])
    public static let anchor = FixtureKeys(name: "an anchor", allowed: ["edges", "absoluteOffset", "fractionalOffset"])
    public static let decorationItem = FixtureKeys(name: "a decoration item", allowed: ["kind", "contentInsets", "zIndex"])
    public static let listLayout = FixtureKeys(name: "a list layout", allowed: [
        "type", "appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding",
    ])
    public static let columnsLayout = FixtureKeys(name: "a columns layout", allowed: [
        "type", "minimumColumnWidth", "cellHeight", "margins",
    ] + flowMetricKeys)
    public static let sequenceLayout = FixtureKeys(name: "a sequence layout", allowed: [
        "type", "rowHeight", "unitLength", "unitSpacing", "rowSpacing", "insets", "headerWidth",
    ])
    public static let dashboardLayout = FixtureKeys(name: "a dashboard layout", allowed: ["type", "positions", "defaultItemSize", "focus"])
    public static let explicitLayout = FixtureKeys(name: "an explicit layout", allowed: ["type", "items", "supplementary", "decorations", "flipsHorizontally"])
    public static let explicitView = FixtureKeys(name: "a supplementary or decoration view", allowed: ["kind", "section", "frame"])
    public static let curve = FixtureKeys(name: "a curve", allowed: ["spring", "uiViewSpring", "springTimingParameters"])
    public static let spring = FixtureKeys(name: "a spring", allowed: [
        "mass", "stiffness", "damping", "dampingRatio", "response", "duration", "bounce", "velocity", "initialVelocity",
    ])
    public static let selfSizing = FixtureKeys(name: "self-sizing", allowed: ["minimumHeight", "width", "minimumWidth", "maximumWidth", "align"])
    public static let metrics = FixtureKeys(name: "section metrics", allowed: ["itemSize", "sectionInset"] + flowMetricKeys)
    public static let style = FixtureKeys(name: "style", allowed: ["cell", "header", "footer", "supplementary", "decorations"])
    public static let content = FixtureKeys(name: "content", allowed: contentKeys)
    public static let accessory = FixtureKeys(name: "an accessory", allowed: ["text"])
    public static let icon = FixtureKeys(name: "an icon", allowed: ["color", "size", "cornerRadius", "glyph", "glyphColor"])
    public static let border = FixtureKeys(name: "a border", allowed: ["width", "color"])
    /// A colour for each style: `{"light": "#FFFFFF", "dark": "#1C1C1E"}`.
    public static let appearanceColor = FixtureKeys(name: "a colour for each appearance", allowed: ["light", "dark", "lightHighContrast", "darkHighContrast"])
    /// A colour set of the asset catalogue: `{"named": "Brand"}`.
    public static let namedColor = FixtureKeys(name: "a named colour", allowed: ["named"])
    /// The fixture's `"appearance"`.
    public static let appearance = FixtureKeys(name: "appearance", allowed: ["style", "contrast", "level", "contentSize", "direction"])
    public static let label = FixtureKeys(name: "a label", allowed: ["text", "color", "size", "textStyle", "weight", "family", "wraps", "alignment", "insets", "maxLines"])
    public static let gradient = FixtureKeys(name: "a gradient", allowed: ["colors", "locations", "start", "end"])
    public static let shadow = FixtureKeys(name: "a shadow", allowed: ["color", "offset", "radius"])
    public static let ring = FixtureKeys(name: "a ring", allowed: ["progress", "from", "diameter", "lineWidth", "color", "trackColor", "duration", "delay", "curve"])
    public static let blur = FixtureKeys(name: "a blur", allowed: ["radius", "saturation"])
    public static let image = FixtureKeys(name: "a picture", allowed: ["file", "named", "systemName", "weight", "mode", "tint"])
    public static let section = FixtureKeys(name: "a section", allowed: ["id", "header", "footer", "supplementary", "decorations", "metrics", "items"])
    public static let item = FixtureKeys(name: "an item", allowed: ["id", "size", "align", "children", "expanded"] + contentKeys)
    public static let animation = FixtureKeys(name: "animation", allowed: ["duration", "curve", "delay", "fps", "effects", "stagger"])
    public static let effectRule = FixtureKeys(name: "an effect rule", allowed: ["on", "elements", "effect", "duration", "delay", "curve"])
    public static let effect = FixtureKeys(name: "an effect", allowed: ["fade", "scale", "rotate", "translate", "offscreen", "slide", "fall", "zoom", "zIndex"])
    public static let slide = FixtureKeys(name: "a slide", allowed: ["edge", "distance"])
    public static let stagger = FixtureKeys(name: "a stagger", allowed: ["by", "interval", "from", "reversed", "roles"])
    public static let step = FixtureKeys(name: "a step", allowed: [
        "name", "duration", "curve", "delay", "stagger", "background", "interruptAfter", "pause", "sections", "insertItems", "deleteItems", "moveItems", "reloadItems",
        "insertSections", "deleteSections", "moveSections", "reloadSections", "layout", "viewport", "contentOffset", "scrollToItem", "scrollToEnd", "clampOffset", "scrollSection", "apply", "animatingDifferences",
        "appearance",
    ])
    public static let scrollToItem = FixtureKeys(name: "a scroll to an item", allowed: ["at", "position"])
    public static let diffableOperation = FixtureKeys(name: "a snapshot operation", allowed: [
        "appendSections", "appendItems", "toSection", "insertItems", "beforeItem", "afterItem", "deleteItems", "deleteSections",
        "moveItem", "moveSection", "beforeSection", "afterSection", "reloadItems", "reconfigureItems", "reloadSections", "expand", "collapse",
    ])
    public static let sectionScroll = FixtureKeys(name: "a section scroll", allowed: ["section", "toGroup", "offset"])
    public static let itemInsertion = FixtureKeys(name: "an item insertion", allowed: ["at", "item"])
    public static let sectionInsertion = FixtureKeys(name: "a section insertion", allowed: ["at", "section"])
    public static let itemMove = FixtureKeys(name: "an item move", allowed: ["from", "to"])
    public static let sectionMove = FixtureKeys(name: "a section move", allowed: ["from", "to"])
    public static let itemReload = FixtureKeys(name: "an item reload", allowed: ["at", "item"])
    public static let sectionReload = FixtureKeys(name: "a section reload", allowed: ["at", "section"])

    /// Every object of the format by the name its schema definition has.
    public static let byDefinition: [String: FixtureKeys] = [
        "fixture": root, "appearance": appearance, "appearanceColor": appearanceColor, "namedColor": namedColor, "viewport": viewport, "stepViewport": stepViewport, "size": size, "frame": rect, "placement": placement, "insets": insets, "distance": point,
        "flowLayout": flowLayout, "columnsLayout": columnsLayout, "sequenceLayout": sequenceLayout,
        "dashboardLayout": dashboardLayout, "compositionalLayout": compositionalLayout, "compositionalSection": compositionalSection,
        "compositionalSectionKind": compositionalSectionKind, "layoutGroup": layoutGroup, "layoutItem": layoutItem, "customItem": customItem,
        "dimensionObject": dimension, "spacingObject": spacing, "edgeSpacing": edgeSpacing, "directionalInsetsObject": directionalInsets,
        "boundaryItem": boundaryItem, "sectionScroll": sectionScroll, "listLayout": listLayout, "accessory": accessory, "icon": icon, "diffableOperation": diffableOperation, "badge": badge, "decorationItem": decorationItem, "explicitLayout": explicitLayout, "explicitView": explicitView,
        "selfSizing": selfSizing, "metrics": metrics, "curveObject": curve, "spring": spring, "slide": slide, "stagger": stagger, "style": style, "content": content, "border": border, "label": label, "gradient": gradient, "shadow": shadow, "image": image,
        "section": section, "item": item, "animation": animation, "effectRule": effectRule, "effect": effect,
        "step": step, "itemInsertion": itemInsertion, "sectionInsertion": sectionInsertion,
        "itemMove": itemMove, "sectionMove": sectionMove, "itemReload": itemReload, "sectionReload": sectionReload,
    ]
}
