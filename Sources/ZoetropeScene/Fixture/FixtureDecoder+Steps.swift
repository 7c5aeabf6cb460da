import ZoetropeCore

extension FixtureDecoder {
    static let operationKeys = ["insertItems", "deleteItems", "moveItems", "reloadItems",
                                "insertSections", "deleteSections", "moveSections", "reloadSections"]

    mutating func decodeStep(_ value: FixtureValue, style: Style, animation: SceneAnimation) throws(DecodingProblem) -> SceneStep {
        let object = try value.object(keys: .step)
        var source = FixtureSourceMap.StepSource(place: value.place)
        defer { sources.steps.append(source) }
        let name = try object.optional("name")?.string()
        let background = try object.optional("background")?.color(in: palette)
        let interrupt = try object.optional("interruptAfter").map { v throws(DecodingProblem) -> Double in
            guard sources.steps.count > 0 else { throw v.problem("the first step has no step before it to interrupt") }
            return try v.positiveNumber(maximum: Self.maximumSeconds, "seconds into the previous step, greater than 0")
        }
        var step = try decodeStepAction(object, value: value, name: name, style: style, animation: animation, source: &source)
        step.background = background
        step.interruptAfter = interrupt
        step.scroll = try decodeScroll(object)
        return step
    }

    /// `contentOffset` (clamped to the content unless `"clampOffset": false`), `scrollToItem`
    /// (`{"at": [section, item], "position": "top"}`, the index path after the step) or
    /// `"scrollToEnd": true`: at most one.
    func decodeScroll(_ object: FixtureObject) throws(DecodingProblem) -> ScrollTarget? {
        let given = ["contentOffset", "scrollToItem", "scrollToEnd"].compactMap { object.optional($0) }
        if given.count > 1 { throw given[1].problem("a step scrolls one way: give one of contentOffset, scrollToItem and scrollToEnd") }
        let clamp = try object.optional("clampOffset")?.bool()
        if let clampValue = object.optional("clampOffset"), object.optional("contentOffset") == nil {
            throw clampValue.problem("\"clampOffset\" goes with \"contentOffset\" (scrollToItem and scrollToEnd always rest within the content)")
        }
        if let offset = object.optional("contentOffset") {
            return .offset(try decodePoint(offset), clamped: clamp ?? true)
        }
        if let item = object.optional("scrollToItem") {
            let target = try item.object(keys: .scrollToItem)
            let path = try decodeIndexPath(target.required("at", "the item's index path after the step, [section, item]"))
            let position = try target.optional("position")?.choice(ScrollPosition.allCases.map { ($0.rawValue, $0) }, "scroll position") ?? .top
            return .item(path, position)
        }
        if let end = object.optional("scrollToEnd") {
            guard try end.bool() else { throw end.problem("\"scrollToEnd\": true scrolls to the end; leave it out otherwise") }
            return .end
        }
        return nil
    }

    /// What a step does: a pause, a layout switch, snapshot operations, a section scroll, a
    /// change of bounds, or a batch update (or new data). Each of the first five stands alone;
    /// a scroll may go with an update.
    private mutating func decodeStepAction(_ object: FixtureObject, value: FixtureValue, name: String?, style: Style, animation: SceneAnimation,
                                           source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) -> SceneStep {
        if let pause = object.optional("pause") {
            return try decodePause(pause, in: object, name: name)
        }
        let dataKeys = Self.operationKeys + ["sections"]
        if let change = object.optional("appearance") {
            try Self.refuse(dataKeys + ["layout", "viewport", "contentOffset", "scrollToItem", "scrollToEnd", "scrollSection", "apply"], in: object,
                            "a step that switches the appearance does only that")
            return try decodeAppearanceChange(change, in: object, name: name, animation: animation)
        }
        if let layoutValue = object.optional("layout") {
            try Self.refuse(dataKeys + ["viewport", "contentOffset", "scrollToItem", "scrollToEnd"], in: object,
                            "a step that switches layouts does only that")
            return SceneStep(name: name, .layout(try decodeLayout(layoutValue)), timing: try stepTiming(object, animation),
                             stagger: try stepStagger(object))
        }
        if let operations = object.optional("apply") {
            try Self.refuse(dataKeys + ["viewport", "scrollSection"], in: object, "a step that applies snapshot operations does only that")
            let animating = try object.optional("animatingDifferences")?.bool() ?? true
            return SceneStep(name: name, .diffable(try decodeDiffableOperations(operations, style: style), animatingDifferences: animating),
                             timing: try stepTiming(object, animation), stagger: try stepStagger(object))
        }
        if let extra = object.optional("animatingDifferences") {
            throw extra.problem("\"animatingDifferences\" goes with \"apply\" (snapshot operations)")
        }
        if let scroll = object.optional("scrollSection") {
            try Self.refuse(dataKeys + ["viewport", "contentOffset", "scrollToItem", "scrollToEnd"], in: object,
                            "a step that scrolls a section does only that")
            let (section, target) = try decodeSectionScroll(scroll)
            return SceneStep(name: name, .orthogonalScroll(section: section, target: target), timing: try stepTiming(object, animation),
                             stagger: try stepStagger(object))
        }
        // A scroll goes with an update in one animation; a resize (a rotation) stands alone.
        let scrolls = object.has("contentOffset") || object.has("scrollToItem") || object.has("scrollToEnd")
        if object.has("viewport") || (scrolls && !dataKeys.contains(where: object.has)) {
            try Self.refuse(dataKeys, in: object, "a step that resizes the viewport does only that", hint: " (a scroll can go with an update)")
            // The offset is the step's scroll target (clamped to the content unless asked not to).
            var viewport: (size: Size, safeArea: EdgeInsets?)?
            if let value = object.optional("viewport") { viewport = try decodeStepViewport(value) }
            return SceneStep(name: name, .bounds(size: viewport?.size, contentOffset: nil, safeAreaInsets: viewport?.safeArea),
                             timing: try stepTiming(object, animation), stagger: try stepStagger(object))
        }
        return try decodeBatchStep(object, value: value, name: name, style: style, animation: animation, source: &source)
    }

