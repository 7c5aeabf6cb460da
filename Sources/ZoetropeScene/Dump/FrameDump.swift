import ZoetropeCore

/// Every element's attributes at one moment, as JSON: what `zoetrope dump` prints, so that a
/// layout or an animation can be inspected and asserted without pixels.
///
/// The format is documented in `docs/dump-format.md`. Elements are listed in paint order;
/// numbers are written as short as they read back exactly.
package enum FrameDump {
    /// Which moment of a timeline to dump.
    package struct Moment: Hashable, Sendable {
        package var time: Double
        /// The step showing at that time.
        package var step: Int

        package init(time: Double, step: Int) {
            self.time = time
            self.step = step
        }
    }

    /// Why a requested moment does not exist.
    package struct MomentError: Error, Hashable, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }

        package init(message: String) { self.message = message }
    }

    /// The moment meant by `--step` and `--at`: with a step, `at` counts from the start of that
    /// step and defaults to its end (the layout after it); without one, `at` counts from the
    /// start of the timeline and defaults to 0.
    package static func moment(in timeline: Timeline, stepCount: Int, step: Int?, at: Double?) throws(MomentError) -> Moment {
        if let at, !(at.isFinite && at >= 0) {
            throw MomentError(message: "--at must be a number of seconds, 0 or more; found \(at)")
        }
        if let step {
            guard stepCount > 0 else { throw MomentError(message: "--step \(step): this fixture has no steps") }
            guard (0..<stepCount).contains(step) else {
                throw MomentError(message: "--step \(step) does not exist; this fixture's steps are 0 to \(stepCount - 1)")
            }
            let segment = timeline.segments[step]
            let offset = at ?? segment.duration
            guard offset <= segment.duration + 1e-9 else {
                throw MomentError(message: "--at \(JSONWriter.format(offset)) is past the end of step \(step), which lasts \(JSONWriter.format(segment.duration)) s")
            }
            return Moment(time: segment.start + offset, step: step)
        }
        let time = at ?? 0
        guard time <= timeline.duration + 1e-9 else {
            throw MomentError(message: "--at \(JSONWriter.format(time)) is past the end of the animation, which lasts \(JSONWriter.format(timeline.duration)) s")
        }
        return Moment(time: time, step: timeline.segmentIndex(at: time) ?? 0)
    }

    /// The dump of `timeline` at `moment`.
    package static func json(scene: String, timeline: Timeline, moment: Moment) -> JSONValue {
        let segment = timeline.segments[moment.step]
        let frame = timeline.frame(step: moment.step, atStepTime: moment.time - segment.start)
        return .object([
            ("fixture", .string(scene)),
            ("time", .number(moment.time)),
            ("step", .object([
                ("index", .number(Double(moment.step))),
                ("label", .string(segment.label)),
                ("start", .number(segment.start)),
                ("duration", .number(segment.duration)),
            ])),
            ("viewport", .object([
                ("width", .number(frame.viewportSize.width)),
                ("height", .number(frame.viewportSize.height)),
                ("contentOffset", point(frame.contentOffset)),
            ])),
            ("elements", .array(frame.elements.map(element))),
        ])
    }

    package static func element(_ element: FrameElement) -> JSONValue {
        var members = identityMembers(element.attributes, identity: element.identity)
        members.append(("role", .string(element.role.rawValue)))
        if let reason = element.reason { members.append(("reason", .string(reason.rawValue))) }
        return .object(members + geometryMembers(element.attributes))
    }

    /// Every element of the content of `view` at rest, on screen or not, with the content's
    /// size and offset: `zoetrope dump --all`. `step` is the step the view rests after (nil:
    /// the initial layout).
    package static func contentJSON(scene: String, view: CollectionView, step: (index: Int, label: String)?) -> JSONValue {
        let contentSize = view.layout.collectionViewContentSize
        // Wide enough for a section that scrolls across (carousels run past the content's width).
        let margin = 1_000_000.0
        let everywhere = Rect(x: -margin, y: -margin, width: Swift.max(contentSize.width, view.bounds.width) + 2 * margin,
                              height: Swift.max(contentSize.height, view.bounds.height) + 2 * margin)
        let elements = view.layout.layoutAttributesForElements(in: everywhere).map { attributes -> JSONValue in
            var members = identityMembers(attributes, identity: view.snapshot.identity(for: attributes.element, in: view.layout))
            members.append(("onScreen", .bool(attributes.frame.intersects(view.bounds))))
            return .object(members + geometryMembers(attributes))
        }
        return .object([
            ("fixture", .string(scene)),
            ("step", step.map { .object([("index", .number(Double($0.index))), ("label", .string($0.label))]) } ?? .null),
            ("contentSize", .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))])),
            ("viewport", .object([
                ("width", .number(view.bounds.width)),
                ("height", .number(view.bounds.height)),
                ("contentOffset", point(view.bounds.origin)),
            ])),
            ("elements", .array(elements)),
        ])
    }

    /// What the element is: its category and kind, index path and identity.
    static func identityMembers(_ attributes: LayoutAttributes, identity: ElementIdentity) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        switch attributes.element {
        case .cell: members.append(("category", .string("cell")))
        case .supplementary(let kind, _):
            members.append(("category", .string("supplementary")))
            members.append(("kind", .string(kind.rawValue)))
        case .decoration(let kind, _):
            members.append(("category", .string("decoration")))
            members.append(("kind", .string(kind.rawValue)))
        }
        members.append(("indexPath", .array([.number(Double(attributes.indexPath.section)), .number(Double(attributes.indexPath.item))])))
        switch identity {
        case .item(let id): members.append(("item", .string(id.rawValue)))
        case .supplementary(_, let section, _): members.append(("section", .string(section.rawValue)))
        case .decoration(_, let section, _): if let section { members.append(("section", .string(section.rawValue))) }
        case .anchored(_, _, let id): members.append(("item", .string(id.rawValue)))
        }
        return members
    }

    /// Where the element is and how it looks: frame, centre, transform (and its transform in
    /// space, when it has one), alpha, z-index, hidden and clip.
    static func geometryMembers(_ attributes: LayoutAttributes) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        let frame = attributes.frame
        members.append(("frame", .object([
            ("x", .number(frame.minX)), ("y", .number(frame.minY)),
            ("width", .number(frame.width)), ("height", .number(frame.height)),
        ])))
        members.append(("center", point(frame.center)))
        let t = attributes.transform
        members.append(("transform", .object([
            ("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)), ("d", .number(t.d)),
            ("tx", .number(t.tx)), ("ty", .number(t.ty)),
        ])))
        if let space = attributes.transform3D {
            // The whole transform in space, Core Animation's fields row by row; `transform`
            // above is its flat part.
            members.append(("transform3D", .array(space.rows.map { .array($0.map { .number($0) }) })))
        }
        members.append(("alpha", .number(attributes.alpha)))
        members.append(("zIndex", .number(Double(attributes.zIndex))))
        members.append(("hidden", .bool(attributes.isHidden)))
        if let clip = attributes.clipRect {
            members.append(("clip", .object([("x", .number(clip.minX)), ("y", .number(clip.minY)),
                                             ("width", .number(clip.width)), ("height", .number(clip.height))])))
        }
        return members
    }

    static func point(_ point: Point) -> JSONValue {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }
}
