import ZoetropeCore

/// An image set of an asset catalogue (`Star.imageset`): the files of one picture, for each
/// scale and appearance, that `UIImage(named:)` and a fixture's `{"named": …}` picture choose
/// from.
///
/// A file is a PNG, an SVG or a one-page PDF. A PNG set has one file per scale (`1x`, `2x`,
/// `3x`); a vector set (Xcode's "Single Scale") has one SVG or PDF with no scale, drawn as
/// vectors at every size. Each may have its dark and high-contrast variants.
public struct AssetImageSet: Hashable, Sendable {
    /// How UIKit colours the picture, from the set's "Render As" (`template-rendering-intent`).
    public enum RenderingIntent: String, Hashable, Sendable {
        /// Xcode's "Default": a template in a system button, its own colours elsewhere.
        case automatic
        /// Its own colours everywhere.
        case original
        /// Its alpha in the tint colour of the view that shows it.
        case template
    }

    /// One file and what it is for.
    public struct Variant: Hashable, Sendable {
        /// The file, relative to the catalogue's folder.
        public var file: String
        /// 1, 2 or 3; nil for a file for every scale (a vector picture).
        public var scale: Int?
        public var appearance: AssetAppearance
        public var idiom: String
    }

    public let name: String
    public let variants: [Variant]
    public let renderingIntent: RenderingIntent
    /// Whether Xcode keeps a PDF's vectors (`preserves-vector-representation`). Zoetrope draws
    /// every SVG and PDF as vectors either way.
    public let preservesVectorRepresentation: Bool

    /// The file shown at `scale` (pixels a point) in `appearance`: of the files that serve the
    /// appearance (the most specific, as `AssetAppearance` chooses), the one for that scale,
    /// else the smallest larger scale, else the largest there is; a vector file serves every
    /// scale. Nil when no file serves the appearance.
    public func variant(scale: Int, appearance: Appearance) -> Variant? {
        let serving = variants.filter { $0.appearance.serves(appearance) && AssetAppearance.idioms.contains($0.idiom) }
        guard let best = AssetAppearance.best(serving, for: appearance, appearanceOf: \.appearance, idiomOf: \.idiom) else { return nil }
        let candidates = serving.filter { $0.appearance == best.appearance }
        if let vector = candidates.first(where: { $0.scale == nil }) { return vector }
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        let larger = candidates.filter { ($0.scale ?? 0) > scale }.min { ($0.scale ?? 0) < ($1.scale ?? 0) }
        return larger ?? candidates.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    }

    init(name: String, folder: String, contents: ContentsFile) throws(AssetCatalogError) {
        self.name = name
        var variants: [Variant] = []
        for entry in try contents.root.array("images") {
            try entry.requireObject()
            // An empty slot in Xcode's editor has no file.
            guard let file = try entry.string("filename") else { continue }
            guard !file.isEmpty, !file.contains("/"), file != "..", file != "." else {
                throw entry.child("filename")!.problem("expected the name of a file in the image set's folder; found \"\(file)\"")
            }
            var scale: Int?
            if let written = try entry.string("scale") {
                guard let value = ["1x": 1, "2x": 2, "3x": 3][written] else {
                    throw entry.child("scale")!.problem("unknown scale \"\(written)\"; expected 1x, 2x or 3x")
                }
                scale = value
            }
            variants.append(Variant(file: folder + "/" + file, scale: scale, appearance: try entry.appearance(), idiom: try entry.idiom()))
        }
        self.variants = variants
        let properties = contents.root.child("properties")
        if let intent = try properties?.string("template-rendering-intent") {
            guard let value = RenderingIntent(rawValue: intent) else {
                throw properties!.child("template-rendering-intent")!.problem("unknown rendering intent \"\(intent)\"; expected template or original")
            }
            renderingIntent = value
        } else {
            renderingIntent = .automatic
        }
        preservesVectorRepresentation = try properties?.bool("preserves-vector-representation") ?? false
    }
}
