import ZoetropeCore

/// How large the SVG of a timeline will be, known before any of it is written, so that a
/// command or the preview server can refuse an animation whose SVG would not fit instead of
/// running out of memory while writing it.
///
/// Most of an SVG is keyframes, about ten per element per step. An element whose size changes
/// while it is seen in perspective is the exception: it is written as one page per frame at
/// `SVGWriter.perspectiveFrameRate` (see `SVGWriter+Perspective`), each page a mesh of up to
/// 256 triangles, so one card resized for 20 s in perspective is about 180 MB. Those pages are
/// counted here as the writer makes them (equal pages merged), with each page's triangles.
public struct SVGSizeEstimate: Sendable, Equatable, CustomStringConvertible {
    /// About ten (five animated values, two keys each) per element per step it takes part in.
    public var keyframes: Int
    /// Pages of elements in perspective that cannot be one animated mesh.
    public var perspectivePages: Int
    /// Triangles drawn on those pages, each layer of each triangle counted.
    public var perspectiveTriangles: Int
    /// Whether counting stopped once the estimate passed the limit it was given: the document
    /// would be at least this large.
    public var isPartial = false

    /// Bytes a keyframe takes in the document, on average over the shipped fixtures.
    static let bytesPerKeyframe = 40.0
    /// Bytes one layer of one triangle of a page takes: its clip path, its matrix and the use
    /// (measured: a card resized for 2 s while turned, 4.19 MB for 34,000 triangles).
    static let bytesPerTriangle = 125.0

    /// The document's size in bytes, roughly (within a factor of two of what is written).
    public var bytes: Double {
        Double(keyframes) * Self.bytesPerKeyframe + Double(perspectiveTriangles) * Self.bytesPerTriangle
    }

    public var description: String {
        let megabytes = bytes / 1_048_576
        var text = (isPartial ? "more than " : "") + "about \(megabytes >= 10 ? String(Int(megabytes.rounded())) : DecimalText.string(megabytes, decimals: 1)) MB"
        if perspectivePages > 0 { text += " (\(perspectivePages) pages of elements that change size in perspective)" }
        return text
    }
}

extension SVGWriter {
    /// The keyframes alone: about ten per element per step it takes part in. Cheap, and what
    /// `estimate(for:)` adds perspective pages to.
    public static func keyframeEstimate(_ timeline: Timeline) -> Int {
        timeline.lifetimes.reduce(0) { $0 + 10 * ($1.lastSegment - $1.firstSegment + 1) }
    }

    /// The size `document(for:)` would write for `timeline`, worked out without writing it:
    /// the time it takes grows with the frames of the elements written as pages, and the memory
    /// it takes does not grow at all. Counting stops once the estimate passes `limit` bytes
    /// (`isPartial`), so refusing a runaway costs no more than accepting the largest allowed.
    public func estimate(for timeline: Timeline, stoppingAbove limit: Double = .infinity) -> SVGSizeEstimate {
        var estimate = SVGSizeEstimate(keyframes: Self.keyframeEstimate(timeline), perspectivePages: 0, perspectiveTriangles: 0)
        let inPerspective = perspectiveLifetimes(timeline)
        guard !inPerspective.isEmpty else { return estimate }
        let duration = cycle(timeline)
        let epsilon = Swift.max(duration, 1) * 1e-6
        // Those that cannot be one animated mesh, as `document(for:)` decides.
        var paged: Set<Int> = []
        var layerCounts: [Int: Int] = [:]
        for lifetime in inPerspective {
            guard let (_, content) = channels(lifetime, in: timeline, epsilon: epsilon) else { continue }
            if meshAnimation(lifetime, in: timeline, content: content, epsilon: epsilon) == nil {
                paged.insert(lifetime)
                layerCounts[lifetime] = Swift.max(1, layers(content, size: [1, 1], definitions: SVGDefinitions()).count)
            }
        }
        guard !paged.isEmpty else { return estimate }
        // The pages as `perspectivePages` makes them, counted, not kept.
        var last: [Int: (attributes: LayoutAttributes, content: ElementContent)] = [:]
        let times = timeline.duration > 0 ? timeline.frameTimes(fps: perspectiveFrameRate) : [0]
        // A page's mesh is cut afresh at a few hundred frames spread over the animation, and
        // the pages between count as many triangles as the last one cut: cutting a mesh tries
        // dozens of divisions, and it changes slowly from frame to frame.
        let stride = Swift.max(1, times.count / 240)
        var triangles: [Int: Int] = [:]
        for (index, time) in times.enumerated() {
            if estimate.bytes > limit {
                estimate.isPartial = true
                break
            }
            var shown: Set<Int> = []
            for element in timeline.frame(at: time).elements where paged.contains(element.lifetime) && element.isVisible {
                shown.insert(element.lifetime)
                if let previous = last[element.lifetime], previous.attributes == element.attributes, previous.content == element.content { continue }
                last[element.lifetime] = (element.attributes, element.content)
                estimate.perspectivePages += 1
                if triangles[element.lifetime] == nil || index % stride == 0 {
                    triangles[element.lifetime] = Self.meshTriangleCount(element.attributes, content: element.content)
                }
                estimate.perspectiveTriangles += triangles[element.lifetime]! * (layerCounts[element.lifetime] ?? 1)
            }
            // A page ends where the element is not shown: the next one is a new page.
            for lifetime in last.keys where !shown.contains(lifetime) { last[lifetime] = nil }
        }
        return estimate
    }

    /// The triangles `meshMarkup` cuts one page into (0 where it draws nothing).
    static func meshTriangleCount(_ attributes: LayoutAttributes, content: ElementContent) -> Int {
        guard let space = attributes.transform3D else { return 0 }
        let size = attributes.frame.size
        var local = Rect(center: .zero, size: size)
        if let shadow = content.shadow {
            local = local.union(local.inset(by: EdgeInsets(top: -shadow.extent.top, left: -shadow.extent.left,
                                                           bottom: -shadow.extent.bottom, right: -shadow.extent.right)))
        }
        guard local.width > 0, local.height > 0, let divisions = meshDivisions(local, space) else { return 0 }
        return 2 * divisions.columns * divisions.rows
    }
}
