import ZoetropeCore

/// A label as SVG text (or outlines, with a text outliner), anchored so that it follows its
/// element's size.
extension SVGWriter {
    /// Where a label's lines hang from, for an element of `size`: the top edge for wrapped text,
    /// the centre line for a single line; across, the edge or centre it aligns to. Lines sit at
    /// fixed offsets from this anchor, so the anchor alone follows the element's size.
    static func labelAnchor(_ label: Label, size: [Double]) -> (x: Double, y: Double) {
        let x: Double
        switch label.screenAlignment {
        case .leading: x = -size[0] / 2
        case .trailing: x = size[0] / 2
        case .center, nil: x = 0
        }
        return (x, label.lines != nil && !label.centresLinesVertically ? -size[1] / 2 : 0)
    }

    func labelShape(_ label: Label, size: SVGChannel, duration: Double, timing: String?, definitions: SVGDefinitions) -> String {
        let lines = label.lines ?? [label.shownText]
        guard lines.contains(where: { !$0.isEmpty }) else { return "" }
        let first = size.firstValues
        let anchor = Self.labelAnchor(label, size: first)
        let translate: ([Double]) -> String = { let a = Self.labelAnchor(label, size: $0); return "\(SVGFormat.number(a.x)) \(SVGFormat.number(a.y))" }
        let anchorMoves = timing != nil && Set(size.keys.map { translate($0.values) }).count > 1
        let elementSize = Size(width: first[0], height: first[1])
        let scale = label.fontSize / Self.outlineSize

        /// One line's glyphs, in a group placed at `offset` from the anchor and scaled from the
        /// outlines' size; `attributes` are added to that group.
        func glyphLine(_ line: String, index: Int, outliner: any TextOutlining, anchor: (x: Double, y: Double), attributes: String) -> String {
            let shaped = outliner.shape(line, font: label.font)
            let position = label.lines != nil
                ? LabelGeometry.wrappedLinePosition(label, line: index, advance: shaped.advance, elementSize: elementSize, rightToLeft: shaped.isRightToLeft)
                : LabelGeometry.singleLinePosition(label, advance: shaped.advance, elementSize: elementSize, rightToLeft: shaped.isRightToLeft)
            var out = "<g\(attributes) transform=\"translate(\(SVGFormat.number(position.x - anchor.x)) \(SVGFormat.number(position.y - anchor.y))) scale(\(SVGFormat.number(scale, decimals: 6)))\">"
            out += glyphUses(shaped, font: label.font, outliner: outliner, definitions: definitions)
            return out + "</g>\n"
        }

        // The common case, one line that never moves against the element: a single group.
        if let textOutliner, !anchorMoves, lines.count == 1 {
            return glyphLine(lines[0], index: 0, outliner: textOutliner, anchor: (0, 0), attributes: " " + Self.paint("fill", label.color))
        }
        var out = "<g transform=\"translate(\(translate(first)))\""
        out += textOutliner != nil ? " \(Self.paint("fill", label.color))>" : "\(Self.fontAttributes(label))>"
        if let timing, anchorMoves {
            out += "<animateTransform attributeName=\"transform\" type=\"translate\" \(size.smilAttributes(duration: duration, format: translate))\(timing)/>"
        }
        out += "\n"
        for (k, line) in lines.enumerated() where !line.isEmpty {
            if let textOutliner {
                out += glyphLine(line, index: k, outliner: textOutliner, anchor: anchor, attributes: "")
            } else {
                out += textElement(label, line: line, index: k, elementSize: elementSize, anchor: anchor)
            }
        }
        return out + "</g>\n"
    }

    /// A shaped line's glyphs as `use`s of outlines defined once (colour glyphs as pictures),
    /// in units of the outlines' size: the caller scales by `font.size / outlineSize`.
    func glyphUses(_ shaped: ShapedLine, font: Font, outliner: any TextOutlining, definitions: SVGDefinitions) -> String {
        let scale = font.size / Self.outlineSize
        var out = ""
        for glyph in shaped.glyphs {
            let x = glyph.x / scale, y = glyph.y / scale
            if glyph.isColor {
                // A colour glyph (an emoji) is a picture, as the font draws it, at the label's size.
                guard let picture = outliner.colorGlyph(glyph, size: font.size) else { continue }
                let box = picture.box
                let id = definitions.id(for: "colour glyph \(glyph.face ?? "") \(glyph.index) \(font.size)") { id in
                    "<image id=\"\(id)\" x=\"\(SVGFormat.number(box.minX / scale, decimals: 2))\" y=\"\(SVGFormat.number(box.minY / scale, decimals: 2))\" width=\"\(SVGFormat.number(box.width / scale, decimals: 2))\" height=\"\(SVGFormat.number(box.height / scale, decimals: 2))\" href=\"data:image/png;base64,\(Base64.encode(picture.png))\"/>"
                }
                var use = "<use href=\"#\(id)\""
                if x != 0 { use += " x=\"\(SVGFormat.number(x, decimals: 2))\"" }
                if y != 0 { use += " y=\"\(SVGFormat.number(y, decimals: 2))\"" }
                out += use + "/>"
                continue
            }
            let outline = outliner.outline(of: glyph, weight: font.weight, size: Self.outlineSize)
            guard !outline.isEmpty else { continue }  // a space
            let face = glyph.face ?? font.weight.face.rawValue
            let id = definitions.id(for: "glyph \(face) \(glyph.index)") { id in "<path id=\"\(id)\" d=\"\(outline)\"/>" }
            var use = "<use href=\"#\(id)\""
            if x != 0 { use += " x=\"\(SVGFormat.number(x, decimals: 2))\"" }
            if y != 0 { use += " y=\"\(SVGFormat.number(y, decimals: 2))\"" }
            out += use + "/>"
        }
        return out
    }

    /// A line as `<text>`, for documents written without outlines.
    func textElement(_ label: Label, line: String, index: Int, elementSize: Size, anchor: (x: Double, y: Double)) -> String {
        let x: Double, textAnchor: String
        switch label.screenAlignment {
        case .leading: x = -elementSize.width / 2 + label.insets.left - anchor.x; textAnchor = "start"
        case .trailing: x = elementSize.width / 2 - label.insets.right - anchor.x; textAnchor = "end"
        case .center: x = (label.insets.left - label.insets.right) / 2 - anchor.x; textAnchor = "middle"
        case nil: x = 0; textAnchor = "middle"
        }
        let y = label.lines != nil
            ? LabelGeometry.wrappedLinePosition(label, line: index, advance: 0, elementSize: elementSize).y - anchor.y
            : label.font.metrics.baselineOffset(fontSize: label.fontSize) + label.verticalOffset
        return "<text x=\"\(SVGFormat.number(x))\" y=\"\(SVGFormat.number(y))\" text-anchor=\"\(textAnchor)\">\(SVGFormat.escape(line))</text>\n"
    }

    /// `markup` (one element, possibly with children) with an `id` attribute added.
    static func withID(_ id: String, _ markup: String) -> String {
        guard let space = markup.firstIndex(where: { $0 == " " || $0 == ">" || $0 == "/" }) else { return markup }
        return String(markup[..<space]) + " id=\"\(id)\"" + String(markup[space...])
    }
}
