import ZoetropeCore

/// `apply` steps: the diffable data source's vocabulary, applied to the data before the step
/// and animated as `apply(_:animatingDifferences:)` animates a snapshot.
extension FixtureDecoder {
    static let diffableVerbs = ["appendSections", "appendItems", "insertItems", "deleteItems", "deleteSections", "moveItem",
                                "moveSection", "reloadItems", "reconfigureItems", "reloadSections", "expand", "collapse"]

    func decodeDiffableOperations(_ value: FixtureValue, style: Style) throws(DecodingProblem) -> [DiffableOperation] {
        let list = try value.array()
        guard !list.isEmpty else { throw value.problem("expected at least one operation, such as {\"appendItems\": [...], \"toSection\": \"main\"}") }
        return try list.map { v throws(DecodingProblem) in try decodeDiffableOperation(v, style: style) }
    }

    private func decodeDiffableOperation(_ value: FixtureValue, style: Style) throws(DecodingProblem) -> DiffableOperation {
        let object = try value.object(keys: .diffableOperation)
        let verbs = Self.diffableVerbs.filter(object.has)
        guard verbs.count == 1, let verb = verbs.first, let argument = object.optional(verb) else {
            throw value.problem(verbs.isEmpty
                ? "an operation needs one of: \(Self.diffableVerbs.joined(separator: ", "))"
                : "one operation per object; this one has \(verbs.joined(separator: " and "))")
        }
        func ids(_ v: FixtureValue) throws(DecodingProblem) -> [String] {
            try v.array().map { e throws(DecodingProblem) -> String in
                let text = try e.string()
                guard !text.isEmpty else { throw e.problem("expected an identifier, found an empty string") }
                return text
            }
        }
        func items(_ v: FixtureValue) throws(DecodingProblem) -> [Item] {
            try v.array().map { e throws(DecodingProblem) in try decodeItem(e, style: style) }
        }
        /// Identifiers, or items with new content.
        func itemsOrIDs(_ v: FixtureValue) throws(DecodingProblem) -> [Item] {
            try v.array().map { e throws(DecodingProblem) -> Item in
                if let text = e.stringValue { return Item(id: ItemID(text)) }
                return try decodeItem(e, style: style)
            }
        }
        func one(_ key: String, _ what: String) throws(DecodingProblem) -> String { try object.required(key, what).string() }
        func placement(_ before: String, _ after: String) throws(DecodingProblem) -> (String, Bool) {
            if let b = object.optional(before) {
                if let a = object.optional(after) { throw a.problem("give \"\(before)\" or \"\(after)\", not both") }
                return (try b.string(), false)
            }
            return (try object.required(after, "the identifier to place it after; or \"\(before)\"").string(), true)
        }
        for modifier in ["toSection", "beforeItem", "afterItem", "beforeSection", "afterSection"] {
            guard let extra = object.optional(modifier) else { continue }
            let allowed: Bool
            switch verb {
            case "appendItems": allowed = modifier == "toSection"
            case "insertItems", "moveItem": allowed = modifier == "beforeItem" || modifier == "afterItem"
            case "moveSection": allowed = modifier == "beforeSection" || modifier == "afterSection"
            default: allowed = false
            }
            guard allowed else { throw extra.problem("\"\(modifier)\" does not go with \"\(verb)\"") }
        }
        switch verb {
        case "appendSections":
            return .appendSections(try argument.array().map { v throws(DecodingProblem) in try decodeSection(v, style: style) })
        case "appendItems":
            return .appendItems(try items(argument), toSection: try object.optional("toSection").map { v throws(DecodingProblem) in SectionID(try v.string()) })
        case "insertItems":
            let (target, after) = try placement("beforeItem", "afterItem")
            return after ? .insertItemsAfter(try items(argument), after: ItemID(target)) : .insertItems(try items(argument), before: ItemID(target))
        case "deleteItems": return .deleteItems(try ids(argument).map { ItemID($0) })
        case "deleteSections": return .deleteSections(try ids(argument).map { SectionID($0) })
        case "moveItem":
            let (target, after) = try placement("beforeItem", "afterItem")
            let id = ItemID(try argument.string())
            return after ? .moveItemAfter(id, after: ItemID(target)) : .moveItem(id, before: ItemID(target))
        case "moveSection":
            let (target, after) = try placement("beforeSection", "afterSection")
            let id = SectionID(try argument.string())
            return after ? .moveSectionAfter(id, after: SectionID(target)) : .moveSection(id, before: SectionID(target))
        case "reloadItems": return .reloadItems(try itemsOrIDs(argument))
        case "reconfigureItems": return .reconfigureItems(try itemsOrIDs(argument))
        case "reloadSections": return .reloadSections(try ids(argument).map { SectionID($0) })
        case "expand": return .expand(try ids(argument).map { ItemID($0) })
        default: return .collapse(try ids(argument).map { ItemID($0) })
        }
    }
}
