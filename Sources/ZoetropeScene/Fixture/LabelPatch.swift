import ZoetropeCore

struct LabelPatch: Sendable {
    var text: String?
    var color: Color?
    var size: Double?
    var weight: FontWeight?
    /// The app's family: absent (nil) inherits; `.some(nil)` is Zoetrope's default, named.
    var family: FontFamily??
    var wraps: Bool?
    var alignment: TextAlignment?
    var insets: EdgeInsets?
    var maximumLines: Int?

    func overlaid(with patch: LabelPatch?) -> LabelPatch {
        guard let patch else { return self }
        return LabelPatch(text: patch.text ?? text, color: patch.color ?? color, size: patch.size ?? size,
                          weight: patch.weight ?? weight, family: patch.family ?? family, wraps: patch.wraps ?? wraps, alignment: patch.alignment ?? alignment,
                          insets: patch.insets ?? insets, maximumLines: patch.maximumLines ?? maximumLines)
    }

    /// A label when there is text to show.
    func resolved() -> Label? {
        guard let text, !text.isEmpty else { return nil }
        let defaults = Label(text: text)
        return Label(text: text, color: color ?? defaults.color, fontSize: size ?? defaults.fontSize,
                     weight: weight ?? defaults.weight, wraps: wraps ?? defaults.wraps,
                     alignment: alignment ?? defaults.alignment, insets: insets ?? defaults.insets,
                     maximumLines: maximumLines ?? defaults.maximumLines, family: family ?? nil)
    }
}