    /// Refuses each of `keys` that `object` has: a step that does one thing must not carry
    /// another silently.
    private static func refuse(_ keys: [String], in object: FixtureObject, _ what: String, hint: String = "") throws(DecodingProblem) {
        for key in keys {
            if let extra = object.optional(key) { throw extra.problem("\(what); put \"\(key)\" in a step of its own\(hint)") }
        }
    }

    /// `"pause": seconds`, with nothing else but a name, a background and an interruption.
    private func decodePause(_ pause: FixtureValue, in object: FixtureObject, name: String?) throws(DecodingProblem) -> SceneStep {
        let seconds = try pause.positiveNumber(maximum: Self.maximumSeconds, "a pause in seconds greater than 0")
        // Nothing may ride on a pause silently: a scroll or a resize is a step of its own.
        try Self.refuse(Self.operationKeys + ["sections", "duration", "curve", "delay", "stagger", "layout", "viewport", "contentOffset",
                                              "scrollToItem", "scrollToEnd", "clampOffset", "scrollSection", "apply", "animatingDifferences",
                                              "appearance"],
                        in: object, "a pause step holds still")
        return SceneStep(name: name, .pause(seconds))
    }

    /// `"appearance": {"style": "dark"}`: the appearance from here on, each key left out kept
    /// from the one before. The step is filled in once the whole fixture is read (it carries
    /// the fixture read again in the new appearance); until then it holds still.
    private mutating func decodeAppearanceChange(_ change: FixtureValue, in object: FixtureObject, name: String?,
                                                 animation: SceneAnimation) throws(DecodingProblem) -> SceneStep {
        let new = try decodeAppearance(change, over: appearance)
        if new.direction != appearance.direction {
            let value = (try? change.object(keys: .appearance).optional("direction")) ?? nil
            throw (value ?? change).problem("the layout direction cannot change in a step: an app takes its language's direction when it starts, and UIKit lays it out from scratch; give it in the fixture's \"appearance\", or render both with --appearance light,light-rtl")
        }
        let step = SceneStep(name: name, .pause(0), timing: try stepTiming(object, animation), stagger: try stepStagger(object))
        guard followsAppearanceSteps else { return step }
        appearance = new
        appearanceChanges.append((sources.steps.count, new, change))
        return step
    }

    /// `"scrollSection": {"section": ID, "toGroup": N}` or `{"section": ID, "offset": points}`.
    private func decodeSectionScroll(_ scroll: FixtureValue) throws(DecodingProblem) -> (section: SectionID, target: SceneStep.OrthogonalTarget) {
        let target = try scroll.object(keys: .sectionScroll)
        let section = SectionID(try target.required("section", "the id of the section that scrolls across, such as a carousel").string())
        if let group = target.optional("toGroup") {
            if let offset = target.optional("offset") { throw offset.problem("give \"toGroup\" or \"offset\", not both") }
            return (section, .group(try group.integer(in: 0...1_000_000, "a group index")))
        }
        return (section, .offset(try target.required("offset", "how far to scroll in points; or \"toGroup\"").number(in: 0...1_000_000, "an offset in points")))
    }

