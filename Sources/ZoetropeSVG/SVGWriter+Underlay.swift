import ZoetropeCore

/// The underlay (`Timeline.underlay`): what lies behind a clear collection view, fixed in the
/// viewport while the content scrolls.
extension SVGWriter {
    /// The underlay's markup, first in paint order, inside the group the content offset moves:
    /// a group moved by the offset itself keeps it in place, so that a backdrop blur copies
    /// it with the elements under it, as the PNG frames blur it. Empty without an underlay.
    func underlayMarkup(_ timeline: Timeline, offset: SVGChannel, duration: Double, timing: String?,
                        definitions: SVGDefinitions) -> [ElementMarkup] {
        guard let underlay = timeline.underlay else { return [] }
        let kind = ElementKind("underlay")
        let attributes = LayoutAttributes(element: .decoration(kind, IndexPath(item: 0, section: 0)),
                                          frame: Rect(origin: .zero, size: timeline.viewportSize))
        var channels = SVGElementChannels(first: attributes)
        // Shown throughout.
        channels.visibility = [(0, true)]
        var markup = group(channels, content: underlay, duration: duration, timing: timing, definitions: definitions)
        // The offset the content is moved back by (written as that group writes it, so that
        // the two cancel exactly), moving the underlay forward.
        let forward: ([Double]) -> String = { "\(SVGFormat.number($0[0])) \(SVGFormat.number($0[1]))" }
        var held = offset.isAlways([0, 0]) ? "<g>" : "<g transform=\"translate(\(forward(offset.firstValues)))\">"
        if let timing, !offset.isConstant {
            held += "<animateTransform attributeName=\"transform\" type=\"translate\" \(offset.smilAttributes(duration: duration, format: forward))\(timing)/>"
        }
        markup.open = held + "\n" + markup.open
        markup.close += "</g>\n"
        return [markup]
    }
}
