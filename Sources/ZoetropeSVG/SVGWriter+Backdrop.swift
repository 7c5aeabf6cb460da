import ZoetropeCore

/// Backdrop blurs, in SVG's own terms: what is drawn before the blurring part is wrapped in
/// groups, and a copy of them (`<use>`, so it animates as the originals do) is blurred by
/// `feGaussianBlur`, saturated by `feColorMatrix` and shown through a mask that is the part's
/// outline, moving with the element. The element and its copies fade as one group. The
/// browser blurs the live scene: nothing is rasterised, and the copy costs a few hundred bytes.
///
/// The copy holds what the scene holds past the viewport, where the PNG frames, which have only
/// the canvas's pixels, repeat the edge pixels: within three standard deviations of the
/// canvas's edge the two differ (docs/rendering.md, "Blur").
extension SVGWriter {
    /// The content-coordinate rectangle the blurs are computed over: every place the viewport
    /// shows over the animation, widened by `reach`, the widest of the blurs' reaches.
    func backdropRegion(_ timeline: Timeline, offset: SVGChannel, reach: Double) -> Rect {
        let xs = offset.keys.map { $0.values[0] }, ys = offset.keys.map { $0.values[1] }
        let minX = (xs.min() ?? 0) - reach, minY = (ys.min() ?? 0) - reach
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) + timeline.canvasSize.width + reach - minX,
                    height: (ys.max() ?? 0) + timeline.canvasSize.height + reach - minY)
    }

    /// A blurred copy of the groups `copied` names (what lies under the blurring part), shown
    /// through `mask`.
    func backdropCopy(of copied: [String], blur: BackdropBlur, mask: String, region: Rect, background: Color,
                      definitions: SVGDefinitions) -> String {
        let box = "x=\"\(SVGFormat.number(region.minX))\" y=\"\(SVGFormat.number(region.minY))\" "
            + "width=\"\(SVGFormat.number(region.width))\" height=\"\(SVGFormat.number(region.height))\""
        let deviation = SVGFormat.number(blur.radius, decimals: 3)
        let saturation = SVGFormat.number(blur.saturation, decimals: 3)
        let filter = definitions.id(for: "backdrop \(deviation) \(saturation) \(box)") { id in
            var text = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(box) color-interpolation-filters=\"sRGB\">"
            text += "<feGaussianBlur stdDeviation=\"\(deviation)\"/>"
            if blur.saturation != 1 { text += "<feColorMatrix type=\"saturate\" values=\"\(saturation)\"/>" }
            return text + "</filter>"
        }
        let maskID = definitions.uniqueID { id in "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(box)>\(mask)</mask>" }
        let faded = blur.opacity < 1 ? " opacity=\"\(SVGFormat.number(blur.opacity, decimals: 4))\"" : ""
        return "<g mask=\"url(#\(maskID))\"\(faded)><g filter=\"url(#\(filter))\"><rect \(box) \(Self.paint("fill", background))/>"
            + copied.map { "<use href=\"#\($0)\"/>" }.joined() + "</g></g>\n"
    }
}
