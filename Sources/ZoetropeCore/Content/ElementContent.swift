/// What an element shows: its fill, corners, border and label.
///
/// Content belongs to the data (an item, or a section's header) and follows its identity
/// through every update; layouts never see it. Both backends draw from this one model, so a
/// PNG frame and the SVG show the same thing.
public struct ElementContent: Hashable, Sendable {
    public var fill: Color
    public var cornerRadius: Double
    public var border: Border?
    public var label: Label?

    public init(fill: Color = Color(red: 0.82, green: 0.82, blue: 0.84), cornerRadius: Double = 0,
                border: Border? = nil, label: Label? = nil) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.border = border
        self.label = label
    }

    /// What an element shows when its data gives no content: a neutral grey block, visible
    /// enough to notice that something is missing, plain enough not to be mistaken for design.
    public static let placeholder = ElementContent()
}

/// A stroke drawn inside the element's edge, as `CALayer.borderWidth` is.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: Color

    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// Text in an element, set in DejaVu Sans: one line centred in the element, or, when it
/// wraps, lines broken to the element's width inside `insets`, from the top.
public struct Label: Hashable, Sendable {
    public var text: String
    public var color: Color
    public var fontSize: Double
    public var weight: FontWeight
    /// Whether the text wraps into lines (and can size its element; see `FlowLayout.selfSizing`).
    public var wraps: Bool
    /// Where wrapped lines sit across the element.
    public var alignment: TextAlignment
    /// Space between the element's edges and wrapped text.
    public var insets: EdgeInsets
    /// The wrapped lines, once laid out for the element's width; nil until then, and for a
    /// single-line label.
    public var lines: [String]?

    public init(text: String, color: Color = .black, fontSize: Double = 15, weight: FontWeight = .regular,
                wraps: Bool = false, alignment: TextAlignment = .leading, insets: EdgeInsets = EdgeInsets(all: 12),
                lines: [String]? = nil) {
        self.text = text
        self.color = color
        self.fontSize = fontSize
        self.weight = weight
        self.wraps = wraps
        self.alignment = alignment
        self.insets = insets
        self.lines = lines
    }

    public var font: Font { Font(size: fontSize, weight: weight) }

    /// The height wrapped text of `lineCount` lines needs, insets included.
    public func wrappedHeight(lineCount: Int) -> Double {
        insets.top + Double(lineCount) * font.lineHeight + insets.bottom
    }
}

/// Where lines of wrapped text sit across their element.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular
    case bold
}