    /// A step's `"viewport": {"width", "height", "safeAreaInsets"}`: the collection view's new
    /// size, and its new safe area when the step says (a rotation moves the sensor housing).
    private mutating func decodeStepViewport(_ value: FixtureValue) throws(DecodingProblem) -> (size: Size, safeArea: EdgeInsets?) {
        let viewport = try value.object(keys: .stepViewport)
        let size = Size(width: try viewport.required("width", "points").positiveNumber(maximum: 10_000, "a width in points greater than 0"),
                        height: try viewport.required("height", "points").positiveNumber(maximum: 10_000, "a height in points greater than 0"))
        let safeArea = try viewport.optional("safeAreaInsets").map { v throws(DecodingProblem) in try decodeInsets(v) }
        // The safe area in effect after the step: its own, or the one before it, kept.
        let effective = safeArea ?? safeAreaSoFar
        try Self.checkSafeArea(effective, fits: size, in: viewport)
        safeAreaSoFar = effective
        return (size, safeArea)
    }

    /// A batch update with UIKit's operations, the data after it (`"sections"`), or both: new
    /// data alone is diffed; data with operations is UIKit's data source with its batch.
    private mutating func decodeBatchStep(_ object: FixtureObject, value: FixtureValue, name: String?, style: Style, animation: SceneAnimation,
                                          source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) -> SceneStep {
        var dataAfter: CollectionSnapshot?
        if let sections = object.optional("sections") {
            dataAfter = try decodeSnapshot(sections, style: style).snapshot
            source.data = sections.place
        }
        let form = OperationForm(stepHasData: dataAfter != nil)
        var update = BatchUpdate()
        try decodeDeletes(object, into: &update, source: &source)
        try decodeInserts(object, form: form, style: style, into: &update, source: &source)
        try decodeMoves(object, into: &update, source: &source)
        try decodeReloads(object, form: form, style: style, into: &update, source: &source)

        let stepTiming = try stepTiming(object, animation)
        if update.isEmpty {
            if let dataAfter { return SceneStep(name: name, .snapshot(dataAfter), timing: stepTiming, stagger: try stepStagger(object)) }
            throw value.problem("a step needs a change (one of: \(Self.operationKeys.joined(separator: ", "))), the data after it (\"sections\"), a layout, a viewport or content offset, a section scroll, snapshot operations (\"apply\"), or a pause")
        }
        return SceneStep(name: name, .batch(update, dataAfter: dataAfter), timing: stepTiming, stagger: try stepStagger(object))
    }

    /// Which form an insert or reload may take in a step: written as a bare index it needs the
    /// step's data after the update; written with its data it must not have any.
    private struct OperationForm {
        var stepHasData: Bool

        func check(_ entry: FixtureValue, bare: Bool, what: String) throws(DecodingProblem) {
            if bare && !stepHasData && what.hasPrefix("insert") {
                throw entry.problem("an \(what) written as just its place needs the step's \"sections\" (the data after the update); otherwise write {\"at\": …, \"\(what.hasSuffix("section") ? "section" : "item")\": {…}}")
            }
            if !bare && stepHasData {
                throw entry.problem("this step gives the data after the update in \"sections\", so write the \(what) as just its place")
            }
        }
    }

    /// `deleteSections` (indexes) and `deleteItems` (index paths), before the update.
    private func decodeDeletes(_ object: FixtureObject, into update: inout BatchUpdate,
                               source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) {
        for (position, entry) in try (object.optional("deleteSections")?.array() ?? []).enumerated() {
            update.deletedSections.append(try entry.integer(in: 0...1_000_000_000, "a section index"))
            source.operations[.deleteSection(position)] = entry.place
        }
        for (position, entry) in try (object.optional("deleteItems")?.array() ?? []).enumerated() {
            update.deletedItems.append(try decodeIndexPath(entry))
            source.operations[.deleteItem(position)] = entry.place
        }
    }

    /// `insertSections` and `insertItems`, after the update: bare places when the step gives its
    /// data, else `{"at": …, "section"/"item": …}` with the new content.
    private mutating func decodeInserts(_ object: FixtureObject, form: OperationForm, style: Style, into update: inout BatchUpdate,
                                        source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) {
        for (position, entry) in try (object.optional("insertSections")?.array() ?? []).enumerated() {
            if entry.kind == .number {
                try form.check(entry, bare: true, what: "inserted section")
                update.insertedSections.append(SectionInsertion(index: try entry.integer(in: 0...1_000_000_000, "a section index")))
            } else {
                try form.check(entry, bare: false, what: "inserted section")
                let insertion = try entry.object(keys: .sectionInsertion)
                let index = try insertion.required("at", "the section's index after the update").integer(in: 0...1_000_000_000, "a section index")
                let section = try decodeSection(insertion.required("section", "the new section"), style: style)
                update.insertedSections.append(SectionInsertion(index: index, section: section))
            }
            source.operations[.insertSection(position)] = entry.place
        }
        for (position, entry) in try (object.optional("insertItems")?.array() ?? []).enumerated() {
            if entry.kind == .array {
                try form.check(entry, bare: true, what: "inserted item")
                update.insertedItems.append(ItemInsertion(indexPath: try decodeIndexPath(entry)))
            } else {
                try form.check(entry, bare: false, what: "inserted item")
                let insertion = try entry.object(keys: .itemInsertion)
                let path = try decodeIndexPath(insertion.required("at", "the item's index path after the update, [section, item]"))
                let item = try decodeItem(insertion.required("item", "the new item"), style: style)
                update.insertedItems.append(ItemInsertion(indexPath: path, item: item))
            }
            source.operations[.insertItem(position)] = entry.place
        }
    }

