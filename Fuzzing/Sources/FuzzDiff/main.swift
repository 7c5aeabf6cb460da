import FuzzSupport
import ZoetropeCore
import FuzzTestSupport

// Two snapshots from the bytes (few identities, so that they collide, move and repeat), diffed
// into stages; every stage must be a batch UIKit accepts against the data after it, and the
// stages must end at the target.
runFuzzer { bytes in
    var generator = ByteStreamGenerator(bytes)
    func snapshot() -> CollectionSnapshot {
        var seen = Set<String>()
        return CollectionSnapshot(sections: (0..<Int(generator.next() % 4)).compactMap { _ in
            let id = "s\(generator.next() % 5)"
            guard seen.insert(id).inserted else { return nil }
            var items = Set<String>()
            return Section(id: SectionID(id), items: (0..<Int(generator.next() % 7)).compactMap { _ in
                let item = "i\(generator.next() % 12)"
                guard items.insert(item).inserted else { return nil }
                // The content changes now and then: an update.
                return Item(id: ItemID(item), content: ElementContent(cornerRadius: generator.next() % 5 == 0 ? 4 : 0))
            })
        })
    }
    let source = snapshot(), target = snapshot()
    // Identities must be unique across the whole collection, as UIKit requires.
    let targetIDs = target.sections.flatMap { $0.items.map(\.id) }
    let sourceIDs = source.sections.flatMap { $0.items.map(\.id) }
    guard Set(targetIDs).count == targetIDs.count, Set(sourceIDs).count == sourceIDs.count else { return }
    var current = source
    for (k, stage) in source.stagedChangeset(to: target).stages.enumerated() {
        do {
            current = try stage.batchUpdate.applied(to: current, dataAfter: stage.snapshot).snapshot
        } catch {
            require(false, "stage \(k) is not a valid batch: \(error)")
        }
    }
    require(current == target, "the stages end at \(current.sections.map { $0.items.map(\.id) }), not \(target.sections.map { $0.items.map(\.id) })")
}
