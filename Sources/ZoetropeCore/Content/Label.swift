/// Text in an element, set in DejaVu Sans or in an app's own `family`: one line, or, when it wraps, lines broken to the
/// element's width inside `insets`, from the top. Text that does not fit is cut short with an
/// ellipsis, as `UILabel` does by default: a single line at its end, wrapped text after
/// `maximumLines` lines.
public struct Label: Hashable, Sendable {
    public var text: String
    public var color: Color
    public var fontSize: Double
    public var weight: FontWeight
    /// The app's typeface it is set in; nil: DejaVu Sans, Zoetrope's bundled default.
    public var family: FontFamily?
    /// Whether the text wraps into lines (and can size its element; see `FlowLayout.selfSizing`).
    public var wraps: Bool
    /// Where the text sits across the element. Nil: a single line is centred (at the element's
    /// centre, whatever the insets), wrapped lines start at the leading inset.
    public var alignment: TextAlignment?
    /// Space between the element's edges and the text: all four for wrapped text, the left
    /// and right ones for an aligned single line (which is centred vertically); a centred
    /// single line may use the element's whole width.
    public var insets: EdgeInsets
    /// The most lines wrapped text shows (nil: as many as it needs).
    public var maximumLines: Int?
    /// The wrapped lines, once laid out for the element's width; nil until then, and for a
    /// single-line label.
    public var lines: [String]?
    /// A single line's text once fitted to the element's width: the text, or its start and an
    /// ellipsis; nil until laid out (the text is then drawn as it is).
    package var fittedText: String?
    /// Points a single line sits below the element's centre (negative: above): how a cell with
    /// secondary text stacks its two lines.
    package var verticalOffset: Double = 0
    /// Whether wrapped lines are centred as a block on the element's centre, as `UILabel` draws
    /// them, instead of starting at the top inset: a subview's label (`Subview`).
    package var centresLinesVertically = false
    /// Which way the interface around the label reads. Right to left, `.leading` is the right
    /// edge whatever the text (UIKit's natural alignment follows the interface); left to right,
    /// it is the side the text starts from (the right one for Arabic or Hebrew text).
    public var layoutDirection: Appearance.Direction = .leftToRight

    public init(text: String, color: Color = .black, fontSize: Double = 15, weight: FontWeight = .regular,
                wraps: Bool = false, alignment: TextAlignment? = nil, insets: EdgeInsets = EdgeInsets(all: 12),
                maximumLines: Int? = nil, lines: [String]? = nil, fittedText: String? = nil, family: FontFamily? = nil) {
        self.text = text
        self.family = family
        self.color = color
        self.fontSize = fontSize
        self.weight = weight
        self.wraps = wraps
        self.alignment = alignment
        self.insets = insets
        self.maximumLines = maximumLines
        self.lines = lines
        self.fittedText = fittedText
    }

    public var font: Font { Font(size: fontSize, weight: weight, family: family) }

    /// The text a single line shows.
    package var shownText: String { fittedText ?? text }

    /// The alignment wrapped lines use.
    package var wrappedAlignment: TextAlignment { alignment ?? .leading }

    /// The alignment lines use (nil: a centred single line), as the edge it holds to on screen
    /// in a left-to-right reading: `.leading` is the left edge, `.trailing` the right one. In a
    /// right-to-left interface the two swap.
    package var screenAlignment: TextAlignment? {
        let written = lines != nil ? wrappedAlignment : alignment
        guard layoutDirection == .rightToLeft, let written else { return written }
        return written == .leading ? .trailing : written == .trailing ? .leading : .center
    }

    /// The height wrapped text of `lineCount` lines needs, insets included.
    package func wrappedHeight(lineCount: Int) -> Double {
        insets.top + Double(lineCount) * font.lineHeight + insets.bottom
    }
}

extension Label {
    /// UIKit's `UICellAccessory.disclosureIndicator()`: a grey chevron.
    package static func disclosureIndicator(trailingInset: Double = 16) -> Label {
        Label(text: "\u{203A}", color: Color(red: 0.77, green: 0.77, blue: 0.78), fontSize: 24, weight: .regular, alignment: .trailing,
              insets: EdgeInsets(top: 0, left: 0, bottom: 4, right: trailingInset))
    }

    /// UIKit's `UICellAccessory.checkmark()`: a tinted check.
    package static func checkmark(trailingInset: Double = 16) -> Label {
        Label(text: "\u{2713}", color: Color(red: 0, green: 0.48, blue: 1), fontSize: 17, weight: .bold, alignment: .trailing,
              insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: trailingInset))
    }

    /// UIKit's `UICellAccessory.reorder()` while editing: three grey bars.
    package static func reorderControl(trailingInset: Double = 16) -> Label {
        Label(text: "\u{2261}", color: Color(red: 0.68, green: 0.68, blue: 0.70), fontSize: 24, weight: .regular, alignment: .trailing,
              insets: EdgeInsets(top: 0, left: 0, bottom: 2, right: trailingInset))
    }

    /// UIKit's `UICellAccessory.label(text:)`: secondary grey text.
    package static func accessoryText(_ text: String, trailingInset: Double = 16) -> Label {
        Label(text: text, color: Color(red: 0.54, green: 0.54, blue: 0.56), fontSize: 17, weight: .regular, alignment: .trailing,
              insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: trailingInset))
    }
}
