import ZoetropeCore

/// Names for an app's identifiers in the core, which follows items by string identities.
///
/// Each identifier is named by its description, as UIKit's exception messages print it, so
/// that an error reads "Duplicate identifiers: {(Item(name: "Milk"))}"; two different
/// identifiers with one description get a numbered suffix. Shared by the copies of a
/// snapshot: names only accumulate.
final class IdentifierTable: @unchecked Sendable {
    private var names: [AnyHashable: String] = [:]
    private var values: [String: AnyHashable] = [:]

    func name(for identifier: AnyHashable) -> String {
        if let name = names[identifier] { return name }
        let base = "\(identifier.base)"
        var name = base, number = 2
        while values[name] != nil {
            name = "\(base) #\(number)"
            number += 1
        }
        names[identifier] = name
        values[name] = identifier
        return name
    }

    func itemID(_ identifier: AnyHashable) -> ItemID { ItemID(name(for: identifier)) }
    func sectionID(_ identifier: AnyHashable) -> SectionID { SectionID(name(for: identifier)) }

    func value(named name: String) -> AnyHashable? { values[name] }
}
