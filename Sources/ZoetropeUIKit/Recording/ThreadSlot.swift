#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An object per thread, made on first use and let go when the thread ends: as `ThreadFlag`,
/// a thread-specific slot (`pthread_getspecific`) rather than Foundation's `threadDictionary`,
/// which hashes its string key at every read (every `draw(_:)` asks for the current context).
final class ThreadSlot<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        self.make = make
        // Slots live as long as the program (they are static): the key is never deleted. A
        // thread's object is released when the thread ends.
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
        let status = pthread_key_create(&key) { if let object = $0 { Unmanaged<AnyObject>.fromOpaque(object).release() } }
        #endif
        precondition(status == 0, "no thread-specific key left for a ZoetropeUIKit slot")
    }

    /// This thread's object.
    var value: Value {
        if let stored = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue() }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