    /// `moveSections` and `moveItems`: `{"from": before, "to": after}`.
    private func decodeMoves(_ object: FixtureObject, into update: inout BatchUpdate,
                             source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) {
        for (position, entry) in try (object.optional("moveSections")?.array() ?? []).enumerated() {
            let move = try entry.object(keys: .sectionMove)
            update.movedSections.append(SectionMove(
                from: try move.required("from", "the section's index before the update").integer(in: 0...1_000_000_000, "a section index"),
                to: try move.required("to", "the section's index after the update").integer(in: 0...1_000_000_000, "a section index")))
            source.operations[.moveSection(position)] = entry.place
        }
        for (position, entry) in try (object.optional("moveItems")?.array() ?? []).enumerated() {
            let move = try entry.object(keys: .itemMove)
            update.movedItems.append(ItemMove(
                from: try decodeIndexPath(move.required("from", "the item's index path before the update")),
                to: try decodeIndexPath(move.required("to", "the item's index path after the update"))))
            source.operations[.moveItem(position)] = entry.place
        }
    }

    /// `reloadSections` and `reloadItems`, before the update: bare places, or with the new
    /// content when the step does not give its data.
    private mutating func decodeReloads(_ object: FixtureObject, form: OperationForm, style: Style, into update: inout BatchUpdate,
                                        source: inout FixtureSourceMap.StepSource) throws(DecodingProblem) {
        for (position, entry) in try (object.optional("reloadSections")?.array() ?? []).enumerated() {
            if entry.kind == .number {
                update.reloadedSections.append(SectionReload(index: try entry.integer(in: 0...1_000_000_000, "a section index")))
            } else {
                try form.check(entry, bare: false, what: "reloaded section")
                let reload = try entry.object(keys: .sectionReload)
                let index = try reload.required("at", "the section's index before the update").integer(in: 0...1_000_000_000, "a section index")
                let section = try reload.optional("section").map { v throws(DecodingProblem) in try decodeSection(v, style: style) }
                update.reloadedSections.append(SectionReload(index: index, section: section))
            }
            source.operations[.reloadSection(position)] = entry.place
        }
        for (position, entry) in try (object.optional("reloadItems")?.array() ?? []).enumerated() {
            if entry.kind == .array {
                update.reloadedItems.append(ItemReload(indexPath: try decodeIndexPath(entry)))
            } else {
                try form.check(entry, bare: false, what: "reloaded item")
                let reload = try entry.object(keys: .itemReload)
                let path = try decodeIndexPath(reload.required("at", "the item's index path before the update, [section, item]"))
                let item = try reload.optional("item").map { v throws(DecodingProblem) in try decodeItem(v, style: style) }
                update.reloadedItems.append(ItemReload(indexPath: path, item: item))
            }
            source.operations[.reloadItem(position)] = entry.place
        }
    }

    /// A step's own timing, or nil when it is the animation's.
    func stepTiming(_ object: FixtureObject, _ animation: SceneAnimation) throws(DecodingProblem) -> Timing? {
        let timing = try decodeTiming(object, over: animation.timing)
        return timing == animation.timing ? nil : timing
    }

    /// A step's own stagger, or nil when it is the animation's.
    func stepStagger(_ object: FixtureObject) throws(DecodingProblem) -> Stagger? {
        try object.optional("stagger").map { v throws(DecodingProblem) in try decodeStagger(v) }
    }

    func decodeIndexPath(_ value: FixtureValue) throws(DecodingProblem) -> IndexPath {
        guard value.kind == .array, let parts = try? value.array(), parts.count == 2 else {
            throw value.expected("an index path [section, item]")
        }
        let section = try parts[0].integer(in: 0...1_000_000_000, "a section index")
        let item = try parts[1].integer(in: 0...1_000_000_000, "an item index")
        return IndexPath(item: item, section: section)
    }
}
