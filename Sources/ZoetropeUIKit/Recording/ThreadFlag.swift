#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A flag per thread (tests run recordings on several threads at once).
///
/// Kept in a thread-specific slot of its own (`pthread_getspecific`), read and written for
/// every cell the collection view reads: Foundation's `threadDictionary` hashed its string
/// key each time, a quarter of a recording's time at 100k items.
final class ThreadFlag: @unchecked Sendable {
    private var key = pthread_key_t()

    init() {
        // Flags live as long as the program (they are static): the key is never deleted.
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for a ZoetropeUIKit flag")
    }

    var value: Bool {
        get { pthread_getspecific(key) != nil }
        set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
}
