import ZoetropeCore

/// The fixture's `style`: a content patch per kind of element.
struct Style: Sendable {
    var cell = ContentPatch()
    var header = ContentPatch()
    var footer = ContentPatch()
    /// Other supplementary kinds, and decorations, by kind.
    var supplementary: [ElementKind: ContentPatch] = [:]
    var decorations: [ElementKind: ContentPatch] = [:]
}
