/// Writes bits least significant first, as deflate packs them.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var at: UnsafeMutablePointer<UInt8>
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ output: UnsafeMutablePointer<UInt8>) {
        start = output
        at = output
    }

    /// Adds the low `bitCount` (at most 32) bits of `bits`.
    @inline(__always)
    mutating func put(_ bits: UInt64, _ bitCount: Int) {
        buffer |= bits << UInt64(count)
        count &+= bitCount
        if count >= 32 {
            UnsafeMutableRawPointer(at).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
            at += 4
            buffer >>= 32
            count &-= 32
        }
    }

    /// Pads with zero bits up to the next byte.
    mutating func alignToByte() {
        put(0, (8 - count % 8) % 8)
        while count > 0 {
            at.pointee = UInt8(truncatingIfNeeded: buffer)
            at += 1
            buffer >>= 8
            count -= 8
        }
    }

    /// Bytes after `alignToByte()`.
    mutating func putAlignedBytes<C: Collection<UInt8>>(_ bytes: C) {
        for byte in bytes {
            at.pointee = byte
            at += 1
        }
    }

    /// Writes what is left of the last byte and returns the number of bytes written.
    mutating func finish() -> Int {
        alignToByte()
        return at - start
    }
}
