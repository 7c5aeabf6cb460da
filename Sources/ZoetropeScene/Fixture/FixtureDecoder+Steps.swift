import ZoetropeCore

extension FixtureDecoder {
    static let operationKeys = ["insertItems", "deleteItems", "insertSections", "deleteSections"]

    mutating func decodeStep(_ value: FixtureValue, style: Style, animation: SceneAnimation) throws(DecodingProblem) -> SceneStep {
        let object = try value.object(keys: .step)
        var source = FixtureSourceMap.StepSource(place: FixtureSourceMap.Place(path: value.path, position: value.node.position))
        defer { sources.steps.append(source) }
        let name = try object.optional("name")?.string()

        if let pause = object.optional("pause") {
            let seconds = try pause.positiveNumber(maximum: Self.maximumSeconds, "a pause in seconds greater than 0")
            for key in Self.operationKeys + ["duration", "curve", "delay"] {
                if let extra = object.optional(key) {
                    throw extra.problem("a pause step holds still; put \"\(key)\" in a step of its own")
                }
            }
            return SceneStep(name: name, .pause(seconds))
        }

        var update = BatchUpdate()
        func place(_ value: FixtureValue) -> FixtureSourceMap.Place {
            FixtureSourceMap.Place(path: value.path, position: value.node.position)
        }
        for (position, entry) in try (object.optional("deleteSections")?.array() ?? []).enumerated() {
            update.deletedSections.append(try entry.integer(in: 0...1_000_000_000, "a section index"))
            source.operations[.deleteSection(position)] = place(entry)
        }
        for (position, entry) in try (object.optional("deleteItems")?.array() ?? []).enumerated() {
            update.deletedItems.append(try decodeIndexPath(entry))
            source.operations[.deleteItem(position)] = place(entry)
        }
        for (position, entry) in try (object.optional("insertSections")?.array() ?? []).enumerated() {
            let insertion = try entry.object(keys: .sectionInsertion)
            let index = try insertion.required("at", "the section's index after the update").integer(in: 0...1_000_000_000, "a section index")
            let section = try decodeSection(insertion.required("section", "the new section"), style: style,
                                            sectionIndex: index, recordItems: false)
            update.insertedSections.append(SectionInsertion(index: index, section: section))
            source.operations[.insertSection(position)] = place(entry)
        }
        for (position, entry) in try (object.optional("insertItems")?.array() ?? []).enumerated() {
            let insertion = try entry.object(keys: .itemInsertion)
            let path = try decodeIndexPath(insertion.required("at", "the item's index path after the update, [section, item]"))
            let item = try decodeItem(insertion.required("item", "the new item"), style: style)
            update.insertedItems.append(ItemInsertion(indexPath: path, item: item))
            source.operations[.insertItem(position)] = place(entry)
        }
        guard !update.isEmpty else {
            throw value.problem("a step needs a change (one of: \(Self.operationKeys.joined(separator: ", "))) or a pause")
        }
        let timing = try decodeTiming(object, over: animation.timing)
        return SceneStep(name: name, .batch(update), timing: timing == animation.timing ? nil : timing)
    }

    func decodeIndexPath(_ value: FixtureValue) throws(DecodingProblem) -> IndexPath {
        guard case .array(let parts) = value.node.value, parts.count == 2 else {
            throw value.expected("an index path [section, item]")
        }
        let section = try FixtureValue(parts[0], path: value.path / 0).integer(in: 0...1_000_000_000, "a section index")
        let item = try FixtureValue(parts[1], path: value.path / 1).integer(in: 0...1_000_000_000, "an item index")
        return IndexPath(item: item, section: section)
    }
}
