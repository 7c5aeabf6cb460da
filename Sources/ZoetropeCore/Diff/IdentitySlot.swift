/// One slot of `pairIdentities`' table.
@usableFromInline
struct IdentitySlot {
    @usableFromInline var hash: Int
    @usableFromInline var key: Int32
    @usableFromInline var next: Int32

    @inlinable
    init(hash: Int, key: Int32, next: Int32) {
        self.hash = hash
        self.key = key
        self.next = next
    }
}
