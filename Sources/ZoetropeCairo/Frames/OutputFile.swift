#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to files straight from the caller's buffer, with `open` and `write`: no
/// intermediate copy, no Foundation.
enum OutputFile {
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let result = Glibc_or_Darwin_write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw OutputError(path: path, reason: reason)
            }
            written += result
        }
        guard close(descriptor) == 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
    }
}

#if canImport(Glibc)
@inline(__always) private func Glibc_or_Darwin_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#else
@inline(__always) private func Glibc_or_Darwin_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif

/// The number of processors online.
func activeProcessorCount() -> Int {
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
