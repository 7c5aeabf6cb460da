/// Pairs identities first to first: the k-th occurrence in `source` with the k-th in `target`.
///
/// An open-addressing hash table with linear probing over the source's distinct identities.
/// Each identity is hashed once; a slot holds the hash, a source index standing for the
/// identity, and the identity's next unpaired occurrence (later ones chained through `next`),
/// packed in 16 bytes so that a probe reads one cache line and compares identities only when
/// the hashes match. Several times faster than `Dictionary`, which hashes on every access.
///
/// - Returns: for each source position its target partner, and for each target position its
///   source partner; -1 where there is none.
/// - Complexity: O(n + m) expected.
@inlinable
func pairIdentities<ID: Hashable>(_ source: [ID], _ target: [ID]) -> (sourcePartner: [Int], targetPartner: [Int]) {
    var sourcePartner = [Int](repeating: -1, count: source.count)
    var targetPartner = [Int](repeating: -1, count: target.count)
    // The common prefix pairs position by position, with no hashing: the k-th occurrence of
    // an identity in it is the k-th on both sides, so this is first-to-first pairing, and what
    // follows pairs first to first among the later occurrences. Content-only changes and
    // appended pages are common, and cost almost nothing this way.
    var prefix = 0
    let shorter = Swift.min(source.count, target.count)
    while prefix < shorter && source[prefix] == target[prefix] {
        sourcePartner[prefix] = prefix
        targetPartner[prefix] = prefix
        prefix += 1
    }
    guard prefix < source.count, prefix < target.count else { return (sourcePartner, targetPartner) }
    precondition(source.count < Int(Int32.max), "The differ handles fewer than 2^31 elements")
    var capacity = 16
    while capacity < source.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [IdentitySlot](repeating: IdentitySlot(hash: 0, key: -1, next: -1), count: capacity)
    var next = [Int32](repeating: -1, count: source.count)
    table.withUnsafeMutableBufferPointer { table in
        next.withUnsafeMutableBufferPointer { next in
            source.withUnsafeBufferPointer { source in
                for index in (prefix..<source.count).reversed() {
                    let identity = source[index]
                    let hash = identity.hashValue
                    var bucket = hash & mask
                    while true {
                        let slot = table[bucket]
                        if slot.key < 0 {
                            table[bucket] = IdentitySlot(hash: hash, key: Int32(index), next: Int32(index))
                            break
                        }
                        if slot.hash == hash && source[Int(slot.key)] == identity {
                            next[index] = slot.next
                            table[bucket].next = Int32(index)
                            break
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
                target.withUnsafeBufferPointer { target in
                    sourcePartner.withUnsafeMutableBufferPointer { sourcePartner in
                        targetPartner.withUnsafeMutableBufferPointer { targetPartner in
                            for index in prefix..<target.count {
                                let identity = target[index]
                                let hash = identity.hashValue
                                var bucket = hash & mask
                                while true {
                                    let slot = table[bucket]
                                    if slot.key < 0 { break }
                                    if slot.hash == hash && source[Int(slot.key)] == identity {
                                        if slot.next >= 0 {
                                            let partner = Int(slot.next)
                                            sourcePartner[partner] = index
                                            targetPartner[index] = partner
                                            table[bucket].next = next[partner]
                                        }
                                        break
                                    }
                                    bucket = (bucket + 1) & mask
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    return (sourcePartner, targetPartner)
}
