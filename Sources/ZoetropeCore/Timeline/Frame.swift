/// Everything visible at one moment: what a backend draws for one PNG.
///
/// A frame is a pure function of its timeline and its time, so frames can be rendered alone,
/// in any order, or in parallel, and always give the same picture.
public struct Frame: Hashable, Sendable {
    public var time: Double
    /// The size of the picture: the largest viewport of the timeline, so that every frame of a
    /// rotation has the same pixel size.
    package var canvasSize: Size
    /// The visible rectangle's size at this moment, drawn at the canvas's top-left corner.
    public var viewportSize: Size
    /// The content offset: the top-left of the viewport in content coordinates.
    public var contentOffset: Point
    public var background: Color
    /// What lies over the background and under the elements, at the viewport's top-left corner
    /// and size (see `Timeline.underlay`).
    public var underlay: ElementContent?
    /// The elements present, in paint order (first is painted first, so lies beneath).
    public var elements: [FrameElement]

    /// What surrounds the viewport when it is smaller than the canvas.
    package static let surroundColor = Color(hex: "#2C2C2E")!

    package init(time: Double, canvasSize: Size? = nil, viewportSize: Size, contentOffset: Point, background: Color, underlay: ElementContent? = nil,
                 elements: [FrameElement]) {
        self.time = time
        self.canvasSize = canvasSize ?? viewportSize
        self.viewportSize = viewportSize
        self.contentOffset = contentOffset
        self.background = background
        self.underlay = underlay
        self.elements = elements
    }

    /// The underlay as an element the renderers draw as any other: in content coordinates at
    /// the viewport's top-left corner, the viewport's size. Its lifetime is -1, which no
    /// lifetime of the timeline has.
    package var underlayElement: FrameElement? {
        guard let underlay else { return nil }
        let kind = ElementKind("underlay")
        return FrameElement(lifetime: -1, identity: .decoration(kind, section: nil, item: 0), role: .moving, reason: nil,
                            attributes: LayoutAttributes(element: .decoration(kind, IndexPath(item: 0, section: 0)),
                                                         frame: Rect(origin: contentOffset, size: viewportSize)),
                            content: underlay)
    }
}
