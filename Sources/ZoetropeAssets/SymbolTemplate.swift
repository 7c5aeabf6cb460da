import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
internal import ZoetropeCairo
import ZoetropeCore

/// A symbol template, parsed: its glyphs and guides.
struct SymbolTemplate: Sendable {
    struct Glyph: Sendable {
        let id: String
        let weight: AssetSymbolSet.Weight
        let scale: AssetSymbolSet.Scale
        /// The box the picture shows, in the template's units.
        let box: Rect
    }

    /// SF Pro's cap height over its point size (1443 / 2048 units an em).
    static let capHeightPerPoint = 1443.0 / 2048.0

    let file: String
    let bytes: [UInt8]
    let glyphs: [Glyph]
    /// Each scale's distance from the baseline up to the cap line, in the template's units.
    let capHeights: [AssetSymbolSet.Scale: Double]

    func capHeight(_ scale: AssetSymbolSet.Scale) -> Double {
        capHeights[scale] ?? capHeights[.medium] ?? capHeights.values.first ?? 100 * Self.capHeightPerPoint
    }

    /// The glyph nearest to `weight` of the best scale the template draws.
    func glyph(weight: AssetSymbolSet.Weight, scale: AssetSymbolSet.Scale) -> Glyph {
        let scales = [scale, .medium, .small, .large]
        let row = scales.lazy.map { s in glyphs.filter { $0.scale == s } }.first { !$0.isEmpty }!
        // Nearest weight; of two as near, the lighter, as a regular glyph stands for semibold.
        return row.min { a, b in
            let da = abs(a.weight.rawValue - weight.rawValue), db = abs(b.weight.rawValue - weight.rawValue)
            return da != db ? da < db : a.weight.rawValue < b.weight.rawValue
        }!
    }

    init(bytes: [UInt8], file: String) throws(AssetCatalogError) {
        self.file = file
        self.bytes = bytes
        func problem(_ message: String) -> AssetCatalogError { AssetCatalogError(file: file, message: message) }
        do {
            try SVGPictureReader.checkReadable(bytes)
        } catch {
            throw problem("not an SVG symbol template: \(error.message)")
        }
        let document: XMLDocument
        do {
            document = try XMLDocument(data: Data(bytes), options: [])
        } catch {
            throw problem("not an SVG symbol template: the XML does not parse (\(error.localizedDescription))")
        }
        guard let root = document.rootElement(), root.localName == "svg" else { throw problem("not an SVG file (its root element is not <svg>)") }
        var ids: [String: XMLElement] = [:]
        func collect(_ element: XMLElement) {
            if let id = Self.attribute("id", of: element) { ids[id] = element }
            for child in element.children ?? [] { if let child = child as? XMLElement { collect(child) } }
        }
        collect(root)
        func number(_ id: String, _ attribute: String) -> Double? {
            ids[id].flatMap { Self.attribute(attribute, of: $0) }.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        var candidates: [(id: String, weight: AssetSymbolSet.Weight, scale: AssetSymbolSet.Scale)] = []
        for weight in AssetSymbolSet.Weight.allCases {
            for scale in AssetSymbolSet.Scale.allCases where ids["\(weight.templateName)-\(scale.rawValue)"] != nil {
                candidates.append(("\(weight.templateName)-\(scale.rawValue)", weight, scale))
            }
        }
        guard !candidates.isEmpty else {
            throw problem("no glyph in the template: a symbol template draws groups named Weight-Scale, such as \"Regular-S\" or \"Regular-M\", as the SF Symbols app exports them")
        }
        let inks: [String: Rect]
        do { inks = try SVGPictureReader.inkBounds(ofElements: candidates.map(\.id), in: bytes) } catch {
            throw problem("librsvg cannot read the template: \(error.message)")
        }
        var glyphs: [Glyph] = []
        for candidate in candidates {
            guard let ink = inks[candidate.id] else { continue }
            var box = ink
            if let left = number("left-margin-\(candidate.id)", "x1"), let right = number("right-margin-\(candidate.id)", "x1"), right > left {
                box = Rect(x: left, y: ink.minY, width: right - left, height: ink.height)
            }
            glyphs.append(Glyph(id: candidate.id, weight: candidate.weight, scale: candidate.scale, box: box))
        }
        guard !glyphs.isEmpty else { throw problem("the template's glyphs (\(candidates.map(\.id).joined(separator: ", "))) draw nothing") }
        self.glyphs = glyphs
        var capHeights: [AssetSymbolSet.Scale: Double] = [:]
        for scale in AssetSymbolSet.Scale.allCases {
            if let base = number("Baseline-\(scale.rawValue)", "y1"), let cap = number("Capline-\(scale.rawValue)", "y1"), base > cap {
                capHeights[scale] = base - cap
            }
        }
        self.capHeights = capHeights
    }

    /// An SVG of the glyph alone: the template without its notes, guides and other glyphs,
    /// its view box the glyph's box.
    func picture(of glyph: Glyph, name: String) throws(AssetCatalogError) -> ImageAsset {
        func problem(_ message: String) -> AssetCatalogError { AssetCatalogError(file: file, message: message) }
        let document: XMLDocument
        do { document = try XMLDocument(data: Data(bytes), options: []) } catch {
            throw problem("the XML does not parse (\(error.localizedDescription))")
        }
        guard let root = document.rootElement() else { throw problem("not an SVG file") }
        let others = Set(glyphs.map(\.id)).subtracting([glyph.id])
        func prune(_ element: XMLElement) {
            for child in element.children ?? [] {
                if child.kind == .comment { child.detach(); continue }
                guard let child = child as? XMLElement else { continue }
                let id = Self.attribute("id", of: child) ?? ""
                if id == "Notes" || id == "Guides" || others.contains(id) || Self.isGlyphName(id) && id != glyph.id {
                    child.detach()
                } else {
                    prune(child)
                }
            }
        }
        prune(root)
        let box = glyph.box
        func text(_ value: Double) -> String { String(format: "%.3f", value) }
        let sized: [(String, String)] = [("width", text(box.width)), ("height", text(box.height)),
                                         ("viewBox", "\(text(box.minX)) \(text(box.minY)) \(text(box.width)) \(text(box.height))")]
        root.attributes = (root.attributes ?? []).filter { attribute in !sized.contains { $0.0 == attribute.name } }
            + sized.map { XMLNode.attribute(withName: $0.0, stringValue: $0.1) as! XMLNode }
        let svg = [UInt8](document.xmlData(options: [.nodeCompactEmptyElement]))
        do {
            return try SVGPictureReader.asset(name: name, bytes: svg)
        } catch {
            throw problem("its glyph \(glyph.id) cannot be drawn: \(error.message)")
        }
    }

    /// The attribute `name` of `element`, looked up in its list: Foundation on Linux finds no
    /// attribute by name on an element in a default namespace (SVG's).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// Whether `id` names a glyph group (`Regular-M`), whatever the weight.
    static func isGlyphName(_ id: String) -> Bool {
        let parts = id.split(separator: "-")
        return parts.count == 2 && AssetSymbolSet.Weight.allCases.contains { $0.templateName == parts[0] }
            && AssetSymbolSet.Scale(rawValue: String(parts[1])) != nil
    }
}
